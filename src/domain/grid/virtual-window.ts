// Which rows and columns of a large grid are worth rendering: those in the
// viewport plus a few either side (overscan), found by binary search over
// the items' start offsets, and how far to scroll so a cell is fully in
// view beside the sticky header row and name column. 1,000 pupils x 60
// questions is 60,000 cells; a screen shows a few hundred of them.

/** Start offsets of n items of the given sizes, plus the total as the last element (n + 1 numbers). */
export function offsetsOf(sizes: readonly number[]): number[] {
  const offsets = new Array<number>(sizes.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < sizes.length; i++) offsets[i + 1] = offsets[i]! + sizes[i]!;
  return offsets;
}

/** The index of the item covering `position` (the last item for a position past the end). */
export function indexAt(offsets: readonly number[], position: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Half-open range of item indices. */
export interface IndexRange {
  start: number;
  end: number;
}

/**
 * The items overlapping [scroll, scroll + viewport), widened by `overscan`
 * items each side and clamped to the list.
 */
export function visibleRange(offsets: readonly number[], scroll: number, viewport: number, overscan = 2): IndexRange {
  const count = offsets.length - 1;
  if (count <= 0 || viewport <= 0) return { start: 0, end: Math.min(count, 1) };
  const first = indexAt(offsets, Math.max(0, scroll));
  const last = indexAt(offsets, Math.max(0, scroll + viewport - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/** Fixed-size items (rows): the same without building offsets. */
export function fixedVisibleRange(count: number, size: number, scroll: number, viewport: number, overscan = 3): IndexRange {
  if (count <= 0 || size <= 0) return { start: 0, end: 0 };
  if (viewport <= 0) return { start: 0, end: Math.min(count, 1) };
  const first = Math.floor(Math.max(0, scroll) / size);
  const last = Math.floor(Math.max(0, scroll + viewport - 1) / size);
  return { start: Math.max(0, Math.min(count - 1, first) - overscan), end: Math.min(count, last + 1 + overscan) };
}

export function sameRange(a: IndexRange, b: IndexRange): boolean {
  return a.start === b.start && a.end === b.end;
}

/**
 * The scroll offset that shows [itemStart, itemEnd) whole, moving as little
 * as possible; `hidden` is how much of the viewport's start a sticky part
 * covers (the header row's height, the name column's width).
 */
export function scrollToReveal(itemStart: number, itemEnd: number, scroll: number, viewport: number, hidden = 0): number {
  const visibleStart = scroll + hidden;
  const visibleEnd = scroll + viewport;
  if (itemStart < visibleStart) return Math.max(0, itemStart - hidden);
  if (itemEnd > visibleEnd) return Math.max(0, Math.min(itemStart - hidden, itemEnd - viewport));
  return scroll;
}
