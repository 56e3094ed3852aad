// SPEC 7 Pupils: add one, edit, delete, and the pupil's grades.
import type { FastifyInstance } from 'fastify';
import { newPupilSchema, pupilSchema } from '../../domain/schemas/schools';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { forbidden, found, notFound } from '../errors';
import { idParam, isUuid } from '../ids';
import { gradesOfPupil } from '../repos/grades.repo';
import { deletePupil, findPupil, insertPupils, updatePupil } from '../repos/pupils.repo';
import { assertWithinPlan } from '../repos/subscriptions.repo';
import { canSeeClassroom, lockUser } from '../repos/tenancy';
import { parseBody } from '../validate';

export async function pupilRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post('/api/pupils', async (request, reply) => {
    const userId = userIdOf(request);
    const input = parseBody(newPupilSchema, request.body);
    if (!isUuid(input.classroomId)) throw notFound();
    const id = await db.transaction().execute(async (tx) => {
      if (!(await canSeeClassroom(tx, userId, input.classroomId))) throw notFound();
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'students', 1, config.freePlan);
      const [pupilId] = await insertPupils(tx, input.classroomId, [input], userId);
      return pupilId!;
    });
    return reply.status(201).send(found(await findPupil(db, userId, id)));
  });

  app.put('/api/pupils/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const input = parseBody(pupilSchema, request.body);
    if (!(await updatePupil(db, userId, id, input))) throw notFound();
    return found(await findPupil(db, userId, id));
  });

  app.delete('/api/pupils/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await deletePupil(db, userId, id))) throw (await findPupil(db, userId, id)) ? forbidden() : notFound();
    return reply.status(204).send();
  });

  app.get('/api/pupils/:id/grades', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await findPupil(db, userId, id))) throw notFound();
    return gradesOfPupil(db, userId, id);
  });
}
