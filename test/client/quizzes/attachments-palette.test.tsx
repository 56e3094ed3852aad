// A test's files from the command palette (README: every action is a
// command): "Download an attachment…" and "Delete an attachment…" (its
// author only) ask which file, then do what the file's own button does, from
// it: Delete's question returns the focus there, and a deleted file hands the
// focus on to the next, as after a click.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { chooseRowFromPalette, paletteOffers, runFromPalette } from '../support/palette';
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

const file = (id: string, fileName: string, sizeBytes: number) => ({
  id,
  fileName,
  mediaType: 'application/pdf',
  sizeBytes,
  createdAt: '2026-01-02T10:00:00Z',
});
const WORKSHEET = file('a1', 'Fișă de lucru.pdf', 20_480);
const BAREM = file('a2', 'Barem.pdf', 4_096);

describe("a test's files: row buttons in the palette", () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  let downloads: string[];
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    downloads = [];
    // A download ends in a link click; record it instead of letting the test page navigate.
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  async function open(files: () => unknown[], quiz = view()) {
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quiz),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, files()),
      'GET /api/quizzes/q1/attachments/a2': () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
      'DELETE /api/quizzes/q1/attachments/a1': () => jsonResponse(204),
    });
    renderApp('/quizzes/q1');
    await screen.findByRole('heading', { level: 1, name: 'Evaluare Capitolul 2' });
  }

  it('"Download an attachment…" downloads the chosen file from its Download button, which keeps the focus', async () => {
    await open(() => [WORKSHEET, BAREM]);
    await screen.findByRole('button', { name: 'Download Barem.pdf' });
    await chooseRowFromPalette('Download an attachment…', 'Download which file?', ['Fișă de lucru.pdf20 kB', 'Barem.pdf4 kB'], 'barem');
    await waitFor(() => assert.deepEqual(downloads, ['Barem.pdf']));
    assertFocused(screen.getByRole('button', { name: 'Download Barem.pdf' }), 'as after a click on it');
  });

  it('"Delete an attachment…" asks as the Delete button does; confirmed, the file goes and the focus moves on to the next', async () => {
    let files = [WORKSHEET, BAREM];
    await open(() => files);
    await screen.findByRole('button', { name: 'Delete Fișă de lucru.pdf' });
    const offered = ['Fișă de lucru.pdf20 kB', 'Barem.pdf4 kB'];

    await chooseRowFromPalette('Delete an attachment…', 'Delete which file?', offered, 'fisa');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    assert.match(dialog.textContent ?? '', /Fișă de lucru\.pdf/);
    await act(async () => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => assertFocused(screen.getByRole('button', { name: 'Delete Fișă de lucru.pdf' })));
    assert.equal(stub!.callsTo('DELETE /api/quizzes/q1/attachments/a1').length, 0);

    await chooseRowFromPalette('Delete an attachment…', 'Delete which file?', offered, 'fisa');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    files = [BAREM];
    await act(async () => within(dialog).getByRole('button', { name: 'Delete file' }).click());
    await waitFor(() => assertAbsent(screen.queryByRole('button', { name: 'Delete Fișă de lucru.pdf' })));
    assert.equal(stub!.callsTo('DELETE /api/quizzes/q1/attachments/a1').length, 1);
    assert.ok(toastMessages().includes('Fișă de lucru.pdf deleted'));
    assertFocused(screen.getByRole('button', { name: 'Download Barem.pdf' }), 'the next file has the keyboard, as after the button');
  });

  it('two files of one name: the one chosen is the one deleted (its own button, the second of that name)', async () => {
    const again = file('a3', WORKSHEET.fileName, 1_024);
    let files = [WORKSHEET, BAREM, again];
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, view()),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, files),
      'DELETE /api/quizzes/q1/attachments/a3': () => jsonResponse(204),
    });
    renderApp('/quizzes/q1');
    await screen.findByRole('button', { name: 'Download Barem.pdf' });
    await runFromPalette('Delete an attachment…');
    const chooser = await screen.findByRole('dialog', { name: 'Delete which file?' });
    await act(async () => within(chooser).getByRole('option', { name: /1 kB/ }).click());
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    files = [WORKSHEET, BAREM];
    await act(async () => within(dialog).getByRole('button', { name: 'Delete file' }).click());
    await waitFor(() => assert.equal(stub!.callsTo('DELETE /api/quizzes/q1/attachments/a3').length, 1));
    assert.equal(stub.callsTo('GET /api/quizzes/q1/attachments').length, 2, 'the page and the commands read the files once; the deletion reads them again');
  });

  it("a colleague's test the reader may only read: Download an attachment…, not Delete an attachment…", async () => {
    await open(() => [WORKSHEET], view({ isOwner: false, access: 'read' }));
    await screen.findByRole('button', { name: 'Download Fișă de lucru.pdf' });
    assertAbsent(screen.queryByRole('button', { name: 'Delete Fișă de lucru.pdf' }), 'nor its button');
    assert.equal(await paletteOffers('Download an attachment…'), true);
    assert.equal(await paletteOffers('Delete an attachment…'), false);
  });

  it('a test without files: neither command', async () => {
    await open(() => []);
    await screen.findByText('No files attached.');
    assert.equal(await paletteOffers('Download an attachment…'), false);
    assert.equal(await paletteOffers('Delete an attachment…'), false);
  });
});
