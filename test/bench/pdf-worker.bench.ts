// A printed test generated where users generate it: in the PDF worker of the
// built app (dist/public), in headless Chromium. The files are served by a
// small static server here, so the figure is the worker's own work, not the
// app server's. The first job also starts the worker, evaluates its module
// and fetches the two fonts; the jobs after it are what every later export
// of the session costs.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { PdfJobRequest } from '../../src/client/features/pdf/pdf-worker.protocol';
import { launchBrowser } from '../e2e/helpers/browser';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.ttf': 'font/ttf', '.html': 'text/html' };

function serve(publicDir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>PDF worker bench</title>');
      return;
    }
    const file = join(publicDir, path);
    if (!file.startsWith(publicDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/** The worker's URL as build.mjs gave it to the client (/assets/pdf-worker-HASH.js). */
function workerUrl(root: string): string {
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'meta.pdf-worker.json'), 'utf8')) as { outputs: Record<string, unknown> };
  const file = Object.keys(meta.outputs).find((path) => path.endsWith('.js'));
  if (!file) throw new Error('dist/meta.pdf-worker.json names no worker');
  return `/${file.replace(/^dist\/public\//, '')}`;
}

/** Milliseconds per job, from postMessage to the PDF's bytes back in the page; the first job is the cold one. */
export async function measurePdfWorker(root: string, job: Omit<PdfJobRequest, 'id'>, runs: number): Promise<number[]> {
  const { server, baseUrl } = await serve(join(root, 'dist', 'public'));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    // No named functions inside: tsx would wrap them in a __name helper the page does not have.
    return await page.evaluate(
      async ({ url, job, runs }) => {
        const worker = new Worker(url, { type: 'module' });
        const times: number[] = [];
        for (let id = 1; id <= runs; id++) {
          const started = performance.now();
          await new Promise<void>((resolve, reject) => {
            worker.onmessage = (event: MessageEvent<{ id: number; type: string; message?: string }>) => {
              if (event.data.id !== id || event.data.type === 'progress') return;
              if (event.data.type === 'done') resolve();
              else reject(new Error(event.data.message));
            };
            worker.postMessage({ ...job, id });
          });
          times.push(performance.now() - started);
        }
        worker.terminate();
        return times;
      },
      { url: workerUrl(root), job, runs },
    );
  } finally {
    await browser.close();
    server.close();
  }
}
