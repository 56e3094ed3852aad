// What the grading screens exchange with the server. The wire shapes are the
// contracts in domain/api; what is here is the grid's own view of them.
import type { GradeConflict, GradeRowInput, GradeView } from '../../../domain/api/grades';
import type { Pupil } from '../../../domain/api/pupils';
import type { QuizView } from '../../../domain/api/quizzes';
import type { QuestionScores } from '../../../domain/marks';

export type { GradeConflict, GradeView } from '../../../domain/api/grades';

/** GET /api/quizzes/{id}, as much of it as the grid reads. */
export type GradedQuiz = Omit<QuizView, 'isOwner' | 'createdAt' | 'updatedAt'>;

/** A pupil as the grid shows one (a row's heading). */
export type GradingPupil = Pick<Pupil, 'id' | 'name'>;

/** A whole row as the grid sends it: every field given; the marks replace the stored ones, so a cleared mark is left out, never null. */
export type GradeRow = Required<Omit<GradeRowInput, 'questionScores'>> & { questionScores: QuestionScores };

export interface GradeBatch {
  rows: GradeRow[];
}

/**
 * What a save came to. A 409 and a 400 on individual rows are outcomes,
 * not failures: the other rows were saved (409) or can be sent again
 * without the refused ones (400).
 */
export type SaveOutcome =
  | { type: 'saved'; rows: GradeView[] }
  | { type: 'conflict'; saved: GradeView[]; conflicts: GradeConflict[] }
  | { type: 'invalid'; fields: Record<string, string> };
