// SPEC 7 Classrooms: list, detail, rename, delete (with its pupils, grades and
// assignments), its pupils, and the roster import (all pupils or none).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomSchema, rosterSchema } from '../../domain/schemas/schools';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { idParam } from '../ids';
import { parseBody } from '../validate';
import { userIdOf } from '../auth/guard';
import { findClassroom, listClassrooms, listPupils } from '../repos/schools.repo';
import { classroomIdsOf, lockUser } from '../repos/tenancy';
import { assertWithinPlan } from '../repos/subscriptions.repo';

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
    const updated = await db
      .updateTable('classroom')
      .set({
        name: input.name,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.gradeLevel !== undefined ? { grade_level: input.gradeLevel } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('id', 'in', classroomIdsOf(db, userId))
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound();
    return findClassroom(db, userId, id);
  });

  app.delete('/api/classrooms/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const deleted = await db.deleteFrom('classroom').where('id', '=', id).where('id', 'in', classroomIdsOf(db, userId)).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound();
    return reply.status(204).send();
  });

  app.get('/api/classrooms/:id/pupils', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await findClassroom(db, userId, id))) throw notFound();
    return listPupils(db, userId, id);
  });

  // Roster import: one request, one transaction, every row valid or nothing stored.
  app.post('/api/classrooms/:id/pupils', async (request, reply) => {
    const userId = userIdOf(request);
    const classroomId = idParam(request, 'id');
    const input = parseBody(rosterSchema, request.body);
    await db.transaction().execute(async (tx) => {
      const allowed = await classroomIdsOf(tx, userId).where('classroom.id', '=', classroomId).executeTakeFirst();
      if (!allowed) throw notFound();
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'students', input.pupils.length, config.freePlan);
      await tx
        .insertInto('pupil')
        .values(input.pupils.map((p) => ({ classroom_id: classroomId, name: p.name, email: p.email ?? '' })))
        .execute();
    });
    return reply.status(201).send(await listPupils(db, userId, classroomId));
  });
}
