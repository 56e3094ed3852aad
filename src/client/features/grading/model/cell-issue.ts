// Why the active cell is marked: the refusal of what was just typed, the
// server's refusal of the saved value, the cell's value in a conflicting
// save, or the reason the last paste refused it. Shown next to the cell and
// tied to it with aria-describedby.

import { markOf } from '../../../../domain/marks';
import { formatPoints } from '../../../../domain/points';
import type { TFunction } from '../../../core/i18n';
import type { GridController } from '../controller/grid-controller';
import { cellIssue } from './cell-state';
import type { GradeBook } from './grade-book';
import type { GridColumn } from './grid-columns';

export function activeIssue(
  book: GradeBook,
  controller: GridController,
  pupilId: string,
  row: number,
  col: number,
  column: GridColumn,
  t: TFunction,
  language: string,
): string {
  const refusal = controller.refusal$.get();
  if (refusal && refusal.row === row && refusal.col === col) return t(refusal.reason.key, refusal.reason.params);
  const server = cellIssue(book, pupilId, column);
  if (server) return server;
  const conflict = book.conflictOf$(pupilId).get();
  if (conflict && (column.kind === 'mark' || column.kind === 'rule' || column.kind === 'comments')) {
    const theirs = column.kind === 'comments' ? conflict.current?.comments : conflict.current ? markOf(conflict.current.questionScores, column.key) : undefined;
    const shown = typeof theirs === 'number' ? formatPoints(theirs, language) : theirs || t('grading.conflict.empty');
    return t('grading.conflict.theirValue', { value: shown });
  }
  const pasted = controller.pasteReport$.get()?.refused.find((cell) => cell.row === row && cell.col === col);
  return pasted ? t(pasted.reason.key, pasted.reason.params) : '';
}
