// Font files in the browser (page or worker): esbuild's 'file' loader turns
// the import into the hashed asset's path, relative to the chunk that
// imports it, so it is resolved against this module's own URL. Binary
// assets rather than base64 in the chunk: smaller, fetched in parallel with
// each other, and cached by the browser on their own (issue 15).
import regularPath from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf';
import boldPath from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf';
import symbolRegularPath from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
import symbolBoldPath from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
import type { FallbackFontLoader, FontFileLoader } from './font-loader';

async function fetchBytes(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(new URL(path, import.meta.url));
  if (!response.ok) throw new Error(`font ${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export const browserFontFiles: FontFileLoader = async () => {
  const [regular, bold] = await Promise.all([fetchBytes(regularPath), fetchBytes(boldPath)]);
  return { regular, bold };
};

/** DejaVu Sans (~0.7 MB a style): fetched only when a document prints a symbol Roboto lacks. */
export const browserSymbolFont: FallbackFontLoader = (style) => fetchBytes(style === 'bold' ? symbolBoldPath : symbolRegularPath);
