// The small virtualiser of the grade grid: which rows and columns are in
// the scroll container's viewport (plus overscan), recomputed once per
// animation frame while scrolling and only re-rendering when the ranges
// change; `reveal`, which scrolls just enough to show a cell beside the
// sticky header row and name column; and the columns fitted to the frame's
// width (model/grid-columns fitColumns), measured with it.
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fixedVisibleRange, type IndexRange, offsetsOf, scrollToReveal, visibleRange } from '../../../../domain/grid/virtual-window';
import { widestTime } from '../model/format';
import { fitColumns, type GridColumn, HEADER_HEIGHT, ROW_HEIGHT } from '../model/grid-columns';
import { cellClass } from './cell-style';

export interface GridViewport {
  /** The columns at the widths they are drawn (fitted to the frame). */
  columns: readonly GridColumn[];
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
  /** The frame's inner width and the widest "Last graded" time, which the columns are fitted to (0: not measured). */
  frame: number;
  lastGraded: number;
}

const UNMEASURED: Measured = { rows: { start: 0, end: 0 }, cols: { start: 0, end: 0 }, pageRows: 1, frame: 0, lastGraded: 0 };

const lastGradedWidths = new Map<string, number>();

/** The widest "Last graded" time in the language, in a cell like the grid's (measured once per language). */
function lastGradedWidth(element: HTMLElement, language: string): number {
  let width = lastGradedWidths.get(language);
  if (width) return width;
  const probe = document.createElement('div');
  probe.className = cellClass(0, 'derived', false);
  probe.style.cssText = 'width:max-content;visibility:hidden';
  probe.textContent = widestTime(language);
  element.append(probe);
  width = Math.ceil(probe.getBoundingClientRect().width);
  probe.remove();
  if (width) lastGradedWidths.set(language, width);
  return width;
}

/**
 * Rows and columns drawn past the window's edges (so that a scroll's first frame finds them), once the
 * first cells are painted: that first render is the largest task of a cold load (at 1280 x 800 a third
 * of its cells were overscan), and nothing scrolls before it is on screen.
 */
const OVERSCAN_ROWS = 4;
const OVERSCAN_COLS = 2;

const fittedOffsets = (columns: readonly GridColumn[]) => offsetsOf(columns.map((column) => column.width));

function measure(element: HTMLElement | null, rowCount: number, columns: readonly GridColumn[], language: string, overscan: boolean): Measured {
  const frame = element?.clientWidth ?? 0;
  const lastGraded = element && frame ? lastGradedWidth(element, language) : 0;
  const offsets = fittedOffsets(fitColumns(columns, frame, lastGraded));
  const width = frame || FALLBACK.width;
  const height = element?.clientHeight || FALLBACK.height;
  const top = element?.scrollTop ?? 0;
  const left = element?.scrollLeft ?? 0;
  const body = Math.max(ROW_HEIGHT, height - HEADER_HEIGHT);
  return {
    rows: fixedVisibleRange(rowCount, ROW_HEIGHT, top, body, overscan ? OVERSCAN_ROWS : 0),
    cols: visibleRange(offsets, left, width, overscan ? OVERSCAN_COLS : 0),
    pageRows: Math.max(1, Math.floor(body / ROW_HEIGHT) - 1),
    frame,
    lastGraded,
  };
}

export function useGridViewport(scrollRef: RefObject<HTMLElement | null>, rowCount: number, columns: readonly GridColumn[], language: string): GridViewport {
  // No cells before the grid is laid out: the first commit is the frame (and the cursor's cell), which the
  // layout effect below measures once fitted to the window, then the cells of that viewport render before
  // the first paint. A first render for a guessed 1600 x 800 drew ~40 % more cells than a laptop shows and
  // laid them all out twice (profile of a cold load: the largest task).
  const [measured, setMeasured] = useState<Measured>(UNMEASURED);
  const fitted = useMemo(() => fitColumns(columns, measured.frame, measured.lastGraded), [columns, measured.frame, measured.lastGraded]);
  const offsets = useMemo(() => fittedOffsets(fitted), [fitted]);
  const frame = useRef<number | null>(null);
  const overscan = useRef(false);

  const update = useCallback(() => {
    frame.current = null;
    const next = measure(scrollRef.current, rowCount, columns, language, overscan.current);
    // A few numbers: the same ones keep the state, so a scroll inside the drawn window renders nothing.
    setMeasured((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  }, [scrollRef, rowCount, columns, language]);

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

  return { ...measured, columns: fitted, offsets, reveal };
}
