// The small virtualiser of the grade grid: which rows and columns are in
// the scroll container's viewport (plus overscan), recomputed once per
// animation frame while scrolling and only re-rendering when the ranges
// change; and `reveal`, which scrolls just enough to show a cell beside the
// sticky header row and name column.
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * Before the grid is laid out: the window, which the grid never exceeds (it is
 * fitted to it). A first render for 1600 px on a 1280 px laptop drew a fifth
 * more cells than the screen shows, on the cold load's critical path.
 */
function windowOr(fallback: typeof FALLBACK): typeof FALLBACK {
  const width = typeof window === 'undefined' ? 0 : window.innerWidth;
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return width > 0 && height > 0 ? { width, height } : fallback;
}

function measure(element: HTMLElement | null, rowCount: number, offsets: number[]): Measured {
  const size = element ? FALLBACK : windowOr(FALLBACK);
  const width = element?.clientWidth || size.width;
  const height = element?.clientHeight || size.height;
  const top = element?.scrollTop ?? 0;
  const left = element?.scrollLeft ?? 0;
  const body = Math.max(ROW_HEIGHT, height - HEADER_HEIGHT);
  return {
    rows: fixedVisibleRange(rowCount, ROW_HEIGHT, top, body, 4),
    cols: visibleRange(offsets, left, width, 2),
    pageRows: Math.max(1, Math.floor(body / ROW_HEIGHT) - 1),
  };
}

export function useGridViewport(scrollRef: RefObject<HTMLElement | null>, rowCount: number, columns: readonly GridColumn[]): GridViewport {
  const offsets = useMemo(() => offsetsOf(columns.map((column) => column.width)), [columns]);
  const [measured, setMeasured] = useState<Measured>(() => measure(null, rowCount, offsets));
  const frame = useRef<number | null>(null);

  const update = useCallback(() => {
    frame.current = null;
    const next = measure(scrollRef.current, rowCount, offsets);
    setMeasured((previous) =>
      sameRange(previous.rows, next.rows) && sameRange(previous.cols, next.cols) && previous.pageRows === next.pageRows ? previous : next,
    );
  }, [scrollRef, rowCount, offsets]);

  useEffect(() => {
    const element = scrollRef.current;
    update();
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
