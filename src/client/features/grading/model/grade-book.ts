// The grades of one quiz in one classroom as the grid shows them: the rows
// the server acknowledged, the rows as edited here, and what lies between
// (unsaved cells, conflicts, cells the server refused). Values live in
// @legendapp/state observables keyed by pupil and mark, so a cell that reads
// its own key re-renders alone when it changes (DESIGN 4). The book is also
// the sync machine's queue: it hands out batches of dirty rows with the
// versions they were based on and settles the server's answer.
import { batch as batchUpdates, observable } from '@legendapp/state';
import type { GradeBatch, GradeView, SaveOutcome } from '../grading.types';
import type { PendingEditsStorage, PendingRow } from '../sync/pending-edits.storage';
import { type CellId, cellId } from './cell-key';
import {
  type CellValue,
  cellOf,
  cloneRow,
  differingKeys,
  emptyRow,
  isObservableChildKey,
  type LocalRow,
  mergeRestored,
  mergeRows,
  refusedCells,
  sameRow,
  toLocalRow,
  withCell,
} from './grade-rows';

/** How long unsaved edits may wait in memory before they are written to storage. */
const PERSIST_DELAY_MS = 250;

export interface BookChange {
  rowId: string;
  key: string;
  after: CellValue;
}

export interface ConflictEntry {
  /** The row as the server has it now; null when it was deleted meanwhile. */
  current: GradeView | null;
  /**
   * A conflict found when the grid opened, over a row kept on this computer: what that row was stored with, so it
   * is stored the same way until the teacher decides, and opening the grid again asks again.
   */
  restored?: Pick<PendingRow, 'base' | 'was'> & { edited: string[] };
}

/** The cells typed over a server row, and what each held there: what a stored row needs for a three-way merge later. */
function typedOver(row: LocalRow, server: LocalRow): { edited: string[]; was: Record<string, CellValue> } {
  const edited = differingKeys(row, server);
  return { edited, was: Object.fromEntries(edited.map((key) => [key, cellOf(server, key)])) };
}

export class GradeBook {
  /** The rows as edited here, by pupil. */
  readonly local$ = observable<Record<string, LocalRow>>({});
  /** The rows the server acknowledged, by pupil (absent: no grade yet). */
  readonly server$ = observable<Record<string, GradeView>>({});
  /** Server refusals of single cells, translated by the server. */
  readonly cellErrors$ = observable<Record<CellId, string>>({});
  readonly conflicts$ = observable<Record<string, ConflictEntry>>({});
  /** Cells edited here and not acknowledged yet. */
  readonly unsaved$ = observable(0);

