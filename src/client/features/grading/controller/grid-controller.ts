// The grade grid's behaviour without its view: the cursor and the selection,
// the cell being edited, and every action a key, the mouse or a command
// triggers, each edit recorded as one undo step. State the cells read is in
// observables (a cursor move re-renders the two cells it concerns); the
// rules are the pure ones of src/domain/grid.
import { batch as batchUpdates, type Observable, observable } from '@legendapp/state';
import { type EditMode, editorKeyAction, gridKeyAction, type KeyInput } from '../../../../domain/grid/keymap';
import { type CellPosition, clampPosition, enterStep, type GridSize, samePosition, step, tabStep } from '../../../../domain/grid/navigation';
import { type CellRange, extendTo, isCollapsed, rangeOf, rowsOf, selectAll } from '../../../../domain/grid/selection';
import { markOf } from '../../../../domain/marks';
import type { MessageRef } from '../../../../domain/validation';
import { touchOnly } from '../../../ui/touch-only';
import { COMPUTED_TOTAL, interpretCell, READ_ONLY, READ_ONLY_TEST } from '../model/cell-input';
import type { BookChange } from '../model/grade-book';
import { type GridColumn, takesTypedInput } from '../model/grid-columns';
import { resumeCell } from '../model/resume-cell';
import { EditHistory, type HistoryEntry } from './edit-history';
import { runGridAction } from './grid-actions';
import { clearRowsChanges, copyRange, type EditContext, fullMarksChanges, type PasteReport, planGridPaste } from './grid-edit-ops';

export interface EditState {
  row: number;
  col: number;
  /** What the input starts with: the typed key (replace) or the cell's value (edit). */
  initial: string;
  mode: EditMode;
}

/** A refusal shown next to its cell and announced. */
export interface Refusal {
  row: number;
  col: number;
  reason: MessageRef;
}

export type Announcement = { reason: MessageRef; seq: number };

/**
 * What the controller asks of the screen, supplied by the view (GradeGrid)
 * so the controller itself runs without a DOM or the i18n module.
 */
export interface GridScreen {
  /** The text in the open cell editor, or null when none is on screen. */
  editorText(): string | null;
  /** The interface language: an editor opens with the decimal separator its cell shows. */
  language(): string;
}

const OFF_SCREEN: GridScreen = { editorText: () => null, language: () => 'en' };

export class GridController {
  /** The active cell, as in a spreadsheet: it holds the focus, takes what is typed and stays put while Shift extends the selection. */
  readonly cursor$: Observable<CellPosition>;
  /** The selection's other corner, which Shift with a move (or a drag, a Shift+click) takes; the cursor's cell when nothing is selected. */
  readonly extent$: Observable<CellPosition>;
  readonly editing$ = observable<EditState | null>(null);
  /** The open editor holds text other than the cell's value: a mark typed and not yet taken (unsaved, kept if the page goes). */
  readonly draft$ = observable(false);
  readonly refusal$ = observable<Refusal | null>(null);
  readonly pasteReport$ = observable<PasteReport | null>(null);
  /** What the live region says (a refusal, a paste summary, an undo). */
  readonly announcement$ = observable<Announcement | null>(null);
  /** Bumped when an action wants the active cell to take the keyboard focus. */
  readonly focusRequest$ = observable(0);
  /** Bumped when the columns change (scoring rules shown or hidden). */
  readonly layout$ = observable(0);

  readonly #history: EditHistory;
  #screen = OFF_SCREEN;
  #dragging = false;
  #seq = 0;
  /** The column a run of Tabs along a row started from (Enter goes down to it); null once the cursor moves otherwise. */
  #tabStart: number | null = null;

  constructor(readonly ctx: EditContext) {
    this.#history = new EditHistory(ctx.book);
    const start = resumeCell(ctx);
    // Two objects: legend keeps the raw one it is given, and the two corners move apart.
    this.cursor$ = observable<CellPosition>({ ...start });
    this.extent$ = observable<CellPosition>({ ...start });
  }

