// The calls behind the navigation bar's Schools panel (SPEC 7). The schools
// feature owns the full screens; the bar needs only names and ids.
import type { Classroom, School } from '../../../domain/api/schools';
import { api, asList } from '../../core/http';

/** As much of a school as the panel shows; what a malformed answer lacks stays out. */
export type SchoolSummary = Pick<School, 'id' | 'name'> & Partial<Pick<School, 'description' | 'classroomCount'>>;

export type ClassroomSummary = Pick<Classroom, 'id' | 'schoolId' | 'name'> & Partial<Pick<Classroom, 'gradeLevel' | 'pupilCount'>>;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function idOf(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Keeps the entries that have an id and a name; anything else in a list is skipped, not fatal. */
export function toSchools(value: unknown): SchoolSummary[] {
  return asList<unknown>(value).flatMap((item) => {
    const raw = record(item);
    const id = idOf(raw.id);
    if (!id) return [];
    const classroomCount = typeof raw.classroomCount === 'number' ? raw.classroomCount : undefined;
    return [{ id, name: text(raw.name), description: text(raw.description) || undefined, classroomCount }];
  });
}

export function toClassrooms(value: unknown, schoolId: string): ClassroomSummary[] {
  return asList<unknown>(value).flatMap((item) => {
    const raw = record(item);
    const id = idOf(raw.id);
    if (!id) return [];
    const gradeLevel = idOf(raw.gradeLevel) ?? undefined;
    const pupilCount = typeof raw.pupilCount === 'number' ? raw.pupilCount : undefined;
    return [{ id, schoolId: idOf(raw.schoolId) ?? schoolId, name: text(raw.name), gradeLevel, pupilCount }];
  });
}

export async function fetchSchools(): Promise<SchoolSummary[]> {
  return toSchools(await api.get<unknown>('/api/schools'));
}

export async function fetchClassrooms(schoolId: string): Promise<ClassroomSummary[]> {
  return toClassrooms(await api.get<unknown>(`/api/schools/${encodeURIComponent(schoolId)}/classrooms`), schoolId);
}
