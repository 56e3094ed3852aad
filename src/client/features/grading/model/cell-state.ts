// What one cell of the grid shows, as selectors a cell runs inside
// Legend's useSelector: each reads only the observables of its own cell
// (its mark, its pupil's server row, the cursor), so an edit re-renders the
// edited cell and its row's totals, and a cursor move the two cells it
// leaves and enters. Flags are bit masks so a selector returns a number.

import { markOf, type QuestionScores } from '../../../../domain/marks';
import { formatPoints, fromHundredths, toHundredths } from '../../../../domain/points';
import { dataOwner } from '../../../core/data-owner';
import type { GridController } from '../controller/grid-controller';
import { cellId, isRuleKeyOf, type RowUi, type RowUiKey, rowUiKey } from './cell-key';
import { lastGradedText } from './format';
import type { GradeBook } from './grade-book';
import { COMMENTS_KEY, observedMark, rowResult, SCORE_KEY } from './grade-rows';
import type { GridColumn } from './grid-columns';

export const ACTIVE = 1;
export const SELECTED = 2;
export const EDITING = 4;
/** The cursor's cell shows why its value was refused. */
export const REFUSED = 8;
/** A cell the last paste refused. */
export const PASTE_REFUSED = 16;
export const DIRTY = 32;
/** The server refused the saved value (400). */
export const SERVER_ERROR = 64;
/** Another save changed this cell meanwhile (409): the teacher chooses. */
export const CONFLICT = 128;
/** A question's mark that is the sum of its rule marks. */
export const FROM_RULES = 256;

/**
 * What the cursor, the selection, the editor and the last paste mean for one
 * row, as a key that stays empty for the rows they do not touch: a row
 * re-renders only when its own key changes, so a cursor move costs two
 * rows, not every cell on screen.
 */
export function rowUiKeyOf(controller: GridController, row: number): RowUiKey {
  const cursor = controller.cursor$.get();
  const extent = controller.extent$.get();
  const selected = row >= Math.min(cursor.row, extent.row) && row <= Math.max(cursor.row, extent.row);
  const report = controller.pasteReport$.get();
  const pastedCols = report ? refusedColsOf(report, row) : NONE;
  if (!selected && cursor.row !== row && pastedCols.length === 0) return rowUiKey(null);
  const editing = controller.editing$.get();
  const refusal = controller.refusal$.get();
  const onCursorRow = cursor.row === row;
  return rowUiKey({
    selLeft: selected ? Math.min(cursor.col, extent.col) : -1,
    selRight: selected ? Math.max(cursor.col, extent.col) : -2,
    cursorCol: onCursorRow ? cursor.col : -1,
    editingCol: onCursorRow && editing && editing.row === row ? editing.col : -1,
    refusedCol: onCursorRow && refusal && refusal.row === row ? refusal.col : -1,
    focusTick: onCursorRow ? controller.focusRequest$.get() : 0,
    pastedCols,
  });
}

const NONE: readonly number[] = [];
const refusedByRow = new WeakMap<object, Map<number, number[]>>();

function refusedColsOf(report: { refused: readonly { row: number; col: number }[] }, row: number): readonly number[] {
  let byRow = refusedByRow.get(report);
  if (!byRow) {
    byRow = new Map();
    for (const cell of report.refused) {
      const cols = byRow.get(cell.row);
      if (cols) cols.push(cell.col);
      else byRow.set(cell.row, [cell.col]);
    }
    refusedByRow.set(report, byRow);
  }
  return byRow.get(row) ?? NONE;
}

/** One cell's flags from its row's UI state. */
export function uiFlagsOf(rowUi: RowUi | null, col: number): number {
  if (!rowUi) return 0;
  let flags = 0;
  if (col >= rowUi.selLeft && col <= rowUi.selRight) flags |= SELECTED;
  if (rowUi.cursorCol === col) {
    flags |= ACTIVE;
    if (rowUi.editingCol === col) flags |= EDITING;
    if (rowUi.refusedCol === col) flags |= REFUSED;
  }
  if (rowUi.pastedCols.includes(col)) flags |= PASTE_REFUSED;
  return flags;
}

