// Schools, classrooms and pupils as the API shows them, read through the
// caller's memberships (see tenancy.ts).
import { sql } from 'kysely';
import type { Db } from '../db/index';
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
