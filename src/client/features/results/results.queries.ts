// The results screens' reads through the app cache; the queries (keys,
// lifetimes, tags) are described beside their fetchers in results.api.ts.
import { cache, useQuery } from '../../core/cache';
import { comparisonQuery, performanceSummaryQuery, questionAnalysisQuery, quizReportQuery } from './results.api';
import type { QuestionAnalysisResult } from './results.types';

export function useQuestionAnalysis(quizId: string, classroomId: string) {
  return useQuery(quizId ? questionAnalysisQuery(quizId, classroomId) : null);
}

export function useQuizReport(quizId: string, classroomId: string) {
  return useQuery(quizId ? quizReportQuery(quizId, classroomId) : null);
}

export function useComparison(quizId: string) {
  return useQuery(quizId ? comparisonQuery(quizId) : null);
}

export function usePerformanceSummary(classroomId: string) {
  return useQuery(classroomId ? performanceSummaryQuery(classroomId) : null);
}

/** After hand-entered counts were saved: the analysis is the server's answer, the report must be asked again. */
export function storeSavedAnalysis(quizId: string, classroomId: string, result: QuestionAnalysisResult): void {
  cache.invalidate(quizReportQuery(quizId, classroomId).key);
  const analysis = questionAnalysisQuery(quizId, classroomId);
  cache.set(analysis.key, result, analysis.options);
}
