// A rectangular selection: the anchor (where Shift+arrows or a drag started)
// and the focus (the cursor). Shift+arrow moves the focus and keeps the
// anchor; a plain move collapses both onto the cursor.
import { type CellPosition, clampPosition, type Direction, type GridSize, step } from './navigation';

export interface GridSelection {
  anchor: CellPosition;
  focus: CellPosition;
}

/** Inclusive bounds. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export function collapsedAt(position: CellPosition): GridSelection {
  return { anchor: position, focus: position };
}

export function rangeOf(selection: GridSelection): CellRange {
  return {
    top: Math.min(selection.anchor.row, selection.focus.row),
    bottom: Math.max(selection.anchor.row, selection.focus.row),
    left: Math.min(selection.anchor.col, selection.focus.col),
    right: Math.max(selection.anchor.col, selection.focus.col),
  };
}

export function isCollapsed(selection: GridSelection): boolean {
  return selection.anchor.row === selection.focus.row && selection.anchor.col === selection.focus.col;
}

export function inRange(range: CellRange, row: number, col: number): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

/** The focus moved to a cell, the anchor kept (Shift+click, a drag). */
export function extendTo(selection: GridSelection, to: CellPosition, size: GridSize): GridSelection {
  return { anchor: selection.anchor, focus: clampPosition(to, size) };
}

/** Shift+arrow. */
export function extendBy(selection: GridSelection, direction: Direction, size: GridSize): GridSelection {
  return { anchor: selection.anchor, focus: step(selection.focus, direction, size) };
}

export function selectAll(size: GridSize): GridSelection {
  return { anchor: { row: 0, col: 0 }, focus: clampPosition({ row: size.rows - 1, col: size.cols - 1 }, size) };
}

export function rangeSize(range: CellRange): { rows: number; cols: number } {
  return { rows: range.bottom - range.top + 1, cols: range.right - range.left + 1 };
}

/** Every row index of the range, top to bottom. */
export function rowsOf(range: CellRange): number[] {
  return Array.from({ length: range.bottom - range.top + 1 }, (_, i) => range.top + i);
}

/** Every column index of the range, left to right. */
export function colsOf(range: CellRange): number[] {
  return Array.from({ length: range.right - range.left + 1 }, (_, i) => range.left + i);
}
