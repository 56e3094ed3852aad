// The calls behind the navigation bar's Schools panel (SPEC 7). The schools
// feature owns the full screens; the bar needs only names and ids.
import { api, asList } from '../../core/http';

export interface SchoolSummary {
  id: string;
  name: string;
  description?: string;
  classroomCount?: number;
}

export interface ClassroomSummary {
  id: string;
  schoolId: string;
  name: string;
  gradeLevel?: string;
  pupilCount?: number;
}

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
