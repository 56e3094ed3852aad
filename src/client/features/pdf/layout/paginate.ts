// The renderer places every item where the layout says and has no flowing text,
// so pages are cut here: blocks go down the page in order; a block (a
// question, a table) that does not fit in what is left of the page starts on
// the next one, and only a block taller than a whole page breaks, between
// two of its rows. A heading marked keepWithNext travels with what follows,
// and a table's last rows (keepLastRows) with what it keeps with after it.
import { type Block, blockHeight, type Item, type Row, shifted } from './blocks';
import { hline, type LayoutContext, textAt } from './compose';
import { COLORS, STYLES } from './page-geometry';

export interface Page {
  /** Absolute positions on the page, mm from the top-left corner. */
  items: Item[];
}

/** One printed unit with its own page numbering: a test, a version of it, a grading scheme, a report. */
export interface PrintedPart {
  blocks: Block[];
  /** Small text at the top of pages 2 onwards (title and group), so loose sheets find their place. */
  runningHeader: string;
}

/** Height of what must share a page from block `start` on: a keepWithNext chain and the block ending it. */
function unitHeight(blocks: readonly Block[], start: number): number {
  let height = blockHeight(blocks[start]!);
  for (let i = start; blocks[i]?.keepWithNext && i + 1 < blocks.length; i++) height += (blocks[i + 1]!.spaceBefore ?? 0) + blockHeight(blocks[i + 1]!);
  return height;
}

/**
 * Where a block with keepLastRows may break so that its last rows go with the
 * blocks it keeps with, and the height they need together from there; none
 * when there is no row before them to leave behind (the block then moves
 * whole, as any unit does) or they could not share a page even after a break.
 */
function tailBreak(blocks: readonly Block[], index: number, available: number): { start: number; height: number } | undefined {
  const block = blocks[index]!;
  const start = block.rows.length - (block.keepLastRows ?? 0);
  // The first row of a table is its heading: at least one row of its own stays before the break.
  if (!block.keepLastRows || start < 2) return undefined;
  const rows = block.rows.slice(start).reduce((sum, row) => sum + row.height, 0);
  const height = rows + unitHeight(blocks, index) - blockHeight(block);
  const repeated = (block.repeatRows ?? []).reduce((sum, row) => sum + row.height, 0);
  return height + repeated <= available ? { start, height } : undefined;
}

/** Pages a block was placed on (0-based, inclusive): equal unless the block was taller than a page. */
export interface BlockSpan {
  first: number;
  last: number;
}

/** Places the blocks on pages, without page numbers: see paginate. */
export function placeBlocks(ctx: LayoutContext, blocks: readonly Block[]): { pages: Page[]; spans: BlockSpan[] } {
  const { top, bottom, left } = ctx.geometry;
  const available = bottom - top;
  const pages: Page[] = [];
  const spans: BlockSpan[] = [];
  let page: Page = { items: [] };
  let y = top;
  let pageTop = top;
  let previousKeptWithNext = false;

  const place = (row: Row) => {
    page.items.push(...shifted(row.items, left, y));
    y += row.height;
  };
  const newPage = (repeat: readonly Row[] = []) => {
    pages.push(page);
    page = { items: [] };
    y = top;
    for (const row of repeat) place(row);
    pageTop = y;
  };

  blocks.forEach((block, index) => {
    const spaceBefore = y > pageTop ? (block.spaceBefore ?? 0) : 0;
    const own = blockHeight(block);
    const tail = tailBreak(blocks, index, available);
    // A unit that fits on a page starts on a new page rather than split; if the unit is too tall, the block alone decides.
    // So does a block whose last rows go with the unit's rest: it breaks before them rather than leave its page.
    const unit = previousKeptWithNext || tail ? own : unitHeight(blocks, index);
    const needed = unit <= available ? unit : own;
    if (y > pageTop && y + spaceBefore + needed > bottom && needed <= available) newPage();
    else y += spaceBefore;
    let first = -1;
    block.rows.forEach((row, rowIndex) => {
      const tailFitsNot = rowIndex === tail?.start && y + tail.height > bottom;
      if ((y + row.height > bottom || tailFitsNot) && y > pageTop) newPage(block.repeatRows);
      if (first < 0) first = pages.length;
      place(row);
    });
    spans.push({ first: first < 0 ? pages.length : first, last: pages.length });
    previousKeptWithNext = block.keepWithNext ?? false;
  });
  pages.push(page);
  return { pages, spans };
}

export function paginate(ctx: LayoutContext, part: PrintedPart): Page[] {
  return decorate(ctx, placeBlocks(ctx, part.blocks).pages, part.runningHeader);
}

/** Page x of y at the foot of every page, the running header from page 2. */
function decorate(ctx: LayoutContext, pages: Page[], runningHeader: string): Page[] {
  const { left, contentWidth, headerY, footerY } = ctx.geometry;
  return pages.map((page, index) => {
    const footer = textAt(ctx, ctx.t('pdf.page', { current: index + 1, total: pages.length }), left, footerY, contentWidth, STYLES.small, {
      color: COLORS.muted,
      align: 'center',
    });
    const extra: Item[] = [footer.item];
    if (index > 0 && runningHeader) {
      const header = textAt(ctx, runningHeader, left, headerY, contentWidth, STYLES.small, { color: COLORS.muted });
      // One line of the running header, ruled just under it.
      const ruleY = headerY + header.height / header.item.lines.length + 1.2;
      extra.push({ ...header.item, lines: header.item.lines.slice(0, 1) }, hline(left, ruleY, contentWidth, { thickness: 0.15, color: COLORS.grid }));
    }
    return { items: [...page.items, ...extra] };
  });
}
