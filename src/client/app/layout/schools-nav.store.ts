// What the Schools panel shows (SPEC 2/4): the school list and each school's
// classrooms, fetched on opening for every school not yet loaded. Answers go
// through the app's cache (core/cache.ts, SPEC 9 school time) under the
// `schools` and `school:<id>` tags, so the schools screens' writes refresh
// the panel too. Views read the observable with useSelector.
import { observable } from '@legendapp/state';
import { cache, SCHOOL_CACHE_MS } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { reportError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { getSession } from '../../core/session';
import { type ClassroomSummary, fetchClassrooms, fetchSchools, type SchoolSummary } from './schools-nav.api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ClassroomsEntry {
  status: LoadStatus;
  items: ClassroomSummary[];
}

export interface SchoolsNavState {
  status: LoadStatus;
  schools: SchoolSummary[];
  classrooms: Record<string, ClassroomsEntry>;
}

export const schoolsNav$ = observable<SchoolsNavState>({ status: 'idle', schools: [], classrooms: {} });

export const SCHOOLS_KEY = 'nav:schools';
export const classroomsKey = (schoolId: string) => `nav:school:${schoolId}:classrooms`;

let loadedFor: string | null = null;

export function resetSchoolsNav(): void {
  loadedFor = null;
  cache.invalidatePrefix('nav:school');
  schoolsNav$.set({ status: 'idle', schools: [], classrooms: {} });
}

function setClassrooms(schoolId: string, entry: ClassroomsEntry): void {
  schoolsNav$.classrooms.assign({ [schoolId]: entry });
}

/** A 404 (no schools API yet, a school since removed, an account without any) reads as an empty list. */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (toApiError(error).status === 404) return [];
    throw error;
  }
}

async function loadClassrooms(schoolId: string): Promise<void> {
  if (schoolsNav$.classrooms[schoolId]?.status.peek() !== 'ready') setClassrooms(schoolId, { status: 'loading', items: [] });
  try {
    const items = await cache.fetch(classroomsKey(schoolId), () => orEmpty(() => fetchClassrooms(schoolId)), {
      ttlMs: SCHOOL_CACHE_MS,
      tags: [cacheTags.school(schoolId)],
    });
    setClassrooms(schoolId, { status: 'ready', items });
  } catch (error) {
    setClassrooms(schoolId, { status: 'error', items: [] });
    reportError(error, { where: 'schools panel classrooms', schoolId }, { silent: true });
  }
}

async function loadSchools(force: boolean): Promise<boolean> {
  if (schoolsNav$.status.peek() !== 'ready') schoolsNav$.status.set('loading');
  try {
    const schools = await cache.fetch(SCHOOLS_KEY, () => orEmpty(fetchSchools), { ttlMs: SCHOOL_CACHE_MS, tags: [cacheTags.schools], force });
    schoolsNav$.assign({ status: 'ready', schools });
    return true;
  } catch (error) {
    schoolsNav$.status.set('error');
    reportError(error, 'schools panel schools', { silent: true });
    return false;
  }
}

/**
 * Called when the panel opens: the school list (from the cache while fresh),
 * then the classrooms of every school not loaded, failed, or gone stale.
 */
export async function openSchoolsNav(options: { force?: boolean } = {}): Promise<void> {
  const user = getSession().user?.id ?? null;
  if (user !== loadedFor) {
    resetSchoolsNav();
    loadedFor = user;
  }
  if (!(await loadSchools(Boolean(options.force)))) return;
  const known = schoolsNav$.classrooms.peek();
  await Promise.all(
    schoolsNav$.schools.peek().flatMap((school) => {
      const entry = known[school.id];
      const fresh = entry?.status === 'ready' && cache.has(classroomsKey(school.id));
      return fresh || entry?.status === 'loading' ? [] : [loadClassrooms(school.id)];
    }),
  );
}
