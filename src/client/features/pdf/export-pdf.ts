// exportPdf: the only PDF code in the app's own chunks. It runs generation
// in a Web Worker when the build provides one, and otherwise (or when the
// worker cannot start: an old browser, a blocked script) loads the PDF chunk
// with a dynamic import and runs it on the main thread. Either way pdf-lib and
// the fonts download on the first export, never before.
//
// The worker is a separate esbuild entry (src/client/features/pdf/pdf.worker.ts,
// format esm, no splitting) whose URL build.mjs passes to the client build
// as `define: { __CATEDRA_PDF_WORKER_URL__: '"/assets/pdf-worker-HASH.js"' }`.

import { isEnabled } from '../../core/config';
import type { PdfDataByKind, PdfKind, PdfOptions, PdfProgressListener } from './pdf.types';
import type { PdfJobRequest, PdfWorkerMessage } from './pdf-worker.protocol';

declare const __CATEDRA_PDF_WORKER_URL__: string | undefined;

/** What exportPdf needs from a Worker, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: PdfJobRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PdfWorkerMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

type Generate = <K extends PdfKind>(kind: K, data: PdfDataByKind[K], options: PdfOptions, onProgress?: PdfProgressListener) => Promise<Uint8Array>;

export interface PdfExporterDeps {
  /** null: no worker bundle in this build, generate on the main thread. */
  workerUrl: string | null;
  createWorker: (url: string) => WorkerLike;
  /** The PDF chunk for the main thread. */
  loadInline: () => Promise<{ generatePdfInBrowser: Generate }>;
  /** An idle worker is stopped after this long, giving its memory back (pdf-lib and the fonts). */
  idleMs?: number;
}

export type ExportPdf = <K extends PdfKind>(kind: K, data: PdfDataByKind[K], options: PdfOptions, onProgress?: PdfProgressListener) => Promise<Blob>;

interface Job {
  request: PdfJobRequest;
  onProgress?: PdfProgressListener;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

const toBlob = (bytes: Uint8Array) => new Blob([bytes.slice().buffer], { type: 'application/pdf' });

export function createPdfExporter(deps: PdfExporterDeps): ExportPdf {
  const idleMs = deps.idleMs ?? 60_000;
  const jobs = new Map<number, Job>();
  let worker: WorkerLike | null = null;
  let workerBroken = deps.workerUrl === null;
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const inline = async (job: Job) => {
    const { generatePdfInBrowser } = await deps.loadInline();
    const { kind, data, options } = job.request;
    return generatePdfInBrowser(kind, data, options, job.onProgress);
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
  };

  /** The worker failed as a whole (did not load, crashed): what it had runs on the main thread. */
  const abandonWorker = () => {
    workerBroken = true;
    stopWorker();
    const pending = [...jobs.values()];
    jobs.clear();
    for (const job of pending) inline(job).then(job.resolve, job.reject);
  };

  const onMessage = (message: PdfWorkerMessage) => {
    const job = jobs.get(message.id);
    if (!job) return;
    if (message.type === 'progress') job.onProgress?.({ page: message.page, pages: message.pages });
    else {
      jobs.delete(message.id);
      if (message.type === 'done') job.resolve(new Uint8Array(message.bytes));
      else job.reject(new Error(message.message));
      if (jobs.size === 0) {
        idleTimer = setTimeout(stopWorker, idleMs);
        // Under Node (tests) a pending stop must not keep the process alive; browsers have no unref.
        (idleTimer as { unref?: () => void }).unref?.();
      }
    }
  };

  const startWorker = (url: string): WorkerLike | null => {
    try {
      const created = deps.createWorker(url);
      created.addEventListener('message', (event) => onMessage(event.data));
      created.addEventListener('error', () => abandonWorker());
      return created;
    } catch {
      workerBroken = true;
      return null;
    }
  };

  return async (kind, data, asked, onProgress) => {
    // The flag is read here, on the main thread: the worker does not see the app's flags.
    const options = { ...asked, advancedSettings: asked.advancedSettings ?? isEnabled('advancedQuizSettings') };
    const request: PdfJobRequest = { id: nextId++, kind, data, options };
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const job: Job = { request, onProgress, resolve, reject };
      clearTimeout(idleTimer);
      if (!workerBroken && !worker) worker = startWorker(deps.workerUrl!);
      if (!worker) {
        inline(job).then(resolve, reject);
        return;
      }
      jobs.set(request.id, job);
      worker.postMessage(request);
    });
    return toBlob(bytes);
  };
}

function defaultWorkerUrl(): string | null {
  if (typeof __CATEDRA_PDF_WORKER_URL__ !== 'string' || typeof Worker === 'undefined') return null;
  return __CATEDRA_PDF_WORKER_URL__;
}

export const exportPdf: ExportPdf = createPdfExporter({
  workerUrl: defaultWorkerUrl(),
  createWorker: (url) => new Worker(new URL(url, location.href), { type: 'module', name: 'catedra-pdf' }) as unknown as WorkerLike,
  loadInline: () => import('./generate.browser'),
});
