// Contract of the grade routes (SPEC 7 grades): the batch a grid sends, the
// rows the server answers with, the details of a 409 (the rows that were
// saved and the ones someone else changed first), and the one place where
// stored integer hundredths become points on the wire and back (DESIGN 2).

import { mapValues } from '../map-values';
import type { QuestionScores } from '../marks';
import { fromHundredths, toHundredths } from '../points';

export type { GradeRowInput } from '../schemas/grades';

/** One pupil's grade as the server holds it. */
export interface GradeView<D = string> {
  pupilId: string;
  /** Total in points without the ex-officio ones; null when nothing was entered. */
  score: number | null;
  /** Marks by question id, or by "questionId/ruleId". */
  questionScores: QuestionScores;
  /** The teacher's comment on this test (the pupil's comment tied to the quiz); '' when none. */
  comments: string;
  /** Bumped by every save; an edit names the version it was based on. 0: no grade (nothing entered, or a cleared row). */
  version: number;
  /**
   * The mark double correction settled the paper at (issue 17: by its rule, or the third evaluator's); null
   * otherwise, when the paper's mark is the mark of its points. Results and the grid show this one.
   */
  finalMark: number | null;
  /** When the marks were last saved; null when the pupil has no grade. */
  gradedAt: D | null;
  /** Who saved them last (issue 16: colleagues grade one class); null without a grade, or when that account is gone. */
  gradedBy: { id: string; name: string } | null;
}

export interface GradeConflict<D = string> {
  pupilId: string;
  /** The row as the server has it now; null when it was deleted. */
  current: GradeView<D> | null;
}

/** 409 `conflict` on a batch: the other rows were saved. */
export interface GradeConflictDetails<D = string> {
  saved: GradeView<D>[];
  conflicts: GradeConflict<D>[];
}

export function isGradeConflictDetails(details: unknown): details is GradeConflictDetails {
  const candidate = details as Partial<GradeConflictDetails> | null;
  return Array.isArray(candidate?.saved) && Array.isArray(candidate.conflicts);
}

/** A grade's marks as stored: integer hundredths, so that totals never meet floating-point error. */
export interface StoredMarks {
  score: number | null;
  questionScores: Record<string, number>;
}

/** The same marks in points with at most two decimals, as the API and the grid carry them. */
export interface Marks {
  score: number | null;
  questionScores: QuestionScores;
}

export function marksFromStored(score: number | null, questionScores: unknown): Marks {
  const stored = (questionScores ?? {}) as Record<string, number>;
  return {
    score: score === null ? null : fromHundredths(score),
    questionScores: mapValues(stored, fromHundredths),
  };
}

export function marksToStored(marks: Marks): StoredMarks {
  return {
    score: marks.score === null ? null : toHundredths(marks.score),
    questionScores: mapValues(marks.questionScores, toHundredths),
  };
}

const seg = encodeURIComponent;

export const gradePaths = {
  /** GET (with ?classroomId), POST a batch, DELETE a classroom's (with ?classroomId). */
  ofQuiz: (quizId: string) => `/api/quizzes/${seg(quizId)}/grades`,
  ofPupil: (pupilId: string) => `/api/pupils/${seg(pupilId)}/grades`,
};
