// The grid's undo history: every user action (a typed mark, a paste, a fill)
// is one entry of cell changes with the cell the cursor was on, so undo and
// redo restore whole actions and put the cursor back where they happened.
import { observable } from '@legendapp/state';
import type { CellPosition } from '../../../../domain/grid/navigation';
import { type CellChange, canRedo, canUndo, createUndoStack, inverse, pushUndo, redo, type UndoStack, undo } from '../../../../domain/grid/undo-stack';
import { cellId } from '../model/cell-key';
import type { BookChange, GradeBook } from '../model/grade-book';
import { type CellValue, cellOf } from '../model/grade-rows';

export interface HistoryEntry {
  changes: CellChange<CellValue>[];
  at: CellPosition;
}

export class EditHistory {
  /** What the Undo and Redo buttons show. */
  readonly state$ = observable({ canUndo: false, canRedo: false });
  #stack: UndoStack<HistoryEntry> = createUndoStack<HistoryEntry>();

  constructor(private readonly book: GradeBook) {}

  /** Applies changes as one entry; no-op changes are dropped. Returns how many cells changed. */
  record(changes: readonly BookChange[], at: CellPosition): number {
    const real: CellChange<CellValue>[] = [];
    for (const change of changes) {
      const before = cellOf(this.book.row(change.rowId), change.key);
      if (before !== change.after) real.push({ rowId: change.rowId, key: change.key, before, after: change.after });
    }
    if (real.length === 0) return 0;
    this.book.applyChanges(real);
    this.#stack = pushUndo(this.#stack, { changes: real, at: { row: at.row, col: at.col } });
    this.#publish();
    return new Set(real.map((change) => cellId(change.rowId, change.key))).size;
  }

  /** Reverts the latest entry; returns it (null when there was nothing to undo). */
  undo(): HistoryEntry | null {
    const step = undo(this.#stack);
    if (!step) return null;
    this.#stack = step.stack;
    this.book.applyChanges(inverse(step.entry.changes));
    this.#publish();
    return step.entry;
  }

  redo(): HistoryEntry | null {
    const step = redo(this.#stack);
    if (!step) return null;
    this.#stack = step.stack;
    this.book.applyChanges(step.entry.changes);
    this.#publish();
    return step.entry;
  }

  #publish(): void {
    this.state$.set({ canUndo: canUndo(this.#stack), canRedo: canRedo(this.#stack) });
  }
}
