// The grid's edits over many cells at once: a paste, a copy, a fill with
// full marks, clearing a range or a row. Each returns the cell changes (the
// controller records them as one undo step); nothing here touches the DOM.
import { formatTsv, parseClipboardTable, planPaste, tileToRange } from '../../../../domain/grid/clipboard';
import type { CellPosition } from '../../../../domain/grid/navigation';
import { type CellRange, colsOf, rowsOf } from '../../../../domain/grid/selection';
import { markOf } from '../../../../domain/marks';
import { formatPoints, sumPoints } from '../../../../domain/points';
import type { QuizDocument } from '../../../../domain/quiz/types';
import type { MessageRef } from '../../../../domain/validation';
import { dataOwner } from '../../../core/data-owner';
import type { GradingPupil } from '../grading.types';
import { clearingChanges, interpretCell } from '../model/cell-input';
import { isRuleKeyOf } from '../model/cell-key';
import { lastGradedText } from '../model/format';
import type { BookChange, GradeBook } from '../model/grade-book';
import { cloneRow, type LocalRow, rowResult, withCell } from '../model/grade-rows';
import { type GridColumn, isMarkColumn } from '../model/grid-columns';
import { matchNamedRows, unmatchedNamedBlock } from './paste-by-name';

export interface EditContext {
  book: GradeBook;
  document: Pick<QuizDocument, 'sections'>;
  scale: { totalPoints: number; basePoints: number };
  pupils: readonly GradingPupil[];
  columns: readonly GridColumn[];
  /** The reader may read the marks, not change them (a school's owner on a colleague's test, issue 16). */
  readOnly?: boolean;
}

export interface PasteReport {
  applied: number;
  refused: { row: number; col: number; text: string; reason: MessageRef }[];
  /** Cells of the block that fell outside the grid. */
  clipped: number;
  range: CellRange | null;
  /** A block keyed by the pupils' names: the names no one pupil of the class has (those rows were not pasted). */
  unmatched: string[];
}

/** Rows as they would be after some changes, without touching the book (a paste validates cell by cell). */
class WorkingRows {
  readonly #rows = new Map<string, LocalRow>();
  constructor(private readonly book: GradeBook) {}
  get(rowId: string): LocalRow {
    let row = this.#rows.get(rowId);
    if (!row) {
      row = cloneRow(this.book.row(rowId));
      this.#rows.set(rowId, row);
    }
    return row;
  }
  apply(changes: readonly BookChange[]): void {
    for (const change of changes) this.#rows.set(change.rowId, withCell(this.get(change.rowId), change.key, change.after));
  }
}

/**
 * A block of text from a spreadsheet laid from `start` (or tiled over a larger selection). A block whose first
 * column names the pupils goes to the pupils it names (paste-by-name.ts), its marks from `start`'s column, or
 * from the first column after the names when it was pasted on them. A block of marks pasted on the name column,
 * which takes none, starts in the column after it.
 */
export function planGridPaste(
  ctx: EditContext,
  text: string,
  start: CellPosition,
  selection: CellRange | null,
): { changes: BookChange[]; report: PasteReport } {
  const block = parseClipboardTable(text);
  const working = new WorkingRows(ctx.book);
  const size = { rows: ctx.pupils.length, cols: ctx.columns.length };
  const changes: BookChange[] = [];
  const read = (cell: string, row: number, col: number) => {
    const pupil = ctx.pupils[row]!;
    const reading = interpretCell(ctx.document, ctx.columns[col], pupil.id, working.get(pupil.id), cell);
    if (reading.ok) {
      working.apply(reading.value);
      changes.push(...reading.value);
    }
    return reading;
  };
  const afterNames = ctx.columns[start.col]?.kind === 'name' ? start.col + 1 : start.col;
  const firstTarget = ctx.columns[afterNames]?.kind;
  const named = matchNamedRows(block, ctx.pupils) ?? unmatchedNamedBlock(block, firstTarget === 'mark' || firstTarget === 'rule' || firstTarget === 'total');
  if (named) {
    const report: PasteReport = { applied: 0, refused: [], clipped: 0, range: null, unmatched: named.unmatched };
    for (const { pupilRow, cells } of named.rows) {
      const plan = planPaste([cells], { row: pupilRow, col: afterNames }, size, read);
      report.applied += plan.changes.length;
      report.refused.push(...plan.refused);
      report.clipped += plan.clipped;
      if (plan.range) report.range = report.range ? union(report.range, plan.range) : plan.range;
    }
    return { changes, report };
  }
  const laid = selection ? tileToRange(block, selection) : block;
  const plan = planPaste(laid, selection ? start : { row: start.row, col: afterNames }, size, read);
  return { changes, report: { applied: plan.changes.length, refused: plan.refused, clipped: plan.clipped, range: plan.range, unmatched: [] } };
}

