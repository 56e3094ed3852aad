// The advancedQuizSettings flag gates what a printed test can carry of them:
// the time limit in the header and the shuffled versions.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { overrideFlags } from '../../../src/client/core/config';
import { createPdfExporter } from '../../../src/client/features/pdf/export-pdf';
import type { PdfOptions } from '../../../src/client/features/pdf/pdf.types';
import { makePdf, pdfPages, romanianQuiz, squeeze } from './fixtures';

const data = { document: romanianQuiz() };

/** The options the PDF is generated with, as exportPdf hands them on. */
async function optionsSent(options: PdfOptions): Promise<PdfOptions> {
  let sent: PdfOptions | null = null;
  const exportPdf = createPdfExporter({
    workerUrl: null,
    createWorker: () => assert.fail('no worker expected'),
    loadInline: async () => ({
      generatePdfInBrowser: async (_kind, _data, generateOptions) => {
        sent = generateOptions;
        return new Uint8Array([37]);
      },
    }),
  });
  await exportPdf('test', data, options);
  return sent!;
}

describe('advanced quiz settings on paper', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('with the flag off, the export prints neither the time limit nor shuffled versions', async () => {
    restore = overrideFlags({ advancedQuizSettings: false });
    const sent = await optionsSent({ language: 'ro', versions: ['A', 'B'] });
    assert.equal(sent.advancedSettings, false);
    const text = squeeze(pdfPages(await makePdf('test', data, sent)).join('\n'));
    assert.ok(!text.includes('Timp de lucru'), 'no time limit');
    assert.ok(!text.includes('Grupa'), 'one test in the author’s order, no groups');
    assert.match(text, /Punctaj total: 90 p \+ 10 p din oficiu/);
  });

  it('with the flag on, both print', async () => {
    restore = overrideFlags({ advancedQuizSettings: true });
    const sent = await optionsSent({ language: 'ro', versions: ['A', 'B'] });
    const text = squeeze(pdfPages(await makePdf('test', data, sent)).join('\n'));
    assert.match(text, /Timp de lucru: 50 min/);
    assert.match(text, /Grupa A/);
    assert.match(text, /Grupa B/);
  });
});
