// Reads of the results screens through the app cache. Results change as
// soon as marks are typed, so entries live briefly (a tab switch reuses
// them, a later visit asks again) and carry the tags a grade save drops:
// `grades:<quizId>` for a quiz's figures, `classroom:<id>` for a class's.
import { cache, useCachedQuery } from '../../core/cache';
import { fetchPerformanceSummary, fetchQuestionAnalysis, fetchQuizReport } from './results.api';
import type { QuestionAnalysisResult } from './results.types';

export const RESULTS_CACHE_MS = 10_000;

const quizTags = (quizId: string, classroomId: string) => [`quiz:${quizId}`, `grades:${quizId}`, `classroom:${classroomId}`];
const analysisKey = (quizId: string, classroomId: string) => `quiz-analysis:${quizId}:${classroomId}`;
const reportKey = (quizId: string, classroomId: string) => `quiz-report:${quizId}:${classroomId}`;

export function useQuestionAnalysis(quizId: string, classroomId: string) {
  return useCachedQuery(quizId ? analysisKey(quizId, classroomId) : null, () => fetchQuestionAnalysis(quizId, classroomId), {
    ttlMs: RESULTS_CACHE_MS,
    tags: quizTags(quizId, classroomId),
  });
}

export function useQuizReport(quizId: string, classroomId: string) {
  return useCachedQuery(quizId ? reportKey(quizId, classroomId) : null, () => fetchQuizReport(quizId, classroomId), {
    ttlMs: RESULTS_CACHE_MS,
    tags: quizTags(quizId, classroomId),
  });
}

export function usePerformanceSummary(classroomId: string) {
  return useCachedQuery(classroomId ? `performance-summary:${classroomId}` : null, () => fetchPerformanceSummary(classroomId), {
    ttlMs: RESULTS_CACHE_MS,
    tags: [`classroom:${classroomId}`],
  });
}

/** After hand-entered counts were saved: the analysis is the server's answer, the report must be asked again. */
export function storeSavedAnalysis(quizId: string, classroomId: string, result: QuestionAnalysisResult): void {
  cache.invalidate(reportKey(quizId, classroomId));
  cache.set(analysisKey(quizId, classroomId), result, { ttlMs: RESULTS_CACHE_MS, tags: quizTags(quizId, classroomId) });
}
