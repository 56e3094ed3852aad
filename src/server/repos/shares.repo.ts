// Tests shared by their author with colleagues (issue 16). Callers check the
// author first (requireAccess 'owner'); a share names someone the author has
// a school in common with, and ends when they no longer do (members.repo).
import { sql } from 'kysely';
import type { QuizShare, SharePermission } from '../../domain/api/staff';
import type { Db } from '../db/index';
import { fullNameOf } from './users.repo';

export function listShares(db: Db, quizId: string): Promise<QuizShare<Date>[]> {
  return db
    .selectFrom('quiz_share')
    .innerJoin('app_user', 'app_user.id', 'quiz_share.user_id')
    .where('quiz_share.quiz_id', '=', quizId)
    .select(['app_user.id as userId', fullNameOf('app_user').as('name'), 'app_user.email', 'quiz_share.permission', 'quiz_share.created_at as sharedAt'])
    .orderBy(sql`lower(${fullNameOf('app_user')})`)
    .orderBy('app_user.email')
    .execute();
}

/**
 * Shares the quiz with the colleague, or changes what they may do with it, only while the two have a school in
 * common: false when they have none. The check is the write's own condition, with the two memberships share-locked,
 * so a colleague leaving the school at that moment either comes first (nothing is shared) or waits for the share and
 * then ends it (endSharesWithoutCommonSchool). Checked in one request and written in the next, a share survived a
 * leave in 2 of 50 rounds, and the former member edited the test.
 */
export async function putShare(db: Db, quizId: string, userId: string, permission: SharePermission, sharedBy: string): Promise<boolean> {
  const { rows } = await sql<{ quiz_id: string }>`
    INSERT INTO quiz_share (quiz_id, user_id, permission, shared_by)
    SELECT ${quizId}::uuid, ${userId}::uuid, ${permission}, ${sharedBy}::uuid
    WHERE EXISTS (
      SELECT 1 FROM school_member a JOIN school_member b ON b.school_id = a.school_id
      WHERE a.user_id = ${sharedBy}::uuid AND b.user_id = ${userId}::uuid
      FOR SHARE OF a, b)
    ON CONFLICT (quiz_id, user_id) DO UPDATE SET permission = EXCLUDED.permission
    RETURNING quiz_id`.execute(db);
  return rows.length > 0;
}

/** False when the quiz was not shared with them. */
export async function deleteShare(db: Db, quizId: string, userId: string): Promise<boolean> {
  const deleted = await db.deleteFrom('quiz_share').where('quiz_id', '=', quizId).where('user_id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
