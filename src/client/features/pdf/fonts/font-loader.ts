// The two fonts every document embeds (pdfme subsets them: only the glyphs
// used end up in the file). Regular is pdfme's built-in Roboto, which covers
// ș ț ă î â ñ á é í ó ú ¿ ¡; Bold is Roboto Bold from @expo-google-fonts,
// read from disk under Node and fetched in the browser, behind one small
// interface so the same generator runs in both (DESIGN 4, 7).
import { type Font, getDefaultFont } from '@pdfme/common';
import type { MeasureFonts } from '../layout/text-measure';
import { FONT_NAMES } from '../layout/to-template';
import { readFontMetrics } from './font-metrics';

/** The font files that do not ship inside pdfme. */
export interface FontFiles {
  bold: Uint8Array<ArrayBuffer>;
}

/** Where the files come from: node-fonts.ts under Node, browser-fonts.ts in a page or a worker. */
export type FontFileLoader = () => Promise<FontFiles>;

export interface PdfFonts {
  /** pdfme's font option. */
  font: Font;
  /** Widths for the layout's text measure. */
  metrics: MeasureFonts;
}

const loaded = new WeakMap<FontFileLoader, Promise<PdfFonts>>();

async function load(loader: FontFileLoader): Promise<PdfFonts> {
  const builtIn = Object.values(getDefaultFont())[0]?.data;
  if (!(builtIn instanceof Uint8Array)) throw new Error('pdfme has no built-in font');
  const { bold } = await loader();
  return {
    font: { [FONT_NAMES.regular]: { data: builtIn, fallback: true }, [FONT_NAMES.bold]: { data: bold } },
    metrics: { regular: readFontMetrics(builtIn), bold: readFontMetrics(bold) },
  };
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
