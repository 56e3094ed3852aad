// SPEC 7 grades of a quiz: read, batch upsert, delete all. Each row carries
// the version it was based on; a stale row is answered with the server's
// version (409 for that row) while the other rows are saved.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { gradeBatchSchema, type GradeRowInput } from '../../domain/schemas/grades';
import { markProblem, marksProblems, totalFromMarks, type QuestionScores } from '../../domain/marks';
import { fromHundredths, toHundredths } from '../../domain/points';
import type { QuizDocument } from '../../domain/quiz/types';
import { totalPoints } from '../../domain/quiz/schema';
import type { MessageRef } from '../../domain/validation';
import type { AppContext } from '../context';
import type { GradeTable } from '../db/schema';
import type { Db } from '../db/index';
import { ApiError, notFound, validationError } from '../errors';
import { idParam, isUuid } from '../ids';
import { parseBody } from '../validate';
import { userIdOf } from '../auth/guard';
import { classroomIdsOf } from '../repos/tenancy';
import { findVisibleQuiz } from '../repos/quizzes.repo';
import { assignedClassroomIds } from '../repos/results.repo';

export interface GradeView {
  pupilId: string;
  /** Total in points without the ex-officio points; null when nothing was entered. */
  score: number | null;
  questionScores: QuestionScores;
  comments: string;
  version: number;
  gradedAt: Date;
}

type GradeRow = Selectable<GradeTable>;

function toView(row: GradeRow): GradeView {
  const scores = (row.question_scores ?? {}) as Record<string, number>;
  return {
    pupilId: row.pupil_id,
    score: row.score === null ? null : fromHundredths(row.score),
    questionScores: Object.fromEntries(Object.entries(scores).map(([key, value]) => [key, fromHundredths(value)])),
    comments: row.comments,
    version: row.version,
    gradedAt: row.graded_at,
  };
}

function pupilIdsOf(db: Db, userId: string, classroomId?: string) {
  let query = db.selectFrom('pupil').select('pupil.id').where('pupil.classroom_id', 'in', classroomIdsOf(db, userId));
  if (classroomId) query = query.where('pupil.classroom_id', '=', classroomId);
  return query;
}

/** The ?classroomId= filter: absent, or a classroom the caller may see (else 404, like any id of someone else's). */
async function classroomFilter(db: Db, userId: string, request: FastifyRequest): Promise<string | undefined> {
  const value = (request.query as { classroomId?: unknown }).classroomId;
  if (value === undefined || value === '') return undefined;
  if (!isUuid(value)) throw notFound();
  const visible = await classroomIdsOf(db, userId).where('classroom.id', '=', value).executeTakeFirst();
  if (!visible) throw notFound();
  return value;
}

/**
 * The pupils of the batch the caller may see, each with whether the quiz is
 * assigned to the pupil's classroom: a grade belongs to a test the class sat.
 */
async function gradablePupils(db: Db, userId: string, quizId: string, pupilIds: string[]): Promise<Map<string, boolean>> {
  const rows = await pupilIdsOf(db, userId)
    .leftJoin('quiz_assignment', (join) => join.onRef('quiz_assignment.classroom_id', '=', 'pupil.classroom_id').on('quiz_assignment.quiz_id', '=', quizId))
    .select('quiz_assignment.quiz_id as assignedQuizId')
    .where('pupil.id', 'in', pupilIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.assignedQuizId !== null]));
}

/** Marks and total of one row, checked against the quiz; problems are keyed for the error's fields. */
function computeRow(document: QuizDocument, row: GradeRowInput, index: number, problems: Record<string, MessageRef>) {
  // Keys are ids the document chose: built with fromEntries, never assigned (a "__proto__" key would set the prototype).
  const scores: QuestionScores = Object.fromEntries(Object.entries(row.questionScores ?? {}).filter((entry): entry is [string, number] => entry[1] !== null));
  for (const [key, problem] of Object.entries(marksProblems(document, scores))) problems[`grades.${index}.questionScores.${key}`] = problem;
  let score = totalFromMarks(document, scores);
  if (score === null && row.score !== undefined && row.score !== null) {
    const problem = markProblem(totalPoints(document), row.score);
    if (problem) problems[`grades.${index}.score`] = problem;
    score = row.score;
  }
  return { scores, score };
}

