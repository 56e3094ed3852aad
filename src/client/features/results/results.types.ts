// The shapes the results routes answer with (SPEC 7). The question analysis
// and the quiz report come straight from src/domain/analysis.ts; the
// performance summary is assembled by the server, so its shape is restated here.
import type { PupilSnapshot, QuizResultPoint } from '../../../domain/performance';

export type { QuestionAnalysis, QuestionAnalysisResult, QuizReport } from '../../../domain/analysis';
export type { Band } from '../../../domain/grading';
export type { Trend } from '../../../domain/trend';

export type { PupilSnapshot, QuizResultPoint } from '../../../domain/performance';

export interface PerformanceSummary {
  classroomId: string;
  /** In due-date order. */
  quizzes: QuizResultPoint[];
  pupils: PupilSnapshot[];
}

/** A hand-entered count for a question graded only as a total. */
export interface ManualCount {
  questionId: string;
  correctCount: number;
  totalCount: number;
}

export type ExportFormat = 'csv' | 'xlsx';
