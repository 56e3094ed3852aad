// One cache entry per server record that several parts of a screen read:
// the breadcrumbs name a quiz, a classroom or a pupil while the grade grid
// reads the same quiz's document, its page the classroom's name and the
// pupil's page their performance. Reading them
// through these queries asks the server once (the cache shares an entry and
// a request in flight by key), where two keys for one record asked twice.
import { pupilPaths } from '../../domain/api/pupils';
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

/** Marks change while grades are typed elsewhere: a pupil's page asks again after a short while. */
const PERFORMANCE_TTL_MS = 10_000;

/** GET /api/classrooms/:id/pupils/:pupilId/performance: the pupil's page and the pupil's crumb. A grade save drops it with the classroom's tag, a comment with the pupil's. */
export function pupilPerformanceRecordQuery<T>(classroomId: string, pupilId: string) {
  return {
    key: `${RECORD_PREFIX}pupil-performance:${classroomId}:${pupilId}`,
    load: () => api.get<T>(pupilPaths.performance(classroomId, pupilId)),
    options: { ttlMs: PERFORMANCE_TTL_MS, tags: [cacheTags.classroom(classroomId), cacheTags.pupil(pupilId)] },
  };
}
