// What the builders produce and the paginator places: blocks made of rows,
// rows made of items positioned relative to the row's top-left corner (mm).
// A row is never split; a block moves to the next page whole unless it is
// taller than a page, and then breaks between its rows.
import type { TextStyle } from './text-measure';

export interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Already wrapped lines (see text-measure): the renderer prints them as they are. */
  lines: string[];
  style: TextStyle;
  color?: string;
  align?: 'left' | 'center' | 'right';
}

/** The shapes render/shapes.ts draws. */
export type ShapeType = 'hline' | 'vline' | 'rect' | 'grid';

export interface ShapeItem {
  kind: ShapeType;
  x: number;
  y: number;
  width: number;
  height: number;
  color?: string;
  borderColor?: string;
  borderWidth?: number;
  thickness?: number;
  cellSize?: number;
}

export type Item = TextItem | ShapeItem;

export interface Row {
  /** mm, including the space under the row's content. */
  height: number;
  items: Item[];
}

export interface Block {
  rows: Row[];
  /** Space above the block (mm), dropped at the top of a page. */
  spaceBefore?: number;
  /** Place on the same page as the next block (a section heading and its first question). */
  keepWithNext?: boolean;
  /** Rows printed again at the top of each page the block continues on (a table's header). */
  repeatRows?: Row[];
  /**
   * The block's last rows that go with what it keeps with (keepWithNext): a
   * table too long to share its page with the blocks after it breaks before
   * them, so that those blocks never stand alone on the next page (the
   * signatures under a reconciliation sheet).
   */
  keepLastRows?: number;
}

export function rowOf(height: number, items: Item[]): Row {
  return { height, items };
}

/** Moves items by (dx, dy): builders lay out parts at the origin and then place them. */
export function shifted(items: readonly Item[], dx: number, dy: number): Item[] {
  return items.map((item) => ({ ...item, x: item.x + dx, y: item.y + dy }));
}

export function blockHeight(block: Block): number {
  return block.rows.reduce((sum, row) => sum + row.height, 0);
}
