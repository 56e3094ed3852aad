// Hashed scripts and stylesheets are answered from memory in the encoding the
// browser asks for (issue 15: on a cold load the session's refresh queued
// behind two dozen of them, each ~1.6 ms of the server's CPU and three
// file-system calls through @fastify/static).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { preferredEncoding } from '../../src/server/compressed-assets';
import { type TestApp, testApp } from './helpers/app';

const SCRIPT = Buffer.from('export const answer = 42;\n'.repeat(20));
const CHUNK = '/assets/chunks/grading-ABC123.js';
const FONT = '/assets/DejaVuSans-XYZ789.ttf';
const FONT_BYTES = Buffer.from('glyf'.repeat(500));

let t: TestApp;
let baseDir: string;
let publicDir: string;
const SECRET = 'a file beside the public folder';

before(async () => {
  baseDir = mkdtempSync(join(tmpdir(), 'catedra-assets-'));
  publicDir = join(baseDir, 'public');
  writeFileSync(join(baseDir, 'secret.txt'), SECRET);
  mkdirSync(join(publicDir, 'assets', 'chunks'), { recursive: true });
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const file = join(publicDir, CHUNK);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${file}.map`, '{"version":3}');
  writeFileSync(join(publicDir, 'assets', 'Roboto-Regular.ttf'), 'font bytes');
  const fallback = join(publicDir, FONT);
  writeFileSync(fallback, FONT_BYTES);
  writeFileSync(`${fallback}.br`, brotliCompressSync(FONT_BYTES));
  writeFileSync(`${fallback}.gz`, gzipSync(FONT_BYTES));
  t = await testApp({ publicDir });
});
after(async () => {
  await t.close();
  rmSync(baseDir, { recursive: true, force: true });
});

describe('Accept-Encoding', () => {
  const cases: [string | undefined, 'br' | 'gzip' | null][] = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0,gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['GZIP ; Q=0.8', 'gzip'],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} → ${expected}`, () => assert.equal(preferredEncoding(header), expected));
  }
});

describe('scripts and stylesheets', () => {
  test('come in the encoding asked for, cached for a year, varying by encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(response.headers.vary), /accept-encoding/);
    assert.deepEqual(gunzipSync(response.rawPayload), SCRIPT);
    assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
  });

  test('a browser that has the file is answered 304 by its tag', async () => {
    const first = await t.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'br', 'if-none-match': `W/"x", ${etag}` } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  test('a running server keeps answering the build it started with, even once the files on disk are replaced', async () => {
    // A deployment building over dist/ while the old server still runs: pages it served ask for its chunks.
    const file = join(publicDir, CHUNK);
    rmSync(`${file}.br`);
    rmSync(`${file}.gz`);
    try {
      const response = await t.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'br');
    } finally {
      writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
      writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    }
  });

  test('a client that accepts no encoding, a source map and a font come from disk as they are', async () => {
    const plain = await t.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, SCRIPT);
    const map = await t.app.inject({ method: 'GET', url: `${CHUNK}.map` });
    assert.equal(map.body, '{"version":3}');
    const font = await t.app.inject({ method: 'GET', url: '/assets/Roboto-Regular.ttf' });
    assert.equal(font.body, 'font bytes');
    assert.equal(font.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  // The PDFs' math fallback is 757 KB as it is: it went out whole, from disk.
  test('a PDF font with its twins comes compressed too', async () => {
    const response = await t.app.inject({ method: 'GET', url: FONT, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['content-type'], 'font/ttf');
    assert.deepEqual(gunzipSync(response.rawPayload), FONT_BYTES);
  });

  test("stay out of the request log, which keeps the API's lines", async () => {
    t.logs.length = 0;
    await t.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'br' } });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.ok(
      t.logs.some((line) => line.includes('/api/health')),
      t.logs.join(''),
    );
    assert.ok(!t.logs.some((line) => line.includes(CHUNK)), t.logs.join(''));
  });

  test('an unknown asset is a 404, and no path leaves the public folder', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/chunks/nope.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(missing.statusCode, 404);
    for (const url of ['/assets/../secret.txt', '/assets/%2e%2e/secret.txt', '/assets/chunks/..%2f..%2f..%2fsecret.txt', '/assets/..%5c..%5csecret.txt']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      assert.doesNotMatch(response.body, new RegExp(SECRET), url);
      assert.notEqual(response.headers['content-type'], 'text/plain; charset=utf-8', url);
    }
  });
});