  /** Connects the grid on screen; returns the disconnect. */
  attachScreen(screen: GridScreen): () => void {
    this.#screen = screen;
    return () => {
      if (this.#screen === screen) this.#screen = OFF_SCREEN;
    };
  }

  /** Whether Undo and Redo have something to do (the toolbar's buttons). */
  get history$() {
    return this.#history.state$;
  }

  size(): GridSize {
    return { rows: this.ctx.pupils.length, cols: this.ctx.columns.length };
  }

  column(col: number): GridColumn | undefined {
    return this.ctx.columns[col];
  }

  selection(): CellRange {
    return rangeOf({ anchor: this.cursor$.peek(), focus: this.extent$.peek() });
  }

  /** New columns (rules expanded or folded): the cursor stays on the same column if it is still there. */
  setColumns(columns: readonly GridColumn[]): void {
    const current = this.ctx.columns[this.cursor$.peek().col]?.id;
    this.ctx.columns = columns;
    this.layout$.set(this.layout$.peek() + 1);
    const col = Math.max(
      0,
      columns.findIndex((column) => column.id === current),
    );
    this.moveTo({ row: this.cursor$.peek().row, col: col || 1 });
  }

  // ------------------------------------------------------------ moving

  /**
   * Moves the cursor there, or with `extend` the selection's other corner: the cursor stays on the cell the
   * selection started from, as a spreadsheet's active cell does, so a move after it starts from there
   * (a block copied, Shift+→ three times, ↓, pasted: in the columns it came from).
   */
  moveTo(position: CellPosition, extend = false, focus = true): void {
    this.#tabStart = null;
    const to = clampPosition(position, this.size());
    batchUpdates(() => {
      if (extend) {
        this.extent$.set(to);
        this.#announce({ key: 'grading.announce.selected', params: this.#selectionSize() });
      } else {
        this.cursor$.set(to);
        this.extent$.set(to);
      }
      if (this.refusal$.peek()) this.refusal$.set(null);
      if (focus && !extend) this.focusCursor();
    });
  }

  /** Whether a column is one a teacher types into (Tab stops there; Home and End go there first). */
  readonly takesInput = (col: number): boolean => takesTypedInput(this.column(col));

  /** Tab / Shift+Tab from `from`: the next cell that takes input, the row's start remembered for Enter. */
  moveByTab(from: CellPosition, backwards: boolean): void {
    const start = this.#tabStart ?? from.col;
    this.moveTo(tabStep(from, this.size(), backwards, this.takesInput));
    this.#tabStart = start;
  }

  /**
   * Enter / Shift+Enter from `from`: down (up) one row. After Tabs along a row, Enter goes down to the column the
   * Tabs started from, as in a spreadsheet: a paper typed question by question with Tab, then the next pupil's first.
   */
  moveByEnter(from: CellPosition, backwards: boolean): void {
    const start = this.#tabStart;
    const next = enterStep(from, this.size(), backwards);
    this.moveTo(!backwards && start !== null && next.row !== from.row ? { row: next.row, col: start } : next);
  }

  /** Gives the keyboard back to the active cell, the selection kept: a panel above the grid was closed from its own button. */
  focusCursor(): void {
    this.focusRequest$.set(this.focusRequest$.peek() + 1);
  }

  /** Closes the paste's summary; typing goes on in the grid. */
  dismissPasteReport(): void {
    batchUpdates(() => {
      this.pasteReport$.set(null);
      this.focusCursor();
    });
  }

  /** Where Shift with a move starts from: the selection's moving corner. */
  extentOrCursor(extend: boolean): CellPosition {
    return extend ? this.extent$.peek() : this.cursor$.peek();
  }

  #selectionSize(): { n: number; rows: number; cols: number } {
    const range = this.selection();
    const rows = range.bottom - range.top + 1;
    const cols = range.right - range.left + 1;
    return { n: rows * cols, rows, cols };
  }

  /** A key pressed while a cell (not its editor) has the focus; true when the grid used it. */
  handleGridKey(input: KeyInput, pageRows = 10): boolean {
    const action = gridKeyAction(input);
    return action ? runGridAction(this, action, pageRows) : false;
  }

  /** Ctrl/Cmd+A. */
  selectAll(): void {
    const all = selectAll(this.size());
    batchUpdates(() => {
      this.cursor$.set(all.anchor);
      this.extent$.set(all.focus);
      this.focusCursor();
    });
  }

  /** A key the cursor's cell does not take (a letter in a mark, a digit in a computed column) says why. */
  refuseKey(reason: MessageRef): void {
    this.#refuse(this.cursor$.peek(), reason);
  }

  // ------------------------------------------------------------ editing

