// The few drawing primitives the printed documents need (rules, boxes, bars,
// squared paper), drawn straight with pdf-lib. Items are in mm from the
// page's top left; PDF wants points from the bottom left.
import { type PDFPage, type RGB, rgb } from '@pdfme/pdf-lib';
import type { ShapeItem } from '../layout/blocks';

const PT_PER_MM = 72 / 25.4;

const colors = new Map<string, RGB | undefined>();

/** '#rrggbb' -> pdf-lib's colour; anything else draws nothing (undefined). */
export function colorOf(hex: string | undefined): RGB | undefined {
  if (!hex) return undefined;
  let color = colors.get(hex);
  if (color === undefined && !colors.has(hex)) {
    const valid = /^#[0-9a-f]{6}$/i.test(hex);
    const value = valid ? Number.parseInt(hex.slice(1), 16) : 0;
    color = valid ? rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255) : undefined;
    colors.set(hex, color);
  }
  return color;
}

/** The item's box in PDF points, origin at the bottom left. */
function box(item: ShapeItem, pageHeight: number) {
  const width = item.width * PT_PER_MM;
  const height = Math.max(item.height, 0.01) * PT_PER_MM;
  return { x: item.x * PT_PER_MM, y: pageHeight - item.y * PT_PER_MM - height, width, height };
}

export function drawShape(page: PDFPage, item: ShapeItem, pageHeight: number): void {
  const { x, y, width, height } = box(item, pageHeight);
  switch (item.kind) {
    // A horizontal rule through the middle of its box.
    case 'hline': {
      const thickness = (item.thickness ?? 0.2) * PT_PER_MM;
      const color = colorOf(item.color ?? '#000000');
      page.drawLine({ start: { x, y: y + height / 2 }, end: { x: x + width, y: y + height / 2 }, thickness, color });
      return;
    }
    // A vertical rule through the middle of its box.
    case 'vline': {
      const thickness = (item.thickness ?? 0.2) * PT_PER_MM;
      const color = colorOf(item.color ?? '#000000');
      page.drawLine({ start: { x: x + width / 2, y }, end: { x: x + width / 2, y: y + height }, thickness, color });
      return;
    }
    // A rectangle: outlined (tick boxes, answer boxes), filled (chart bars) or both.
    case 'rect': {
      const borderWidth = (item.borderWidth ?? 0) * PT_PER_MM;
      page.drawRectangle({
        x: x + borderWidth / 2,
        y: y + borderWidth / 2,
        width: width - borderWidth,
        height: height - borderWidth,
        borderWidth,
        borderColor: borderWidth > 0 ? colorOf(item.borderColor ?? '#000000') : undefined,
        color: colorOf(item.color),
      });
      return;
    }
    // Squared paper (5 mm squares in Romanian maths notebooks) filling the box.
    case 'grid': {
      const cell = (item.cellSize ?? 5) * PT_PER_MM;
      const thickness = (item.thickness ?? 0.15) * PT_PER_MM;
      const color = colorOf(item.color ?? '#9ca3af');
      for (let dy = 0; dy <= height + 0.01; dy += cell)
        page.drawLine({ start: { x, y: y + height - dy }, end: { x: x + width, y: y + height - dy }, thickness, color });
      for (let dx = 0; dx <= width + 0.01; dx += cell) page.drawLine({ start: { x: x + dx, y }, end: { x: x + dx, y: y + height }, thickness, color });
      return;
    }
  }
}
