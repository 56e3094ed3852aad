import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPdfExporter, type WorkerLike } from '../../../src/client/features/pdf/export-pdf';
import type { PdfProgress } from '../../../src/client/features/pdf/pdf.types';
import type { PdfJobRequest, PdfWorkerMessage } from '../../../src/client/features/pdf/pdf-worker.protocol';
import { pdfFileName } from '../../../src/client/features/pdf/save-pdf';
import { makePdf, romanianQuiz } from './fixtures';

const data = { document: romanianQuiz() };
const PDF = new TextEncoder().encode('%PDF-1.7 fake');

/** A Worker stand-in the test drives by hand. */
class FakeWorker implements WorkerLike {
  requests: PdfJobRequest[] = [];
  terminated = false;
  private listeners: { message: ((event: MessageEvent<PdfWorkerMessage>) => void)[]; error: ((event: Event) => void)[] } = { message: [], error: [] };
  postMessage(message: PdfJobRequest) {
    this.requests.push(message);
  }
  addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
    this.listeners[type].push(listener as never);
  }
  terminate() {
    this.terminated = true;
  }
  send(message: PdfWorkerMessage) {
    for (const listener of this.listeners.message) listener({ data: message } as MessageEvent<PdfWorkerMessage>);
  }
  fail() {
    for (const listener of this.listeners.error) listener(new Event('error'));
  }
}

function inlineStub() {
  const calls: string[] = [];
  return {
    calls,
    loadInline: async () => ({
      generatePdfInBrowser: async (kind: string, _data: unknown, _options: unknown, onProgress?: (p: PdfProgress) => void) => {
        calls.push(kind);
        onProgress?.({ page: 1, pages: 1 });
        return PDF;
      },
    }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('exportPdf', () => {
  it('runs on the main thread when the build has no worker, with progress, and resolves to a PDF blob', async () => {
    const inline = inlineStub();
    const exportPdf = createPdfExporter({ workerUrl: null, createWorker: () => assert.fail('no worker expected'), loadInline: inline.loadInline });
    const progress: PdfProgress[] = [];
    const blob = await exportPdf('test', data, { language: 'ro' }, (p) => progress.push(p));
    assert.equal(blob.type, 'application/pdf');
    assert.equal(await blob.text(), '%PDF-1.7 fake');
    assert.deepEqual(progress, [{ page: 1, pages: 1 }]);
    assert.deepEqual(inline.calls, ['test']);
  });

  it('sends the job to the worker, relays its progress and stops it once idle', async () => {
    const worker = new FakeWorker();
    const inline = inlineStub();
    const exportPdf = createPdfExporter({ workerUrl: '/assets/pdf-worker.js', createWorker: () => worker, loadInline: inline.loadInline, idleMs: 5 });
    const progress: PdfProgress[] = [];
    const pending = exportPdf('barem', data, { language: 'ro', versions: ['A', 'B'], seed: 3 }, (p) => progress.push(p));
    await flush();
    assert.equal(worker.requests.length, 1);
    const [request] = worker.requests;
    assert.equal(request!.kind, 'barem');
    assert.deepEqual(request!.options.versions, ['A', 'B']);
    worker.send({ type: 'progress', id: request!.id, page: 1, pages: 2 });
    worker.send({ type: 'progress', id: request!.id, page: 2, pages: 2 });
    worker.send({ type: 'done', id: request!.id, bytes: PDF.slice().buffer });
    const blob = await pending;
    assert.equal(await blob.text(), '%PDF-1.7 fake');
    assert.deepEqual(progress, [
      { page: 1, pages: 2 },
      { page: 2, pages: 2 },
    ]);
    assert.deepEqual(inline.calls, []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(worker.terminated, true);
  });

  it("rejects with the worker's message when generation fails", async () => {
    const worker = new FakeWorker();
    const exportPdf = createPdfExporter({ workerUrl: '/w.js', createWorker: () => worker, loadInline: inlineStub().loadInline });
    const pending = exportPdf('dashboard', { ...data, report: {} as never, pupils: [] }, { language: 'en' });
    await flush();
    worker.send({ type: 'error', id: worker.requests[0]!.id, message: 'bad data' });
    await assert.rejects(pending, /bad data/);
  });

  it('falls back to the main thread when the worker cannot start or fails to load', async () => {
    const inline = inlineStub();
    const throwing = createPdfExporter({
      workerUrl: '/w.js',
      createWorker: () => {
        throw new Error('blocked');
      },
      loadInline: inline.loadInline,
    });
    assert.equal(await (await throwing('test', data, { language: 'ro' })).text(), '%PDF-1.7 fake');

    const worker = new FakeWorker();
    let created = 0;
    const broken = createPdfExporter({
      workerUrl: '/w.js',
      createWorker: () => {
        created++;
        return worker;
      },
      loadInline: inline.loadInline,
    });
    const pending = broken('test', data, { language: 'ro' });
    await flush();
    worker.fail();
    assert.equal(await (await pending).text(), '%PDF-1.7 fake');
    assert.equal(worker.terminated, true);
    // The next export does not try the broken worker again.
    await broken('barem', data, { language: 'ro' });
    assert.equal(created, 1);
    assert.deepEqual(inline.calls, ['test', 'test', 'barem']);
  });

  it('produces a real PDF through the same generator the worker runs', async () => {
    const bytes = await makePdf('test', data, { language: 'ro' });
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-');
  });
});

describe('pdfFileName', () => {
  it('makes an ASCII file name from the title and the words that tell files apart', () => {
    assert.equal(pdfFileName('Evaluare la matematică și științe', 'test'), 'evaluare-la-matematica-si-stiinte-test.pdf');
    assert.equal(pdfFileName('Ñandú ¿qué?', 'criterios de corrección', 'B'), 'nandu-que-criterios-de-correccion-b.pdf');
    assert.equal(pdfFileName('—', 'raport'), 'catedra-raport.pdf');
    assert.equal(pdfFileName('Evaluare 1', 'a IX-a B', 'raport'), 'evaluare-1-a-ix-a-b-raport.pdf');
    assert.equal(pdfFileName('Evaluare 1', null, undefined, 'raport'), 'evaluare-1-raport.pdf', 'a class unknown is left out');
  });
});
