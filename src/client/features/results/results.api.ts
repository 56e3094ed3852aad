// SPEC 7 results calls: question analysis (read and hand-entered), the quiz
// report, the classroom's performance summary, and the two exports.

import { resultPaths } from '../../../domain/api/results';
import { cacheTags } from '../../core/cache-tags';
import type { ExportRequest } from '../../core/download-export';
import { api } from '../../core/http';
import { comparisonRecordQuery, questionAnalysisRecordQuery, quizReportRecordQuery, RESULTS_CACHE_MS } from '../../core/records.cache';
import type { ExportFormat, ManualCount, PerformanceSummary, QuestionAnalysisResult, QuizComparison, QuizReport } from './results.types';

const seg = encodeURIComponent;

/** The classroom narrows a quiz's figures to that class; without it they cover every class it was given to. */
function classroomQuery(classroomId: string | undefined): Record<string, string> {
  return classroomId ? { classroomId } : {};
}

export function saveManualAnalysis(quizId: string, questions: readonly ManualCount[], classroomId?: string): Promise<QuestionAnalysisResult> {
  return api.post<QuestionAnalysisResult>(`/api/quizzes/${seg(quizId)}/analysis`, { questions }, { query: classroomQuery(classroomId) });
}

export function fetchPerformanceSummary(classroomId: string): Promise<PerformanceSummary> {
  return api.get<PerformanceSummary>(`/api/classrooms/${seg(classroomId)}/performance-summary`);
}

// The analysis and the report are the route loader's reads too (core/records.cache): one entry each.
export const questionAnalysisQuery = (quizId: string, classroomId: string) => questionAnalysisRecordQuery<QuestionAnalysisResult>(quizId, classroomId);
export const quizReportQuery = (quizId: string, classroomId: string) => quizReportRecordQuery<QuizReport>(quizId, classroomId);
export const comparisonQuery = (quizId: string) => comparisonRecordQuery<QuizComparison>(quizId);

export function performanceSummaryQuery(classroomId: string) {
  return {
    key: `performance-summary:${classroomId}`,
    load: () => fetchPerformanceSummary(classroomId),
    options: { ttlMs: RESULTS_CACHE_MS, tags: [cacheTags.classroom(classroomId)] },
  };
}

export function quizGradesExport(quizId: string, format: ExportFormat, classroomId?: string): ExportRequest {
  return { path: `/api/quizzes/${seg(quizId)}/grades/export`, query: { format, ...classroomQuery(classroomId) }, fallbackName: `grades.${format}` };
}

export function gradebookExport(classroomId: string, format: ExportFormat): ExportRequest {
  return { path: `/api/classrooms/${seg(classroomId)}/gradebook`, query: { format }, fallbackName: `gradebook.${format}` };
}

export function comparisonExport(quizId: string, format: ExportFormat): ExportRequest {
  return { path: `${resultPaths.comparison(quizId)}/export`, query: { format }, fallbackName: `comparison.${format}` };
}
