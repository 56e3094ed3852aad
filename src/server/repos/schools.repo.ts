// Schools as the API shows them, read and written through the caller's
// memberships (see tenancy.ts): an id of someone else's finds nothing, so
// the route answers 404.
import { sql } from 'kysely';
import type { School } from '../../domain/api/schools';
import { DEFAULT_SCHOOL_DESCRIPTION } from '../../domain/api/schools';
import type { Db } from '../db/index';
import { statement } from '../db/statement';
import { endSharesWithoutCommonSchool } from './members.repo';
import { ownedSchoolIdsOf, schoolIdsOf } from './tenancy';

export type SchoolView = School<Date>;

const classroomCount = sql<number>`(SELECT count(*)::int FROM classroom c WHERE c.school_id = school.id)`;
const schoolPupilCount = sql<number>`(SELECT count(*)::int FROM pupil p JOIN classroom c ON c.id = p.classroom_id WHERE c.school_id = school.id)`;

/** The user's schools (one school: `id`), as their list shows them. */
export function listSchools(db: Db, userId: string, id?: string): Promise<SchoolView[]> {
  return id ? oneSchool(db, userId, id) : allSchools(db, userId);
}

function schoolsQuery(db: Db, userId: string) {
  return db
    .selectFrom('school')
    .innerJoin('school_member', (join) => join.onRef('school_member.school_id', '=', 'school.id').on('school_member.user_id', '=', userId))
    .select([
      'school.id',
      'school_member.role',
      'school.name',
      'school.description',
      'school.website',
      'school.phone',
      classroomCount.as('classroomCount'),
      schoolPupilCount.as('pupilCount'),
      'school.created_at as createdAt',
      'school.updated_at as updatedAt',
    ])
    .orderBy(sql`lower(school.name)`)
    .orderBy('school.created_at');
}

const allSchools = statement((db, userId: string) => schoolsQuery(db, userId));
const oneSchool = statement((db, userId: string, id: string) => schoolsQuery(db, userId).where('school.id', '=', id));

export async function findSchool(db: Db, userId: string, id: string): Promise<SchoolView | undefined> {
  return (await listSchools(db, userId, id))[0];
}

/** Id and name of every school the user belongs to, for pickers. */
export function listSchoolSummaries(db: Db, userId: string) {
  return db.selectFrom('school').where('id', 'in', schoolIdsOf(db, userId)).select(['id', 'name']).orderBy(sql`lower(name)`).execute();
}

export interface SchoolFields {
  name: string;
  /** Undefined, as the website and the phone: left as it is (on update), SPEC 3's default on create. */
  description?: string;
  /** Undefined: left as it is (on update), '' on create. */
  website?: string;
  phone?: string;
}

/** A new school with its creator as owner member; answers its id. */
export async function createSchool(tx: Db, creatorId: string, fields: SchoolFields): Promise<string> {
  const school = await tx
    .insertInto('school')
    .values({
      name: fields.name,
      description: fields.description ?? DEFAULT_SCHOOL_DESCRIPTION,
      website: fields.website ?? '',
      phone: fields.phone ?? '',
      created_by: creatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.insertInto('school_member').values({ school_id: school.id, user_id: creatorId, role: 'owner' }).execute();
  return school.id;
}

/** False when the user is not an owner of such a school. */
export async function updateSchool(db: Db, userId: string, id: string, fields: SchoolFields): Promise<boolean> {
  const updated = await db
    .updateTable('school')
    .set({
      name: fields.name,
      ...(fields.description === undefined ? {} : { description: fields.description }),
      ...(fields.website === undefined ? {} : { website: fields.website }),
      ...(fields.phone === undefined ? {} : { phone: fields.phone }),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('id', 'in', ownedSchoolIdsOf(db, userId))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * False when the user is not an owner of such a school. Classrooms, pupils,
 * their grades and assignments go with it (ON DELETE CASCADE), and tests
 * shared between people who now have no school in common stop being shared.
 * Call inside a transaction.
 */
export async function deleteSchool(tx: Db, userId: string, id: string): Promise<boolean> {
  const members = await tx
    .selectFrom('school_member')
    .select('user_id')
    .where('school_id', '=', id)
    .where('school_id', 'in', ownedSchoolIdsOf(tx, userId))
    .execute();
  if (members.length === 0) return false;
  await tx.deleteFrom('school').where('id', '=', id).execute();
  await endSharesWithoutCommonSchool(
    tx,
    members.map((member) => member.user_id),
  );
  return true;
}

export async function isSchoolMember(db: Db, userId: string, schoolId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('school_member').select('school_id').where('school_id', '=', schoolId).where('user_id', '=', userId).executeTakeFirst());
}
