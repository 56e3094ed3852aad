// A teacher's comments on a pupil. Callers find the pupil through the
// caller's memberships first (findPupil); every statement here is then scoped
// to that pupil, so a comment id of another pupil finds nothing.
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { classroomIdsOf } from './tenancy';

const commentColumns = ['id', 'body', 'created_at as createdAt', 'updated_at as updatedAt'] as const;

export function commentsOf(db: Db, pupilId: string) {
  return db.selectFrom('pupil_comment').select(commentColumns).where('pupil_id', '=', pupilId).orderBy('created_at', 'desc').execute();
}

export function insertComment(tx: Db, pupilId: string, authorId: string, body: string) {
  return tx.insertInto('pupil_comment').values({ pupil_id: pupilId, author_id: authorId, body }).returning(commentColumns).executeTakeFirstOrThrow();
}

/** The comment as saved; undefined when the pupil has no such comment. */
export function updateComment(tx: Db, pupilId: string, commentId: string, body: string) {
  return tx
    .updateTable('pupil_comment')
    .set({ body, updated_at: sql`now()` })
    .where('id', '=', commentId)
    .where('pupil_id', '=', pupilId)
    .returning(commentColumns)
    .executeTakeFirst();
}

/** False when the pupil has no such comment. */
export async function deleteComment(tx: Db, pupilId: string, commentId: string): Promise<boolean> {
  const deleted = await tx.deleteFrom('pupil_comment').where('id', '=', commentId).where('pupil_id', '=', pupilId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Every comment on a pupil the user may see (for the account export). */
export function commentsOfVisiblePupils(db: Db, userId: string) {
  return db
    .selectFrom('pupil_comment')
    .innerJoin('pupil', 'pupil.id', 'pupil_comment.pupil_id')
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .select(['pupil_comment.id', 'pupil_comment.pupil_id as pupilId', 'pupil_comment.body', 'pupil_comment.created_at as createdAt'])
    .execute();
}
