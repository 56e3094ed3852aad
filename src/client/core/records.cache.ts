// One cache entry per server record that several parts of a screen read:
// the breadcrumbs name a quiz and a classroom while the grade grid reads the
// same quiz's document and its page the classroom's name. Reading them
// through these queries asks the server once (the cache shares an entry and
// a request in flight by key), where two keys for one record asked twice.
import { quizPaths } from '../../domain/api/quizzes';
import { classroomPaths } from '../../domain/api/schools';
import { cacheTags } from './cache-tags';
import { api } from './http';

/** The keys' common start, to drop them all (another teacher signs in on this tab). */
export const RECORD_PREFIX = 'record:';

/** Long enough for one visit to a screen and its breadcrumbs; a save drops the entry by its tag sooner. */
const RECORD_TTL_MS = 60_000;

/** GET /api/quizzes/:id, as the caller types it (the grid's GradedQuiz, the breadcrumbs' title). */
export function quizRecordQuery<T>(quizId: string) {
  return {
    key: `${RECORD_PREFIX}quiz:${quizId}`,
    load: () => api.get<T>(quizPaths.one(quizId)),
    options: { ttlMs: RECORD_TTL_MS, tags: [cacheTags.quiz(quizId)] },
  };
}

/** GET /api/classrooms/:id (its name and school). */
export function classroomRecordQuery<T>(classroomId: string) {
  return {
    key: `${RECORD_PREFIX}classroom:${classroomId}`,
    load: () => api.get<T>(classroomPaths.one(classroomId)),
    options: { ttlMs: RECORD_TTL_MS, tags: [cacheTags.classroom(classroomId)] },
  };
}
