// How much JavaScript a script weighs for the byte budgets: gzip at level 9, whatever encoding the server chose,
// with the content hash in each chunk name (`Grid-76YFQP5G.js`) replaced by one derived from the name alone. A
// content hash changes whenever any file a chunk imports changes, and esbuild's hashes also differ between
// checkouts in different directories, so gzip of the real names moves by 20-30 bytes with no code added: a hold
// set 0.01 KB above a measurement failed a clean clone's CI that way. The stand-in has the hash's length and
// alphabet and is as hard to compress (zeros would take ~1 KB off a screen), so the figure stays the real one
// within a few bytes, while a budget or hold catches code and not renaming.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const HASHED_NAME = /([\w.]+)-[A-Z0-9]{8}\.js/g;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Eight base-32 characters, the same for the same key in every build. */
function standInHash(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  return [...digest.subarray(0, 8)].map((byte) => BASE32[byte % 32]).join('');
}

/**
 * gzip bytes of a script whose chunk names carry stand-in hashes. Many chunks share a name (esbuild's shared
 * `chunk-…`, every feature's `index-…`), so a stand-in is keyed by the name and by the order in which the script
 * first mentions each of that name's hashes: the same code gives the same text in every build.
 */
export function scriptGzipBytes(body: Buffer): number {
  const seen = new Map<string, string>();
  const perName = new Map<string, number>();
  const stable = body.toString('utf8').replace(HASHED_NAME, (hashed: string, name: string) => {
    let standIn = seen.get(hashed);
    if (!standIn) {
      const nth = perName.get(name) ?? 0;
      perName.set(name, nth + 1);
      standIn = `${name}-${standInHash(`${name}#${nth}`)}.js`;
      seen.set(hashed, standIn);
    }
    return standIn;
  });
  return gzipSync(stable, { level: 9 }).length;
}
