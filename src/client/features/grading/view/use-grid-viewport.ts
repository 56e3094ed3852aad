// The small virtualiser of the grade grid: which rows and columns are in
// the scroll container's viewport (plus overscan), recomputed once per
// animation frame while scrolling and only re-rendering when the ranges
// change; and `reveal`, which scrolls just enough to show a cell beside the
// sticky header row and name column.
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fixedVisibleRange, type IndexRange, offsetsOf, sameRange, scrollToReveal, visibleRange } from '../../../../domain/grid/virtual-window';
import { type GridColumn, HEADER_HEIGHT, ROW_HEIGHT } from '../model/grid-columns';

export interface GridViewport {
  rows: IndexRange;
  cols: IndexRange;
  /** Rows in one screenful (Page Up / Page Down). */
  pageRows: number;
  /** Left offset of every column, plus the total width last. */
  offsets: number[];
  reveal: (row: number, col: number) => void;
}

// A layout without sizes (happy-dom in tests, a hidden tab) renders a generous window rather than nothing.
const FALLBACK = { width: 1600, height: 800 };

interface Measured {
  rows: IndexRange;
  cols: IndexRange;
  pageRows: number;
}

const UNMEASURED: Measured = { rows: { start: 0, end: 0 }, cols: { start: 0, end: 0 }, pageRows: 1 };

/**
 * Rows and columns drawn past the window's edges (so that a scroll's first frame finds them), once the
 * first cells are painted: that first render is the largest task of a cold load (at 1280 x 800 a third
 * of its cells were overscan), and nothing scrolls before it is on screen.
 */
const OVERSCAN_ROWS = 4;
const OVERSCAN_COLS = 2;

function measure(element: HTMLElement | null, rowCount: number, offsets: number[], overscan: boolean): Measured {
  const width = element?.clientWidth || FALLBACK.width;
  const height = element?.clientHeight || FALLBACK.height;
  const top = element?.scrollTop ?? 0;
  const left = element?.scrollLeft ?? 0;
  const body = Math.max(ROW_HEIGHT, height - HEADER_HEIGHT);
  return {
    rows: fixedVisibleRange(rowCount, ROW_HEIGHT, top, body, overscan ? OVERSCAN_ROWS : 0),
    cols: visibleRange(offsets, left, width, overscan ? OVERSCAN_COLS : 0),
    pageRows: Math.max(1, Math.floor(body / ROW_HEIGHT) - 1),
  };
}

export function useGridViewport(scrollRef: RefObject<HTMLElement | null>, rowCount: number, columns: readonly GridColumn[]): GridViewport {
  const offsets = useMemo(() => offsetsOf(columns.map((column) => column.width)), [columns]);
  // No cells before the grid is laid out: the first commit is the frame (and the cursor's cell), which the
  // layout effect below measures once fitted to the window, then the cells of that viewport render before
  // the first paint. A first render for a guessed 1600 x 800 drew ~40 % more cells than a laptop shows and
  // laid them all out twice (profile of a cold load: the largest task).
  const [measured, setMeasured] = useState<Measured>(UNMEASURED);
  const frame = useRef<number | null>(null);
  const overscan = useRef(false);

  const update = useCallback(() => {
    frame.current = null;
    const next = measure(scrollRef.current, rowCount, offsets, overscan.current);
    setMeasured((previous) =>
      sameRange(previous.rows, next.rows) && sameRange(previous.cols, next.cols) && previous.pageRows === next.pageRows ? previous : next,
    );
  }, [scrollRef, rowCount, offsets]);

  // Measured before the first paint; the caller fits the scroll area to the window first (GradeGrid).
  useLayoutEffect(update, [update]);

  // The overscan once the first cells are on screen: a task after the next frame, which paints them.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const painted = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        overscan.current = true;
        update();
      });
    });
    return () => {
      cancelAnimationFrame(painted);
      clearTimeout(timer);
    };
  }, [update]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const onScroll = () => {
      if (frame.current === null) frame.current = requestAnimationFrame(update);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [scrollRef, update]);

  const reveal = useCallback(
    (row: number, col: number) => {
      const element = scrollRef.current;
      if (!element?.clientHeight) return;
      const top = HEADER_HEIGHT + row * ROW_HEIGHT;
      const nextTop = scrollToReveal(top, top + ROW_HEIGHT, element.scrollTop, element.clientHeight, HEADER_HEIGHT);
      let nextLeft = element.scrollLeft;
      if (col > 0) nextLeft = scrollToReveal(offsets[col]!, offsets[col + 1]!, element.scrollLeft, element.clientWidth, offsets[1] ?? 0);
      if (nextTop !== element.scrollTop) element.scrollTop = nextTop;
      if (nextLeft !== element.scrollLeft) element.scrollLeft = nextLeft;
    },
    [scrollRef, offsets],
  );

  return { ...measured, offsets, reveal };
}
