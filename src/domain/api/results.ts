// Contract of the results routes (SPEC 7): the question analysis and the
// quiz report come straight from domain/analysis; the classroom's and a
// pupil's performance are assembled by the server from domain/performance.
import type { PupilResult, PupilSnapshot, QuizResultPoint } from '../performance';
import type { Trend } from '../trend';
import type { PupilComment } from './pupils';

export type { QuestionAnalysis, QuestionAnalysisResult, QuizReport } from '../analysis';
/** GET /api/quizzes/{id}/comparison: a common test across the classes it was given to (issue 16). */
export type { ClassFigures, ComparedClass, ComparedQuestion, QuizComparison } from '../comparison';

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

/** GET /api/classrooms/{id}/pupils/{pupilId}/performance. */
export interface PupilPerformance<D = string> {
  pupil: { id: string; name: string; email: string | null; classroomId: string };
  classroom: { id: string; name: string; schoolId: string };
  averageMark: number | null;
  lastMark: number | null;
  trend: Trend;
  results: PupilResult[];
  /** Newest first. */
  comments: PupilComment<D>[];
}

export type ExportFormat = 'csv' | 'xlsx';

const seg = encodeURIComponent;

/** A quiz's figures, narrowed to one classroom with `?classroomId`. */
export const resultPaths = {
  analysis: (quizId: string) => `/api/quizzes/${seg(quizId)}/analysis`,
  report: (quizId: string) => `/api/quizzes/${seg(quizId)}/report`,
  gradesExport: (quizId: string) => `/api/quizzes/${seg(quizId)}/grades/export`,
  comparison: (quizId: string) => `/api/quizzes/${seg(quizId)}/comparison`,
  performanceSummary: (classroomId: string) => `/api/classrooms/${seg(classroomId)}/performance-summary`,
  gradebook: (classroomId: string) => `/api/classrooms/${seg(classroomId)}/gradebook`,
};
