// SPEC 7 Schools: list, summaries, detail with classrooms, create (the
// creator becomes a member), update, delete (with everything it owns, in
// one transaction), and the classrooms of a school.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomSchema, DEFAULT_SCHOOL_DESCRIPTION, schoolSchema } from '../../domain/schemas/schools';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { idParam } from '../ids';
import { parseBody } from '../validate';
import { userIdOf } from '../auth/guard';
import { findClassroom, findSchool, listClassrooms, listSchools } from '../repos/schools.repo';
import { lockUser, schoolIdsOf } from '../repos/tenancy';
import { assertWithinPlan } from '../repos/subscriptions.repo';

export async function schoolRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/schools', async (request) => listSchools(db, userIdOf(request)));

  app.get('/api/schools/summaries', async (request) =>
    db
      .selectFrom('school')
      .where('id', 'in', schoolIdsOf(db, userIdOf(request)))
      .select(['id', 'name'])
      .orderBy(sql`lower(name)`)
      .execute(),
  );

  app.get('/api/schools/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const school = await findSchool(db, userId, id);
    if (!school) throw notFound();
    return { ...school, classrooms: await listClassrooms(db, userId, { schoolId: id }) };
  });

  app.post('/api/schools', async (request, reply) => {
    const userId = userIdOf(request);
    const input = parseBody(schoolSchema, request.body);
    const id = await db.transaction().execute(async (tx) => {
      const school = await tx
        .insertInto('school')
        .values({ name: input.name, description: input.description || DEFAULT_SCHOOL_DESCRIPTION, created_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('school_member').values({ school_id: school.id, user_id: userId, role: 'owner' }).execute();
      return school.id;
    });
    return reply.status(201).send(await findSchool(db, userId, id));
  });

  app.put('/api/schools/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const input = parseBody(schoolSchema, request.body);
    const updated = await db
      .updateTable('school')
      .set({ name: input.name, description: input.description || DEFAULT_SCHOOL_DESCRIPTION, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('id', 'in', schoolIdsOf(db, userId))
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound();
    return findSchool(db, userId, id);
  });

  app.delete('/api/schools/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    // Classrooms, pupils, their grades and assignments go with it (ON DELETE CASCADE): one statement, one transaction.
    const deleted = await db.deleteFrom('school').where('id', '=', id).where('id', 'in', schoolIdsOf(db, userId)).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound();
    return reply.status(204).send();
  });

  app.get('/api/schools/:id/classrooms', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await findSchool(db, userId, id))) throw notFound();
    return listClassrooms(db, userId, { schoolId: id });
  });

  app.post('/api/schools/:id/classrooms', async (request, reply) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    const input = parseBody(classroomSchema, request.body);
    const id = await db.transaction().execute(async (tx) => {
      const member = await tx.selectFrom('school_member').select('school_id').where('school_id', '=', schoolId).where('user_id', '=', userId).executeTakeFirst();
      if (!member) throw notFound();
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'classes', 1, config.freePlan);
      const row = await tx
        .insertInto('classroom')
        .values({ school_id: schoolId, name: input.name, description: input.description ?? '', grade_level: input.gradeLevel ?? '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return reply.status(201).send(await findClassroom(db, userId, id));
  });
}
