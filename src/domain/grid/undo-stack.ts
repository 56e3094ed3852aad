// An undo stack of grid edits. One entry is one user action (a typed mark,
// a paste of 300 cells, a fill): undoing it restores every cell it changed
// at once. Immutable values, so a view can hold a stack in an observable
// and tests can compare stacks.

export interface UndoStack<Entry> {
  /** Oldest first; the last one is undone next. */
  readonly past: readonly Entry[];
  /** The most recently undone last; the last one is redone next. */
  readonly future: readonly Entry[];
  /** Entries kept; the oldest go first. */
  readonly limit: number;
}

export function createUndoStack<Entry>(limit = 500): UndoStack<Entry> {
  return { past: [], future: [], limit: Math.max(1, limit) };
}

/** A new action: it becomes the next to undo and forgets whatever could be redone. */
export function pushUndo<Entry>(stack: UndoStack<Entry>, entry: Entry): UndoStack<Entry> {
  const past = [...stack.past, entry];
  return { ...stack, past: past.length > stack.limit ? past.slice(past.length - stack.limit) : past, future: [] };
}

export function canUndo(stack: UndoStack<unknown>): boolean {
  return stack.past.length > 0;
}

export function canRedo(stack: UndoStack<unknown>): boolean {
  return stack.future.length > 0;
}

/** The entry to revert, and the stack after it; null when there is nothing to undo. */
export function undo<Entry>(stack: UndoStack<Entry>): { stack: UndoStack<Entry>; entry: Entry } | null {
  const entry = stack.past.at(-1);
  if (entry === undefined) return null;
  return { stack: { ...stack, past: stack.past.slice(0, -1), future: [...stack.future, entry] }, entry };
}

/** The entry to apply again, and the stack after it; null when there is nothing to redo. */
export function redo<Entry>(stack: UndoStack<Entry>): { stack: UndoStack<Entry>; entry: Entry } | null {
  const entry = stack.future.at(-1);
  if (entry === undefined) return null;
  return { stack: { ...stack, past: [...stack.past, entry], future: stack.future.slice(0, -1) }, entry };
}

/** A cell change as undo needs it: what it was and what it became. */
export interface CellChange<Value> {
  rowId: string;
  key: string;
  before: Value;
  after: Value;
}

/** The changes that undo a set of changes (in reverse order, with before and after swapped). */
export function inverse<Value>(changes: readonly CellChange<Value>[]): CellChange<Value>[] {
  return [...changes].reverse().map((change) => ({ ...change, before: change.after, after: change.before }));
}
