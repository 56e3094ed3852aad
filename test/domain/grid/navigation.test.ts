import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clampPosition, enterStep, homeEnd, pageStep, step, stepToEdge, tabStep } from '../../../src/domain/grid/navigation';
import { collapsedAt, colsOf, extendBy, extendTo, inRange, isCollapsed, rangeOf, rangeSize, rowsOf, selectAll } from '../../../src/domain/grid/selection';

const size = { rows: 3, cols: 5 };
const at = (row: number, col: number) => ({ row, col });
// Columns 1, 2 and 4 take input (0 is the name, 3 a computed total).
const takesInput = (col: number) => col === 1 || col === 2 || col === 4;

describe('grid navigation', () => {
  test('arrows move one cell and stop at every edge', () => {
    assert.deepEqual(step(at(1, 1), 'up', size), at(0, 1));
    assert.deepEqual(step(at(1, 1), 'down', size), at(2, 1));
    assert.deepEqual(step(at(1, 1), 'left', size), at(1, 0));
    assert.deepEqual(step(at(1, 1), 'right', size), at(1, 2));
    assert.deepEqual(step(at(0, 0), 'up', size), at(0, 0));
    assert.deepEqual(step(at(0, 0), 'left', size), at(0, 0));
    assert.deepEqual(step(at(2, 4), 'down', size), at(2, 4));
    assert.deepEqual(step(at(2, 4), 'right', size), at(2, 4));
  });

  test('Ctrl+arrow goes to the edge; Home/End to the row ends, with Ctrl to the grid corners', () => {
    assert.deepEqual(stepToEdge(at(1, 2), 'right', size), at(1, 4));
    assert.deepEqual(stepToEdge(at(1, 2), 'up', size), at(0, 2));
    assert.deepEqual(homeEnd(at(1, 2), 'home', size), at(1, 0));
    assert.deepEqual(homeEnd(at(1, 2), 'end', size), at(1, 4));
    assert.deepEqual(homeEnd(at(1, 2), 'end', size, true), at(2, 4));
    assert.deepEqual(homeEnd(at(1, 2), 'home', size, true), at(0, 0));
  });

  test("Home/End go to the row's first or last input cell, and pressed there to the row's edge (the name, the last column)", () => {
    // Columns: 0 the name, 1-3 input, 4 read-only (the time of the last save).
    const input = (col: number) => col >= 1 && col <= 3;
    assert.deepEqual(homeEnd(at(1, 3), 'home', size, false, input), at(1, 1));
    assert.deepEqual(homeEnd(at(1, 1), 'home', size, false, input), at(1, 0), 'Home again: the name');
    assert.deepEqual(homeEnd(at(1, 0), 'home', size, false, input), at(1, 0));
    assert.deepEqual(homeEnd(at(1, 1), 'end', size, false, input), at(1, 3));
    assert.deepEqual(homeEnd(at(1, 3), 'end', size, false, input), at(1, 4), 'End again: the last column');
    assert.deepEqual(homeEnd(at(2, 3), 'home', size, true, input), at(0, 1), 'Ctrl+Home: the first input cell of the grid');
    assert.deepEqual(homeEnd(at(0, 1), 'home', size, true, input), at(0, 0), 'Ctrl+Home again: the corner');
    assert.deepEqual(homeEnd(at(2, 1), 'end', size, true, input), at(2, 3));
    assert.deepEqual(
      homeEnd(at(0, 2), 'home', size, false, () => false),
      at(0, 0),
      'nothing takes input: the edges',
    );
  });

  test('Page Up/Down jump by a screenful and clamp', () => {
    const tall = { rows: 100, cols: 3 };
    assert.deepEqual(pageStep(at(10, 1), 'down', 20, tall), at(30, 1));
    assert.deepEqual(pageStep(at(90, 1), 'down', 20, tall), at(99, 1));
    assert.deepEqual(pageStep(at(5, 1), 'up', 20, tall), at(0, 1));
    assert.deepEqual(pageStep(at(5, 1), 'up', 0, tall), at(4, 1), 'at least one row');
  });

  test('Tab moves right over the columns that take input and wraps to the next row', () => {
    assert.deepEqual(tabStep(at(0, 1), size, false, takesInput), at(0, 2));
    assert.deepEqual(tabStep(at(0, 2), size, false, takesInput), at(0, 4), 'skips the computed total');
    assert.deepEqual(tabStep(at(0, 4), size, false, takesInput), at(1, 1), 'wraps to the first input of the next row');
    assert.deepEqual(tabStep(at(0, 0), size, false, takesInput), at(0, 1), 'from the name column');
    assert.deepEqual(tabStep(at(2, 4), size, false, takesInput), at(2, 4), 'stays on the last cell of the grid');
  });

  test('Shift+Tab moves left and wraps to the previous row; stays on the very first input', () => {
    assert.deepEqual(tabStep(at(1, 2), size, true, takesInput), at(1, 1));
    assert.deepEqual(tabStep(at(1, 1), size, true, takesInput), at(0, 4));
    assert.deepEqual(tabStep(at(1, 4), size, true, takesInput), at(1, 2));
    assert.deepEqual(tabStep(at(0, 1), size, true, takesInput), at(0, 1));
  });

  test('Tab in a grid where nothing takes input moves like an arrow', () => {
    assert.deepEqual(
      tabStep(at(0, 1), size, false, () => false),
      at(0, 2),
    );
    assert.deepEqual(
      tabStep(at(0, 1), size, true, () => false),
      at(0, 0),
    );
  });

  test('Enter goes down, Shift+Enter up, both stop at the edges', () => {
    assert.deepEqual(enterStep(at(0, 2), size, false), at(1, 2));
    assert.deepEqual(enterStep(at(2, 2), size, false), at(2, 2));
    assert.deepEqual(enterStep(at(1, 2), size, true), at(0, 2));
    assert.deepEqual(enterStep(at(0, 2), size, true), at(0, 2));
  });

  test('positions are clamped into the grid; an empty grid keeps 0, 0', () => {
    assert.deepEqual(clampPosition(at(9, 9), size), at(2, 4));
    assert.deepEqual(clampPosition(at(-1, -3), size), at(0, 0));
    assert.deepEqual(clampPosition(at(4, 4), { rows: 0, cols: 0 }), at(0, 0));
    assert.deepEqual(step(at(0, 0), 'down', { rows: 0, cols: 0 }), at(0, 0));
  });
});

