// Contract of the school and classroom routes (SPEC 3, 7): what
// /api/schools and /api/classrooms answer. The server builds these with Date
// values, the client reads ISO strings: one shape, generic over the date.
import type { SchoolRole } from '../schemas/staff';

export type { ClassroomInput, SchoolInput } from '../schemas/schools';

/** SPEC 3: a school without a description reads 'Educational institution' (the server stores it; a screen shows it in the reader's language). */
export const DEFAULT_SCHOOL_DESCRIPTION = 'Educational institution';

export interface School<D = string> {
  id: string;
  name: string;
  /** The caller's role in it (issue 16): owners manage the school and its staff. */
  role: SchoolRole;
  /** 'Educational institution' when the teacher gave none (SPEC 3). */
  description: string;
  /** http:// or https:// address; '' when not given. */
  website: string;
  /** An optional + and up to 16 digits, spaces as typed; '' when not given. */
  phone: string;
  classroomCount: number;
  pupilCount: number;
  createdAt: D;
  updatedAt: D;
}

export interface Classroom<D = string> {
  id: string;
  schoolId: string;
  schoolName: string;
  name: string;
  description: string;
  /** Grade or group as the school writes it ("a IX-a", "5B"); '' when not given. */
  gradeLevel: string;
  pupilCount: number;
  /** Whether the reader may delete it (issue 16): the school's owners and the teacher who made it. Every member renames it. */
  deletable: boolean;
  createdAt: D;
  updatedAt: D;
}

/** GET /api/schools/{id}: the school with its classrooms. */
export interface SchoolDetail<D = string> extends School<D> {
  classrooms: Classroom<D>[];
}

const seg = encodeURIComponent;

export const schoolPaths = {
  list: '/api/schools',
  one: (schoolId: string) => `/api/schools/${seg(schoolId)}`,
  classrooms: (schoolId: string) => `/api/schools/${seg(schoolId)}/classrooms`,
};

export const classroomPaths = {
  /** Every classroom of the caller's schools. */
  list: '/api/classrooms',
  one: (classroomId: string) => `/api/classrooms/${seg(classroomId)}`,
  /** The quizzes assigned to the classroom. */
  quizzes: (classroomId: string) => `/api/classrooms/${seg(classroomId)}/quizzes`,
};
