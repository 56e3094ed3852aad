// The PDF code's cost in the browser: a throwaway esbuild build with
// build.mjs's client options (in memory, nothing written) of an entry that
// only imports the facade, as a screen would.
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

describe('the PDF chunk', () => {
  it("stays out of the app's chunk and leaves pdfme's unused plugins out of its own", async (t) => {
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
    for (const name of ['@pdfme/generator', '@pdfme/pdf-lib', 'fontkit']) assert.ok(packages.has(name), name);
    for (const name of ['bwip-js', 'date-fns', 'air-datepicker']) assert.ok(!packages.has(name), `${name} in the PDF chunk`);
    assert.ok(
      Object.keys(result.metafile.outputs).some((path) => /media\/Roboto_700Bold-\w+\.ttf$/.test(path)),
      'the bold font is an asset',
    );
    t.diagnostic(
      `facade ${gzip(entryPath)} B gzip; PDF chunk ${Math.round(gzip(chunkPath) / 1024)} KB gzip (${Math.round(files.get(chunkPath)!.length / 1024)} KB raw)`,
    );
  });
});
