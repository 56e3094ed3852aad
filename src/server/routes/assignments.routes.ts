// SPEC 7 assignments: a quiz given to classrooms with a due date.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { assignBulkSchema, assignmentSchema } from '../../domain/schemas/grades';
import { fromHundredths } from '../../domain/points';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { idParam, isUuid } from '../ids';
import { parseBody } from '../validate';
import { userIdOf } from '../auth/guard';
import { classroomIdsOf } from '../repos/tenancy';
import { findVisibleQuiz } from '../repos/quizzes.repo';
import type { Db } from '../db/index';

export interface AssignedQuizView {
  quizId: string;
  classroomId: string;
  title: string;
  classLabel: string;
  totalPoints: number;
  basePoints: number;
  dueDate: string | null;
  gradedCount: number;
  pupilCount: number;
  /** Mean total of the graded pupils, in points; null before any grade. */
  averageScore: number | null;
  assignedAt: Date;
}

export function listAssignedQuizzes(db: Db, classroomId: string, quizId?: string): Promise<AssignedQuizView[]> {
  let query = db
    .selectFrom('quiz_assignment as qa')
    .innerJoin('quiz', 'quiz.id', 'qa.quiz_id')
    .where('qa.classroom_id', '=', classroomId)
    .select([
      'qa.quiz_id as quizId',
      'qa.classroom_id as classroomId',
      'quiz.title',
      'quiz.class_label as classLabel',
      'quiz.total_points as totalPoints',
      'quiz.base_points as basePoints',
      'qa.due_date as dueDate',
      'qa.created_at as assignedAt',
      sql<number>`(SELECT count(*)::int FROM grade g JOIN pupil p ON p.id = g.pupil_id WHERE g.quiz_id = qa.quiz_id AND p.classroom_id = qa.classroom_id AND g.score IS NOT NULL)`.as('gradedCount'),
      sql<number>`(SELECT count(*)::int FROM pupil p WHERE p.classroom_id = qa.classroom_id)`.as('pupilCount'),
      sql<number | null>`(SELECT round(avg(g.score))::int FROM grade g JOIN pupil p ON p.id = g.pupil_id WHERE g.quiz_id = qa.quiz_id AND p.classroom_id = qa.classroom_id AND g.score IS NOT NULL)`.as('averageScore'),
    ])
    .orderBy(sql`qa.due_date DESC NULLS LAST`)
    .orderBy('qa.created_at', 'desc');
  if (quizId) query = query.where('qa.quiz_id', '=', quizId);
  return query.execute().then((rows) =>
    rows.map((row) => ({
      ...row,
      totalPoints: fromHundredths(row.totalPoints),
      basePoints: fromHundredths(row.basePoints),
      averageScore: row.averageScore === null ? null : fromHundredths(row.averageScore),
    })),
  );
}

export async function assignmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function ownClassroom(request: FastifyRequest, userId: string) {
    const classroomId = idParam(request, 'id');
    const allowed = await classroomIdsOf(db, userId).where('classroom.id', '=', classroomId).executeTakeFirst();
    if (!allowed) throw notFound();
    return classroomId;
  }

  async function visibleQuiz(userId: string, quizId: string) {
    const quiz = await findVisibleQuiz(db, userId, quizId);
    if (!quiz) throw notFound();
    return quiz;
  }

  app.post('/api/quizzes/:id/assign-bulk', async (request) => {
    const userId = userIdOf(request);
    const quiz = await visibleQuiz(userId, idParam(request, 'id'));
    const input = parseBody(assignBulkSchema, request.body);
    const wanted = [...new Set(input.classroomIds.map((id) => id.toLowerCase()))];
    if (!wanted.every(isUuid)) throw notFound();
    const allowed = await classroomIdsOf(db, userId).where('classroom.id', 'in', wanted).execute();
    // One classroom the caller may not see makes the whole request a 404: nothing is assigned.
    if (allowed.length !== wanted.length) throw notFound();
    await db
      .insertInto('quiz_assignment')
      .values(wanted.map((classroomId) => ({ quiz_id: quiz.id, classroom_id: classroomId, due_date: input.dueDate ?? null })))
      .onConflict((oc) => oc.columns(['quiz_id', 'classroom_id']).doUpdateSet({ due_date: sql`excluded.due_date`, updated_at: sql`now()` }))
      .execute();
    const views = await Promise.all(wanted.map((classroomId) => listAssignedQuizzes(db, classroomId, quiz.id)));
    return views.flat();
  });

  app.get('/api/classrooms/:id/quizzes', async (request) => {
    const classroomId = await ownClassroom(request, userIdOf(request));
    return listAssignedQuizzes(db, classroomId);
  });

  app.post('/api/classrooms/:id/quizzes/:quizId', async (request, reply) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const quiz = await visibleQuiz(userId, idParam(request, 'quizId'));
    const input = parseBody(assignmentSchema, request.body ?? {});
    const inserted = await db
      .insertInto('quiz_assignment')
      .values({ quiz_id: quiz.id, classroom_id: classroomId, due_date: input.dueDate ?? null })
      .onConflict((oc) => oc.columns(['quiz_id', 'classroom_id']).doNothing())
      .executeTakeFirst();
    const [view] = await listAssignedQuizzes(db, classroomId, quiz.id);
    return reply.status(Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 201 : 200).send(view);
  });

  app.put('/api/classrooms/:id/quizzes/:quizId', async (request) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const quizId = idParam(request, 'quizId');
    const input = parseBody(assignmentSchema, request.body ?? {});
    const updated = await db
      .updateTable('quiz_assignment')
      .set({ due_date: input.dueDate ?? null, updated_at: sql`now()` })
      .where('quiz_id', '=', quizId)
      .where('classroom_id', '=', classroomId)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound();
    const [view] = await listAssignedQuizzes(db, classroomId, quizId);
    return view;
  });

  // Unassigning keeps the grades: assigning the quiz again brings them back.
  app.delete('/api/classrooms/:id/quizzes/:quizId', async (request, reply) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const deleted = await db
      .deleteFrom('quiz_assignment')
      .where('quiz_id', '=', idParam(request, 'quizId'))
      .where('classroom_id', '=', classroomId)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound();
    return reply.status(204).send();
  });
}
