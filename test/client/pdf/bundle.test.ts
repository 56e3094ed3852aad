// The PDF code's cost in the browser: a throwaway esbuild build with
// build.mjs's client options (in memory, nothing written) of an entry that
// only imports the facade, as a screen would. The i18n-namespace imports
// (build.mjs's plugin) become empty modules here: the texts are their own
// small chunks, outside the PDF chunk this test weighs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = join(import.meta.dirname, '..', '..', '..');
const facade = join(root, 'src', 'client', 'features', 'pdf', 'index.ts');

function packagesIn(output: esbuild.Metafile['outputs'][string]): Set<string> {
  return new Set(
    Object.entries(output.inputs)
      .filter(([path, input]) => input.bytesInOutput > 0 && path.includes('node_modules/'))
      .map(([path]) => {
        const parts = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
        return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
      }),
  );
}

const i18nNamespacesStub: esbuild.Plugin = {
  name: 'i18n-namespaces-stub',
  setup(build) {
    build.onResolve({ filter: /^i18n-namespace:/ }, (args) => ({ path: args.path, namespace: 'i18n-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'i18n-stub' }, () => ({ contents: '{}', loader: 'json' }));
  },
};

/** Issue 15's budget for the chunk the first export downloads. */
const PDF_CHUNK_BUDGET = 500 * 1024;

describe('the PDF chunk', () => {
  it("stays out of the app's chunk, draws with pdf-lib alone and keeps the fonts out of the code", async (t) => {
    const result = await esbuild.build({
      stdin: { contents: `import { exportPdf } from ${JSON.stringify(facade)};\nexport default exportPdf;\n`, resolveDir: root, loader: 'ts' },
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
      outdir: join(root, '.cache', 'pdf-bundle-test'),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      minify: true,
      metafile: true,
      write: false,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.ttf': 'file', '.svg': 'file' },
      plugins: [i18nNamespacesStub],
      logLevel: 'silent',
    });
    const files = new Map(result.outputFiles.map((f) => [f.path.slice(root.length + 1), f.contents]));
    const outputs = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.js'));
    const gzip = (path: string) => gzipSync(files.get(path)!, { level: 9 }).length;

    const [entryPath, entry] = outputs.find(([, o]) => o.entryPoint)!;
    assert.deepEqual([...packagesIn(entry)], [], 'the facade imports no package');
    assert.ok(gzip(entryPath) < 2_000, `facade ${gzip(entryPath)} B gzip`);

    const [chunkPath, chunk] = outputs.find(([path]) => path.includes('generate.browser'))!;
    const packages = packagesIn(chunk);
    for (const name of ['@pdfme/pdf-lib', 'fontkit']) assert.ok(packages.has(name), name);
    // pdfme's generator validated templates with zod, evaluated expressions with acorn and carried a base64 Roboto (issue 15).
    for (const name of ['@pdfme/generator', '@pdfme/common', '@pdfme/schemas', 'zod', 'acorn', 'bwip-js', 'date-fns', 'air-datepicker'])
      assert.ok(!packages.has(name), `${name} in the PDF chunk`);
    for (const weight of ['400Regular', '700Bold'])
      assert.ok(
        Object.keys(result.metafile.outputs).some((path) => new RegExp(`media/Roboto_${weight}-\\w+\\.ttf$`).test(path)),
        `Roboto ${weight} is an asset`,
      );
    // The math symbols' fallback (DejaVu Sans), fetched only for a document that prints one.
    for (const name of ['DejaVuSans', 'DejaVuSans-Bold'])
      assert.ok(
        Object.keys(result.metafile.outputs).some((path) => new RegExp(`media/${name}-\\w+\\.ttf$`).test(path)),
        `${name} is an asset`,
      );
    assert.ok(gzip(chunkPath) <= PDF_CHUNK_BUDGET, `PDF chunk ${Math.round(gzip(chunkPath) / 1024)} KB gzip`);
    t.diagnostic(
      `facade ${gzip(entryPath)} B gzip; PDF chunk ${Math.round(gzip(chunkPath) / 1024)} KB gzip (${Math.round(files.get(chunkPath)!.length / 1024)} KB raw)`,
    );
  });
});
