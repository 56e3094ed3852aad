// SPEC 7 Pupils: add one, edit, delete, and the pupil's grades.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { newPupilSchema, pupilSchema } from '../../domain/schemas/schools';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { idParam, isUuid } from '../ids';
import { parseBody } from '../validate';
import { userIdOf } from '../auth/guard';
import { findPupil } from '../repos/schools.repo';
import { classroomIdsOf, lockUser } from '../repos/tenancy';
import { assertWithinPlan } from '../repos/subscriptions.repo';

export async function pupilRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post('/api/pupils', async (request, reply) => {
    const userId = userIdOf(request);
    const input = parseBody(newPupilSchema, request.body);
    if (!isUuid(input.classroomId)) throw notFound();
    const id = await db.transaction().execute(async (tx) => {
      const allowed = await classroomIdsOf(tx, userId).where('classroom.id', '=', input.classroomId).executeTakeFirst();
      if (!allowed) throw notFound();
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'students', 1, config.freePlan);
      const row = await tx
        .insertInto('pupil')
        .values({ classroom_id: input.classroomId, name: input.name, email: input.email ?? '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return reply.status(201).send(await findPupil(db, userId, id));
  });

  app.put('/api/pupils/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const input = parseBody(pupilSchema, request.body);
    const updated = await db
      .updateTable('pupil')
      .set({ name: input.name, ...(input.email !== undefined ? { email: input.email } : {}), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('classroom_id', 'in', classroomIdsOf(db, userId))
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound();
    return findPupil(db, userId, id);
  });

  app.delete('/api/pupils/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const deleted = await db.deleteFrom('pupil').where('id', '=', id).where('classroom_id', 'in', classroomIdsOf(db, userId)).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound();
    return reply.status(204).send();
  });

  app.get('/api/pupils/:id/grades', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await findPupil(db, userId, id))) throw notFound();
    const rows = await db
      .selectFrom('grade')
      .innerJoin('quiz', 'quiz.id', 'grade.quiz_id')
      .select([
        'grade.quiz_id as quizId',
        'quiz.title as quizTitle',
        'grade.score',
        'quiz.total_points as totalPoints',
        'quiz.base_points as basePoints',
        'grade.comments',
        'grade.graded_at as gradedAt',
      ])
      .where('grade.pupil_id', '=', id)
      .orderBy('grade.graded_at', 'desc')
      .execute();
    // Points travel as hundredths in the database and as points in the API.
    return rows.map((row) => ({
      ...row,
      score: row.score === null ? null : row.score / 100,
      totalPoints: row.totalPoints / 100,
      basePoints: row.basePoints / 100,
    }));
  });
}
