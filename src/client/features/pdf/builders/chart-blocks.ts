// The grade-band distribution as a bar chart drawn with rectangles: a count
// above each bar, the band and its range under the baseline.
import type { Block, Item } from '../layout/blocks';
import { box, hline, type LayoutContext, textAt } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';

export interface Bar {
  label: string;
  value: number;
  color: string;
}

const PLOT_HEIGHT = 40;
const LABEL_SPACE = 6;
const VALUE_SPACE = 5;

export function barChartBlock(ctx: LayoutContext, bars: readonly Bar[]): Block {
  const width = ctx.geometry.contentWidth;
  const slot = width / Math.max(bars.length, 1);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const baseline = VALUE_SPACE + PLOT_HEIGHT;
  const items: Item[] = [];
  bars.forEach((bar, index) => {
    const x = index * slot;
    const height = (bar.value / max) * PLOT_HEIGHT;
    const barWidth = Math.min(22, slot * 0.55);
    if (height > 0) items.push(box(x + (slot - barWidth) / 2, baseline - height, barWidth, height, { borderWidth: 0, color: bar.color }));
    items.push(textAt(ctx, String(bar.value), x, baseline - height - 4.6, slot, STYLES.smallBold, { align: 'center' }).item);
    items.push(textAt(ctx, bar.label, x, baseline + 1.5, slot, STYLES.small, { align: 'center', color: COLORS.muted }).item);
  });
  items.push(hline(0, baseline, width, { thickness: 0.3, color: COLORS.accent }));
  return { spaceBefore: 2, rows: [{ height: baseline + LABEL_SPACE + 2, items }] };
}
