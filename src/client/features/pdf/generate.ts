// The PDF chunk's core: lay the document out in pages and draw them with
// pdf-lib. Runs the same in a Web Worker, on the main thread and under Node;
// only the font files and the texts come from somewhere different
// (PdfAssets).
import { buildBarem } from './builders/barem-builder';
import { buildComparison } from './builders/comparison-builder';
import { buildDashboard } from './builders/dashboard-builder';
import { buildReconciliation } from './builders/reconciliation-builder';
import { buildTest } from './builders/test-builder';
import { type FallbackFontLoader, type FontFileLoader, type FontStyleName, type LoadedFont, loadFallbackFont, loadPdfFonts } from './fonts/font-loader';
import { withFallback } from './fonts/font-metrics';
import { loadPdfTranslator, type PdfT, type PdfTextsLoader } from './i18n/pdf-i18n';
import type { LayoutContext } from './layout/compose';
import { pageGeometry } from './layout/page-geometry';
import { type Page, paginate } from './layout/paginate';
import type { MeasureFonts } from './layout/text-measure';
import type { PdfDataByKind, PdfKind, PdfLanguage, PdfOptions, PdfProgressListener } from './pdf.types';
import { renderPdf } from './render/render-pdf';
import { printVersions } from './shuffle/quiz-versions';

/** Where the font files and the texts come from: Node's disk or the browser's fetch. */
export interface PdfAssets {
  fonts: FontFileLoader;
  /** The fallback for the characters the fonts lack (math symbols), loaded only when a document has one. */
  symbols?: FallbackFontLoader;
  texts: PdfTextsLoader;
}

export interface GenerateHooks extends PdfAssets {
  onProgress?: PdfProgressListener;
}

export function layoutContext(options: PdfOptions, fonts: MeasureFonts, t: PdfT): LayoutContext {
  return {
    fonts,
    t,
    geometry: pageGeometry(options.paper ?? 'A4'),
    locale: options.language,
    lineStyle: options.lineStyle ?? 'ruled',
    printTime: options.advancedSettings !== false,
  };
}

/** The pages of a document, every version one after the other, each numbered from 1. */
export function layoutPages<K extends PdfKind>(ctx: LayoutContext, kind: K, data: PdfDataByKind[K], options: PdfOptions): Page[] {
  const header = options.header ?? {};
  if (kind === 'dashboard') return paginate(ctx, buildDashboard(ctx, data as PdfDataByKind['dashboard'], header));
  if (kind === 'comparison') return paginate(ctx, buildComparison(ctx, data as PdfDataByKind['comparison'], header));
  if (kind === 'reconciliation') return paginate(ctx, buildReconciliation(ctx, data as PdfDataByKind['reconciliation'], header));
  const quiz = data as PdfDataByKind['test'];
  // Shuffled versions are an advanced setting: without it the test prints once, in the author's order.
  const asked = options.advancedSettings === false ? [] : (options.versions ?? []);
  const versions = printVersions(quiz.document, asked, options.seed ?? quiz.document.title);
  const build = kind === 'test' ? buildTest : buildBarem;
  return versions.flatMap((version) => paginate(ctx, build(ctx, version, header)));
}

/**
 * The words a document is printed with: a test, its barem and its versions
 * speak the test's own language, whatever the interface's, and so does a
 * double correction's reconciliation sheet; the report and the comparison,
 * the reader's (options.language).
 */
export function printLanguage<K extends PdfKind>(kind: K, data: PdfDataByKind[K], options: PdfOptions): PdfLanguage {
  if (kind === 'dashboard' || kind === 'comparison') return options.language;
  return (data as PdfDataByKind['test']).document.language ?? options.language;
}

/** The styles with a printed character their font has no glyph for (a box unless a fallback has it). */
export function stylesLackingGlyphs(pages: readonly Page[], fonts: MeasureFonts): Set<FontStyleName> {
  const lacking = new Set<FontStyleName>();
  for (const page of pages) {
    for (const item of page.items) {
      if (item.kind !== 'text' || lacking.has(item.style.font)) continue;
      const metrics = fonts[item.style.font];
      for (const line of item.lines) {
        for (const char of line) {
          if (!metrics.hasGlyph(char.codePointAt(0)!)) {
            lacking.add(item.style.font);
            break;
          }
        }
        if (lacking.has(item.style.font)) break;
      }
    }
  }
  return lacking;
}

export async function generatePdf<K extends PdfKind>(kind: K, data: PdfDataByKind[K], asked: PdfOptions, hooks: GenerateHooks): Promise<Uint8Array> {
  const options: PdfOptions = { ...asked, language: printLanguage(kind, data, asked) };
  const [fonts, t] = await Promise.all([loadPdfFonts(hooks.fonts), loadPdfTranslator(options.language, hooks.texts)]);
  let ctx = layoutContext(options, fonts.metrics, t);
  let pages = layoutPages(ctx, kind, data, options);
  // A symbol Roboto lacks (∠ ⊥ ∈ ℝ ⇒): the fallback's styles that are needed, then the layout again with their widths.
  const lacking = hooks.symbols ? [...stylesLackingGlyphs(pages, fonts.metrics)] : [];
  const fallback: Partial<Record<FontStyleName, LoadedFont>> = {};
  if (hooks.symbols && lacking.length > 0) {
    const symbols = hooks.symbols;
    const loadedFonts = await Promise.all(lacking.map((style) => loadFallbackFont(symbols, style)));
    lacking.forEach((style, index) => {
      fallback[style] = loadedFonts[index];
    });
    const measure: MeasureFonts = {
      regular: fallback.regular ? withFallback(fonts.metrics.regular, fallback.regular.metrics) : fonts.metrics.regular,
      bold: fallback.bold ? withFallback(fonts.metrics.bold, fallback.bold.metrics) : fonts.metrics.bold,
    };
    ctx = layoutContext(options, measure, t);
    pages = layoutPages(ctx, kind, data, options);
  }
  const onProgress = hooks.onProgress;
  return renderPdf(pages, ctx.geometry, { files: fonts.files, metrics: fonts.metrics, fallback }, ctx.fonts, {
    title: 'comparison' in data ? data.comparison.title : data.document.title,
    language: options.language,
    onPage: onProgress ? (page, total) => onProgress({ page, pages: total }) : undefined,
  });
}