  /** Opens the editor on the cursor's cell; false (with the reason shown) for a cell that takes no input. */
  startEdit(mode: EditMode, typed?: string): boolean {
    const here = this.cursor$.peek();
    const column = this.column(here.col);
    const pupil = this.ctx.pupils[here.row];
    if (this.ctx.readOnly) {
      this.#refuse(here, READ_ONLY_TEST);
      return true;
    }
    if (!pupil || !column || (!takesTypedInput(column) && column.kind !== 'total')) {
      this.#refuse(here, READ_ONLY);
      return true;
    }
    if (column.kind === 'total' && Object.keys(this.ctx.book.row(pupil.id).marks).length > 0) {
      this.#refuse(here, COMPUTED_TOTAL);
      return true;
    }
    const current = mode === 'edit' ? this.#valueText(here) : '';
    batchUpdates(() => {
      this.extent$.set(here);
      this.refusal$.set(null);
      // A new editor holds nothing typed yet (the editor checks a typed key at once): the last one's text is gone.
      this.draft$.set(false);
      this.editing$.set({ row: here.row, col: here.col, initial: typed ?? current, mode });
    });
    return true;
  }

  /** The reason a text would be refused, while it is typed (shown on the spot); null when it would do. */
  check(text: string): MessageRef | null {
    const editing = this.editing$.peek();
    if (!editing) return null;
    this.draft$.set(text !== this.#valueText(editing));
    const pupil = this.ctx.pupils[editing.row]!;
    const reading = interpretCell(this.ctx.document, this.column(editing.col), pupil.id, this.ctx.book.row(pupil.id), text);
    const reason = reading.ok ? null : reading.reason;
    const shown = this.refusal$.peek();
    if (reason) this.refusal$.set({ row: editing.row, col: editing.col, reason });
    else if (shown) this.refusal$.set(null);
    return reason;
  }

  /** True while the open editor holds a mark not yet taken (tracked inside a selector: the status line reads it). */
  hasDraft(): boolean {
    return this.editing$.get() !== null && this.draft$.get();
  }

  /** The page is going (a reload, a closed tab): the editor's text is taken as Enter takes it, so the book can keep it. */
  commitDraft(): void {
    if (!this.hasDraft()) return;
    const text = this.#screen.editorText();
    if (text !== null) this.commitEdit(text);
  }

  /** Enter, Tab or leaving the cell: the value is taken, or refused with the reason (the editor stays open). */
  commitEdit(text: string): boolean {
    const editing = this.editing$.peek();
    if (!editing) return true;
    const pupil = this.ctx.pupils[editing.row]!;
    const reading = interpretCell(this.ctx.document, this.column(editing.col), pupil.id, this.ctx.book.row(pupil.id), text);
    if (!reading.ok) {
      this.#refuse(editing, reading.reason);
      return false;
    }
    batchUpdates(() => {
      this.editing$.set(null);
      this.record(reading.value, editing);
    });
    return true;
  }

  cancelEdit(): void {
    batchUpdates(() => {
      this.editing$.set(null);
      this.refusal$.set(null);
      this.focusCursor();
    });
  }

  /** A key in the editor; true when it committed or cancelled (the editor closes). */
  handleEditorKey(input: KeyInput, text: string): boolean {
    const editing = this.editing$.peek();
    const action = editing ? editorKeyAction(input, editing.mode) : null;
    if (!editing || !action) return false;
    if (action.type === 'cancel') {
      this.cancelEdit();
      return true;
    }
    if (!this.commitEdit(text)) return true;
    const here = { row: editing.row, col: editing.col };
    const then = action.then;
    if (then.type === 'enter') this.moveByEnter(here, then.backwards);
    else if (then.type === 'tab') this.moveByTab(here, then.backwards);
    else this.moveTo(step(here, then.direction, this.size()));
    if (then.type !== 'move') this.#editOnTouch();
    return true;
  }

  // ------------------------------------------------------------ many cells at once

  /** Applies changes as one undo step; returns how many cells changed. A read-only grid says why it changes nothing. */
  record(changes: readonly BookChange[], at: CellPosition = this.cursor$.peek()): number {
    if (this.ctx.readOnly) {
      if (changes.length > 0) this.#refuse(at, READ_ONLY_TEST);
      return 0;
    }
    return this.#history.record(changes, at);
  }

  undo(): void {
    const entry = this.#history.undo();
    if (entry) this.#afterHistory(entry, 'grading.announce.undone');
  }

  redo(): void {
    const entry = this.#history.redo();
    if (entry) this.#afterHistory(entry, 'grading.announce.redone');
  }

  copySelection(language: string): string {
    return copyRange(this.ctx, this.selection(), language);
  }

  /** Pastes a spreadsheet block at the cursor; refused cells are reported, the others applied as one undo step. */
  paste(text: string): PasteReport {
    if (this.ctx.readOnly) {
      this.#refuse(this.cursor$.peek(), READ_ONLY_TEST);
      return { applied: 0, refused: [], clipped: 0, range: null, unmatched: [] };
    }
    const range = this.selection();
    const { changes, report } = planGridPaste(
      this.ctx,
      text,
      { row: range.top, col: range.left },
      isCollapsed({ anchor: this.cursor$.peek(), focus: this.extent$.peek() }) ? null : range,
    );
    this.record(changes, { row: range.top, col: range.left });
    batchUpdates(() => {
      if (report.range) {
        // The pasted block stays selected; the focus follows the cursor, whose old cell may scroll out of the rendered window.
        this.cursor$.set({ row: report.range.top, col: report.range.left });
        this.extent$.set({ row: report.range.bottom, col: report.range.right });
        this.focusCursor();
      }
      this.pasteReport$.set(report);
      this.#announce({ key: 'grading.paste.summary', params: { applied: report.applied, refused: report.refused.length } });
    });
    return report;
  }

  fillFullMarks(): number {
    const count = this.record(fullMarksChanges(this.ctx, this.selection(), this.cursor$.peek().col));
    this.#announce(count ? { key: 'grading.announce.filled', params: { n: count } } : { key: 'grading.announce.fillNeedsQuestion' });
    return count;
  }

  clearRows(): number {
    const count = this.record(clearRowsChanges(this.ctx, rowsOf(this.selection())));
    this.#announce({ key: 'grading.announce.cleared', params: { n: count } });
    return count;
  }

  // ------------------------------------------------------------ the mouse

  pointerDown(position: CellPosition, shift: boolean): void {
    this.#leaveEditor(position);
    this.#dragging = true;
    this.moveTo(position, shift);
  }

  pointerEnter(position: CellPosition): void {
    if (this.#dragging && !samePosition(position, this.extent$.peek()))
      this.moveTo(extendTo({ anchor: this.cursor$.peek(), focus: position }, position, this.size()).focus, true);
  }

  pointerUp(): void {
    this.#dragging = false;
  }

  doubleClick(position: CellPosition): void {
    this.moveTo(position);
    this.startEdit('edit');
  }

  /**
   * A tap on a touch-only device (ui/touch-only): a mark opens at once, since only a focused field brings up the
   * phone's keyboard; a cell that takes nothing is chosen, as a click chooses it.
   */
  tap(position: CellPosition): void {
    this.pointerDown(position, false);
    this.#dragging = false;
    this.#editOnTouch();
  }

  /** On a touch-only device the cell the cursor moved to opens too: Enter closing the field closed the keyboard. */
  #editOnTouch(): void {
    if (touchOnly() && !this.ctx.readOnly && this.takesInput(this.cursor$.peek().col)) this.startEdit('edit');
  }

  // ------------------------------------------------------------ internals

  #leaveEditor(next: CellPosition): void {
    const editing = this.editing$.peek();
    if (!editing || samePosition(editing, next)) return;
    // Clicking away commits like Enter; a refused value is dropped rather than trapping the pointer.
    const text = this.#screen.editorText();
    if (text === null || !this.commitEdit(text)) this.cancelEdit();
  }

  #valueText(position: CellPosition): string {
    const pupil = this.ctx.pupils[position.row];
    const column = this.column(position.col);
    if (!pupil || !column) return '';
    const row = this.ctx.book.row(pupil.id);
    const value = column.kind === 'comments' ? row.comments : column.kind === 'total' ? row.score : markOf(row.marks, column.key);
    if (value === null || value === undefined) return '';
    // The editor shows the decimal separator the cell shows (7,5 in Romanian and Spanish).
    return typeof value === 'number' && this.#screen.language() !== 'en' ? String(value).replace('.', ',') : String(value);
  }

  #refuse(position: CellPosition, reason: MessageRef): void {
    batchUpdates(() => {
      this.refusal$.set({ row: position.row, col: position.col, reason });
      this.#announce(reason);
    });
  }

  #announce(reason: MessageRef): void {
    this.#seq += 1;
    this.announcement$.set({ reason, seq: this.#seq });
  }

  #afterHistory(entry: HistoryEntry, key: string): void {
    this.moveTo(entry.at);
    this.#announce({ key, params: { n: entry.changes.length } });
  }
}