describe('grid selection', () => {
  test('Shift+arrows extend a rectangle from the anchor, in any direction', () => {
    let selection = collapsedAt(at(1, 2));
    assert.ok(isCollapsed(selection));
    selection = extendBy(selection, 'down', size);
    selection = extendBy(selection, 'left', size);
    assert.deepEqual(rangeOf(selection), { top: 1, bottom: 2, left: 1, right: 2 });
    selection = extendBy(extendBy(extendBy(selection, 'up', size), 'up', size), 'up', size);
    assert.deepEqual(rangeOf(selection), { top: 0, bottom: 1, left: 1, right: 2 }, 'the anchor row stays in');
    assert.deepEqual(selection.anchor, at(1, 2));
  });

  test('extending to a cell (shift-click, drag) clamps it', () => {
    const selection = extendTo(collapsedAt(at(0, 0)), at(10, 10), size);
    assert.deepEqual(rangeOf(selection), { top: 0, left: 0, bottom: 2, right: 4 });
    assert.deepEqual(rangeOf(selectAll(size)), { top: 0, left: 0, bottom: 2, right: 4 });
  });

  test('membership, size, rows and columns of a range', () => {
    const range = { top: 1, left: 1, bottom: 2, right: 3 };
    assert.ok(inRange(range, 1, 1));
    assert.ok(inRange(range, 2, 3));
    assert.ok(!inRange(range, 0, 1));
    assert.ok(!inRange(range, 1, 4));
    assert.deepEqual(rangeSize(range), { rows: 2, cols: 3 });
    assert.deepEqual(rowsOf(range), [1, 2]);
    assert.deepEqual(colsOf(range), [1, 2, 3]);
  });
});
