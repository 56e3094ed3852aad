// The top of page one: fields to fill in (or filled in), the title, the
// group of a shuffled version, and the line under them.
import type { Block, Item, Row } from '../layout/blocks';
import { box, hline, type LayoutContext, paragraphRow, textAt } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import { linesHeightMm, PT_PER_MM, textWidthPt } from '../layout/text-measure';

const FIELD_ROW_HEIGHT = 8;

/** "Label: value" or "Label: ______" across `width` mm from x. */
export function fieldItems(ctx: LayoutContext, label: string, value: string | undefined, x: number, width: number): Item[] {
  const caption = `${label}:`;
  const captionWidth = textWidthPt(caption, ctx.fonts.regular, STYLES.body.size) / PT_PER_MM + 2;
  const items: Item[] = [textAt(ctx, caption, x, 0, captionWidth + 1, STYLES.body, { color: COLORS.muted }).item];
  const rest = width - captionWidth - 3;
  if (value?.trim()) {
    const placed = textAt(ctx, value.trim(), x + captionWidth, 0, rest, STYLES.bodyBold);
    items.push({ ...placed.item, lines: placed.item.lines.slice(0, 1) });
  } else {
    items.push(hline(x + captionWidth, linesHeightMm(1, STYLES.body), rest, { thickness: 0.2, color: COLORS.rule }));
  }
  return items;
}

/** Two fields side by side, 60/40. */
export function fieldRow(ctx: LayoutContext, left: [string, string | undefined], right: [string, string | undefined]): Row {
  const width = ctx.geometry.contentWidth;
  const split = Math.round(width * 0.6);
  return {
    height: FIELD_ROW_HEIGHT,
    items: [...fieldItems(ctx, left[0], left[1], 0, split - 4), ...fieldItems(ctx, right[0], right[1], split, width - split)],
  };
}

/** The title centred, with a boxed group label at the right when printing versions. */
export function titleRows(ctx: LayoutContext, title: string, subtitle: string, group: string | null): Row[] {
  const width = ctx.geometry.contentWidth;
  const badge = group ? 26 : 0;
  const titleText = textAt(ctx, title, badge, 0, width - 2 * badge, STYLES.title, { align: 'center' });
  const items: Item[] = [titleText.item];
  if (group) {
    const label = textAt(ctx, group, width - badge, 1.6, badge, STYLES.bodyBold, { align: 'center' });
    items.push(box(width - badge, 0, badge, label.height + 3.2, { borderWidth: 0.4 }), label.item);
  }
  const rows: Row[] = [{ height: Math.max(titleText.height, group ? 10 : 0) + 1.5, items }];
  if (subtitle) rows.push(paragraphRow(ctx, subtitle, STYLES.hint, { align: 'center', color: COLORS.muted, gapAfter: 2 }));
  rows.push({ height: 4, items: [hline(0, 1, width, { thickness: 0.4, color: COLORS.accent })] });
  return rows;
}

export function headerBlock(rows: Row[]): Block {
  return { rows };
}
