// The PDF worker: pdf-lib, the fonts and the layout run here, off the main
// thread, so the page stays responsive while a long test renders. Bundled
// as its own entry by build.mjs (see export-pdf.ts for what it expects).
import { generatePdfInBrowser } from './generate.browser';
import type { PdfJobRequest, PdfWorkerMessage } from './pdf-worker.protocol';

/** The parts of DedicatedWorkerGlobalScope used here (tsconfig has the DOM lib, not WebWorker). */
interface WorkerScope {
  postMessage(message: PdfWorkerMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PdfJobRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, kind, data, options } = event.data;
  generatePdfInBrowser(kind, data, options, ({ page, pages }) => scope.postMessage({ type: 'progress', id, page, pages })).then(
    (bytes) => {
      // A copy that owns exactly the PDF's bytes, so it can be transferred whole.
      const buffer = bytes.slice().buffer;
      scope.postMessage({ type: 'done', id, bytes: buffer }, [buffer]);
    },
    (error: unknown) => scope.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
