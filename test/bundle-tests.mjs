// Bundles test files with esbuild for `npm test`, so the runner loads plain
// JavaScript instead of compiling every module through tsx's loader hooks in
// each test process (one process per file: 66 server files, twice, and 90
// client files): the client suite then needs about half the CPU time, a
// server file about 1.5 s less. Packages stay external (Node loads them
// itself, one copy each); our modules go into shared chunks, so setup-dom and
// a test file see the same i18n module. Running one file through tsx, as the
// README shows, gives the same results. A server a test starts in a child
// process is still run from the sources (tsx or the build), as in use.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * A bundled module still answers import.meta.dirname, .filename and .url with
 * its source file's place, as it does under tsx: tests find the repository
 * from there.
 */
const sourcePlace = {
  name: 'source-place',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** The build's virtual text modules: setup-dom installs every text, so these are never loaded in tests. */
const i18nNamespaces = {
  name: 'i18n-namespaces-external',
  setup(build) {
    build.onResolve({ filter: /^i18n-namespace:/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * Returns the bundled test files, in the order of `files`, and the bundled
 * `setup` module when one is given (test/setup-dom.ts for the client tests).
 */
export async function bundleTests(root, { files, setup, outdir }) {
  await rm(outdir, { recursive: true, force: true }); // no chunk of an earlier run is left to load
  await build({
    absWorkingDir: root,
    entryPoints: setup ? [...files, setup] : files,
    outdir,
    outbase: 'test',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    plugins: [sourcePlace, i18nNamespaces],
    logLevel: 'warning',
  });
  const bundled = (file) => join(outdir, relative('test', file).replace(/\.tsx?$/, '.mjs'));
  return { setup: setup ? bundled(setup) : undefined, files: files.map(bundled) };
}