const union = (a: CellRange, b: CellRange): CellRange => ({
  top: Math.min(a.top, b.top),
  left: Math.min(a.left, b.left),
  bottom: Math.max(a.bottom, b.bottom),
  right: Math.max(a.right, b.right),
});

/** What a cell shows, as text for the clipboard (and the screen: the same formatting). */
export function cellText(ctx: EditContext, row: number, col: number, language: string): string {
  const pupil = ctx.pupils[row];
  const column = ctx.columns[col];
  if (!pupil || !column) return '';
  const local = ctx.book.row(pupil.id);
  switch (column.kind) {
    case 'name':
      return pupil.name;
    case 'mark': {
      const direct = markOf(local.marks, column.key);
      if (direct !== undefined) return formatPoints(direct, language);
      const rules = Object.entries(local.marks).filter(([key]) => isRuleKeyOf(key, column.key));
      return rules.length ? formatPoints(sumPoints(rules.map(([, mark]) => mark)), language) : '';
    }
    case 'rule': {
      const mark = markOf(local.marks, column.key);
      return mark === undefined ? '' : formatPoints(mark, language);
    }
    case 'total':
    case 'mark10':
    case 'band': {
      const result = rowResult(ctx.document, ctx.scale, local, ctx.book.serverRow(pupil.id));
      if (column.kind === 'band') return result.band ?? '';
      const value = column.kind === 'total' ? result.total : result.mark;
      return value === null ? '' : formatPoints(value, language);
    }
    case 'comments':
      return local.comments;
    case 'gradedAt':
      return lastGradedText(ctx.book.serverRow(pupil.id), language, dataOwner());
  }
}

/** The selection as TSV, with the decimal separator of the interface language (what its spreadsheets expect). */
export function copyRange(ctx: EditContext, range: CellRange, language: string): string {
  return formatTsv(rowsOf(range).map((row) => colsOf(range).map((col) => cellText(ctx, row, col, language))));
}

/** Delete over a range: every value cell emptied; computed cells stay as they are. */
export function clearRangeChanges(ctx: EditContext, range: CellRange): BookChange[] {
  const working = new WorkingRows(ctx.book);
  const changes: BookChange[] = [];
  for (const row of rowsOf(range)) {
    const pupil = ctx.pupils[row];
    if (!pupil) continue;
    for (const col of colsOf(range)) {
      const cleared = clearingChanges(ctx.document, ctx.columns[col], pupil.id, working.get(pupil.id));
      working.apply(cleared);
      changes.push(...cleared);
    }
  }
  return changes;
}

/**
 * Full marks for the selected rows: in every question or rule column of the
 * selection, or the cursor's column when the selection has none.
 */
export function fullMarksChanges(ctx: EditContext, range: CellRange, cursorCol: number): BookChange[] {
  let cols = colsOf(range).filter((col) => isMarkColumn(ctx.columns[col]));
  if (cols.length === 0 && isMarkColumn(ctx.columns[cursorCol])) cols = [cursorCol];
  const working = new WorkingRows(ctx.book);
  const changes: BookChange[] = [];
  for (const row of rowsOf(range)) {
    const pupil = ctx.pupils[row];
    if (!pupil) continue;
    for (const col of cols) {
      const column = ctx.columns[col]!;
      const reading = interpretCell(ctx.document, column, pupil.id, working.get(pupil.id), String(column.max));
      if (!reading.ok) continue;
      working.apply(reading.value);
      changes.push(...reading.value);
    }
  }
  return changes;
}

/** Clear row: the marks and the typed total of the rows; comments are kept (they take longer to write). */
export function clearRowsChanges(ctx: EditContext, rows: readonly number[]): BookChange[] {
  const changes: BookChange[] = [];
  for (const row of rows) {
    const pupil = ctx.pupils[row];
    if (!pupil) continue;
    const local = ctx.book.row(pupil.id);
    for (const key of Object.keys(local.marks)) changes.push({ rowId: pupil.id, key, after: null });
    if (local.score !== null) changes.push({ rowId: pupil.id, key: '@score', after: null });
  }
  return changes;
}
