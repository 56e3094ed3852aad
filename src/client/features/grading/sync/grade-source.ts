// Where a grade grid reads and saves its marks. The class's own grid works on
// the class's grades; a double-correction evaluator's grid (issue 17) on their
// own correction, through other routes, with the same keyboard, autosave,
// undo and conflict handling.
import type { GradeBatch, GradeView, SaveOutcome } from '../grading.types';
import type { GradingData } from './grading-session';

export interface GradeSource {
  /** Keeps this grid's unsaved edits apart on this computer ('' for the class's grades). */
  readonly scope: string;
  /** Comments and "Last graded" belong to the class's grades, not to a correction. */
  readonly withComments: boolean;
  load(): Promise<GradingData>;
  /** The marks as the server has them now (Refresh). */
  grades(): Promise<GradeView[]>;
  save(batch: GradeBatch): Promise<SaveOutcome>;
  deleteAll(): Promise<void>;
  /** A save landed: drop what it made stale. */
  saved(): void;
}