/** A question's mark from a set of marks: typed whole, or the sum of its rule marks. */
function questionMarkOf(scores: QuestionScores | undefined, column: GridColumn): { mark: number | undefined; fromRules: boolean } {
  const direct = scores ? markOf(scores, column.key) : undefined;
  if (direct !== undefined || !column.hasRules || !scores) return { mark: direct, fromRules: false };
  const rules = Object.entries(scores).filter(([key]) => isRuleKeyOf(key, column.key));
  if (rules.length === 0) return { mark: undefined, fromRules: false };
  return { mark: fromHundredths(rules.reduce((sum, [, mark]) => sum + toHundredths(mark), 0)), fromRules: true };
}

/** What trackedValue answers: read once per cell and run, for its flags and its text. */
export interface TrackedValue {
  value: number | string | undefined;
  fromRules: boolean;
}

/** Whether a column's cells hold a value of their own (a mark, a rule's mark, comments): what trackedValue reads. */
export const holdsValue = (column: GridColumn) => column.kind === 'mark' || column.kind === 'rule' || column.kind === 'comments';

/** The value a mark, rule, comment or typed-total cell holds, tracking only what it depends on. */
export function trackedValue(book: GradeBook, pupilId: string, column: GridColumn): TrackedValue {
  const row$ = book.rowOf$(pupilId);
  if (column.kind === 'comments') return { value: row$.comments.get() ?? '', fromRules: false };
  if (column.kind === 'rule') return { value: observedMark(row$.marks, column.key), fromRules: false };
  // A question with rules depends on all its row's marks; one without only on its own.
  if (column.hasRules) {
    const { mark, fromRules } = questionMarkOf(row$.marks.get(), column);
    return { value: mark, fromRules };
  }
  return { value: observedMark(row$.marks, column.key), fromRules: false };
}

function serverValue(book: GradeBook, pupilId: string, column: GridColumn): number | string | undefined {
  const server$ = book.serverOf$(pupilId);
  if (column.kind === 'comments') return server$.comments.get() ?? '';
  if (column.kind === 'mark' && column.hasRules) return questionMarkOf(server$.questionScores.get(), column).mark;
  return observedMark(server$.questionScores, column.key);
}

const valueKeyOf = (column: GridColumn) => (column.kind === 'comments' ? COMMENTS_KEY : column.kind === 'total' ? SCORE_KEY : column.key);

/** State flags of a value cell (mark, rule, comments): unsaved, refused by the server, in conflict, summed from rules. */
export function dataFlags(book: GradeBook, pupilId: string, column: GridColumn, tracked?: TrackedValue): number {
  if (!holdsValue(column)) return 0;
  const { value, fromRules } = tracked ?? trackedValue(book, pupilId, column);
  let flags = fromRules ? FROM_RULES : 0;
  if (value !== serverValue(book, pupilId, column)) flags |= DIRTY;
  if (book.errorOf$(cellId(pupilId, valueKeyOf(column))).get() !== undefined) flags |= SERVER_ERROR;
  const conflict = book.conflictOf$(pupilId).get();
  if (conflict) {
    const theirs = column.kind === 'comments' ? (conflict.current?.comments ?? '') : questionMarkOf(conflict.current?.questionScores ?? {}, column).mark;
    if (theirs !== value) flags |= CONFLICT;
  }
  return flags;
}

/** The text a cell shows, in the interface language's number format. */
export function cellDisplay(
  book: GradeBook,
  controller: GridController,
  pupilId: string,
  column: GridColumn,
  language: string,
  tracked?: TrackedValue,
): string {
  switch (column.kind) {
    case 'mark':
    case 'rule':
    case 'comments': {
      const { value } = tracked ?? trackedValue(book, pupilId, column);
      if (value === undefined) return '';
      return typeof value === 'number' ? formatPoints(value, language) : value;
    }
    case 'total':
    case 'mark10':
    case 'band': {
      const row = book.rowOf$(pupilId).get();
      if (!row) return '';
      const result = rowResult(controller.ctx.document, controller.ctx.scale, row, book.serverOf$(pupilId).get());
      if (column.kind === 'band') return result.band ?? '';
      const value = column.kind === 'total' ? result.total : result.mark;
      return value === null ? '' : formatPoints(value, language);
    }
    case 'gradedAt':
      return lastGradedText(book.serverOf$(pupilId).get(), language, dataOwner());
    default:
      return '';
  }
}

/** The server message of a refused cell, or the conflict's other value, for the cell's tooltip. */
export function cellIssue(book: GradeBook, pupilId: string, column: GridColumn): string | undefined {
  return book.errorOf$(cellId(pupilId, valueKeyOf(column))).get();
}
