// Tenancy in SQL (DESIGN.md 2): a user sees the schools they are a member of,
// and through them classrooms and pupils. Every query that reads or writes
// those rows joins through school_member, so another user's id simply finds
// nothing (404) instead of being loaded and then refused.
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { notFound } from '../errors';
import { isUuid } from '../ids';

/** Classroom ids the user may touch, as a subquery. */
export function classroomIdsOf(db: Db, userId: string) {
  return db
    .selectFrom('classroom')
    .innerJoin('school_member', 'school_member.school_id', 'classroom.school_id')
    .select('classroom.id')
    .where('school_member.user_id', '=', userId);
}

/** True when the user may touch the classroom. */
export async function canSeeClassroom(db: Db, userId: string, classroomId: string): Promise<boolean> {
  return Boolean(await classroomIdsOf(db, userId).where('classroom.id', '=', classroomId).executeTakeFirst());
}

/** True when the user may touch every one of the classrooms. */
export async function canSeeClassrooms(db: Db, userId: string, classroomIds: string[]): Promise<boolean> {
  const visible = await classroomIdsOf(db, userId).where('classroom.id', 'in', classroomIds).execute();
  return visible.length === classroomIds.length;
}

/** School ids the user is a member of, as a subquery. */
export function schoolIdsOf(db: Db, userId: string) {
  return db.selectFrom('school_member').select('school_id').where('user_id', '=', userId);
}

/**
 * Serialises plan-limited creations of one user inside a transaction, so two
 * concurrent requests cannot both pass the limit check.
 */
export async function lockUser(tx: Db, userId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`.execute(tx);
}

/**
 * The ?classroomId= filter of a list: absent (undefined), or a classroom the
 * caller may see. Anything else is a 404, like any id of someone else's.
 */
export async function classroomFilter(db: Db, userId: string, value: unknown): Promise<string | undefined> {
  if (value === undefined || value === '') return undefined;
  if (!isUuid(value)) throw notFound();
  if (!(await canSeeClassroom(db, userId, value))) throw notFound();
  return value;
}
