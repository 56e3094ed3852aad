// generatePdf with the browser's font files and texts: what the worker and
// the main-thread fallback both run.
import { browserFontFiles, browserSymbolFont } from './fonts/browser-fonts';
import { generatePdf } from './generate';
import { browserPdfTexts } from './i18n/browser-texts';
import type { PdfDataByKind, PdfKind, PdfOptions, PdfProgressListener } from './pdf.types';

export function generatePdfInBrowser<K extends PdfKind>(
  kind: K,
  data: PdfDataByKind[K],
  options: PdfOptions,
  onProgress?: PdfProgressListener,
): Promise<Uint8Array> {
  return generatePdf(kind, data, options, { fonts: browserFontFiles, symbols: browserSymbolFont, texts: browserPdfTexts, onProgress });
}
