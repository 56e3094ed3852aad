// Builds the SPA into dist/public and the server into dist/server.
//   node build.mjs              one build
//   node build.mjs --if-needed  skip when dist is newer than every source (npm start)
//   node build.mjs --watch      rebuild on change (npm run dev)

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';

const root = import.meta.dirname;
const dist = join(root, 'dist');
const publicDir = join(dist, 'public');
const stampFile = join(dist, '.build-stamp');
const sourcesThatMatter = ['src', 'static', 'i18n', 'build.mjs', 'uno.config.ts', 'package.json', 'package-lock.json'];

async function newestMtime(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

async function isUpToDate() {
  const built = await stat(stampFile).catch(() => null);
  if (!built) return false;
  const mtimes = await Promise.all(sourcesThatMatter.map((p) => newestMtime(join(root, p))));
  return Math.max(...mtimes) <= built.mtimeMs;
}

/** A TypeScript module the build reads (uno.config.ts, the route preloads): bundled to a temporary module so plain Node can import it. */
async function importTypeScript(entry, options = {}) {
  const out = join(dist, `.${entry.split('/').pop()}.mjs`);
  await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'silent', ...options });
  const mod = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
  await rm(out);
  return mod;
}

async function loadUnoConfig() {
  return (await importTypeScript(join(root, 'uno.config.ts'), { packages: 'external' })).default;
}

async function listFiles(dir, suffixes) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(path, suffixes)));
    else if (suffixes.some((s) => entry.name.endsWith(s))) found.push(path);
  }
  return found;
}

