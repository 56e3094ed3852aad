// The two fonts every document embeds, Roboto Regular and Bold (pdf-lib
// subsets them: only the glyphs used end up in the file). They are files
// beside the code, never inside it: read from disk under Node and fetched,
// both at once, in the browser, behind one small interface so the same
// generator runs in both (DESIGN 4, 7).
import type { MeasureFonts } from '../layout/text-measure';
import { readFontMetrics } from './font-metrics';

/** The TrueType files. */
export interface FontFiles {
  regular: Uint8Array<ArrayBuffer>;
  bold: Uint8Array<ArrayBuffer>;
}

/** Where the files come from: node-fonts.ts under Node, browser-fonts.ts in a page or a worker. */
export type FontFileLoader = () => Promise<FontFiles>;

export interface PdfFonts {
  files: FontFiles;
  /** Widths for the layout's text measure. */
  metrics: MeasureFonts;
}

const loaded = new WeakMap<FontFileLoader, Promise<PdfFonts>>();

async function load(loader: FontFileLoader): Promise<PdfFonts> {
  const files = await loader();
  return { files, metrics: { regular: readFontMetrics(files.regular), bold: readFontMetrics(files.bold) } };
}

/** Loads once per loader and keeps the result: a second export reuses the bytes already fetched. */
export function loadPdfFonts(loader: FontFileLoader): Promise<PdfFonts> {
  let fonts = loaded.get(loader);
  if (!fonts) {
    fonts = load(loader);
    // A failed fetch must not stick: the next export tries again.
    fonts.catch(() => loaded.delete(loader));
    loaded.set(loader, fonts);
  }
  return fonts;
}
