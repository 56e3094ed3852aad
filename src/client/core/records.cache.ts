// One cache entry per server record that several parts of a screen read:
// the breadcrumbs name a quiz, a classroom or a pupil while the grade grid
// reads the same quiz's document, its page the classroom's name and the
// pupil's page their performance. Reading them
// through these queries asks the server once (the cache shares an entry and
// a request in flight by key), where two keys for one record asked twice.
import { attachmentPaths } from '../../domain/api/attachments';
import { type GradingSheet, gradingSheetPaths } from '../../domain/api/grading-sheet';
import { pupilPaths } from '../../domain/api/pupils';
import { type QuizAssignment, quizPaths } from '../../domain/api/quizzes';
import { resultPaths } from '../../domain/api/results';
import { classroomPaths, schoolPaths } from '../../domain/api/schools';
import { type CacheEntryOptions, CLASSROOM_CACHE_MS, cache, SCHOOL_CACHE_MS } from './cache';
import { cacheTags } from './cache-tags';
import { api, asList } from './http';

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

/**
 * A quiz as the server answered a create or a save: its record (the editor's,
 * the breadcrumbs' title) is that answer, without asking again, and every
 * other read it appears in (lists, its sheet, its figures) is dropped.
 */
export function storeSavedQuiz<T extends { id: string }>(quiz: T): void {
  const record = quizRecordQuery<T>(quiz.id);
  cache.invalidateTagsExcept(record.key, cacheTags.quizzes, cacheTags.quiz(quiz.id));
  cache.set(record.key, quiz, record.options);
}

/** A cached read as the screens describe it: its key, how to load it, and its time and tags. */
export interface RecordQuery<T> {
  key: string;
  load: () => Promise<T>;
  options: CacheEntryOptions;
}

/** A record as its query describes it, through the cache: one request for every reader of the key. */
export function fetchRecord<T>(query: RecordQuery<T>, force = false): Promise<T> {
  return cache.fetch(query.key, query.load, { ...query.options, force });
}

/** A school rename changes the school's name in every classroom record: they all go (afterSchoolUpdated). */
export const CLASSROOM_RECORDS_PREFIX = `${RECORD_PREFIX}classroom`;

/**
 * GET /api/classrooms/:id, whole: the classroom page's record. With its
 * school's id (the page knows it) the entry also goes when the school changes.
 */
export function classroomRecordQuery<T>(classroomId: string, schoolId: string | null = null) {
  return {
    key: `${CLASSROOM_RECORDS_PREFIX}:${classroomId}`,
    load: () => api.get<T>(classroomPaths.one(classroomId)),
    options: { ttlMs: CLASSROOM_CACHE_MS, tags: [cacheTags.classroom(classroomId), ...(schoolId ? [cacheTags.school(schoolId)] : [])] },
  };
}

/** What a heading or a breadcrumb reads of a classroom. */
export interface ClassroomName {
  id: string;
  name: string;
  schoolId: string;
  schoolName: string;
}

/**
 * A classroom's name and school: read from its whole record (one request
 * with the classroom page), or filled by the grading sheet, which names the
 * class without the rest of the record.
 */
export function classroomNameRecordQuery(classroomId: string) {
  return {
    key: `${CLASSROOM_RECORDS_PREFIX}-name:${classroomId}`,
    load: () => fetchRecord(classroomRecordQuery<ClassroomName>(classroomId)),
    options: { ttlMs: RECORD_TTL_MS, tags: [cacheTags.classroom(classroomId)] },
  };
}

/** GET /api/classrooms/:id/quizzes: the classroom page's list and its Quizzes tab. SPEC 7: a list that is not an array is empty. */
export function classroomQuizzesRecordQuery<T>(classroomId: string) {
  return {
    key: `${RECORD_PREFIX}classroom-quizzes:${classroomId}`,
    load: async () => asList<T>(await api.get<unknown>(classroomPaths.quizzes(classroomId))),
    options: { ttlMs: CLASSROOM_CACHE_MS, tags: [cacheTags.classroom(classroomId), cacheTags.assignments] },
  };
}

/** GET /api/schools/:id: the school's page and its breadcrumb. SPEC 7: a classroom list that is not an array is empty. */
export function schoolRecordQuery<T extends { classrooms?: unknown }>(schoolId: string) {
  return {
    key: `${RECORD_PREFIX}school:${schoolId}`,
    load: async () => {
      const school = await api.get<T>(schoolPaths.one(schoolId));
      return { ...school, classrooms: asList(school.classrooms) } as T;
    },
    options: { ttlMs: SCHOOL_CACHE_MS, tags: [cacheTags.school(schoolId)] },
  };
}

