// The grid's first commit, before it is laid out, draws no cells but the
// cursor's (GradeGrid renders that one anyway): the viewport is measured in a
// layout effect once the grid is fitted to the window, and only its cells are
// drawn, before the first paint. A first render for a 1600 x 800 guess drew
// ~40 % more cells than a 1280 px laptop shows, and laid them all out twice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, renderHook } from '@testing-library/react';
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

/** A scroll area the size the grid gets on a 1280 x 800 laptop, below the page's header and toolbar. */
function laidOut(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  return element;
}

describe('grade grid: the cells of its first paint', () => {
  it('draws no cell before layout, then those of the measured viewport (1280 x 560), not of a 1600 x 800 guess', () => {
    const renders: { cols: number; rows: number }[] = [];
    const { result, unmount } = renderHook(() => {
      const viewport = useGridViewport({ current: laidOut(1280, 560) }, 1000, COLUMNS, 'en');
      renders.push({ cols: viewport.cols.end - viewport.cols.start, rows: viewport.rows.end - viewport.rows.start });
      return viewport;
    });
    assert.deepEqual(renders[0], { cols: 0, rows: 0 });
    const { cols, rows } = result.current;
    // 200 px of names and 64 px columns: 17 in 1280 px, 2 more either side; (560 - 52) / 36 rows, 4 more either side.
    assert.ok(cols.end - cols.start <= 17 + 1 + 2, `${cols.end - cols.start} columns for 1280 px`);
    assert.ok(rows.end - rows.start <= Math.ceil((560 - 52) / 36) + 1 + 4, `${rows.end - rows.start} rows for 560 px`);
    unmount();
  });

  it('draws the overscan (rows and columns past the edges, for scrolling) only once the first cells are painted', async () => {
    const renders: { cols: number; rows: number }[] = [];
    const { result, unmount } = renderHook(() => {
      const viewport = useGridViewport({ current: laidOut(1280, 560) }, 1000, COLUMNS, 'en');
      renders.push({ cols: viewport.cols.end - viewport.cols.start, rows: viewport.rows.end - viewport.rows.start });
      return viewport;
    });
    // 1280 px: the names' 200 and 17 columns of 64 (the 18th in part); (560 - 52) / 36: 14 rows and part of a 15th.
    assert.deepEqual(renders.at(-1), { cols: 18, rows: 15 }, 'the first cells are those in the window');
    // A frame (which paints them), then a task.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    assert.deepEqual(renders.at(-1), { cols: 18 + 2, rows: 15 + 4 });
    assert.deepEqual(result.current.rows, { start: 0, end: 19 });
    unmount();
  });

  it('draws a generous window where layout gives no size (a hidden tab)', () => {
    const { result, unmount } = renderHook(() => useGridViewport({ current: laidOut(0, 0) }, 1000, COLUMNS, 'en'));
    assert.ok(result.current.cols.end - result.current.cols.start >= 22);
    unmount();
  });
});
