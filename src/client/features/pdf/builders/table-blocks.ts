// A plain printed table: a shaded header row repeated on every page the
// table continues on, wrapped cells, a hairline under each row.
import type { Block, Item, Row } from '../layout/blocks';
import { box, hline, type LayoutContext, textAt } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import type { TextStyle } from '../layout/text-measure';

export interface Column {
  label: string;
  /** Share of the content width; the shares add up to 1. */
  share: number;
  align?: 'left' | 'center' | 'right';
}

const PAD = 1.4;
/** A dense table's (a sheet of a whole class to sign on one page): one line of small type still reads apart from the next. */
const DENSE_PAD = 0.8;

export interface TableOptions {
  dense?: boolean;
}

function tableRow(ctx: LayoutContext, columns: readonly Column[], cells: readonly string[], style: TextStyle, header: boolean, pad = PAD): Row {
  const width = ctx.geometry.contentWidth;
  let x = 0;
  const texts = columns.map((column, index) => {
    const cellWidth = column.share * width;
    const placed = textAt(ctx, cells[index] ?? '', x + PAD, pad, cellWidth - 2 * PAD, style, {
      align: column.align ?? 'left',
      color: header ? COLORS.accent : COLORS.text,
    });
    x += cellWidth;
    return placed;
  });
  const height = Math.max(...texts.map((t) => t.height)) + 2 * pad;
  const items: Item[] = [];
  if (header) items.push(box(0, 0, width, height, { borderWidth: 0, color: COLORS.fill }));
  items.push(...texts.map((t) => t.item), hline(0, height, width, { thickness: header ? 0.3 : 0.12, color: header ? COLORS.accent : COLORS.grid }));
  return { height, items };
}

export function tableBlock(ctx: LayoutContext, columns: readonly Column[], rows: readonly (readonly string[])[], options: TableOptions = {}): Block {
  const pad = options.dense ? DENSE_PAD : PAD;
  const head = tableRow(
    ctx,
    columns,
    columns.map((c) => c.label),
    STYLES.smallBold,
    true,
    pad,
  );
  return { spaceBefore: 2, rows: [head, ...rows.map((cells) => tableRow(ctx, columns, cells, STYLES.small, false, pad))], repeatRows: [head] };
}
