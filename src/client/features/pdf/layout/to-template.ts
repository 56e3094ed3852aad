// Placed pages -> a pdfme template (blank pages of the paper's size, one
// schema per item) and its single input. Texts are not readOnly: pdfme
// evaluates "{...}" in readOnly content as an expression, and a question
// may well contain braces ("the set {1, 2, 3}"), so every text travels as
// an input value, printed verbatim.
import type { Schema, Template } from '@pdfme/common';
import type { ShapeSchema } from '../plugins/shape-plugins';
import type { Item } from './blocks';
import type { PageGeometry } from './page-geometry';
import type { Page } from './paginate';

export const FONT_NAMES = { regular: 'Roboto', bold: 'RobotoBold' } as const;

export interface TemplateWithInput {
  template: Template;
  input: Record<string, string>;
}

function schemaOf(item: Item, name: string): Schema | ShapeSchema {
  const base = { name, position: { x: item.x, y: item.y }, width: item.width, height: Math.max(item.height, 0.01) };
  if (item.kind !== 'text') {
    const { kind, x: _x, y: _y, width: _w, height: _h, ...shape } = item;
    return { ...base, type: kind, ...shape };
  }
  return {
    ...base,
    type: 'text',
    fontName: FONT_NAMES[item.style.font],
    fontSize: item.style.size,
    lineHeight: item.style.lineHeight,
    characterSpacing: 0,
    alignment: item.align ?? 'left',
    verticalAlignment: 'top',
    fontColor: item.color ?? '#000000',
    backgroundColor: '',
  };
}

export function toTemplate(pages: readonly Page[], geometry: PageGeometry): TemplateWithInput {
  const input: Record<string, string> = {};
  const schemas = pages.map((page, pageIndex) => {
    const onPage: Schema[] = page.items.map((item, index) => {
      const name = `p${pageIndex}_${index}`;
      if (item.kind === 'text') input[name] = item.lines.join('\n');
      return schemaOf(item, name);
    });
    // Draws nothing; reports the page to the progress listener (see shape-plugins).
    onPage.push({ name: `p${pageIndex}_progress`, type: 'progress', position: { x: 0, y: 0 }, width: 1, height: 1 });
    return onPage;
  });
  return { template: { basePdf: { width: geometry.width, height: geometry.height, padding: [0, 0, 0, 0] }, schemas }, input };
}