  readonly #storage: PendingEditsStorage | null;
  readonly #base = new Map<string, number>();
  readonly #dirty = new Map<string, number>();
  /** Rows the server refused (400) until the teacher edits them again. */
  readonly #blocked = new Set<string>();
  /** Each batch's rows as they were when it went (settle tells a row edited since from one the server wrote otherwise). */
  readonly #sentRows = new WeakMap<GradeBatch, Map<string, LocalRow>>();
  readonly #listeners = new Set<() => void>();
  #persistTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(storage: PendingEditsStorage | null = null) {
    this.#storage = storage;
  }

  /**
   * Takes the server's rows, then lays this computer's unsaved edits over them; returns how many rows were restored.
   * A restored row whose cells the server changed too since they were typed comes back as a conflict to decide.
   */
  load(records: readonly GradeView[], restore = true): number {
    const restoredRows: string[] = [];
    const conflicts: Record<string, ConflictEntry> = {};
    batchUpdates(() => {
      const server: Record<string, GradeView> = {};
      const local: Record<string, LocalRow> = {};
      this.#base.clear();
      for (const record of records) {
        server[record.pupilId] = record;
        local[record.pupilId] = toLocalRow(record);
        this.#base.set(record.pupilId, record.version);
      }
      if (restore && this.#storage) {
        for (const [pupilId, pending] of Object.entries(this.#storage.read())) {
          const stored: LocalRow = { marks: { ...pending.marks }, comments: pending.comments ?? '', score: pending.score ?? null };
          const current = server[pupilId];
          const theirs = toLocalRow(current);
          // The server moved on since (another tab, a colleague, a test edited and its marks lowered): the cells typed
          // here go over its row, on its version, and a cell it changed too is asked about, never overwritten.
          const moved = pending.edited !== undefined && pending.base !== (current?.version ?? 0);
          const merged = moved ? mergeRestored(stored, pending.edited!, pending.was, theirs) : { row: stored, clashes: [] };
          if (sameRow(merged.row, theirs)) continue;
          local[pupilId] = merged.row;
          this.#base.set(pupilId, moved ? (current?.version ?? 0) : pending.base);
          if (merged.clashes.length > 0) {
            const restored = { base: pending.base, edited: pending.edited!, ...(pending.was ? { was: pending.was } : {}) };
            conflicts[pupilId] = { current: current ?? null, restored };
          }
          restoredRows.push(pupilId);
        }
      }
      this.server$.set(server);
      this.local$.set(local);
      this.cellErrors$.set({});
      this.conflicts$.set(conflicts);
      this.#blocked.clear();
      // Only a restored row can differ from the server's: the others were made from it. Comparing all of them
      // cost a 1000-pupil grid ~11 ms of its cold load (issue 15).
      this.#dirty.clear();
      this.unsaved$.set(0);
      for (const pupilId of restoredRows) this.#recount(pupilId);
    });
    this.#persistNow();
    return restoredRows.length;
  }

  // ------------------------------------------------------------ reading

  // Legend's child observables exist for any key; the `!` only answers noUncheckedIndexedAccess.
  rowOf$ = (pupilId: string) => this.local$[pupilId]!;
  serverOf$ = (pupilId: string) => this.server$[pupilId]!;
  conflictOf$ = (pupilId: string) => this.conflicts$[pupilId]!;
  errorOf$ = (cell: CellId) => this.cellErrors$[cell]!;

  row(pupilId: string): LocalRow {
    return this.rowOf$(pupilId).peek() ?? emptyRow();
  }

  value(pupilId: string, key: string): CellValue {
    return cellOf(this.row(pupilId), key);
  }

  serverRow(pupilId: string): GradeView | undefined {
    return this.serverOf$(pupilId).peek();
  }

  /** Pupils with unsaved edits (conflicted and refused ones included). */
  dirtyRows(): string[] {
    return [...this.#dirty.keys()];
  }

  hasConflicts(): boolean {
    return Object.keys(this.conflicts$.peek()).length > 0;
  }

  // ------------------------------------------------------------ editing

  /** Sets cells (one user action); returns nothing, tells the listeners once. */
  applyChanges(changes: readonly BookChange[]): void {
    if (changes.length === 0) return;
    const touched = new Set<string>();
    batchUpdates(() => {
      for (const { rowId, key, after } of changes) {
        const next = withCell(this.row(rowId), key, after);
        const row$ = this.rowOf$(rowId);
        if (row$.peek() === undefined) row$.set(next);
        else if (key === '@comments') row$.comments.set(next.comments);
        else if (key === '@score') row$.score.set(next.score);
        else if (!isObservableChildKey(key)) row$.marks.set(next.marks);
        else if (typeof after === 'number') row$.marks[key]!.set(after);
        else row$.marks[key]!.delete();
        if (this.errorOf$(cellId(rowId, key)).peek() !== undefined) this.errorOf$(cellId(rowId, key)).delete();
        touched.add(rowId);
      }
      for (const rowId of touched) {
        this.#blocked.delete(rowId);
        this.#recount(rowId);
        this.#autoResolve(rowId);
      }
    });
    this.#schedulePersist();
    this.#emit();
  }

  /** Tells the listener after every edit, resolution or reset (the sync machine's `sync.change`). */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ------------------------------------------------------------ the sync queue

  /** Rows that can be sent now: dirty, not waiting on a conflict, not refused. */
  hasSendable(): boolean {
    for (const rowId of this.#dirty.keys()) if (this.#sendable(rowId)) return true;
    return false;
  }

  takeBatch(): GradeBatch | null {
    const rows = this.dirtyRows()
      .filter((rowId) => this.#sendable(rowId))
      .map((pupilId) => {
        const row = this.row(pupilId);
        const hasMarks = Object.keys(row.marks).length > 0;
        // The comment as the server last had it: for a pupil without marks, the only way it can tell a change since.
        const commentsBase = this.serverOf$(pupilId).peek()?.comments ?? '';
        return {
          pupilId,
          questionScores: { ...row.marks },
          score: hasMarks ? null : row.score,
          comments: row.comments,
          commentsBase,
          version: this.#base.get(pupilId) ?? 0,
        };
      });
    if (rows.length === 0) return null;
    const batch = { rows };
    this.#sentRows.set(batch, new Map(rows.map(({ pupilId }) => [pupilId, cloneRow(this.row(pupilId))])));
    return batch;
  }

  settle(sent: GradeBatch, outcome: SaveOutcome): void {
    const sentRows = this.#sentRows.get(sent);
    batchUpdates(() => {
      if (outcome.type === 'saved' || outcome.type === 'conflict') {
        for (const record of outcome.type === 'saved' ? outcome.rows : outcome.saved) {
          // A row not edited since it went is what the server stored, even where the server wrote it otherwise (a
          // comment's markup stripped, its spaces trimmed): kept as typed, it stayed unsaved and went again for good.
          const asSent = sentRows?.get(record.pupilId);
          if (asSent && sameRow(this.row(record.pupilId), asSent)) this.rowOf$(record.pupilId).set(toLocalRow(record));
          this.#acknowledge(record);
        }
      }
      if (outcome.type === 'conflict') {
        for (const { pupilId, current } of outcome.conflicts) {
          this.conflictOf$(pupilId).set({ current });
          this.#autoResolve(pupilId);
        }
      }
      if (outcome.type === 'invalid') this.#refuse(sent, outcome.fields);
    });
    this.#persistNow();
  }

  // ------------------------------------------------------------ conflicts, reset, refresh

  /**
   * Keep mine: the cells changed here, sent again over the server's version (the server's other cells kept).
   * Take theirs: show the server's row.
   */
  resolveConflict(pupilId: string, choice: 'mine' | 'theirs'): void {
    const conflict = this.conflictOf$(pupilId).peek();
    if (!conflict) return;
    batchUpdates(() => {
      const merged = this.#merged(pupilId, conflict.current).row;
      this.#takeServerRow(pupilId, conflict.current);
      this.rowOf$(pupilId).set(choice === 'theirs' ? toLocalRow(conflict.current) : merged);
      this.conflictOf$(pupilId).delete();
      this.#recount(pupilId);
    });
    this.#persistNow();
    this.#emit();
  }

  /** Reset: every unsaved edit of this grid is dropped; the server's rows show again. */
  discardLocal(): void {
    batchUpdates(() => {
      for (const rowId of this.dirtyRows()) {
        const server = this.serverOf$(rowId).peek();
        this.rowOf$(rowId).set(toLocalRow(server));
        this.#base.set(rowId, server?.version ?? 0);
      }
      this.conflicts$.set({});
      this.cellErrors$.set({});
      this.#blocked.clear();
      this.#recountAll();
    });
    this.#storage?.clear();
    this.#emit();
  }

  /**
   * Refresh: the server's rows again, this computer's unsaved edits kept over them. A row the server moved on
   * meanwhile is merged as a 409 would be (from the server's row the edits were made on), so a cell changed on both
   * sides asks instead of being sent over the other one.
   */
  replaceServer(records: readonly GradeView[]): void {
    const unsaved = this.dirtyRows().map((rowId) => ({
      rowId,
      row: cloneRow(this.row(rowId)),
      base: this.#base.get(rowId) ?? 0,
      baseRow: toLocalRow(this.serverOf$(rowId).peek()),
      conflict: this.conflictOf$(rowId).peek(),
    }));
    this.load(records, false);
    batchUpdates(() => {
      for (const { rowId, row, base, baseRow, conflict } of unsaved) {
        const current = this.serverOf$(rowId).peek() ?? null;
        const theirs = toLocalRow(current);
        if (sameRow(row, theirs)) continue;
        const moved = (current?.version ?? 0) !== base;
        const restoredFrom = conflict?.restored;
        // A conflict found at opening has no base row in memory: its stored cells' earlier values stand for it.
        const merged = !moved
          ? { row, clashes: [] }
          : restoredFrom
            ? mergeRestored(row, restoredFrom.edited, restoredFrom.was, theirs)
            : mergeRows(baseRow, row, theirs);
        this.rowOf$(rowId).set(merged.row);
        this.#base.set(rowId, moved ? (current?.version ?? 0) : base);
        if (merged.clashes.length > 0 || (conflict && !moved)) {
          const restored = conflict?.restored ?? { base, ...typedOver(row, baseRow) };
          this.conflictOf$(rowId).set({ current, restored });
        }
      }
      this.#recountAll();
    });
    this.#persistNow();
  }

  /** After Delete all: nothing on the server, nothing unsaved. */
  clearAll(): void {
    this.#storage?.clear();
    this.load([], false);
    this.#emit();
  }

  /** Writes the unsaved rows now (before the page goes away). */
  flush(): void {
    if (this.#persistTimer !== undefined) this.#persistNow();
  }

  // ------------------------------------------------------------ internals

  #sendable(rowId: string): boolean {
    return !this.#blocked.has(rowId) && this.conflictOf$(rowId).peek() === undefined;
  }

  #acknowledge(record: GradeView): void {
    this.#takeServerRow(record.pupilId, record);
    this.#recount(record.pupilId);
  }

  #takeServerRow(pupilId: string, record: GradeView | null): void {
    if (record) this.serverOf$(pupilId).set(record);
    else if (this.serverOf$(pupilId).peek() !== undefined) this.serverOf$(pupilId).delete();
    this.#base.set(pupilId, record?.version ?? 0);
  }

  /** A conflict on cells only one side changed (or where both agree) needs no decision: the merge goes on the server's version. */
  #autoResolve(rowId: string): void {
    const conflict = this.conflictOf$(rowId).peek();
    if (!conflict) return;
    const { row, clashes } = this.#merged(rowId, conflict.current);
    if (clashes.length > 0) return;
    this.#takeServerRow(rowId, conflict.current);
    this.rowOf$(rowId).set(row);
    this.conflictOf$(rowId).delete();
    this.#recount(rowId);
  }

  /** The cells of a conflicting row that both sides changed to different values: what the teacher decides (resolveConflict). */
  clashesOf(pupilId: string): string[] {
    const conflict = this.conflictOf$(pupilId).peek();
    return conflict ? this.#merged(pupilId, conflict.current).clashes : [];
  }

  /** The row edited here merged over the server's current one, from the server's row the edits were made on. */
  #merged(rowId: string, current: GradeView | null) {
    return mergeRows(toLocalRow(this.serverOf$(rowId).peek()), this.row(rowId), toLocalRow(current));
  }

  #refuse(sent: GradeBatch, fields: Record<string, string>): void {
    for (const { pupilId, key, message } of refusedCells(sent, fields)) {
      this.errorOf$(cellId(pupilId, key)).set(message);
      this.#blocked.add(pupilId);
    }
  }

  #recount(rowId: string): void {
    const count = differingKeys(this.row(rowId), toLocalRow(this.serverOf$(rowId).peek())).length;
    const previous = this.#dirty.get(rowId) ?? 0;
    if (count > 0) this.#dirty.set(rowId, count);
    else this.#dirty.delete(rowId);
    if (count !== previous) this.unsaved$.set(this.unsaved$.peek() + count - previous);
  }

  #recountAll(): void {
    this.#dirty.clear();
    this.unsaved$.set(0);
    for (const rowId of Object.keys(this.local$.peek())) this.#recount(rowId);
  }

  #schedulePersist(): void {
    // Off the keystroke and coalesced over a burst of typing; pagehide and leaving the grid flush it at once.
    if (this.#persistTimer === undefined) this.#persistTimer = setTimeout(() => this.#persistNow(), PERSIST_DELAY_MS);
  }

  #persistNow(): void {
    clearTimeout(this.#persistTimer);
    this.#persistTimer = undefined;
    if (!this.#storage) return;
    const rows: Record<string, Omit<PendingRow, 'tab' | 'editedAt'>> = {};
    for (const rowId of this.#dirty.keys()) {
      const row = this.row(rowId);
      const restored = this.conflictOf$(rowId).peek()?.restored;
      if (restored) {
        rows[rowId] = { ...cloneRow(row), ...restored };
        continue;
      }
      rows[rowId] = { ...cloneRow(row), base: this.#base.get(rowId) ?? 0, ...typedOver(row, toLocalRow(this.serverOf$(rowId).peek())) };
    }
    this.#storage.write(rows, (pupilId, pending) =>
      sameRow({ marks: pending.marks, comments: pending.comments, score: pending.score }, toLocalRow(this.serverOf$(pupilId).peek())),
    );
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
