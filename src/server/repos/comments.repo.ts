// A teacher's comments on a pupil: notes on the pupil, and the one comment
// per test that the grade grid shows in its comment column (quiz_id set), the
// one store both screens read and write (005_comments.sql). Callers find the
// pupil through the caller's memberships first (findPupil); every statement
// here is then scoped to that pupil, so a comment id of another pupil finds
// nothing.
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { PupilComment } from '../../domain/api/pupils';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';
import { classroomIdsOf, gradableQuizIds, pupilsOfOwnedClassrooms } from './tenancy';

const commentColumns = [
  'pupil_comment.id',
  'pupil_comment.body',
  'pupil_comment.quiz_id as quizId',
  'quiz.title as quizTitle',
  'pupil_comment.created_at as createdAt',
  'pupil_comment.updated_at as updatedAt',
] as const;

/** The comments with their test and whether `userId` may change each (the page offers edit and delete only then). */
const withQuiz = (db: Db, userId: string) =>
  db
    .selectFrom('pupil_comment')
    .leftJoin('quiz', 'quiz.id', 'pupil_comment.quiz_id')
    .select(commentColumns)
    .select((eb) => sql<boolean>`coalesce(${commentsSeenBy(db, userId, true)(eb)}, false)`.as('editable')); // a note whose author left the school (null author) is nobody's

/**
 * Issue 16: a note on the pupil is for the school's staff; a comment on a test
 * goes with that test's grades (tenancy.ts, "Reading results"): seen where its
 * results are read, changed by whoever may grade the test.
 */
function commentsSeenBy(db: Db, userId: string, change = false) {
  return (eb: ExpressionBuilder<Database, 'pupil_comment'>) => {
    const onPupil = eb('pupil_comment.quiz_id', 'is', null);
    return eb.or([
      // A note on the pupil is for the staff to read and its author's to change: a colleague rewrote or deleted
      // the director's, and it still read as hers. A comment on a test goes with that test's grades.
      change ? eb.and([onPupil, eb('pupil_comment.author_id', '=', userId)]) : onPupil,
      eb('pupil_comment.quiz_id', 'in', gradableQuizIds(db, userId)),
      // A school's owner reads every result in the school, there only.
      ...(change ? [] : [eb('pupil_comment.pupil_id', 'in', pupilsOfOwnedClassrooms(db, userId))]),
    ]);
  };
}

/** Newest first, each with the test it is on (null for a note on the pupil). */
export function commentsOf(db: Db, userId: string, pupilId: string): Promise<PupilComment<Date>[]> {
  return withQuiz(db, userId)
    .where('pupil_comment.pupil_id', '=', pupilId)
    .where(commentsSeenBy(db, userId))
    .orderBy('pupil_comment.created_at', 'desc')
    .execute();
}

function commentById(db: Db, userId: string, pupilId: string, commentId: string) {
  return withQuiz(db, userId).where('pupil_comment.id', '=', commentId).where('pupil_comment.pupil_id', '=', pupilId).executeTakeFirst();
}

export async function insertComment(tx: Db, pupilId: string, authorId: string, body: string) {
  const { id } = await tx.insertInto('pupil_comment').values({ pupil_id: pupilId, author_id: authorId, body }).returning('id').executeTakeFirstOrThrow();
  return (await commentById(tx, authorId, pupilId, id))!;
}

/** The comment as saved; undefined when the pupil has no such comment the user may change. */
export async function updateComment(tx: Db, userId: string, pupilId: string, commentId: string, body: string) {
  const updated = await tx
    .updateTable('pupil_comment')
    .set({ body, updated_at: sql`now()` })
    .where('id', '=', commentId)
    .where('pupil_id', '=', pupilId)
    .where(commentsSeenBy(tx, userId, true))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? commentById(tx, userId, pupilId, commentId) : undefined;
}

