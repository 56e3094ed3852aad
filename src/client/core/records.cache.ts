// One cache entry per server record that several parts of a screen read:
// the breadcrumbs name a quiz, a classroom or a pupil while the grade grid
// reads the same quiz's document, its page the classroom's name and the
// pupil's page their performance. Reading them
// through these queries asks the server once (the cache shares an entry and
// a request in flight by key), where two keys for one record asked twice.
import { type GradingSheet, gradingSheetPaths } from '../../domain/api/grading-sheet';
import { pupilPaths } from '../../domain/api/pupils';
import { type QuizAssignment, quizPaths } from '../../domain/api/quizzes';
import { classroomPaths } from '../../domain/api/schools';
import { type CacheEntryOptions, cache } from './cache';
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

/**
 * Where a quiz is assigned, among the reader's classes (the grade page's
 * class chooser and heading). Alone it is the grading sheet without a class;
 * usually it comes with the sheet (gradingSheetQuery).
 */
export function quizAssignmentsRecordQuery(quizId: string) {
  return {
    key: `${RECORD_PREFIX}quiz-assignments:${quizId}`,
    // Through the sheet's own entry, so a loader's sheet and this read are one request.
    load: () => {
      const sheet = gradingSheetQuery(quizId, null);
      return cache.fetch(sheet.key, sheet.load, sheet.options).then((answer) => answer.assignments as QuizAssignment[]);
    },
    options: { ttlMs: RECORD_TTL_MS, tags: [cacheTags.quiz(quizId), cacheTags.assignments] },
  };
}

/**
 * The grid reads the sheet once when it opens (GradingSession keeps it from
 * then on), so it lives only long enough for the route loader's answer to
 * reach the grid; a grade save drops it sooner (its grades tag).
 */
const SHEET_TTL_MS = 15_000;

/**
 * A value another request brings, stored under a record's key unless the
 * record is held or on its way already. Should that request fail, the record
 * asks on its own: a sheet refused or broken must not take a breadcrumb's
 * name with it.
 */
function shareRecord<T>(
  query: { key: string; load: () => Promise<T>; options: CacheEntryOptions },
  value: Promise<T | null>,
  { askOnFailure = true }: { askOnFailure?: boolean } = {},
): void {
  // The sheet's failure reaches the sheet's own readers; this copy of it may go unused.
  value.catch(() => undefined);
  if (cache.has(query.key)) return;
  const own = askOnFailure ? () => query.load() : () => value.then((answer) => answer ?? Promise.reject(new Error(`${query.key}: not in the answer`)));
  // Made only when the cache takes it: a record already on its way keeps its own request, and an
  // unused fallback would ask the server (or reject) with nobody listening.
  const shared = () => value.then((answer) => (answer === null ? own() : answer), own);
  // Its readers see a failure through their own fetch of the key, not as an unhandled rejection here.
  cache.fetch(query.key, shared, query.options).catch(() => undefined);
}

/**
 * GET /api/quizzes/:id/grading-sheet (issue 15): the grade grid's whole
 * opening read. While it is on its way, the records the page heading and the
 * breadcrumbs read (the quiz, the class, where the quiz is assigned) are
 * entries waiting for it, so they ask nothing of their own.
 */
export function gradingSheetQuery(quizId: string, classroomId: string | null) {
  return {
    key: `${RECORD_PREFIX}grading-sheet:${quizId}:${classroomId ?? ''}`,
    load: () => {
      const sheet = api.get<GradingSheet>(gradingSheetPaths.of(quizId), classroomId ? { query: { classroomId } } : undefined);
      shareRecord(
        quizRecordQuery(quizId),
        sheet.then((answer) => answer.quiz),
      );
      // Its own read is a sheet too: asking it again on failure would ask this sheet again, and share again, for ever.
      shareRecord(
        quizAssignmentsRecordQuery(quizId),
        sheet.then((answer) => answer.assignments),
        { askOnFailure: false },
      );
      // The class as the sheet names it (id, name, school): what the heading and the breadcrumbs read of the record.
      if (classroomId)
        shareRecord(
          classroomRecordQuery(classroomId),
          sheet.then((answer) => answer.classroom),
        );
      return sheet;
    },
    options: {
      ttlMs: SHEET_TTL_MS,
      tags: [cacheTags.quiz(quizId), cacheTags.grades(quizId), ...(classroomId ? [cacheTags.classroom(classroomId)] : [])],
    },
  };
}
