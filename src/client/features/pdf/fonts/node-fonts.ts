// Font files under Node (tests, benchmarks): straight from node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FallbackFontLoader, FontFileLoader } from './font-loader';

const require = createRequire(import.meta.url);

const read = async (path: string) => new Uint8Array(await readFile(require.resolve(path)));

export const nodeFontFiles: FontFileLoader = async () => {
  const [regular, bold] = await Promise.all([
    read('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
    read('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'),
  ]);
  return { regular, bold };
};

export const nodeSymbolFont: FallbackFontLoader = (style) =>
  read(style === 'bold' ? 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' : 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
