// A cell's data in one key: its flags (unsaved, refused, in conflict,
// summed from rules) and its text, so a cell keeps a single subscription to
// its own data and re-renders only when what it shows changes.

import type { GridController } from '../controller/grid-controller';
import { type CellDataKey, cellDataKey } from './cell-key';
import { cellDisplay, dataFlags } from './cell-state';
import type { GradeBook } from './grade-book';
import type { GridColumn } from './grid-columns';

export function cellDataKeyOf(book: GradeBook, controller: GridController, pupilId: string, column: GridColumn, language: string): CellDataKey {
  return cellDataKey({ flags: dataFlags(book, pupilId, column), text: cellDisplay(book, controller, pupilId, column, language) });
}