export async function gradeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function quizFor(request: FastifyRequest) {
    const userId = userIdOf(request);
    const quiz = await findVisibleQuiz(db, userId, idParam(request, 'id'));
    if (!quiz) throw notFound();
    return { userId, quiz };
  }

  app.get('/api/quizzes/:id/grades', async (request) => {
    const { userId, quiz } = await quizFor(request);
    const rows = await db
      .selectFrom('grade')
      .selectAll()
      .where('quiz_id', '=', quiz.id)
      .where('pupil_id', 'in', pupilIdsOf(db, userId, await classroomFilter(db, userId, request)).where('pupil.classroom_id', 'in', assignedClassroomIds(db, quiz.id)))
      .execute();
    return rows.map(toView);
  });

  app.post('/api/quizzes/:id/grades', async (request, reply) => {
    const { userId, quiz } = await quizFor(request);
    const { grades } = parseBody(gradeBatchSchema, request.body);
    const pupilIds = [...new Set(grades.map((g) => g.pupilId.toLowerCase()))];
    if (pupilIds.length !== grades.length) throw validationError({ grades: { key: 'marks.duplicatePupil' } });
    if (!pupilIds.every(isUuid)) throw notFound();

    const outcome = await db.transaction().execute(async (tx) => {
      // The marks are checked and totalled against the quiz as it is in this
      // transaction: the share lock makes a concurrent quiz save (which
      // reconciles the stored grades) wait for this batch, or this batch see
      // the saved quiz, never a total of the old quiz stored after the save.
      const locked = await tx.selectFrom('quiz').select('document').where('id', '=', quiz.id).forShare().executeTakeFirst();
      if (!locked) throw notFound();
      const document = locked.document as QuizDocument;
      const allowed = await gradablePupils(tx, userId, quiz.id, pupilIds);
      // A pupil the caller may not see makes the whole batch a 404: nothing is written.
      if (allowed.size !== pupilIds.length) throw notFound();
      const problems: Record<string, MessageRef> = {};
      grades.forEach((row, index) => {
        if (!allowed.get(row.pupilId.toLowerCase())) problems[`grades.${index}.pupilId`] = { key: 'marks.notAssigned' };
      });
      const computed = grades.map((row, index) => computeRow(document, row, index, problems));
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const saved: GradeView[] = [];
      const conflicts: { pupilId: string; current: GradeView | null }[] = [];
      for (const [index, row] of grades.entries()) {
        const { scores, score } = computed[index]!;
        const values = {
          score: score === null ? null : toHundredths(score),
          question_scores: JSON.stringify(Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, toHundredths(v)]))),
          graded_by: userId,
          graded_at: sql<Date>`now()`,
        };
        const pupilId = row.pupilId.toLowerCase();
        const base = row.version;
        let written: GradeRow | undefined;
        if (base === undefined || base === 0) {
          written = await tx
            .insertInto('grade')
            .values({ quiz_id: quiz.id, pupil_id: pupilId, ...values, comments: row.comments ?? '', version: 1 })
            .onConflict((oc) => {
              const conflict = oc.columns(['quiz_id', 'pupil_id']);
              // Without a version the client asks to overwrite; with 0 it expected no grade yet.
              return base === undefined
                ? conflict.doUpdateSet({ ...values, ...(row.comments !== undefined ? { comments: row.comments } : {}), version: sql`grade.version + 1` })
                : conflict.doNothing();
            })
            .returningAll()
            .executeTakeFirst();
        } else {
          written = await tx
            .updateTable('grade')
            .set({ ...values, ...(row.comments !== undefined ? { comments: row.comments } : {}), version: sql`version + 1` })
            .where('quiz_id', '=', quiz.id)
            .where('pupil_id', '=', pupilId)
            .where('version', '=', base)
            .returningAll()
            .executeTakeFirst();
        }
        if (written) {
          saved.push(toView(written));
        } else {
          const current = await tx.selectFrom('grade').selectAll().where('quiz_id', '=', quiz.id).where('pupil_id', '=', pupilId).executeTakeFirst();
          conflicts.push({ pupilId, current: current ? toView(current) : null });
        }
      }
      return { saved, conflicts };
    });
    if (outcome.conflicts.length > 0) {
      throw new ApiError(409, 'conflict', { key: 'marks.conflict', params: { n: outcome.conflicts.length } }, undefined, outcome);
    }
    return reply.status(200).send({ grades: outcome.saved });
  });

  app.delete('/api/quizzes/:id/grades', async (request, reply) => {
    const { userId, quiz } = await quizFor(request);
    const classroomId = await classroomFilter(db, userId, request);
    await db.deleteFrom('grade').where('quiz_id', '=', quiz.id).where('pupil_id', 'in', pupilIdsOf(db, userId, classroomId)).execute();
    return reply.status(204).send();
  });
}
