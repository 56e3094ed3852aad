// SPEC 7 results calls: question analysis (read and hand-entered), the quiz
// report, the classroom's performance summary, and the two exports.
import { cacheTags } from '../../core/cache-tags';
import { api } from '../../core/http';
import type { ExportFormat, ManualCount, PerformanceSummary, QuestionAnalysisResult, QuizReport } from './results.types';

const seg = encodeURIComponent;

/** The classroom narrows a quiz's figures to that class; without it they cover every class it was given to. */
function classroomQuery(classroomId: string | undefined): Record<string, string> {
  return classroomId ? { classroomId } : {};
}

export function fetchQuestionAnalysis(quizId: string, classroomId?: string): Promise<QuestionAnalysisResult> {
  return api.get<QuestionAnalysisResult>(`/api/quizzes/${seg(quizId)}/analysis`, { query: classroomQuery(classroomId) });
}

export function saveManualAnalysis(quizId: string, questions: readonly ManualCount[], classroomId?: string): Promise<QuestionAnalysisResult> {
  return api.post<QuestionAnalysisResult>(`/api/quizzes/${seg(quizId)}/analysis`, { questions }, { query: classroomQuery(classroomId) });
}

export function fetchQuizReport(quizId: string, classroomId?: string): Promise<QuizReport> {
  return api.get<QuizReport>(`/api/quizzes/${seg(quizId)}/report`, { query: classroomQuery(classroomId) });
}

export function fetchPerformanceSummary(classroomId: string): Promise<PerformanceSummary> {
  return api.get<PerformanceSummary>(`/api/classrooms/${seg(classroomId)}/performance-summary`);
}

// Results change as soon as marks are typed, so entries live briefly (a tab
// switch reuses them, a later visit asks again). A grade save drops them by
// `grades:<quiz>` (the quiz's figures) and `classroom:<id>` (the class's).
export const RESULTS_CACHE_MS = 10_000;

const quizFiguresOptions = (quizId: string, classroomId: string) => ({
  ttlMs: RESULTS_CACHE_MS,
  tags: [cacheTags.quiz(quizId), cacheTags.grades(quizId), cacheTags.classroom(classroomId)],
});

export function questionAnalysisQuery(quizId: string, classroomId: string) {
  return {
    key: `quiz-analysis:${quizId}:${classroomId}`,
    load: () => fetchQuestionAnalysis(quizId, classroomId),
    options: quizFiguresOptions(quizId, classroomId),
  };
}

export function quizReportQuery(quizId: string, classroomId: string) {
  return { key: `quiz-report:${quizId}:${classroomId}`, load: () => fetchQuizReport(quizId, classroomId), options: quizFiguresOptions(quizId, classroomId) };
}

export function performanceSummaryQuery(classroomId: string) {
  return {
    key: `performance-summary:${classroomId}`,
    load: () => fetchPerformanceSummary(classroomId),
    options: { ttlMs: RESULTS_CACHE_MS, tags: [cacheTags.classroom(classroomId)] },
  };
}

export interface ExportRequest {
  path: string;
  query: Record<string, string>;
  /** Used when the server names no file. */
  fallbackName: string;
}

export function quizGradesExport(quizId: string, format: ExportFormat, classroomId?: string): ExportRequest {
  return { path: `/api/quizzes/${seg(quizId)}/grades/export`, query: { format, ...classroomQuery(classroomId) }, fallbackName: `grades.${format}` };
}

export function gradebookExport(classroomId: string, format: ExportFormat): ExportRequest {
  return { path: `/api/classrooms/${seg(classroomId)}/gradebook`, query: { format }, fallbackName: `gradebook.${format}` };
}
