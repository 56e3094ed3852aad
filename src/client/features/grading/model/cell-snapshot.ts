// A cell's data in one key: its flags (unsaved, refused, in conflict,
// summed from rules), its text and, for the cursor's cell, why it is marked,
// so a cell keeps a single subscription to its own data and re-renders only
// when what it shows changes. One selector per cell, each observable read
// once: a cold load's first grid render runs ~300 of them before the first
// paint (issue 15).

import type { TFunction } from '../../../core/i18n';
import type { GridController } from '../controller/grid-controller';
import { activeIssue } from './cell-issue';
import { type CellDataKey, cellDataKey } from './cell-key';
import { cellDisplay, dataFlags, holdsValue, trackedValue } from './cell-state';
import type { GradeBook } from './grade-book';
import type { GridColumn } from './grid-columns';

/** Where the cursor's cell is, to say why it is marked (null for every other cell). */
export interface ActiveCell {
  row: number;
  col: number;
  t: TFunction;
}

export function cellDataKeyOf(
  book: GradeBook,
  controller: GridController,
  pupilId: string,
  column: GridColumn,
  language: string,
  active: ActiveCell | null,
): CellDataKey {
  const tracked = holdsValue(column) ? trackedValue(book, pupilId, column) : undefined;
  return cellDataKey({
    flags: dataFlags(book, pupilId, column, tracked),
    text: cellDisplay(book, controller, pupilId, column, language, tracked),
    issue: active ? activeIssue(book, controller, pupilId, active.row, active.col, column, active.t, language) : '',
  });
}
