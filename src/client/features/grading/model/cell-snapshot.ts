// A cell's data in one string: its flags (unsaved, refused, in conflict,
// summed from rules) and its text, so a cell keeps a single subscription to
// its own data and re-renders only when what it shows changes.
import type { GradeBook } from './grade-book';
import { cellDisplay, dataFlags } from './cell-state';
import type { GridColumn } from './grid-columns';
import type { GridController } from '../controller/grid-controller';

const SEP = '\u0000';

export function dataKey(book: GradeBook, controller: GridController, pupilId: string, column: GridColumn, language: string): string {
  return `${dataFlags(book, pupilId, column)}${SEP}${cellDisplay(book, controller, pupilId, column, language)}`;
}

export function parseDataKey(key: string): { flags: number; text: string } {
  const at = key.indexOf(SEP);
  return { flags: Number(key.slice(0, at)), text: key.slice(at + 1) };
}
