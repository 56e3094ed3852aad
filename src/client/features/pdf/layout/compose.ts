// The small vocabulary the builders write documents in: measured text,
// rules, boxes, answer space, all relative to a row's origin (mm).
import { formatPoints as formatNumber } from '../../../../domain/points';
import type { PdfT } from '../i18n/pdf-i18n';
import type { Item, Row, ShapeItem, TextItem } from './blocks';
import { ANSWER_LINE_SPACING, COLORS, GRID_CELL, type PageGeometry } from './page-geometry';
import { type MeasureFonts, measureText, type TextStyle } from './text-measure';

export type LineStyle = 'ruled' | 'grid';

export interface LayoutContext {
  fonts: MeasureFonts;
  geometry: PageGeometry;
  t: PdfT;
  /** BCP 47 tag for numbers ('ro' prints 7,5). */
  locale: string;
  lineStyle: LineStyle;
  /** The header says the time limit (an advanced quiz setting; off with the flag). */
  printTime: boolean;
}

export interface Placed<T extends Item = Item> {
  item: T;
  height: number;
}

export function textAt(
  ctx: LayoutContext,
  value: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  options: { color?: string; align?: TextItem['align'] } = {},
): Placed<TextItem> {
  const { lines, height } = measureText(value, width, style, ctx.fonts);
  return { item: { kind: 'text', x, y, width, height, lines, style, color: options.color ?? COLORS.text, align: options.align ?? 'left' }, height };
}

/** A row holding one paragraph across the content width (or from `indent`), with `gapAfter` mm below. */
export function paragraphRow(
  ctx: LayoutContext,
  value: string,
  style: TextStyle,
  options: { indent?: number; gapAfter?: number; color?: string; align?: TextItem['align'] } = {},
): Row {
  const indent = options.indent ?? 0;
  const placed = textAt(ctx, value, indent, 0, ctx.geometry.contentWidth - indent, style, options);
  return { height: placed.height + (options.gapAfter ?? 0), items: [placed.item] };
}

export function hline(x: number, y: number, width: number, options: { thickness?: number; color?: string } = {}): ShapeItem {
  const thickness = options.thickness ?? 0.2;
  return { kind: 'hline', x, y: y - thickness / 2, width, height: thickness, thickness, color: options.color ?? COLORS.rule };
}

export function vline(x: number, y: number, height: number, options: { thickness?: number; color?: string } = {}): ShapeItem {
  const thickness = options.thickness ?? 0.2;
  return { kind: 'vline', x: x - thickness / 2, y, width: thickness, height, thickness, color: options.color ?? COLORS.rule };
}

export function box(
  x: number,
  y: number,
  width: number,
  height: number,
  options: { borderWidth?: number; borderColor?: string; color?: string } = {},
): ShapeItem {
  return { kind: 'rect', x, y, width, height, borderWidth: options.borderWidth ?? 0.3, borderColor: options.borderColor ?? COLORS.text, color: options.color };
}

/**
 * Answer space for `lines` handwritten lines, one row per line so that a long
 * essay can continue on the next page: ruled lines 8 mm apart, or the same
 * height of 5 mm squared paper.
 */
export function answerSpaceRows(ctx: LayoutContext, lines: number, indent: number): Row[] {
  const width = ctx.geometry.contentWidth - indent;
  if (ctx.lineStyle === 'ruled') {
    return Array.from({ length: lines }, () => ({
      height: ANSWER_LINE_SPACING,
      items: [hline(indent, ANSWER_LINE_SPACING - 0.5, width, { color: COLORS.rule })],
    }));
  }
  const gridWidth = Math.floor(width / GRID_CELL) * GRID_CELL;
  const cellsHigh = Math.ceil((lines * ANSWER_LINE_SPACING) / GRID_CELL);
  // Two squares per row: small enough to break anywhere, few enough shapes.
  const rows: Row[] = [];
  for (let done = 0; done < cellsHigh; done += 2) {
    const cells = Math.min(2, cellsHigh - done);
    rows.push({
      height: cells * GRID_CELL,
      items: [{ kind: 'grid', x: indent, y: 0, width: gridWidth, height: cells * GRID_CELL, cellSize: GRID_CELL, color: COLORS.grid, thickness: 0.15 }],
    });
  }
  if (rows.length > 0) rows[rows.length - 1]!.height += 1.5;
  return rows;
}

export function formatPoints(ctx: LayoutContext, points: number): string {
  return formatNumber(points, ctx.locale);
}

/** "10 p" / "1 pt": the points beside a question or a rule. */
export function pointsLabel(ctx: LayoutContext, points: number): string {
  return ctx.t('pdf.points', { count: points, points: formatPoints(ctx, points) });
}

/** "a", "b", ... for options and the right column of a matching question. */
export function letter(index: number): string {
  return String.fromCharCode(97 + index);
}
