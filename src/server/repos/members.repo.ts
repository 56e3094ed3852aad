// A school's members and their roles (issue 16). Every read goes through the
// caller's own membership (tenancy.ts); a school keeps at least one owner.
import { sql } from 'kysely';
import type { SchoolMember } from '../../domain/api/staff';
import type { Db } from '../db/index';
import type { SchoolRole } from '../db/schema';
import { conflict } from '../errors';
import { recordDeparture } from './school-domain.repo';
import { schoolIdsOf } from './tenancy';
import { fullNameOf } from './users.repo';

const displayName = fullNameOf('app_user');

/** The school's members, owners first, then by name; [] when the caller is not one of them. */
export function listMembers(db: Db, userId: string, schoolId: string): Promise<SchoolMember<Date>[]> {
  return db
    .selectFrom('school_member')
    .innerJoin('app_user', 'app_user.id', 'school_member.user_id')
    .where('school_member.school_id', '=', schoolId)
    .where('school_member.school_id', 'in', schoolIdsOf(db, userId))
    .select(['app_user.id as userId', displayName.as('name'), 'app_user.email', 'school_member.role', 'school_member.created_at as joinedAt'])
    .orderBy(sql`school_member.role = 'owner'`, 'desc')
    .orderBy(sql`lower(${displayName})`)
    .orderBy('app_user.email')
    .execute();
}

const lastOwner = () => conflict('staff.errors.lastOwner');

/**
 * Locks the school's member rows for the rest of the transaction: two owners
 * demoting or removing each other at once cannot leave the school without one.
 */
async function lockMembers(tx: Db, schoolId: string) {
  await tx.selectFrom('school_member').select('user_id').where('school_id', '=', schoolId).forUpdate().execute();
}

async function ownerCount(tx: Db, schoolId: string): Promise<number> {
  const row = await tx
    .selectFrom('school_member')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('school_id', '=', schoolId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

/** False when there is no such member. 409 when it would leave the school without an owner. */
export async function setMemberRole(tx: Db, schoolId: string, memberId: string, role: SchoolRole): Promise<boolean> {
  await lockMembers(tx, schoolId);
  const updated = await tx
    .updateTable('school_member')
    .set({ role })
    .where('school_id', '=', schoolId)
    .where('user_id', '=', memberId)
    .returning('user_id')
    .executeTakeFirst();
  if (!updated) return false;
  if ((await ownerCount(tx, schoolId)) === 0) throw lastOwner();
  return true;
}

/**
 * Takes the member out of the school: access ends with this transaction, for
 * every request after it. What they created (classes, pupils, grades) stays
 * with the school. Shares between people who no longer have a school in
 * common end too, and sign-in by domain does not bring them back. False
 * when there is no such member; 409 for the last owner.
 */
export async function removeMember(tx: Db, schoolId: string, memberId: string): Promise<boolean> {
  await lockMembers(tx, schoolId);
  const removed = await tx.deleteFrom('school_member').where('school_id', '=', schoolId).where('user_id', '=', memberId).returning('role').executeTakeFirst();
  if (!removed) return false;
  if (removed.role === 'owner' && (await ownerCount(tx, schoolId)) === 0) throw lastOwner();
  await endSharesWithoutCommonSchool(tx, [memberId]);
  await recordDeparture(tx, schoolId, memberId);
  return true;
}

/** Shares of or with any of `userIds` whose two people no longer have a school in common, in one statement. */
export async function endSharesWithoutCommonSchool(tx: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const people = sql.join(userIds.map((id) => sql`${id}::uuid`));
  await sql`
    DELETE FROM quiz_share s USING quiz q
    WHERE q.id = s.quiz_id
      AND (s.user_id IN (${people}) OR q.owner_id IN (${people}))
      AND NOT EXISTS (
        SELECT 1 FROM school_member a JOIN school_member b ON b.school_id = a.school_id
        WHERE a.user_id = q.owner_id AND b.user_id = s.user_id
      )`.execute(tx);
}
