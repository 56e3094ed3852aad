// What the grading screens exchange with the server (SPEC 7 grades), as the
// API sends it. Points are numbers with at most two decimals.
import type { QuestionScores } from '../../../domain/marks';
import type { QuizDocument } from '../../../domain/quiz/types';

/** GET /api/quizzes/{id}: the document plus its identity. */
export interface GradedQuiz extends QuizDocument {
  id: string;
  /** Points the questions are worth together (without the ex-officio points). */
  totalPoints: number;
  version: number;
}

export interface Pupil {
  id: string;
  name: string;
  email?: string | null;
}

/** One pupil's grade as the server holds it. */
export interface GradeRecord {
  pupilId: string;
  /** Total in points without the ex-officio ones; null when nothing was entered. */
  score: number | null;
  /** Marks by question id, or by "questionId/ruleId". */
  questionScores: QuestionScores;
  comments: string;
  /** Bumped by every save; an edit names the version it was based on. */
  version: number;
  /** ISO time of the last save. */
  gradedAt: string;
}

/** One row of POST /api/quizzes/{id}/grades: the whole row (the marks replace the stored ones). */
export interface GradeRowInput {
  pupilId: string;
  score: number | null;
  questionScores: QuestionScores;
  comments: string;
  /** The version the edit was based on; 0 for a pupil not graded yet. */
  version: number;
}

export interface GradeBatch {
  rows: GradeRowInput[];
}

export interface GradeConflict {
  pupilId: string;
  /** The row as the server has it now; null when it was deleted. */
  current: GradeRecord | null;
}

/**
 * What a save came to. A 409 and a 400 on individual rows are outcomes,
 * not failures: the other rows were saved (409) or can be sent again
 * without the refused ones (400).
 */
export type SaveOutcome =
  | { type: 'saved'; rows: GradeRecord[] }
  | { type: 'conflict'; saved: GradeRecord[]; conflicts: GradeConflict[] }
  | { type: 'invalid'; fields: Record<string, string> };
