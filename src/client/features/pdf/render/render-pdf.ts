// Placed pages -> PDF bytes, drawn straight with pdf-lib. The layout has
// already wrapped every text and placed every item, so all that is left is
// to put the lines on their baselines and the shapes in their boxes: no
// template, no schema validation, no second wrapping pass (what pdfme's
// generator did, with zod, acorn and its own fonts in the chunk; issue 15).
import { PDFDocument, type PDFFont, type PDFPage } from '@pdfme/pdf-lib';
import type { FontFiles, FontStyleName, LoadedFont } from '../fonts/font-loader';
import type { FontMetrics } from '../fonts/font-metrics';
import type { TextItem } from '../layout/blocks';
import type { PageGeometry } from '../layout/page-geometry';
import type { Page } from '../layout/paginate';
import { type MeasureFonts, PT_PER_MM, textWidthPt } from '../layout/text-measure';
import { plainFontkit } from './plain-fontkit';
import { colorOf, drawShape } from './shapes';

export interface RenderOptions {
  title: string;
  /** The document's language (BCP 47), for screen readers. */
  language: string;
  /** Called after each page is drawn. */
  onPage?: (page: number, pages: number) => void;
}

/** What the document is drawn with: Roboto, and the fallback's styles its text needs (generate.ts). */
export interface RenderFonts {
  files: FontFiles;
  /** Roboto's own metrics: which characters it has. */
  metrics: MeasureFonts;
  fallback: Partial<Record<FontStyleName, LoadedFont>>;
}

interface EmbeddedStyle {
  font: PDFFont;
  own: FontMetrics;
  fallback?: { font: PDFFont; metrics: FontMetrics };
}

type EmbeddedFonts = Record<FontStyleName, EmbeddedStyle>;

/** The line cut where it changes font: Roboto where it has the glyph (or neither font has), the fallback elsewhere. */
function fontRuns(line: string, style: EmbeddedStyle): { text: string; fallback: boolean }[] {
  const runs: { text: string; fallback: boolean }[] = [];
  const fallback = style.fallback;
  if (!fallback) return [{ text: line, fallback: false }];
  for (const char of line) {
    const code = char.codePointAt(0)!;
    const useFallback = !style.own.hasGlyph(code) && fallback.metrics.hasGlyph(code);
    const last = runs[runs.length - 1];
    if (last && last.fallback === useFallback) last.text += char;
    else runs.push({ text: char, fallback: useFallback });
  }
  return runs;
}

/**
 * Each line's baseline as pdfme placed it (so documents look as before):
 * the first line's ascent plus half the extra line height below the box's
 * top, then one line height per line.
 */
function drawText(page: PDFPage, item: TextItem, pageHeight: number, fonts: EmbeddedFonts, metrics: MeasureFonts): void {
  const { size, lineHeight } = item.style;
  const embedded = fonts[item.style.font];
  const measure = metrics[item.style.font];
  const color = colorOf(item.color ?? '#000000');
  const left = item.x * PT_PER_MM;
  const width = item.width * PT_PER_MM;
  const firstBaseline = pageHeight - item.y * PT_PER_MM - (measure.ascent / measure.unitsPerEm) * size - ((lineHeight - 1) * size) / 2;
  for (let index = 0; index < item.lines.length; index++) {
    const line = item.lines[index]!;
    if (line === '') continue;
    let x = left;
    if (item.align === 'center' || item.align === 'right') {
      const free = width - textWidthPt(line, measure, size);
      x += item.align === 'center' ? free / 2 : free;
    }
    const y = firstBaseline - lineHeight * size * index;
    if (!embedded.fallback) {
      page.drawText(line, { x, y, size, font: embedded.font, color });
      continue;
    }
    for (const run of fontRuns(line, embedded)) {
      const { font, metrics: runMetrics } = run.fallback ? embedded.fallback : { font: embedded.font, metrics: embedded.own };
      page.drawText(run.text, { x, y, size, font, color });
      x += textWidthPt(run.text, runMetrics, size);
    }
  }
}

export async function renderPdf(
  pages: readonly Page[],
  geometry: PageGeometry,
  drawWith: RenderFonts,
  metrics: MeasureFonts,
  options: RenderOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(plainFontkit);
  // Subset: only the glyphs the document uses end up in the file.
  const { files, fallback } = drawWith;
  const [regular, bold, regularFallback, boldFallback] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
    fallback.regular ? doc.embedFont(fallback.regular.bytes, { subset: true }) : undefined,
    fallback.bold ? doc.embedFont(fallback.bold.bytes, { subset: true }) : undefined,
  ]);
  const fonts: EmbeddedFonts = {
    regular: {
      font: regular,
      own: drawWith.metrics.regular,
      fallback: regularFallback && fallback.regular ? { font: regularFallback, metrics: fallback.regular.metrics } : undefined,
    },
    bold: {
      font: bold,
      own: drawWith.metrics.bold,
      fallback: boldFallback && fallback.bold ? { font: boldFallback, metrics: fallback.bold.metrics } : undefined,
    },
  };
  const width = geometry.width * PT_PER_MM;
  const height = geometry.height * PT_PER_MM;
  for (let index = 0; index < pages.length; index++) {
    const page = doc.addPage([width, height]);
    for (const item of pages[index]!.items) {
      if (item.kind === 'text') drawText(page, item, height, fonts, metrics);
      else drawShape(page, item, height);
    }
    options.onPage?.(index + 1, pages.length);
  }
  doc.setTitle(options.title);
  doc.setLanguage(options.language);
  doc.setAuthor('Catedra');
  doc.setCreator('Catedra');
  doc.setProducer('Catedra');
  return doc.save();
}