/** The grid's comments on a quiz, by pupil, for the pupils of `pupilIds` (a subquery the caller scoped). */
export async function quizCommentsOf(db: Db, quizId: string, pupilIds: readonly string[] | PupilIdQuery): Promise<Map<string, string>> {
  if (Array.isArray(pupilIds) && pupilIds.length === 0) return new Map();
  const rows = await db.selectFrom('pupil_comment').select(['pupil_id', 'body']).where('quiz_id', '=', quizId).where('pupil_id', 'in', pupilIds).execute();
  return new Map(rows.map((row) => [row.pupil_id, row.body]));
}

/** In a query over `grade`: the grade's comment, the pupil's comment on the grade's quiz ('' when none). */
export const quizComment = sql<string>`coalesce((SELECT c.body FROM pupil_comment c WHERE c.pupil_id = grade.pupil_id AND c.quiz_id = grade.quiz_id), '')`;

/** A `SELECT pupil.id ...` subquery, scoped by the caller. */
type PupilIdQuery = SelectQueryBuilder<Database, 'pupil', { id: string }>;

/**
 * Writes the pupil's comment on the quiz ('' removes it) and answers it. With `base`, the comment the edit was
 * made on ('' for none), it is written only over that one or over the same text, in one statement so two tabs
 * cannot both pass the check, and null answers that another comment is stored now.
 */
export async function saveQuizComment(tx: Db, quizId: string, pupilId: string, authorId: string, body: string, base?: string): Promise<string | null> {
  const expected = base === undefined ? undefined : [base, body];
  if (body.trim() === '') {
    let removal = tx.deleteFrom('pupil_comment').where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId);
    if (expected) removal = removal.where('body', 'in', expected);
    await removal.execute();
  } else {
    await tx
      .insertInto('pupil_comment')
      .values({ pupil_id: pupilId, quiz_id: quizId, author_id: authorId, body })
      .onConflict((oc) => {
        const update = oc.columns(['pupil_id', 'quiz_id']).doUpdateSet({ body, author_id: authorId, updated_at: sql`now()` });
        return expected ? update.where('pupil_comment.body', 'in', expected) : update;
      })
      .execute();
  }
  const written = body.trim() === '' ? '' : body;
  if (!expected) return written;
  const stored = (await quizCommentsOf(tx, quizId, [pupilId])).get(pupilId) ?? '';
  return stored === written ? stored : null;
}

/** Removes the grid's comments on a quiz of the pupils of `pupilIds` (deleting a class's grades). */
export async function deleteQuizComments(tx: Db, quizId: string, pupilIds: PupilIdQuery): Promise<void> {
  await tx.deleteFrom('pupil_comment').where('quiz_id', '=', quizId).where('pupil_id', 'in', pupilIds).execute();
}

/** Whether the user sees the comment (and so is owed a 403, not a 404, when they may not change it). */
export async function isCommentSeen(db: Db, userId: string, pupilId: string, commentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pupil_comment')
    .select('id')
    .where('id', '=', commentId)
    .where('pupil_id', '=', pupilId)
    .where(commentsSeenBy(db, userId))
    .executeTakeFirst();
  return Boolean(row);
}

/** False when the pupil has no such comment the user may change. */
export async function deleteComment(tx: Db, userId: string, pupilId: string, commentId: string): Promise<boolean> {
  const deleted = await tx
    .deleteFrom('pupil_comment')
    .where('id', '=', commentId)
    .where('pupil_id', '=', pupilId)
    .where(commentsSeenBy(tx, userId, true))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Every comment on a pupil the user may see (for the account export). */
export function commentsOfVisiblePupils(db: Db, userId: string) {
  return db
    .selectFrom('pupil_comment')
    .innerJoin('pupil', 'pupil.id', 'pupil_comment.pupil_id')
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .where(commentsSeenBy(db, userId))
    .select(['pupil_comment.id', 'pupil_comment.pupil_id as pupilId', 'pupil_comment.body', 'pupil_comment.created_at as createdAt'])
    .execute();
}
