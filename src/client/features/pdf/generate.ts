// The PDF chunk's core: lay the document out in pages and render them with
// pdfme. Runs the same in a Web Worker, on the main thread and under Node;
// only the font files come from somewhere different (FontFileLoader).
import { generate } from '@pdfme/generator';
import { builtInPlugins } from '@pdfme/schemas/builtins';
import { buildBarem } from './builders/barem-builder';
import { buildDashboard } from './builders/dashboard-builder';
import { buildTest } from './builders/test-builder';
import { type FontFileLoader, loadPdfFonts } from './fonts/font-loader';
import { loadPdfTranslator, type PdfT } from './i18n/pdf-i18n';
import type { LayoutContext } from './layout/compose';
import { pageGeometry } from './layout/page-geometry';
import { type Page, paginate } from './layout/paginate';
import type { MeasureFonts } from './layout/text-measure';
import { toTemplate } from './layout/to-template';
import type { PdfDataByKind, PdfKind, PdfLanguage, PdfOptions, PdfProgressListener } from './pdf.types';
import { shapePlugins } from './plugins/shape-plugins';
import { printVersions } from './shuffle/quiz-versions';

export interface GenerateHooks {
  fonts: FontFileLoader;
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
  // Shuffled versions are an advanced setting: without it the test prints once, in the author's order.
  const asked = options.advancedSettings === false ? [] : (options.versions ?? []);
  const versions = printVersions(data.document, asked, options.seed ?? data.document.title);
  const build = kind === 'test' ? buildTest : buildBarem;
  return versions.flatMap((version) => paginate(ctx, build(ctx, version, header)));
}

/**
 * The words a document is printed with: a test, its barem and its versions
 * speak the test's own language, whatever the interface's; the report, the
 * reader's (options.language).
 */
export function printLanguage<K extends PdfKind>(kind: K, data: PdfDataByKind[K], options: PdfOptions): PdfLanguage {
  return kind === 'dashboard' ? options.language : (data.document.language ?? options.language);
}

export async function generatePdf<K extends PdfKind>(kind: K, data: PdfDataByKind[K], asked: PdfOptions, hooks: GenerateHooks): Promise<Uint8Array> {
  const options: PdfOptions = { ...asked, language: printLanguage(kind, data, asked) };
  const [fonts, t] = await Promise.all([loadPdfFonts(hooks.fonts), loadPdfTranslator(options.language)]);
  const ctx = layoutContext(options, fonts.metrics, t);
  const pages = layoutPages(ctx, kind, data, options);
  const { template, input } = toTemplate(pages, ctx.geometry);
  const onPage = hooks.onProgress ? (page: number, total: number) => hooks.onProgress!({ page, pages: total }) : undefined;
  return generate({
    template,
    inputs: [input],
    plugins: { text: builtInPlugins.Text, ...shapePlugins({ onPage, pages: pages.length, language: options.language }) },
    options: { font: fonts.font, title: data.document.title, author: 'Catedra', creator: 'Catedra' },
  });
}
