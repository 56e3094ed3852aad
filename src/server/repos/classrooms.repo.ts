// Classrooms as the API shows them, read and written through the caller's
// memberships (see tenancy.ts): an id of someone else's finds nothing, so
// the route answers 404.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Classroom } from '../../domain/api/schools';
import type { ClassroomInput } from '../../domain/schemas/schools';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';
import { classroomIdsOf, ownedSchoolIdsOf } from './tenancy';

export type ClassroomView = Classroom<Date>;

const classroomPupilCount = sql<number>`(SELECT count(*)::int FROM pupil p WHERE p.classroom_id = classroom.id)`;

/**
 * Issue 16: a class goes with every colleague's grades in it, so only its
 * school's owners or the teacher who made it delete it. The one rule of the
 * delete and of each class's `deletable`, so the page offers what the server
 * does (renaming is every member's).
 */
const deletableBy = (db: Db, userId: string) => (eb: ExpressionBuilder<Database, 'classroom'>) =>
  eb.or([eb('classroom.school_id', 'in', ownedSchoolIdsOf(db, userId)), eb('classroom.created_by', '=', userId)]);

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
      // A class whose author's account is gone (no created_by) is its owners' to delete.
      (eb) => sql<boolean>`coalesce(${deletableBy(db, userId)(eb)}, false)`.as('deletable'),
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

/** Call after checking the caller is a member of the school; answers the classroom's id. */
export async function insertClassroom(tx: Db, schoolId: string, input: ClassroomInput, creatorId: string): Promise<string> {
  const row = await tx
    .insertInto('classroom')
    .values({ school_id: schoolId, name: input.name, description: input.description ?? '', grade_level: input.gradeLevel ?? '', created_by: creatorId })
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
  const deleted = await db
    .deleteFrom('classroom')
    .where('id', '=', id)
    .where('id', 'in', classroomIdsOf(db, userId))
    .where(deletableBy(db, userId))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
