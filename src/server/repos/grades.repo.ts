// Grades of a quiz (SPEC 7), read and written through the caller's
// memberships: a pupil the caller may not see is never read or touched.
// Points are stored as hundredths and leave here as points.
import { type Selectable, sql } from 'kysely';
import { type GradeView as ApiGradeView, marksFromStored, marksToStored } from '../../domain/api/grades';
import type { QuestionScores } from '../../domain/marks';
import { fromHundredths } from '../../domain/points';
import type { QuizDocument } from '../../domain/quiz/types';
import type { Db } from '../db/index';
import type { GradeTable } from '../db/schema';
import { assignedClassroomIds } from './results.repo';
import { classroomIdsOf } from './tenancy';

export type GradeView = ApiGradeView<Date>;

type GradeRow = Selectable<GradeTable>;

function toView(row: GradeRow): GradeView {
  return {
    pupilId: row.pupil_id,
    ...marksFromStored(row.score, row.question_scores),
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

/** The grades of the quiz the caller may see, in classes the quiz is assigned to (optionally one classroom). */
export async function listGrades(db: Db, userId: string, quizId: string, classroomId?: string): Promise<GradeView[]> {
  const rows = await db
    .selectFrom('grade')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('pupil_id', 'in', pupilIdsOf(db, userId, classroomId).where('pupil.classroom_id', 'in', assignedClassroomIds(db, quizId)))
    .execute();
  return rows.map(toView);
}

/**
 * The quiz's document, share-locked for the rest of the transaction: a
 * concurrent quiz save (which reconciles the stored grades) waits for this
 * transaction, or this transaction sees the saved quiz.
 */
export async function lockQuizForGrading(tx: Db, quizId: string): Promise<QuizDocument | undefined> {
  const locked = await tx.selectFrom('quiz').select('document').where('id', '=', quizId).forShare().executeTakeFirst();
  return locked ? (locked.document as QuizDocument) : undefined;
}

/**
 * The pupils of the batch the caller may see, each with whether the quiz is
 * assigned to the pupil's classroom: a grade belongs to a test the class sat.
 */
export async function gradablePupils(db: Db, userId: string, quizId: string, pupilIds: string[]): Promise<Map<string, boolean>> {
  const rows = await pupilIdsOf(db, userId)
    .leftJoin('quiz_assignment', (join) => join.onRef('quiz_assignment.classroom_id', '=', 'pupil.classroom_id').on('quiz_assignment.quiz_id', '=', quizId))
    .select('quiz_assignment.quiz_id as assignedQuizId')
    .where('pupil.id', 'in', pupilIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.assignedQuizId !== null]));
}

export interface GradeWrite {
  /** In points; null when only marks without a total were entered. */
  score: number | null;
  questionScores: QuestionScores;
  /** Undefined keeps the comments already stored. */
  comments?: string;
  gradedBy: string;
}

/**
 * Writes one pupil's grade based on the version the client had: undefined
 * overwrites whatever is stored, 0 expects no grade yet, n expects version n.
 * Answers the saved grade, or the stored one as a conflict when it has moved
 * on (null when there is none).
 */
export async function writeGrade(
  tx: Db,
  quizId: string,
  pupilId: string,
  base: number | undefined,
  grade: GradeWrite,
): Promise<{ saved: GradeView } | { conflict: GradeView | null }> {
  const stored = marksToStored(grade);
  const hasMarks = stored.score !== null || Object.keys(stored.questionScores).length > 0;
  if (!hasMarks && !grade.comments) {
    const cleared = await clearGrade(tx, quizId, pupilId, base, grade.comments === undefined);
    if (cleared) return cleared;
  }
  const values = {
    score: stored.score,
    question_scores: JSON.stringify(stored.questionScores),
    graded_by: grade.gradedBy,
    graded_at: sql<Date>`now()`,
  };
  const comments = grade.comments !== undefined ? { comments: grade.comments } : {};
  let written: GradeRow | undefined;
  if (base === undefined || base === 0) {
    written = await tx
      .insertInto('grade')
      .values({ quiz_id: quizId, pupil_id: pupilId, ...values, comments: grade.comments ?? '', version: 1 })
      .onConflict((oc) => {
        const conflict = oc.columns(['quiz_id', 'pupil_id']);
        return base === undefined ? conflict.doUpdateSet({ ...values, ...comments, version: sql`grade.version + 1` }) : conflict.doNothing();
      })
      .returningAll()
      .executeTakeFirst();
  } else {
    written = await tx
      .updateTable('grade')
      .set({ ...values, ...comments, version: sql`version + 1` })
      .where('quiz_id', '=', quizId)
      .where('pupil_id', '=', pupilId)
      .where('version', '=', base)
      .returningAll()
      .executeTakeFirst();
  }
  if (written) return { saved: toView(written) };
  const current = await tx.selectFrom('grade').selectAll().where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId).executeTakeFirst();
  return { conflict: current ? toView(current) : null };
}

/** What the API answers for a pupil without a grade: version 0, the base of the next save. */
const noGrade = (pupilId: string): GradeView => ({ pupilId, score: null, questionScores: {}, comments: '', version: 0, gradedAt: new Date() });

/**
 * A save that leaves no mark (a row cleared in the grid) deletes the grade:
 * no grade at all, rather than an empty one that reports and exports would
 * count. Same version rules as a write: a stale base is a conflict. Null when
 * the row keeps a stored comment (`keepsComment`), which the caller then
 * writes as an ordinary save.
 */
async function clearGrade(
  tx: Db,
  quizId: string,
  pupilId: string,
  base: number | undefined,
  keepsComment: boolean,
): Promise<{ saved: GradeView } | { conflict: GradeView | null } | null> {
  let deletion = tx.deleteFrom('grade').where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId);
  // Versions start at 1, so a base of 0 deletes nothing: it expected no grade.
  if (base !== undefined) deletion = deletion.where('version', '=', base);
  if (keepsComment) deletion = deletion.where('comments', '=', '');
  const deleted = await deletion.executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return { saved: noGrade(pupilId) };
  const current = await tx.selectFrom('grade').selectAll().where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId).executeTakeFirst();
  // Already no grade: what the teacher asked for holds.
  if (!current) return { saved: noGrade(pupilId) };
  const baseHolds = base === undefined || current.version === base;
  if (baseHolds && keepsComment && current.comments !== '') return null;
  return { conflict: toView(current) };
}

/** Every grade of the pupil, newest first, with its quiz's title and scale. Call after checking the caller may see the pupil. */
export async function gradesOfPupil(db: Db, pupilId: string) {
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
    .where('grade.pupil_id', '=', pupilId)
    .orderBy('grade.graded_at', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    score: row.score === null ? null : fromHundredths(row.score),
    totalPoints: fromHundredths(row.totalPoints),
    basePoints: fromHundredths(row.basePoints),
  }));
}

/** Deletes the quiz's grades of every pupil the caller may see (optionally one classroom). */
export async function deleteGrades(db: Db, userId: string, quizId: string, classroomId?: string) {
  await db
    .deleteFrom('grade')
    .where('quiz_id', '=', quizId)
    .where('pupil_id', 'in', pupilIdsOf(db, userId, classroomId))
    .execute();
}

/** Every grade of every pupil the user may see, whatever the quiz (for the account export). */
export function gradesOfVisiblePupils(db: Db, userId: string) {
  return db
    .selectFrom('grade')
    .innerJoin('pupil', 'pupil.id', 'grade.pupil_id')
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .select(['grade.quiz_id', 'grade.pupil_id', 'grade.score', 'grade.question_scores', 'grade.comments', 'grade.graded_at'])
    .execute();
}
