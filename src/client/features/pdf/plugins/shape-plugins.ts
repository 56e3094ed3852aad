// The few drawing primitives the printed documents need, as pdfme plugins
// that only render to PDF. pdfme's own line and rectangle plugins are only
// exported from the @pdfme/schemas index, which would pull barcodes, date
// pickers and their libraries into the chunk (DESIGN 7), and a squared grid
// or a progress tick has no pdfme equivalent anyway.
import type { PDFRenderProps, Plugin, Schema } from '@pdfme/common';

const PT_PER_MM = 72 / 25.4;

/** Extra schema fields of the shape plugins (mm and #rrggbb, like pdfme's own). */
export interface ShapeSchema extends Schema {
  color?: string;
  borderColor?: string;
  borderWidth?: number;
  thickness?: number;
  cellSize?: number;
}

type Props = PDFRenderProps<ShapeSchema>;

function rgb({ pdfLib }: Props, hex: string | undefined) {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return undefined;
  const value = Number.parseInt(hex.slice(1), 16);
  return pdfLib.rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The schema's box in PDF points, origin at the bottom left as PDF wants it. */
function box(props: Props) {
  const { schema, page } = props;
  const width = schema.width * PT_PER_MM;
  const height = schema.height * PT_PER_MM;
  return { x: schema.position.x * PT_PER_MM, y: page.getHeight() - schema.position.y * PT_PER_MM - height, width, height };
}

/** pdfme finds a plugin by its default schema's type, so each one names its own. */
function shape(type: string, pdf: (props: Props) => void): Plugin<ShapeSchema> {
  return {
    pdf,
    // Never shown in a pdfme viewer or designer: these documents are only generated.
    ui: () => undefined,
    propPanel: { schema: {}, defaultSchema: { name: '', type, position: { x: 0, y: 0 }, width: 10, height: 10 } },
  };
}

/** A horizontal rule through the middle of its box. */
const hline = shape('hline', (props) => {
  const { x, y, width, height } = box(props);
  const thickness = (props.schema.thickness ?? 0.2) * PT_PER_MM;
  props.page.drawLine({
    start: { x, y: y + height / 2 },
    end: { x: x + width, y: y + height / 2 },
    thickness,
    color: rgb(props, props.schema.color ?? '#000000'),
  });
});

/** A vertical rule through the middle of its box. */
const vline = shape('vline', (props) => {
  const { x, y, width, height } = box(props);
  const thickness = (props.schema.thickness ?? 0.2) * PT_PER_MM;
  props.page.drawLine({
    start: { x: x + width / 2, y },
    end: { x: x + width / 2, y: y + height },
    thickness,
    color: rgb(props, props.schema.color ?? '#000000'),
  });
});

/** A rectangle: outlined (tick boxes, answer boxes), filled (chart bars) or both. */
const rect = shape('rect', (props) => {
  const { x, y, width, height } = box(props);
  const borderWidth = (props.schema.borderWidth ?? 0) * PT_PER_MM;
  props.page.drawRectangle({
    x: x + borderWidth / 2,
    y: y + borderWidth / 2,
    width: width - borderWidth,
    height: height - borderWidth,
    borderWidth,
    borderColor: borderWidth > 0 ? rgb(props, props.schema.borderColor ?? '#000000') : undefined,
    color: rgb(props, props.schema.color),
  });
});

/** Squared paper (5 mm squares in Romanian maths notebooks) filling the box. */
const grid = shape('grid', (props) => {
  const { x, y, width, height } = box(props);
  const cell = (props.schema.cellSize ?? 5) * PT_PER_MM;
  const thickness = (props.schema.thickness ?? 0.15) * PT_PER_MM;
  const color = rgb(props, props.schema.color ?? '#9ca3af');
  for (let dy = 0; dy <= height + 0.01; dy += cell)
    props.page.drawLine({ start: { x, y: y + height - dy }, end: { x: x + width, y: y + height - dy }, thickness, color });
  for (let dx = 0; dx <= width + 0.01; dx += cell) props.page.drawLine({ start: { x: x + dx, y }, end: { x: x + dx, y: y + height }, thickness, color });
});

export type ProgressListener = (page: number, pages: number) => void;

type PdfDocument = Props['pdfDoc'];
const languageKept = new WeakSet<PdfDocument>();

/**
 * pdfme's `lang` option accepts only its own interface languages (no 'ro')
 * and writes 'en' into every other document after rendering; screen readers
 * need the real language, so this document's setLanguage keeps ours.
 */
function keepLanguage(doc: PdfDocument, language: string) {
  if (languageKept.has(doc)) return;
  languageKept.add(doc);
  const set = doc.setLanguage.bind(doc);
  set(language);
  doc.setLanguage = () => set(language);
}

/**
 * Draws nothing: placed once per page, it tells the listener which page pdfme
 * is rendering (the only progress generate() can give) and fixes the
 * document's language.
 */
function pageMarker(onPage: ProgressListener | undefined, pages: number, language: string): Plugin<ShapeSchema> {
  return shape('progress', (props) => {
    keepLanguage(props.pdfDoc, language);
    onPage?.(props.pdfDoc.getPageCount(), pages);
  });
}

export const SHAPE_TYPES = ['hline', 'vline', 'rect', 'grid'] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];

export function shapePlugins(options: { onPage?: ProgressListener; pages: number; language: string }): Record<ShapeType | 'progress', Plugin<ShapeSchema>> {
  return { hline, vline, rect, grid, progress: pageMarker(options.onPage, options.pages, options.language) };
}
