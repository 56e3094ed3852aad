// Blocks of cells on the clipboard. A copy from Excel, LibreOffice or Google
// Sheets arrives as TSV (tabs between cells, a line per row, a trailing
// newline, quotes around a cell holding a tab or a newline); a Romanian
// spreadsheet writes decimals with a comma ("7,5"), so a comma only
// separates cells when the text is plainly comma-separated values. Blank
// lines and empty cells inside a block are kept: they line up with pupils
// who were absent, and an empty cell clears the mark under it.
import { splitDelimited } from '../csv';
import type { MessageRef } from '../validation';
import type { CellPosition, GridSize } from './navigation';
import type { CellRange } from './selection';

const NUMBER_WITH_DECIMAL_COMMA = /^\s*[-+]?\d+(,\d+)?\s*$/;

/**
 * Which character separates cells: a tab whenever there is one (every
 * spreadsheet copies TSV), else a semicolon (a European CSV), else a comma,
 * unless every line is a single number written with a decimal comma.
 */
export function guessSeparator(text: string): string {
  if (text.includes('\t')) return '\t';
  if (text.includes(';')) return ';';
  if (!text.includes(',')) return '\t';
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.every((line) => NUMBER_WITH_DECIMAL_COMMA.test(line)) ? '\t' : ',';
}

/**
 * The clipboard text as rows of cells (strings, untrimmed). The one newline
 * a spreadsheet puts after the last row is dropped; other empty lines stay.
 * Rows may be ragged: a missing cell is not pasted, an empty one clears.
 */
export function parseClipboardTable(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return [];
  return splitDelimited(text.endsWith('\n') ? text.slice(0, -1) : text, guessSeparator(text));
}

function quoteCell(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Rows of cells as TSV that spreadsheets read back (with the trailing newline they write themselves). */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(quoteCell).join('\t')).join('\r\n')}\r\n`;
}

/**
 * The block repeated to fill a larger selection when it fits a whole number
 * of times (one value pasted over 30 rows, as spreadsheets do); otherwise
 * the block as it is.
 */
export function tileToRange(block: readonly (readonly string[])[], range: CellRange): string[][] {
  const height = block.length;
  const width = Math.max(0, ...block.map((row) => row.length));
  const rangeRows = range.bottom - range.top + 1;
  const rangeCols = range.right - range.left + 1;
  const ragged = block.some((row) => row.length !== width);
  if (height === 0 || width === 0 || ragged || rangeRows % height !== 0 || rangeCols % width !== 0) return block.map((row) => [...row]);
  if (rangeRows === height && rangeCols === width) return block.map((row) => [...row]);
  return Array.from({ length: rangeRows }, (_, r) => Array.from({ length: rangeCols }, (_, c) => block[r % height]![c % width]!));
}

export type CellReading<Value> = { ok: true; value: Value } | { ok: false; reason: MessageRef };

export interface PastePlan<Value> {
  /** Cells to set, in reading order. */
  changes: { row: number; col: number; value: Value; text: string }[];
  /** Cells refused, with the reason (too many points, not a number, a computed column). */
  refused: { row: number; col: number; text: string; reason: MessageRef }[];
  /** Cells of the block that fell outside the grid. */
  clipped: number;
  /** The part of the grid the block covered; null when nothing landed inside. */
  range: CellRange | null;
}

/**
 * Lays a block on the grid from `start` and reads every cell that lands
 * inside it; the rest are counted as clipped. Each cell is judged alone, so
 * one mark over the limit does not stop the others.
 */
export function planPaste<Value>(
  block: readonly (readonly string[])[],
  start: CellPosition,
  size: GridSize,
  read: (text: string, row: number, col: number) => CellReading<Value>,
): PastePlan<Value> {
  const plan: PastePlan<Value> = { changes: [], refused: [], clipped: 0, range: null };
  let bottom = -1;
  let right = -1;
  block.forEach((cells, r) => {
    cells.forEach((text, c) => {
      const row = start.row + r;
      const col = start.col + c;
      if (row >= size.rows || col >= size.cols || row < 0 || col < 0) {
        plan.clipped += 1;
        return;
      }
      bottom = Math.max(bottom, row);
      right = Math.max(right, col);
      const reading = read(text, row, col);
      if (reading.ok) plan.changes.push({ row, col, value: reading.value, text });
      else plan.refused.push({ row, col, text, reason: reading.reason });
    });
  });
  if (bottom >= 0) plan.range = { top: start.row, left: start.col, bottom, right };
  return plan;
}
