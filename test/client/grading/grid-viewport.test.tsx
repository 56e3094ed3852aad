// The grid's first render, before it is laid out, draws the cells of the
// window it will be fitted to, not of a 1600 x 800 guess: on a 1280 px laptop
// the guess drew a fifth more cells on the cold load's critical path.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { renderHook } from '@testing-library/react';
import type { GridColumn } from '../../../src/client/features/grading/model/grid-columns';
import { useGridViewport } from '../../../src/client/features/grading/view/use-grid-viewport';

const column = (i: number): GridColumn =>
  ({
    id: `c${i}`,
    kind: i === 0 ? 'name' : 'mark',
    key: `q${i}`,
    questionId: `q${i}`,
    max: 2,
    label: String(i),
    description: '',
    width: i === 0 ? 200 : 64,
  }) as GridColumn;
const COLUMNS = Array.from({ length: 61 }, (_, i) => column(i));

describe('grade grid: the first render before layout', () => {
  const { innerWidth, innerHeight } = window;
  afterEach(() => Object.assign(window, { innerWidth, innerHeight }));

  it("draws the columns and rows of the window's size (1280 x 800), not of 1600 x 800", () => {
    Object.assign(window, { innerWidth: 1280, innerHeight: 800 });
    const first: { cols: number; rows: number }[] = [];
    // No scroll container yet: what the grid's first commit renders.
    renderHook(() => {
      const viewport = useGridViewport({ current: null }, 1000, COLUMNS);
      first.push({ cols: viewport.cols.end - viewport.cols.start, rows: viewport.rows.end - viewport.rows.start });
      return viewport;
    });
    // 200 px of names and 64 px columns: 17 in 1280 px, 2 more either side.
    assert.ok(first[0]!.cols <= 17 + 1 + 2, `${first[0]!.cols} columns drawn for 1280 px`);
    assert.ok(first[0]!.rows <= Math.ceil((800 - 52) / 36) + 1 + 8, `${first[0]!.rows} rows drawn for 800 px`);
  });

  it('draws a generous window where there is no window size (a hidden tab)', () => {
    Object.assign(window, { innerWidth: 0, innerHeight: 0 });
    const { result } = renderHook(() => useGridViewport({ current: null }, 1000, COLUMNS));
    assert.ok(result.current.cols.end - result.current.cols.start >= 22);
  });
});
