// SPEC 7 Classrooms: list, detail, rename, delete (with its pupils, grades and
// assignments), its pupils, and the roster import (all pupils or none).
import type { FastifyInstance } from 'fastify';
import { classroomSchema, rosterSchema } from '../../domain/schemas/schools';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { forbidden, found, notFound } from '../errors';
import { languageFrom } from '../i18n';
import { idParam } from '../ids';
import { deleteClassroom, findClassroom, listClassrooms, updateClassroom } from '../repos/classrooms.repo';
import { insertPupils, listPupils, listPupilsIfVisible } from '../repos/pupils.repo';
import { assertWithinPlan } from '../repos/subscriptions.repo';
import { canSeeClassroom, lockUser } from '../repos/tenancy';
import { parseBody } from '../validate';

export async function classroomRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/classrooms', async (request) => listClassrooms(db, userIdOf(request)));

  app.get('/api/classrooms/:id', async (request) => {
    const classroom = await findClassroom(db, userIdOf(request), idParam(request, 'id'));
    if (!classroom) throw notFound();
    return classroom;
  });

  app.put('/api/classrooms/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const input = parseBody(classroomSchema, request.body);
    if (!(await updateClassroom(db, userId, id, input))) throw notFound();
    return found(await findClassroom(db, userId, id));
  });

  app.delete('/api/classrooms/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await deleteClassroom(db, userId, id))) throw (await canSeeClassroom(db, userId, id)) ? forbidden() : notFound();
    return reply.status(204).send();
  });

  app.get('/api/classrooms/:id/pupils', async (request) => {
    const pupils = await listPupilsIfVisible(db, userIdOf(request), idParam(request, 'id'), languageFrom(request.headers['accept-language']));
    if (!pupils) throw notFound();
    return pupils;
  });

  // Roster import: one request, one transaction, every row valid or nothing stored.
  app.post('/api/classrooms/:id/pupils', async (request, reply) => {
    const userId = userIdOf(request);
    const classroomId = idParam(request, 'id');
    const input = parseBody(rosterSchema, request.body);
    await db.transaction().execute(async (tx) => {
      if (!(await canSeeClassroom(tx, userId, classroomId))) throw notFound();
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'students', input.pupils.length, config.freePlan);
      await insertPupils(tx, classroomId, input.pupils, userId);
    });
    return reply.status(201).send(await listPupils(db, userId, classroomId, languageFrom(request.headers['accept-language'])));
  });
}
