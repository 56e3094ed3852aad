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

/** Shares the quiz with the colleague, or changes what they may do with it. */
export async function putShare(db: Db, quizId: string, userId: string, permission: SharePermission, sharedBy: string): Promise<void> {
  await db
    .insertInto('quiz_share')
    .values({ quiz_id: quizId, user_id: userId, permission, shared_by: sharedBy })
    .onConflict((oc) => oc.columns(['quiz_id', 'user_id']).doUpdateSet({ permission }))
    .execute();
}

/** False when the quiz was not shared with them. */
export async function deleteShare(db: Db, quizId: string, userId: string): Promise<boolean> {
  const deleted = await db.deleteFrom('quiz_share').where('quiz_id', '=', quizId).where('user_id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