/** One CSS file with exactly the utilities the client source uses. */
async function buildCss() {
  const { createGenerator } = await import('@unocss/core');
  const generator = await createGenerator(await loadUnoConfig());
  const files = await listFiles(join(root, 'src', 'client'), ['.tsx', '.ts']);
  const tokens = new Set();
  for (const file of files) await generator.applyExtractors(await readFile(file, 'utf8'), file, tokens);
  const { css } = await generator.generate(tokens, { preflights: true, minify: true });
  const name = `app-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await writeFile(join(publicDir, 'assets', name), css);
  return name;
}

/**
 * `import('i18n-namespace:ro/auth,plans')` -> { auth: …, plans: … } from
 * i18n/ro.json, as its own module. esbuild shares one JSON module between all
 * its importers, so without this every chunk would carry every namespace.
 */
const i18nNamespaces = {
  name: 'i18n-namespaces',
  setup(build) {
    build.onResolve({ filter: /^i18n-namespace:/ }, (args) => {
      const [language = '', names = ''] = args.path.slice('i18n-namespace:'.length).split('/');
      // The path names the chunk: "i18n-ro-auth", not the whole list of namespaces.
      return { path: `i18n-${language}-${names.split(',')[0]}`, namespace: 'i18n-namespace', pluginData: { language, names } };
    });
    build.onLoad({ filter: /.*/, namespace: 'i18n-namespace' }, async (args) => {
      const { language, names } = args.pluginData;
      const file = join(root, 'i18n', `${language}.json`);
      const dictionary = JSON.parse(await readFile(file, 'utf8'));
      const picked = {};
      for (const name of names.split(',')) {
        if (!(name in dictionary)) return { errors: [{ text: `i18n/${language}.json has no namespace "${name}"` }] };
        picked[name] = dictionary[name];
      }
      // Only the default export is read (core/i18n.ts): as JSON, the module also exported each namespace by name.
      // In the client's split build a text file imports the boot, as every lazy chunk does (sharedBoot below):
      // without it, esbuild's runtime helpers were a file of their own that every chunk imported (issue 15).
      const boot = build.initialOptions.splitting ? `import ${JSON.stringify(bootModule)};\n` : '';
      return { contents: `${boot}export default ${JSON.stringify(picked)};`, loader: 'js', resolveDir: root, watchFiles: [file] };
    });
  },
};

/**
 * Everything the entry imports is in the browser before any lazy chunk runs,
 * but esbuild does not know that: a module that the entry and some lazy chunks
 * share goes into a chunk per set of importers, so the boot was 25 files, ~6 KB
 * gzip of them import/export glue and compression lost between files. Every
 * lazy chunk (a dynamic import of our own source) also imports main.tsx,
 * which costs nothing at run time (it has run already, and a module runs
 * once) and gives all of the boot one set of importers: one chunk.
 */
const bootModule = join(root, 'src', 'client', 'main.tsx');
const clientSource = join(root, 'src', 'client');
const sharedBoot = {
  name: 'shared-boot',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.namespace !== 'file') return undefined;
      const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(clientSource)) return undefined;
      return { path: resolved.path, namespace: 'lazy-chunk' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-chunk' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const module = JSON.stringify(args.path);
      const hasDefault = /\bexport\s+default\b|\bas\s+default\b/.test(source);
      return {
        contents: `import ${JSON.stringify(bootModule)};\nexport * from ${module};\n${hasDefault ? `export { default } from ${module};\n` : ''}`,
        resolveDir: dirname(args.path),
        loader: 'js',
      };
    });
  },
};

/**
 * wouter reaches useSyncExternalStore through use-sync-external-store's shim,
 * written for React 17; React 19 has it built in, so the shim is React's own.
 */
const reactSyncStoreShim = {
  name: 'react-sync-store-shim',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: 'shim', namespace: 'react-sync-store-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'react-sync-store-shim' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      resolveDir: root,
      loader: 'js',
    }));
  },
};

const clientOptions = {
  entryPoints: { app: join(root, 'src', 'client', 'main.tsx') },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  outdir: join(publicDir, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  jsx: 'automatic',
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'none',
  // Texts as UTF-8 (ă, ș, ñ), not \uXXXX escapes: module scripts are always read as UTF-8.
  charset: 'utf8',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.ttf': 'file', '.svg': 'file' },
  plugins: [i18nNamespaces, reactSyncStoreShim],
  logLevel: 'warning',
};

const serverOptions = {
  entryPoints: { main: join(root, 'src', 'server', 'main.ts'), backup: join(root, 'src', 'server', 'backup.ts') },
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: join(dist, 'server'),
  sourcemap: 'linked',
  logLevel: 'warning',
};

async function writeIndexHtml(metafile, cssName) {
  const { entryFile } = bootOf(metafile);
  if (!entryFile) throw new Error('client entry missing from metafile');
  const script = `/${relative(publicDir, join(root, entryFile)).replaceAll('\\', '/')}`;
  const template = await readFile(join(root, 'static', 'index.html'), 'utf8');
  const html = template
    .replace('<!--app-css-->', `<link rel="stylesheet" href="/assets/${cssName}">`)
    .replace('<!--app-script-->', `<script type="module" src="${script}"></script>`);
  await writeFile(join(publicDir, 'index.html'), html);
}

/** src/client/app/route-preloads.ts, bundled for Node (as uno.config.ts is). */
async function loadRoutePreloads() {
  return (await importTypeScript(join(clientSource, 'app', 'route-preloads.ts'))).ROUTE_PRELOADS;
}

/** What a module (or output file) imports statically, all the way down. */
function staticClosure(start, edgesOf) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const node = stack.pop();
    if (seen.has(node)) continue;
    seen.add(node);
    for (const edge of edgesOf(node)) if (edge.kind === 'import-statement') stack.push(edge.path);
  }
  return seen;
}

/**
 * The file the page runs and the files it imports statically: the code every screen loads first. The page
 * runs the chunk that holds main.tsx's code: esbuild's entry file for it only imported that chunk (every lazy
 * chunk imports main.tsx too, sharedBoot below), one request and ~0.1 KB gzip more for every screen.
 */
function bootOf({ outputs }) {
  const main = relative(root, join(clientSource, 'main.tsx')).replaceAll('\\', '/');
  const facade = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('main.tsx'));
  const entryFile = Object.keys(outputs).find((file) => (outputs[file].inputs?.[main]?.bytesInOutput ?? 0) > 0) ?? facade;
  return { entryFile, bootFiles: staticClosure(entryFile, (node) => outputs[node]?.imports ?? []) };
}

/**
 * The code of every cold load through terser after esbuild: the boot's files, and the chunks a route preloads.
 * Its extra compress passes take ~2.3 KB gzip more off React's build than esbuild's minifier does, and 2-5%
 * off each screen's chunks (issue 15 asks 100 KB for the dashboard; docs/performance.md "Bytes"), for ~4 s and
 * ~3 s of build. Chunks that load on a click (dialogs, the palette) stay as esbuild made them. The names keep
 * esbuild's hash: terser is deterministic, so the same sources still give the same file. The source maps are
 * chained, so a profile still maps to src/.
 */
async function squeeze(paths, compress) {
  for (const path of paths) {
    const name = basename(path);
    const [code, map] = await Promise.all([readFile(path, 'utf8'), readFile(`${path}.map`, 'utf8')]);
    const squeezed = await minify(
      { [name]: code },
      { module: true, ecma: 2020, compress, mangle: true, format: { comments: false }, sourceMap: { content: map, url: `${name}.map` } },
    );
    await Promise.all([writeFile(path, squeezed.code), writeFile(`${path}.map`, squeezed.map)]);
  }
}

/**
 * The boot also with `pure_getters` (a property read has no side effect: React's build keeps none for one, nor
 * does our code; the output's diff only merges, reorders or drops unused reads of plain objects) and `unsafe_methods`
 * (`m: function(){}` as `m(){}`: nothing calls such a function with `new`): 0.3 KB less on every screen. The
 * screens' chunks hold libraries whose proxies and getters do things on a read (@legendapp/state), so not them.
 */
const BOOT_COMPRESS = { passes: 2, pure_getters: true, unsafe_methods: true };
const CHUNK_COMPRESS = { passes: 2 };

async function squeezeColdLoads(metafile, { routes }) {
  await squeeze(
    [...bootOf(metafile).bootFiles].map((file) => join(root, file)),
    BOOT_COMPRESS,
  );
  const routeChunks = new Set(routes.flatMap((route) => route.js));
  await squeeze(
    [...routeChunks].map((url) => join(publicDir, url)),
    CHUNK_COMPRESS,
  );
}

/**
 * preload.json beside index.html: the chunks and texts (per language) the boot
 * needs, and those each route adds (route-preloads.ts), as URLs. The server
 * writes them into the page as modulepreload links (src/server/page-preloads.ts),
 * so the browser fetches a route's code and texts with the entry, not after it.
 */
async function writePreloads(metafile) {
  const { inputs, outputs } = metafile;
  const url = (file) => `/${relative(publicDir, join(root, file)).replaceAll('\\', '/')}`;
  const outputClosure = (file) => staticClosure(file, (node) => outputs[node]?.imports ?? []);
  const inputClosure = (input) => staticClosure(input, (node) => inputs[node]?.imports ?? []);
  const outputFor = new Map(Object.entries(outputs).flatMap(([file, output]) => (output.entryPoint ? [[output.entryPoint, file]] : [])));
  const { entryFile, bootFiles } = bootOf(metafile);
  const bootInputs = inputClosure(relative(root, join(clientSource, 'main.tsx')).replaceAll('\\', '/'));
  /** The texts the given modules import (defineMessages in a feature's messages.ts or a core *.messages.ts, and core/i18n's boot namespaces), per language. */
  const textsOf = (modules) => {
    const texts = {};
    for (const module of modules) {
      if (!/(messages|core\/i18n)\.ts$/.test(module)) continue;
      for (const edge of inputs[module]?.imports ?? []) {
        const language = /^i18n-namespace:i18n-([a-z]+)-/.exec(edge.path)?.[1];
        if (edge.kind !== 'dynamic-import' || !language) continue;
        texts[language] = [...(texts[language] ?? []), url(outputFor.get(edge.path))];
      }
    }
    return texts;
  };
  const routes = (await loadRoutePreloads()).map(({ path, search, modules }) => {
    const js = new Set();
    const texts = {};
    for (const module of modules) {
      const lazyChunk = `lazy-chunk:${join(clientSource, module)}`;
      const file = outputFor.get(lazyChunk);
      if (!file) throw new Error(`route-preloads.ts: ${path} names ${module}, which no dynamic import loads`);
      for (const chunk of outputClosure(file)) if (!bootFiles.has(chunk)) js.add(url(chunk));
      const own = [...inputClosure(lazyChunk)].filter((input) => !bootInputs.has(input));
      // Two of a route's modules may hold the same feature (a test's page and its panels, both on the quizzes feature): its texts once.
      for (const [language, urls] of Object.entries(textsOf(own))) texts[language] = [...new Set([...(texts[language] ?? []), ...urls])];
    }
    return { path, ...(search ? { search } : {}), js: [...js], texts };
  });
  // The entry first: its <script> sits at the end of the body, so without a link of its own it was asked
  // for after every route chunk, in the last batch of the browser's six connections, and the boot (which
  // runs only once the entry and its imports are in) waited for all of the screen's files (issue 15).
  const boot = { js: [entryFile, ...[...bootFiles].filter((file) => file !== entryFile)].map(url), texts: textsOf(bootInputs) };
  await writeFile(join(publicDir, 'preload.json'), JSON.stringify({ boot, routes }));
  return { boot, routes };
}

/**
 * Brotli and gzip twins of every script, stylesheet and PDF font, served as they are (no compression per request).
 * A font halves: DejaVu Sans, the PDFs' fallback for math symbols, is 757 KB as it is and ~390 KB gzipped.
 */
async function precompress() {
  for (const file of await listFiles(join(publicDir, 'assets'), ['.js', '.css', '.ttf'])) {
    const content = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

async function buildOnce() {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(join(publicDir, 'assets'), { recursive: true });
  await cp(join(root, 'static'), publicDir, { recursive: true, filter: (src) => !src.endsWith('index.html') });
  // The PDF worker is one self-contained module file; the client learns its hashed URL.
  const worker = await esbuild.build({
    ...clientOptions,
    entryPoints: { 'pdf-worker': join(root, 'src', 'client', 'features', 'pdf', 'pdf.worker.ts') },
    splitting: false,
  });
  const workerFile = Object.keys(worker.metafile.outputs).find((path) => path.endsWith('.js'));
  const pdfWorkerUrl = `/${relative(publicDir, join(root, workerFile)).replaceAll('\\', '/')}`;
  const [client] = await Promise.all([
    esbuild.build({
      ...clientOptions,
      define: { ...clientOptions.define, __CATEDRA_PDF_WORKER_URL__: JSON.stringify(pdfWorkerUrl) },
      plugins: [...clientOptions.plugins, sharedBoot],
    }),
    esbuild.build(serverOptions),
  ]);
  await cp(join(root, 'src', 'server', 'db', 'migrations'), join(dist, 'server', 'migrations'), { recursive: true });
  const cssName = await buildCss();
  await writeIndexHtml(client.metafile, cssName);
  const preloads = await writePreloads(client.metafile);
  await squeezeColdLoads(client.metafile, preloads);
  await precompress();
  await writeFile(join(dist, 'meta.client.json'), JSON.stringify(client.metafile));
  await writeFile(join(dist, 'meta.pdf-worker.json'), JSON.stringify(worker.metafile));
  await writeFile(stampFile, new Date().toISOString());
  console.log(`built dist/ in ${Date.now() - started} ms`);
}

const args = new Set(process.argv.slice(2));
if (args.has('--if-needed') && existsSync(stampFile) && (await isUpToDate())) {
  console.log('dist/ is up to date');
} else if (args.has('--watch')) {
  const { watch } = await import('node:fs');
  await buildOnce();
  let timer;
  for (const dir of ['src', 'static', 'i18n']) {
    watch(join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => buildOnce().catch((error) => console.error(error.message)), 150);
    });
  }
  console.log('watching src/, static/ and i18n/');
} else {
  await buildOnce();
}
