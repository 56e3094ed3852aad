// The classroom page's data in the app's cache (SPEC 4): its record, pupils
// and assigned quizzes, 60000 ms per classroom id, all under the tag
// `classroom:<id>` (the record also under its school's, so pupil counts and
// a school rename refresh it). Pupil writes put the server's answer straight
// into the list's entry; the provider follows the entries it reads.

import { comparePupils } from '../../../domain/pupil-order';
import { type CacheEntryOptions, CLASSROOM_CACHE_MS, cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { getLanguage } from '../../core/i18n';
import { classroomQuizzesRecordQuery, classroomRecordQuery } from '../../core/records.cache';
import { afterPupilCountChanged, type Classroom } from '../schools';
import { fetchPupils } from './classroom.api';
import type { AssignedQuiz, Pupil } from './classroom.types';

export type ClassroomPart = 'classroom' | 'pupils' | 'assignedQuizzes';
export const CLASSROOM_PARTS: readonly ClassroomPart[] = ['classroom', 'pupils', 'assignedQuizzes'];

export interface ClassroomParts {
  classroom: Classroom;
  pupils: Pupil[];
  assignedQuizzes: AssignedQuiz[];
}

/** The record and the quizzes are the entries other readers share (core/records.cache): one request each. */
interface PartQuery<T> {
  key: string;
  load: () => Promise<T>;
  options: CacheEntryOptions;
}

const queries: { [P in ClassroomPart]: (id: string, schoolId: string | null) => PartQuery<ClassroomParts[P]> } = {
  classroom: (id: string, schoolId: string | null) => classroomRecordQuery<Classroom>(id, schoolId),
  pupils: (id: string) => ({
    key: `classrooms:pupils:${id}`,
    load: () => fetchPupils(id),
    options: { ttlMs: CLASSROOM_CACHE_MS, tags: [cacheTags.classroom(id)] },
  }),
  assignedQuizzes: (id: string) => classroomQuizzesRecordQuery<AssignedQuiz>(id),
} satisfies {
  [P in ClassroomPart]: (id: string, schoolId: string | null) => { key: string; load: () => Promise<ClassroomParts[P]>; options: CacheEntryOptions };
};

export const classroomKeys: Record<ClassroomPart, (classroomId: string) => string> = {
  classroom: (id) => queries.classroom(id, null).key,
  pupils: (id) => queries.pupils(id, null).key,
  assignedQuizzes: (id) => queries.assignedQuizzes(id, null).key,
};

export function partOfKey(classroomId: string, key: string): ClassroomPart | null {
  return CLASSROOM_PARTS.find((part) => classroomKeys[part](classroomId) === key) ?? null;
}

function optionsFor(part: ClassroomPart, classroomId: string, schoolId: string | null): CacheEntryOptions {
  return queries[part](classroomId, schoolId).options;
}

/** When the server last answered for a classroom (any of its parts), in ms since the epoch. */
const fetchedAt = new Map<string, number>();

export function lastFetchedOf(classroomId: string): number | null {
  return fetchedAt.get(classroomId) ?? null;
}

/** One part, from the cache while fresh (unless forced), else from the server. */
export function loadClassroomPart<P extends ClassroomPart>(part: P, classroomId: string, schoolId: string | null, force: boolean): Promise<ClassroomParts[P]> {
  const query: PartQuery<ClassroomParts[P]> = queries[part](classroomId, schoolId);
  return cache.fetch(
    query.key,
    async () => {
      const value = await query.load();
      fetchedAt.set(classroomId, Date.now());
      return value;
    },
    { ...query.options, force },
  );
}

export function cachedPart<P extends ClassroomPart>(part: P, classroomId: string): ClassroomParts[P] | undefined {
  return cache.get<ClassroomParts[P]>(classroomKeys[part](classroomId));
}

/** The class register's order in the reader's language (ș after s in Romanian), the same as every other list of pupils. */
export function sortPupils(pupils: readonly Pupil[]): Pupil[] {
  const byName = comparePupils(getLanguage());
  return [...pupils].sort((a, b) => byName(a, b) || a.createdAt.localeCompare(b.createdAt));
}

export interface PupilsChange {
  classroomId: string;
  schoolId: string | null;
  pupils: readonly Pupil[];
  /** Pupils were added or removed: the counts shown on the school's pages go stale. */
  countChanged: boolean;
}

/** Keeps the server's answer as the classroom's list (the open page updates from it). */
export function storePupils({ classroomId, schoolId, pupils, countChanged }: PupilsChange): void {
  cache.set(classroomKeys.pupils(classroomId), sortPupils(pupils), optionsFor('pupils', classroomId, schoolId));
  if (!countChanged) return;
  // The classroom's own pupil count, then the school's pages.
  cache.invalidate(classroomKeys.classroom(classroomId));
  if (schoolId) afterPupilCountChanged(schoolId);
}
