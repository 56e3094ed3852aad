// The shapes the results routes answer with (SPEC 7). The question analysis
// and the quiz report come straight from src/domain/analysis.ts; the
// performance summary is assembled by the server, so its shape is restated here.
import type { Trend } from '../../../domain/trend';

export type { QuestionAnalysis, QuestionAnalysisResult, QuizReport } from '../../../domain/analysis';
export type { Band } from '../../../domain/grading';
export type { Trend } from '../../../domain/trend';

/** One test assigned to the classroom, with the class's average on it. */
export interface QuizResultPoint {
  quizId: string;
  title: string;
  /** YYYY-MM-DD, or null when the assignment has no due date. */
  dueDate: string | null;
  /** Points of the questions, without the ex-officio points. */
  totalPoints: number;
  basePoints: number;
  /** Pupils with a score on it. */
  graded: number;
  averagePoints: number | null;
  /** Romanian mark 1-10 with two decimals. */
  averageMark: number | null;
  averagePercent: number | null;
}

export interface PupilSnapshot {
  pupilId: string;
  name: string;
  /** How many graded tests the pupil has. */
  results: number;
  averageMark: number | null;
  lastMark: number | null;
  lastQuizTitle: string | null;
  trend: Trend;
}

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
