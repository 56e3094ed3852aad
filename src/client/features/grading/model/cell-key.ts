// The string keys of the grid's cell state, built and read only here. Row
// and cell state travel as strings because Legend's useSelector re-renders
// when the selected value changes (===): a string equal to the last one
// leaves its row or cell alone, where a fresh object would not. The brands
// keep any other module from assembling or splitting one by hand.
import { ruleKey } from '../../../../domain/marks';

declare const brand: unique symbol;
type Key<Name extends string> = string & { readonly [brand]: Name };

/** One cell of the grade book: a pupil's row and a value key (a mark, a rule's mark, comments, typed total). */
export type CellId = Key<'CellId'>;

export function cellId(rowId: string, key: string): CellId {
  return `${rowId}|${key}` as CellId;
}

/** Whether a mark key is the mark of one of a question's scoring rules. */
export function isRuleKeyOf(key: string, questionId: string): boolean {
  return key.startsWith(ruleKey(questionId, ''));
}

/** What the cursor, the selection, the editor and the last paste mean for one row (-1, -2: none). */
export interface RowUi {
  selLeft: number;
  selRight: number;
  cursorCol: number;
  editingCol: number;
  refusedCol: number;
  focusTick: number;
  pastedCols: readonly number[];
}

/** A row's UI state as a string; '' for the rows it does not touch (null). */
export type RowUiKey = Key<'RowUiKey'>;

export function rowUiKey(ui: RowUi | null): RowUiKey {
  if (!ui) return '' as RowUiKey;
  return `${ui.selLeft}:${ui.selRight}|${ui.cursorCol}|${ui.editingCol}|${ui.refusedCol}|${ui.focusTick}|${ui.pastedCols.join(',')}` as RowUiKey;
}

export function readRowUi(key: RowUiKey): RowUi | null {
  if (!key) return null;
  const [sel = '', cursorCol, editingCol, refusedCol, focusTick, pasted = ''] = key.split('|');
  const [left, right] = sel.split(':').map(Number);
  return {
    selLeft: left ?? -1,
    selRight: right ?? -2,
    cursorCol: Number(cursorCol),
    editingCol: Number(editingCol),
    refusedCol: Number(refusedCol),
    focusTick: Number(focusTick),
    pastedCols: pasted.split(',').filter(Boolean).map(Number),
  };
}

/** What a cell's data shows: its state flags (see cell-state), its text and why it is marked ('' when it is not). */
export interface CellData {
  flags: number;
  text: string;
  issue: string;
}

export type CellDataKey = Key<'CellDataKey'>;

// The text may hold anything a teacher typed; NUL is what no one types.
const DATA_SEP = '\u0000';

// The text goes last: it is the only part a teacher typed.
export function cellDataKey(data: CellData): CellDataKey {
  return `${data.flags}${DATA_SEP}${data.issue.replaceAll(DATA_SEP, '')}${DATA_SEP}${data.text}` as CellDataKey;
}

export function readCellData(key: CellDataKey): CellData {
  const flagsEnd = key.indexOf(DATA_SEP);
  const issueEnd = key.indexOf(DATA_SEP, flagsEnd + 1);
  return { flags: Number(key.slice(0, flagsEnd)), issue: key.slice(flagsEnd + 1, issueEnd), text: key.slice(issueEnd + 1) };
}
