// The grading screens' calls (SPEC 7); the sync machine saves through
// saveGradeBatch (grading/sync/sync.machine.ts).

import { gradePaths, isGradeConflictDetails } from '../../../domain/api/grades';
import { type QuizReport, resultPaths } from '../../../domain/api/results';
import { cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { ApiError, api, asList } from '../../core/http';
import { classroomPupilsRecordQuery, fetchRecord, gradingSheetQuery, quizAssignmentsRecordQuery, quizRecordQuery } from '../../core/records.cache';
import type { GradeBatch, GradedQuiz, GradeView, GradingPupil, SaveOutcome } from './grading.types';

/** A 409 or a per-row 400 as the outcome it is; anything else stays a failure. */
export function outcomeOfError(error: unknown): SaveOutcome | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code === 'conflict') {
    const { saved, conflicts } = isGradeConflictDetails(error.details) ? error.details : { saved: [], conflicts: [] };
    return { type: 'conflict', saved, conflicts };
  }
  const rowFields = Object.keys(error.fields).filter((path) => /^grades\.\d+\./.test(path));
  if (error.status === 400 && rowFields.length > 0) return { type: 'invalid', fields: error.fields };
  return null;
}

export async function saveGradeBatch(quizId: string, batch: GradeBatch): Promise<SaveOutcome> {
  try {
    const body = await api.post<{ grades?: unknown }>(gradePaths.ofQuiz(quizId), { grades: batch.rows });
    return { type: 'saved', rows: asList<GradeView>(body?.grades) };
  } catch (error) {
    const outcome = outcomeOfError(error);
    if (outcome) return outcome;
    throw error;
  }
}

/**
 * Drops what a change of grades makes stale: the quiz's figures (report,
 * question analysis) and the classroom's (graded x/y, average, performance).
 */
export function invalidateGradeViews(quizId: string, classroomId: string): void {
  cache.invalidateTags(cacheTags.grades(quizId), cacheTags.classroom(classroomId));
}

/** The quiz document, in the entry the breadcrumbs read its title from (one request for both). */
export function quizQuery(quizId: string) {
  return quizRecordQuery<GradedQuiz>(quizId);
}

/** Where the quiz is assigned (the page's class chooser), in the entry the grading sheet fills. */
export function assignmentsQuery(quizId: string) {
  return quizAssignmentsRecordQuery(quizId);
}

export const gradingApi = {
  /** The grid's opening read in one request, through the cache: a route loader may have asked for it already. */
  sheet: (quizId: string, classroomId: string) => fetchRecord(gradingSheetQuery(quizId, classroomId)),
  /** Through the cache: the page (its title) and the grid (its columns) share one request. */
  quiz: (quizId: string) => fetchRecord(quizQuery(quizId)),
  /** Through the cache: the classroom page's roster, and one request for every reader (a correction's grid and its names). */
  pupils: (classroomId: string) => fetchRecord(classroomPupilsRecordQuery<GradingPupil>(classroomId)),
  grades: async (quizId: string, classroomId: string) => asList<GradeView>(await api.get<unknown>(gradePaths.ofQuiz(quizId), { query: { classroomId } })),
  deleteAll: (quizId: string, classroomId: string) => api.del(gradePaths.ofQuiz(quizId), { query: { classroomId } }),
  report: (quizId: string, classroomId: string) => api.get<QuizReport>(resultPaths.report(quizId), { query: { classroomId } }),
};
