// Font files under Node (tests, benchmarks): straight from node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFileLoader } from './font-loader';

const require = createRequire(import.meta.url);

export const nodeFontFiles: FontFileLoader = async () => ({
  bold: new Uint8Array(await readFile(require.resolve('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'))),
});
