// What the schools screens keep in the app's cache (core/cache.ts) and what a
// write drops (SPEC 4): school data lives 60 s; the list goes on any school
// add, update or delete; a school's detail goes on any change to its
// classrooms and on its own update or delete. The tags are the ones the
// navigation bar's Schools panel and the breadcrumbs use ('schools',
// 'school:<id>', 'classroom:<id>'), so a write here refreshes them too.
import { type CacheEntryOptions, cache, SCHOOL_CACHE_MS } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { CLASSROOM_RECORDS_PREFIX, schoolListRecordQuery, schoolRecordQuery } from '../../core/records.cache';
import type { School } from './schools.types';

const { schools: SCHOOLS_TAG, school: schoolTag, classroom: classroomTag } = cacheTags;

export const schoolKeys = {
  list: schoolListRecordQuery().key,
  /** The school's record, which its breadcrumb reads too (core/records.cache). */
  detail: (schoolId: string) => schoolRecordQuery(schoolId).key,
  /** GET /api/classrooms, for the classroom chooser. */
  allClassrooms: 'schools:classrooms',
};

/** The schools page's list, in the entry the route loader fills (core/records.cache). */
export const schoolListQuery = () => schoolListRecordQuery<School>();
export const allClassroomsOptions: CacheEntryOptions = { ttlMs: SCHOOL_CACHE_MS, tags: [SCHOOLS_TAG] };

export function afterSchoolCreated(): void {
  cache.invalidateTags(SCHOOLS_TAG);
}

/** A rename changes the list, the detail, the breadcrumb and every classroom's school name. */
export function afterSchoolUpdated(schoolId: string): void {
  // Every classroom record names its school; which of them are this school's is not known here. They go
  // first: what is read from them (a breadcrumb's name, tagged with the school list) asks again as soon as
  // it is dropped, and must not find them still cached.
  cache.invalidatePrefix(CLASSROOM_RECORDS_PREFIX);
  cache.invalidateTags(SCHOOLS_TAG, schoolTag(schoolId));
}

/** Its classrooms (and their pupils) went with it. */
export function afterSchoolDeleted(schoolId: string, classroomIds: readonly string[] = []): void {
  cache.invalidateTags(SCHOOLS_TAG, schoolTag(schoolId), ...classroomIds.map(classroomTag));
}

export interface ClassroomChange {
  schoolId: string;
  /** The classroom changed or removed; none for a new one. */
  classroomId?: string;
  /** Classroom or pupil counts changed, which the school list shows. */
  countsChanged: boolean;
}

/**
 * SPEC 4: any classroom create, update or delete drops its school's detail;
 * the chooser's list of every classroom goes too, and the school list when
 * the counts it shows moved.
 */
export function afterClassroomChanged({ schoolId, classroomId, countsChanged }: ClassroomChange): void {
  const tags = [schoolTag(schoolId), ...(classroomId ? [classroomTag(classroomId)] : []), ...(countsChanged ? [SCHOOLS_TAG] : [])];
  cache.invalidateTags(...tags);
  cache.invalidate(schoolKeys.allClassrooms);
}
