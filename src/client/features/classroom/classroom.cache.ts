// The classroom page's data in the app's cache (SPEC 4): its record, pupils
// and assigned quizzes, 60000 ms per classroom id, all under the tag
// `classroom:<id>` (the record also under its school's, so pupil counts and
// a school rename refresh it). Pupil writes put the server's answer straight
// into the list's entry; the provider follows the entries it reads.

import { comparePupils } from '../../../domain/pupil-order';
import { type CacheEntryOptions, CLASSROOM_CACHE_MS, cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { getLanguage } from '../../core/i18n';
import { afterPupilCountChanged, type Classroom, classroomDetailTags } from '../schools';
import { fetchAssignedQuizzes, fetchClassroom, fetchPupils } from './classroom.api';
import type { AssignedQuiz, Pupil } from './classroom.types';

export type ClassroomPart = 'classroom' | 'pupils' | 'assignedQuizzes';
export const CLASSROOM_PARTS: readonly ClassroomPart[] = ['classroom', 'pupils', 'assignedQuizzes'];

export interface ClassroomParts {
  classroom: Classroom;
  pupils: Pupil[];
  assignedQuizzes: AssignedQuiz[];
}

export const classroomKeys: Record<ClassroomPart, (classroomId: string) => string> = {
  classroom: (id) => `classrooms:detail:${id}`,
  pupils: (id) => `classrooms:pupils:${id}`,
  assignedQuizzes: (id) => `classrooms:quizzes:${id}`,
};

export function partOfKey(classroomId: string, key: string): ClassroomPart | null {
  return CLASSROOM_PARTS.find((part) => classroomKeys[part](classroomId) === key) ?? null;
}

function optionsFor(part: ClassroomPart, classroomId: string, schoolId: string | null): CacheEntryOptions {
  const tags = part === 'classroom' && schoolId ? classroomDetailTags(schoolId, classroomId) : [cacheTags.classroom(classroomId)];
  return { ttlMs: CLASSROOM_CACHE_MS, tags };
}

/** When the server last answered for a classroom (any of its parts), in ms since the epoch. */
const fetchedAt = new Map<string, number>();

export function lastFetchedOf(classroomId: string): number | null {
  return fetchedAt.get(classroomId) ?? null;
}

const loaders: { [P in ClassroomPart]: (id: string) => Promise<ClassroomParts[P]> } = {
  classroom: fetchClassroom,
  pupils: fetchPupils,
  assignedQuizzes: fetchAssignedQuizzes,
};

/** One part, from the cache while fresh (unless forced), else from the server. */
export function loadClassroomPart<P extends ClassroomPart>(part: P, classroomId: string, schoolId: string | null, force: boolean): Promise<ClassroomParts[P]> {
  return cache.fetch(
    classroomKeys[part](classroomId),
    async () => {
      const value = await loaders[part](classroomId);
      fetchedAt.set(classroomId, Date.now());
      return value;
    },
    { ...optionsFor(part, classroomId, schoolId), force },
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
