// The two fonts every document embeds, Roboto Regular and Bold (pdf-lib
// subsets them: only the glyphs used end up in the file), and the fallback
// for the math symbols Roboto lacks (∠ ⊥ ∥ ≅ ∈ ⊂ ∪ ∅ → ⇒ ∀ ℝ …): DejaVu Sans,
// fetched only for a document that prints one, style by style. They are files
// beside the code, never inside it: read from disk under Node and fetched in
// the browser, behind one small interface so the same generator runs in both
// (DESIGN 4, 7).
import type { MeasureFonts } from '../layout/text-measure';
import { type FontMetrics, readFontMetrics } from './font-metrics';

/** The TrueType files. */
export interface FontFiles {
  regular: Uint8Array<ArrayBuffer>;
  bold: Uint8Array<ArrayBuffer>;
}

export type FontStyleName = keyof FontFiles;

/** Where the files come from: node-fonts.ts under Node, browser-fonts.ts in a page or a worker. */
export type FontFileLoader = () => Promise<FontFiles>;

/** The fallback font's file for one style, asked for only when a document's text of that style needs it. */
export type FallbackFontLoader = (style: FontStyleName) => Promise<Uint8Array<ArrayBuffer>>;

export interface PdfFonts {
  files: FontFiles;
  /** Widths for the layout's text measure. */
  metrics: MeasureFonts;
}

export interface LoadedFont {
  bytes: Uint8Array<ArrayBuffer>;
  metrics: FontMetrics;
}

const loaded = new WeakMap<FontFileLoader, Promise<PdfFonts>>();
const fallbacks = new WeakMap<FallbackFontLoader, Map<FontStyleName, Promise<LoadedFont>>>();

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

/** One style of the fallback, loaded once per loader and kept, like the main fonts. */
export function loadFallbackFont(loader: FallbackFontLoader, style: FontStyleName): Promise<LoadedFont> {
  let styles = fallbacks.get(loader);
  if (!styles) {
    styles = new Map();
    fallbacks.set(loader, styles);
  }
  let font = styles.get(style);
  if (!font) {
    font = loader(style).then((bytes) => ({ bytes, metrics: readFontMetrics(bytes) }));
    font.catch(() => styles.delete(style));
    styles.set(style, font);
  }
  return font;
}
