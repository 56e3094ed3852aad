// The classroom page's data in the app's cache (SPEC 4): its record, pupils
// and assigned quizzes, 60000 ms per classroom id, all under the tag
// `classroom:<id>` (the record also under its school's, so pupil counts and
// a school rename refresh it). Pupil writes put the server's answer straight
// into the list's entry; the provider follows the entries it reads.

import { comparePupils } from '../../../domain/pupil-order';
import { cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { getLanguage } from '../../core/i18n';
import { classroomPupilsRecordQuery, classroomQuizzesRecordQuery, classroomRecordQuery, type RecordQuery, schoolRecordQuery } from '../../core/records.cache';
import type { Classroom } from '../schools';
import type { AssignedQuiz, Pupil } from './classroom.types';

export type ClassroomPart = 'classroom' | 'pupils' | 'assignedQuizzes';
export const CLASSROOM_PARTS: readonly ClassroomPart[] = ['classroom', 'pupils', 'assignedQuizzes'];

export interface ClassroomParts {
  classroom: Classroom;
  pupils: Pupil[];
  assignedQuizzes: AssignedQuiz[];
}

/** Each part's read. The record and the quizzes are entries other readers share (core/records.cache): one request each. */
const queries: { [P in ClassroomPart]: (id: string, schoolId: string | null) => RecordQuery<ClassroomParts[P]> } = {
  classroom: (id, schoolId) => classroomRecordQuery<Classroom>(id, schoolId),
  pupils: (id) => classroomPupilsRecordQuery<Pupil>(id),
  assignedQuizzes: (id) => classroomQuizzesRecordQuery<AssignedQuiz>(id),
};

export const classroomKeys: Record<ClassroomPart, (classroomId: string) => string> = {
  classroom: (id) => queries.classroom(id, null).key,
  pupils: (id) => queries.pupils(id, null).key,
  assignedQuizzes: (id) => queries.assignedQuizzes(id, null).key,
};

export function partOfKey(classroomId: string, key: string): ClassroomPart | null {
  return CLASSROOM_PARTS.find((part) => classroomKeys[part](classroomId) === key) ?? null;
}

/** When the server last answered for a classroom (any of its parts), in ms since the epoch. */
const fetchedAt = new Map<string, number>();

export function lastFetchedOf(classroomId: string): number | null {
  return fetchedAt.get(classroomId) ?? null;
}

/** One part, from the cache while fresh (unless forced), else from the server. */
export function loadClassroomPart<P extends ClassroomPart>(part: P, classroomId: string, schoolId: string | null, force: boolean): Promise<ClassroomParts[P]> {
  const query: RecordQuery<ClassroomParts[P]> = queries[part](classroomId, schoolId);
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
  cache.set(classroomKeys.pupils(classroomId), sortPupils(pupils), queries.pupils(classroomId, schoolId).options);
  if (!countChanged) return;
  // The classroom's own pupil count, then the school's pages.
  cache.invalidate(classroomKeys.classroom(classroomId));
  if (schoolId) afterPupilCountChanged(schoolId);
}

/**
 * Pupils added or removed: the counts on the school list and the school's
 * page are stale. Only those entries go (not the whole school tag: the
 * breadcrumb's name and the panel's classrooms did not change). Here, with
 * the core entries' own keys and tags, so that a classroom drops them
 * without loading the schools feature.
 */
export function afterPupilCountChanged(schoolId: string): void {
  cache.invalidate(schoolRecordQuery(schoolId).key);
  cache.invalidateTags(cacheTags.schools);
}
