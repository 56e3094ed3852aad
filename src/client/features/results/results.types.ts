// The shapes the results routes answer with (SPEC 7): the contracts in
// domain/api, and the domain types the screens name.
export type {
  ClassFigures,
  ComparedClass,
  ComparedQuestion,
  ExportFormat,
  ManualCount,
  PerformanceSummary,
  QuestionAnalysis,
  QuestionAnalysisResult,
  QuizComparison,
  QuizReport,
} from '../../../domain/api/results';
export type { Band } from '../../../domain/grading';
export type { PupilSnapshot, QuizResultPoint } from '../../../domain/performance';
export type { Trend } from '../../../domain/trend';
