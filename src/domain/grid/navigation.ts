// Where the cursor of a spreadsheet-like grid goes, as pure functions of its
// size: arrows stop at the edges, Tab wraps to the next row (skipping the
// columns that cannot be typed into), Enter goes down, Page keys jump by a
// screenful. The grade grid's controller turns keys into these calls, so
// the rules are tested here without a DOM (after actualbudget's
// useTableNavigator, with the edit state kept apart from the position).

export interface CellPosition {
  /** 0-based data row (the header row is not counted). */
  row: number;
  /** 0-based column, the row header (pupil name) included as column 0. */
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The position moved into the grid (an empty grid keeps 0, 0). */
export function clampPosition(position: CellPosition, size: GridSize): CellPosition {
  return { row: clamp(position.row, 0, Math.max(0, size.rows - 1)), col: clamp(position.col, 0, Math.max(0, size.cols - 1)) };
}

export function samePosition(a: CellPosition, b: CellPosition): boolean {
  return a.row === b.row && a.col === b.col;
}

const DELTAS: Record<Direction, [number, number]> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

/** One cell in a direction; at an edge the cursor stays. */
export function step(position: CellPosition, direction: Direction, size: GridSize): CellPosition {
  const [dRow, dCol] = DELTAS[direction];
  return clampPosition({ row: position.row + dRow, col: position.col + dCol }, size);
}

/** Ctrl/Cmd+arrow: to the last cell in that direction. */
export function stepToEdge(position: CellPosition, direction: Direction, size: GridSize): CellPosition {
  const far = Math.max(size.rows, size.cols);
  const [dRow, dCol] = DELTAS[direction];
  return clampPosition({ row: position.row + dRow * far, col: position.col + dCol * far }, size);
}

/** Page Up / Page Down: a screenful of rows, same column. */
export function pageStep(position: CellPosition, direction: 'up' | 'down', pageRows: number, size: GridSize): CellPosition {
  const rows = Math.max(1, pageRows);
  return clampPosition({ row: position.row + (direction === 'down' ? rows : -rows), col: position.col }, size);
}

/**
 * Home / End: the row's first or last cell that takes input (its first
 * question, its comments), and from there, pressed again, the row's very
 * first or last cell (the pupil's name, the time of the last save): a
 * teacher's Home is question 1, as Excel's is the first cell past frozen
 * columns. With Ctrl/Cmd the same in the grid's first or last row. A grid
 * where nothing takes input goes straight to the edges.
 */
export function homeEnd(
  position: CellPosition,
  which: 'home' | 'end',
  size: GridSize,
  wholeGrid = false,
  takesInput: (col: number) => boolean = () => true,
): CellPosition {
  const home = which === 'home';
  const row = wholeGrid ? (home ? 0 : size.rows - 1) : position.row;
  const inputs = [...Array(size.cols).keys()].filter(takesInput);
  const target = home ? inputs[0] : inputs.at(-1);
  // Already at (or past) the end of the input columns, in the key's direction: the edge itself.
  const atTarget = target === undefined || (row === position.row && (home ? position.col <= target : position.col >= target));
  return clampPosition({ row, col: atTarget ? (home ? 0 : size.cols - 1) : target }, size);
}

/**
 * Tab / Shift+Tab: the next (previous) column that takes input, wrapping to
 * the next (previous) row. At the very first or last such cell it stays. A
 * grid where nothing takes input moves like an arrow key.
 */
export function tabStep(position: CellPosition, size: GridSize, backwards: boolean, takesInput: (col: number) => boolean = () => true): CellPosition {
  const inputs: number[] = [];
  for (let col = 0; col < size.cols; col++) if (takesInput(col)) inputs.push(col);
  if (inputs.length === 0 || size.rows === 0) return step(position, backwards ? 'left' : 'right', size);
  const here = clampPosition(position, size);
  if (!backwards) {
    const next = inputs.find((col) => col > here.col);
    if (next !== undefined) return { row: here.row, col: next };
    return here.row + 1 < size.rows ? { row: here.row + 1, col: inputs[0]! } : here;
  }
  const previous = [...inputs].reverse().find((col) => col < here.col);
  if (previous !== undefined) return { row: here.row, col: previous };
  return here.row > 0 ? { row: here.row - 1, col: inputs.at(-1)! } : here;
}

/** Enter / Shift+Enter after a commit: down (up) one row, same column, stopping at the edge. */
export function enterStep(position: CellPosition, size: GridSize, backwards: boolean): CellPosition {
  return step(position, backwards ? 'up' : 'down', size);
}
