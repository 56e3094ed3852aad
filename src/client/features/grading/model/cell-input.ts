// What typing (or pasting) a text into one cell of the grade grid does: the
// cell changes it makes, or why it is refused. A question's whole mark and
// its rule marks exclude each other (typing one clears the other), rule
// marks may not add up past the question, the total can be typed only for a
// pupil graded without per-question marks, and the computed columns refuse.

import type { CellReading } from '../../../../domain/grid/clipboard';
import { readComment, readMark } from '../../../../domain/grid/mark-input';
import { markOf } from '../../../../domain/marks';
import { toHundredths } from '../../../../domain/points';
import type { QuizDocument } from '../../../../domain/quiz/types';
import type { MessageRef } from '../../../../domain/validation';
import type { BookChange } from './grade-book';
import { COMMENTS_KEY, type LocalRow, ruleKeysOf, SCORE_KEY } from './grade-rows';
import type { GridColumn } from './grid-columns';

export const READ_ONLY: MessageRef = { key: 'grading.refused.readOnly' };
export const COMPUTED_TOTAL: MessageRef = { key: 'grading.refused.computedTotal' };
export const READ_ONLY_TEST: MessageRef = { key: 'grading.refused.readOnlyTest' };

type Doc = Pick<QuizDocument, 'sections'>;

/** Clearing a key only when it holds something keeps undo entries and saves small. */
function clears(row: LocalRow, rowId: string, keys: readonly string[]): BookChange[] {
  return keys.filter((key) => markOf(row.marks, key) !== undefined).map((key) => ({ rowId, key, after: null }));
}

export function interpretCell(document: Doc, column: GridColumn | undefined, rowId: string, row: LocalRow, text: string): CellReading<BookChange[]> {
  if (!column) return { ok: false, reason: READ_ONLY };
  switch (column.kind) {
    case 'mark': {
      const reading = readMark(text, column.max);
      if (!reading.ok) return reading;
      const rules = ruleKeysOf(document, column.questionId);
      return { ok: true, value: [{ rowId, key: column.key, after: reading.value }, ...clears(row, rowId, rules)] };
    }
    case 'rule': {
      const reading = readMark(text, column.max);
      if (!reading.ok) return reading;
      const question = column.questionId;
      const others = ruleKeysOf(document, question).filter((key) => key !== column.key);
      const sum = others.reduce((total, key) => total + toHundredths(markOf(row.marks, key) ?? 0), toHundredths(reading.value ?? 0));
      const questionMax = document.sections.flatMap((s) => s.questions).find((q) => q.id === question)?.points ?? 0;
      if (sum > toHundredths(questionMax))
        return { ok: false, reason: { key: 'grading.refused.rulesTooHigh', params: { max: questionMax, count: questionMax } } };
      return { ok: true, value: [{ rowId, key: column.key, after: reading.value }, ...clears(row, rowId, [question])] };
    }
    case 'total': {
      if (Object.keys(row.marks).length > 0) return { ok: false, reason: COMPUTED_TOTAL };
      const reading = readMark(text, column.max);
      return reading.ok ? { ok: true, value: [{ rowId, key: SCORE_KEY, after: reading.value }] } : reading;
    }
    case 'comments': {
      const reading = readComment(text);
      return reading.ok ? { ok: true, value: [{ rowId, key: COMMENTS_KEY, after: reading.value }] } : reading;
    }
    default:
      return { ok: false, reason: READ_ONLY };
  }
}

export const LETTER_IN_MARK: MessageRef = { key: 'grading.refused.letters' };

const takesNumber = (column: GridColumn | undefined) => column?.kind === 'mark' || column?.kind === 'rule' || column?.kind === 'total';

/**
 * Whether a typed character may start editing a cell of this column: what
 * starts a number for marks (a minus too, so "-2" is refused as negative
 * rather than losing its sign), anything for comments.
 */
export function startsEdit(column: GridColumn | undefined, text: string): boolean {
  if (column?.kind === 'comments') return true;
  if (takesNumber(column)) return /^[0-9.,-]$/.test(text);
  return false;
}

/** Why a character that cannot start an edit is not taken; null when the cell says nothing (the names). */
export function typedKeyRefusal(column: GridColumn | undefined, text: string): MessageRef | null {
  if (!column || column.kind === 'name' || text === ' ') return null;
  if (!takesNumber(column)) return READ_ONLY;
  return /\p{L}/u.test(text) ? LETTER_IN_MARK : { key: 'validation.number' };
}

/** The changes that clear a cell (Delete): nothing for computed cells, nor for a total computed from marks. */
export function clearingChanges(document: Doc, column: GridColumn | undefined, rowId: string, row: LocalRow): BookChange[] {
  switch (column?.kind) {
    case 'mark':
      return clears(row, rowId, [column.key, ...ruleKeysOf(document, column.questionId)]);
    case 'rule':
      return clears(row, rowId, [column.key]);
    case 'total':
      return Object.keys(row.marks).length === 0 && row.score !== null ? [{ rowId, key: SCORE_KEY, after: null }] : [];
    case 'comments':
      return row.comments ? [{ rowId, key: COMMENTS_KEY, after: '' }] : [];
    default:
      return [];
  }
}
