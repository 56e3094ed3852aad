// The hashed scripts and stylesheets, answered from memory in the encoding the
// browser asks for. A cold load asks for up to 25 of them at once over the
// browser's six connections; through @fastify/static each took ~1.6 ms of the
// server's CPU and three file-system calls, and the session's refresh waited
// its turn behind them (issue 15: traced at ~300 ms on the grid). build.mjs
// writes the Brotli and gzip twins; the few megabytes they weigh are read
// once at start. Anything else under /assets (source maps, the PDF fonts, a
// client that accepts neither encoding) still comes from disk.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export type AssetEncoding = 'br' | 'gzip';

export interface CompressedAsset {
  contentType: string;
  br: Buffer;
  gzip: Buffer;
  /** Strong: the file name already carries its content hash, the tag names the bytes of each encoding. */
  etag: Record<AssetEncoding, string>;
}

const tagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** URL path (`/assets/chunks/x.js`) to its compressed twins, for every script and stylesheet that has both. */
export function loadCompressedAssets(publicDir: string): Map<string, CompressedAsset> {
  const assetsDir = join(publicDir, 'assets');
  const files = new Set(
    readdirSync(assetsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const assets = new Map<string, CompressedAsset>();
  for (const file of files) {
    const contentType = CONTENT_TYPES[extname(file)];
    if (!contentType || !files.has(`${file}.br`) || !files.has(`${file}.gz`)) continue;
    const br = readFileSync(`${file}.br`);
    const gzip = readFileSync(`${file}.gz`);
    const url = `/assets/${relative(assetsDir, file).split(sep).join('/')}`;
    assets.set(url, { contentType, br, gzip, etag: { br: tagOf(br), gzip: tagOf(gzip) } });
  }
  return assets;
}

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli, else
 * gzip, else null (the file as it is). A coding with q=0 is refused; `*`
 * stands for any coding the header does not name.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AssetEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
