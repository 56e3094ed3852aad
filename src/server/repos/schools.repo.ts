// Schools, classrooms and pupils as the API shows them, read and written
// through the caller's memberships (see tenancy.ts): an id of someone else's
// finds nothing, so the route answers 404.
import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { ClassroomInput, PupilInput } from '../../domain/schemas/schools';
import { classroomIdsOf, schoolIdsOf } from './tenancy';

export interface SchoolView {
  id: string;
  name: string;
  description: string;
  classroomCount: number;
  pupilCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClassroomView {
  id: string;
  schoolId: string;
  schoolName: string;
  name: string;
  description: string;
  gradeLevel: string;
  pupilCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PupilView {
  id: string;
  classroomId: string;
  name: string;
  email: string;
  createdAt: Date;
  updatedAt: Date;
}

const classroomCount = sql<number>`(SELECT count(*)::int FROM classroom c WHERE c.school_id = school.id)`;
const schoolPupilCount = sql<number>`(SELECT count(*)::int FROM pupil p JOIN classroom c ON c.id = p.classroom_id WHERE c.school_id = school.id)`;
const classroomPupilCount = sql<number>`(SELECT count(*)::int FROM pupil p WHERE p.classroom_id = classroom.id)`;

export function listSchools(db: Db, userId: string, id?: string): Promise<SchoolView[]> {
  let query = db
    .selectFrom('school')
    .where('school.id', 'in', schoolIdsOf(db, userId))
    .select([
      'school.id',
      'school.name',
      'school.description',
      classroomCount.as('classroomCount'),
      schoolPupilCount.as('pupilCount'),
      'school.created_at as createdAt',
      'school.updated_at as updatedAt',
    ])
    .orderBy(sql`lower(school.name)`)
    .orderBy('school.created_at');
  if (id) query = query.where('school.id', '=', id);
  return query.execute();
}

export async function findSchool(db: Db, userId: string, id: string): Promise<SchoolView | undefined> {
  return (await listSchools(db, userId, id))[0];
}

export function listClassrooms(db: Db, userId: string, filter: { schoolId?: string; id?: string } = {}): Promise<ClassroomView[]> {
  let query = db
    .selectFrom('classroom')
    .innerJoin('school', 'school.id', 'classroom.school_id')
    .where('classroom.id', 'in', classroomIdsOf(db, userId))
    .select([
      'classroom.id',
      'classroom.school_id as schoolId',
      'school.name as schoolName',
      'classroom.name',
      'classroom.description',
      'classroom.grade_level as gradeLevel',
      classroomPupilCount.as('pupilCount'),
      'classroom.created_at as createdAt',
      'classroom.updated_at as updatedAt',
    ])
    .orderBy(sql`lower(school.name)`)
    .orderBy(sql`lower(classroom.name)`)
    .orderBy('classroom.created_at');
  if (filter.schoolId) query = query.where('classroom.school_id', '=', filter.schoolId);
  if (filter.id) query = query.where('classroom.id', '=', filter.id);
  return query.execute();
}

export async function findClassroom(db: Db, userId: string, id: string): Promise<ClassroomView | undefined> {
  return (await listClassrooms(db, userId, { id }))[0];
}

const pupilColumns = ['pupil.id', 'pupil.classroom_id as classroomId', 'pupil.name', 'pupil.email', 'pupil.created_at as createdAt', 'pupil.updated_at as updatedAt'] as const;

export function listPupils(db: Db, userId: string, classroomId: string): Promise<PupilView[]> {
  return db
    .selectFrom('pupil')
    .where('pupil.classroom_id', '=', classroomId)
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .select(pupilColumns)
    .orderBy(sql`lower(pupil.name)`)
    .orderBy('pupil.created_at')
    .execute();
}

export function findPupil(db: Db, userId: string, id: string): Promise<PupilView | undefined> {
  return db
    .selectFrom('pupil')
    .where('pupil.id', '=', id)
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .select(pupilColumns)
    .executeTakeFirst();
}

/** Id and name of every school the user belongs to, for pickers. */
export function listSchoolSummaries(db: Db, userId: string) {
  return db.selectFrom('school').where('id', 'in', schoolIdsOf(db, userId)).select(['id', 'name']).orderBy(sql`lower(name)`).execute();
}

export interface SchoolFields {
  name: string;
  description: string;
}

/** A new school with its creator as owner member; answers its id. */
export async function createSchool(tx: Db, creatorId: string, fields: SchoolFields): Promise<string> {
  const school = await tx.insertInto('school').values({ name: fields.name, description: fields.description, created_by: creatorId }).returning('id').executeTakeFirstOrThrow();
  await tx.insertInto('school_member').values({ school_id: school.id, user_id: creatorId, role: 'owner' }).execute();
  return school.id;
}

/** False when the user is not a member of such a school. */
export async function updateSchool(db: Db, userId: string, id: string, fields: SchoolFields): Promise<boolean> {
  const updated = await db
    .updateTable('school')
    .set({ name: fields.name, description: fields.description, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('id', 'in', schoolIdsOf(db, userId))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * False when the user is not a member of such a school. Classrooms, pupils,
 * their grades and assignments go with it (ON DELETE CASCADE): one statement,
 * one transaction.
 */
export async function deleteSchool(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('school').where('id', '=', id).where('id', 'in', schoolIdsOf(db, userId)).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function isSchoolMember(db: Db, userId: string, schoolId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('school_member').select('school_id').where('school_id', '=', schoolId).where('user_id', '=', userId).executeTakeFirst());
}

/** Call after checking the caller is a member of the school; answers the classroom's id. */
export async function insertClassroom(tx: Db, schoolId: string, input: ClassroomInput): Promise<string> {
  const row = await tx
    .insertInto('classroom')
    .values({ school_id: schoolId, name: input.name, description: input.description ?? '', grade_level: input.gradeLevel ?? '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Fields left out of the input keep their value; false when the user may not see such a classroom. */
export async function updateClassroom(db: Db, userId: string, id: string, input: ClassroomInput): Promise<boolean> {
  const updated = await db
    .updateTable('classroom')
    .set({
      name: input.name,
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.gradeLevel !== undefined ? { grade_level: input.gradeLevel } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('id', 'in', classroomIdsOf(db, userId))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** False when the user may not see such a classroom; its pupils, grades and assignments go with it (ON DELETE CASCADE). */
export async function deleteClassroom(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('classroom').where('id', '=', id).where('id', 'in', classroomIdsOf(db, userId)).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Call after checking the caller may see the classroom; answers the new pupils' ids in input order. */
export async function insertPupils(tx: Db, classroomId: string, pupils: PupilInput[]): Promise<string[]> {
  const rows = await tx
    .insertInto('pupil')
    .values(pupils.map((p) => ({ classroom_id: classroomId, name: p.name, email: p.email ?? '' })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** An email left out of the input keeps its value; false when the user may not see such a pupil. */
export async function updatePupil(db: Db, userId: string, id: string, input: PupilInput): Promise<boolean> {
  const updated = await db
    .updateTable('pupil')
    .set({ name: input.name, ...(input.email !== undefined ? { email: input.email } : {}), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('classroom_id', 'in', classroomIdsOf(db, userId))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** False when the user may not see such a pupil; the pupil's grades and comments go with it (ON DELETE CASCADE). */
export async function deletePupil(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('pupil').where('id', '=', id).where('classroom_id', 'in', classroomIdsOf(db, userId)).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
