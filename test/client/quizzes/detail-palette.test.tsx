// The test page's buttons from the command palette (README: every action is
// a command): Edit quiz, Copy, Delete (asking first, as the button does) and
// both PDF exports, each offered while its button is.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import type { ExportPdf } from '../../../src/client/features/pdf';
import { PdfExportPanel } from '../../../src/client/features/quiz-detail/export/PdfExportPanel';
import { printOptions$ } from '../../../src/client/features/quiz-detail/export/print-options';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { jsonResponse } from '../support/fetch-stub';
import { paletteOffers, runFromPalette } from '../support/palette';
import { resetEditor, toastMessages } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

function view(overrides: Record<string, unknown> = {}) {
  return {
    ...sampleQuiz('Evaluare Capitolul 2'),
    id: 'q1',
    version: 4,
    totalPoints: 90,
    isOwner: true,
    access: 'owner',
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-03-02T09:30:00Z',
    ...overrides,
  };
}

describe('quiz detail: the header in the palette', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  async function open(quiz = view()) {
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quiz),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []),
      'PUT /api/quizzes/q1/clone': () => jsonResponse(200, view({ id: 'q2', title: 'Evaluare Capitolul 2 (copie)' })),
      'DELETE /api/quizzes/q1': () => jsonResponse(204),
    });
    const { location } = renderApp('/quizzes/q1');
    await screen.findByRole('heading', { level: 1, name: 'Evaluare Capitolul 2' });
    return { location, api: stub };
  }

  it('Edit quiz opens the editor', async () => {
    const { location } = await open();
    await runFromPalette('Edit quiz');
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes/q1/edit'));
  });

  it('Copy makes a copy and opens it in the editor', async () => {
    const { location, api } = await open();
    await runFromPalette('Copy');
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes/q2/edit'));
    assert.equal(api.callsTo('PUT /api/quizzes/q1/clone').length, 1);
    assert.ok(toastMessages().includes('Copy created: Evaluare Capitolul 2 (copie)'));
  });

  it('Delete asks first: cancelled, nothing is deleted; confirmed, the quiz goes and the list opens', async () => {
    const { location, api } = await open();
    await runFromPalette('Delete');
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this quiz?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assert.equal(screen.queryByRole('alertdialog'), null));
    assert.equal(api.callsTo('DELETE /api/quizzes/q1').length, 0);

    await runFromPalette('Delete');
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this quiz?' })).getByRole('button', { name: 'Delete quiz' }));
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes'));
    assert.equal(api.callsTo('DELETE /api/quizzes/q1').length, 1);
  });

  it("a colleague's test read only: Copy is offered, not Edit quiz or Delete (nor their buttons)", async () => {
    await open(view({ isOwner: false, access: 'read' }));
    assert.equal(screen.queryByRole('link', { name: 'Edit quiz' }), null);
    assert.equal(screen.queryByRole('button', { name: 'Delete' }), null);
    assert.equal(await paletteOffers('Copy'), true);
    assert.equal(await paletteOffers('Edit quiz'), false);
    assert.equal(await paletteOffers('Delete'), false);
  });
});

/** The export ends and the file is handed over; its Blob URL's 30 s revocation timer must not keep the test process alive. */
async function saved(finish: () => void): Promise<void> {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    await act(async () => finish());
  } finally {
    mock.timers.reset();
  }
}

describe('PDF export panel in the palette', () => {
  afterEach(async () => {
    mock.restoreAll();
    printOptions$.set({ lineStyle: 'ruled', paper: 'A4', versions: [] });
    await resetEditor();
  });

  it('Export test (PDF) runs the export; neither export is offered while one runs; the file is saved', async () => {
    const clicks: string[] = [];
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const kinds: string[] = [];
    let finish!: () => void;
    const exporter = ((kind: string) => {
      kinds.push(kind);
      return new Promise<Blob>((resolve) => (finish = () => resolve(new Blob(['%PDF-'], { type: 'application/pdf' }))));
    }) as ExportPdf;
    render(<PdfExportPanel getDocument={() => sampleQuiz('Evaluare Capitolul 2')} exporter={exporter} />);
    await runFromPalette('Export test (PDF)', { standalone: true });
    assert.ok(await screen.findByText('Preparing the PDF…'));
    assert.deepEqual(kinds, ['test']);
    assert.equal(await paletteOffers('Export grading scheme (PDF)', { standalone: true }), false);
    assert.equal(await paletteOffers('Export test (PDF)', { standalone: true }), false);
    await saved(finish);
    assert.deepEqual(clicks, ['evaluare-capitolul-2-test.pdf']);

    await runFromPalette('Export grading scheme (PDF)', { standalone: true });
    assert.deepEqual(kinds, ['test', 'barem']);
    await saved(finish);
    assert.deepEqual(clicks, ['evaluare-capitolul-2-test.pdf', 'evaluare-capitolul-2-grading-scheme.pdf']);
  });
});