/** GET /api/schools: the schools page's list and the school chooser. SPEC 7: a list that is not an array is empty. */
export function schoolListRecordQuery<T>() {
  return {
    key: 'schools:list',
    load: async () => asList<T>(await api.get<unknown>(schoolPaths.list)),
    options: { ttlMs: SCHOOL_CACHE_MS, tags: [cacheTags.schools] },
  };
}

/** GET /api/classrooms/:id/pupils: the classroom page's roster (pupil writes store the server's answer in it). */
export function classroomPupilsRecordQuery<T>(classroomId: string) {
  return {
    key: `classrooms:pupils:${classroomId}`,
    load: async () => asList<T>(await api.get<unknown>(pupilPaths.ofClassroom(classroomId))),
    options: { ttlMs: CLASSROOM_CACHE_MS, tags: [cacheTags.classroom(classroomId)] },
  };
}

/**
 * GET /api/quizzes/:id/attachments: a quiz page's reference files. Not tagged
 * with the quiz: an autosave of the test does not change its files, so it
 * must not ask for them again; an upload or a delete asks again itself.
 */
export function quizAttachmentsRecordQuery<T>(quizId: string) {
  return {
    key: `quizzes:attachments:${quizId}`,
    load: async () => asList<T>(await api.get<unknown>(attachmentPaths.ofQuiz(quizId))),
    options: {},
  };
}

/** GET /api/quizzes?title=: the Quizzes page's list for a title filter ('' for all). */
export function quizListRecordQuery<T>(title: string) {
  const filter = title.trim();
  return {
    key: `quizzes:list:${filter.toLowerCase()}`,
    load: async () => asList<T>(await api.get<unknown>(quizPaths.list, filter ? { query: { title: filter } } : undefined)),
    options: { tags: [cacheTags.quizzes] },
  };
}

/**
 * Results change as soon as marks are typed, so their entries live briefly
 * (a tab switch reuses them, a later visit asks again). A grade save drops
 * them by `grades:<quiz>` (the quiz's figures) and `classroom:<id>` (the class's).
 */
export const RESULTS_CACHE_MS = 10_000;

const quizFiguresOptions = (quizId: string, classroomId: string): CacheEntryOptions => ({
  ttlMs: RESULTS_CACHE_MS,
  tags: [cacheTags.quiz(quizId), cacheTags.grades(quizId), cacheTags.classroom(classroomId)],
});

/** The classroom narrows a quiz's figures to that class; without it they cover every class it was given to. */
const inClassroom = (classroomId: string) => (classroomId ? { query: { classroomId } } : undefined);

/** GET /api/quizzes/:id/analysis?classroomId=: the quiz dashboard's Question Analysis tab. */
export function questionAnalysisRecordQuery<T>(quizId: string, classroomId: string) {
  return {
    key: `quiz-analysis:${quizId}:${classroomId}`,
    load: () => api.get<T>(resultPaths.analysis(quizId), inClassroom(classroomId)),
    options: quizFiguresOptions(quizId, classroomId),
  };
}

/** GET /api/quizzes/:id/report?classroomId=: the quiz dashboard's Quiz Report tab. */
export function quizReportRecordQuery<T>(quizId: string, classroomId: string) {
  return {
    key: `quiz-report:${quizId}:${classroomId}`,
    load: () => api.get<T>(resultPaths.report(quizId), inClassroom(classroomId)),
    options: quizFiguresOptions(quizId, classroomId),
  };
}

/**
 * GET /api/quizzes/:id/comparison: the quiz dashboard's Compare classes tab, every class at once (so one
 * entry per quiz, whichever class's dashboard shows it). An assignment anywhere changes its rows.
 */
export function comparisonRecordQuery<T>(quizId: string) {
  return {
    key: `quiz-comparison:${quizId}`,
    load: () => api.get<T>(resultPaths.comparison(quizId)),
    options: { ttlMs: RESULTS_CACHE_MS, tags: [cacheTags.quiz(quizId), cacheTags.grades(quizId), cacheTags.assignments] },
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
      return fetchRecord(gradingSheetQuery(quizId, null)).then((answer) => answer.assignments as QuizAssignment[]);
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
function shareRecord<T>(query: RecordQuery<T>, value: Promise<T | null>, { askOnFailure = true }: { askOnFailure?: boolean } = {}): void {
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
      // The class as the sheet names it (id, name, school): what the heading and the breadcrumbs read.
      if (classroomId)
        shareRecord(
          classroomNameRecordQuery(classroomId),
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
