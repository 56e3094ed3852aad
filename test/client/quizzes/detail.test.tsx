import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { findCommand, isAvailable } from '../../../src/client/core/commands';
import { setLanguage } from '../../../src/client/core/i18n';
import type { ExportPdf, PdfOptions } from '../../../src/client/features/pdf';
import { PdfExportPanel } from '../../../src/client/features/quiz-detail/export/PdfExportPanel';
import { printOptions$ } from '../../../src/client/features/quiz-detail/export/print-options';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { resetEditor, toastMessages } from '../support/quiz-editor';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

function view(overrides: Record<string, unknown> = {}) {
  const quiz = sampleQuiz('Evaluare Capitolul 2');
  // Markup typed into a question is shown as text, never as HTML.
  quiz.sections[0]!.questions[0]!.text = 'Cât face <b>2 + 3</b>?';
  return {
    ...quiz,
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

const ATTACHMENT = { id: 'a1', fileName: 'Fișă de lucru.pdf', mediaType: 'application/pdf', sizeBytes: 20_480, createdAt: '2026-01-02T10:00:00Z' };

describe('quiz detail', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  let clicks: { href: string; download: string }[];
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    clicks = [];
    // Downloads end in a link click; record it instead of letting the test page navigate.
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    printOptions$.set({ lineStyle: 'ruled', paper: 'A4', versions: [] });
    await resetEditor();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('shows the quiz with its facts, both previews (text as text), edit and the PDF buttons', async () => {
    stub = stubApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, view()), 'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []) });
    renderApp('/quizzes/q1');
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Evaluare Capitolul 2' }));
    assert.ok(screen.getByText('90 + 10 ex officio'));
    assert.ok(screen.getByRole('link', { name: 'Edit quiz' }));
    assert.ok(screen.getByRole('button', { name: 'Export test (PDF)' }));
    assert.ok(screen.getByRole('button', { name: 'Export grading scheme (PDF)' }));
    const test = screen.getByRole('tabpanel', { name: 'Test' });
    assert.ok(within(test).getByText('Cât face <b>2 + 3</b>?'));
    assertAbsent(test.querySelector('b'));
    assert.ok(within(test).getByText('Total: 90 points + 10 points ex officio · Time: 50 min'));
    const scheme = screen.getByRole('tabpanel', { name: 'Barem (answer key)' });
    assert.ok(within(scheme).getByText('Expected answer: Fe'));
    assert.ok(within(scheme).getByText('Final mark = (points + 10) / 10'));
    assert.ok(await screen.findByText('No files attached.'));
  });

  it('lists the classes the test is given to, each opening its dashboard there, and compares them from two classes on', async () => {
    const given = (classroomId: string, classroomName: string) => ({ classroomId, classroomName, schoolId: 's1', schoolName: 'Liceul Moisil', dueDate: null });
    let assignments = [given('c1', 'a IX-a A')];
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, view()),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []),
      'GET /api/quizzes/q1/grading-sheet': () => jsonResponse(200, { quiz: view(), assignments, classroom: null, pupils: [], grades: [] }),
    });
    renderApp('/quizzes/q1');
    const classes = await screen.findByRole('region', { name: 'Given to' });
    assert.equal(within(classes).getByRole('link', { name: 'a IX-a A (Liceul Moisil)' }).getAttribute('href'), '/schools/s1/classrooms/c1/quizzes/q1');
    assert.equal(within(classes).queryByRole('link', { name: 'Compare classes' }), null, 'one class: nothing to compare');
    assert.equal(isAvailable(findCommand('quiz.compareClasses')!), false);
    cleanup();

    // A common test given to two classes: the comparison is one click (or a palette command) away.
    assignments = [given('c1', 'a IX-a A'), given('c2', 'a IX-a B')];
    await resetShell();
    stub.restore();
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, view()),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []),
      'GET /api/quizzes/q1/grading-sheet': () => jsonResponse(200, { quiz: view(), assignments, classroom: null, pupils: [], grades: [] }),
    });
    signIn();
    renderApp('/quizzes/q1');
    const both = await screen.findByRole('region', { name: 'Given to' });
    const compare = await within(both).findByRole('link', { name: 'Compare classes' });
    assert.equal(compare.getAttribute('href'), '/schools/s1/classrooms/c1/quizzes/q1?tab=compare');
    assert.equal(within(both).getAllByRole('listitem').length, 2);
    await waitFor(() => assert.equal(isAvailable(findCommand('quiz.compareClasses')!), true));
  });

  it('the line-grid toggle turns the answer space into squared paper in the preview', async () => {
    stub = stubApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, view()), 'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []) });
    renderApp('/quizzes/q1');
    await screen.findByRole('heading', { level: 1, name: 'Evaluare Capitolul 2' });
    const ruled = document.querySelector<HTMLElement>('[data-line-style="ruled"]');
    assert.ok(ruled);
    // Its lines are drawn from the border's edge: from the padding box, the transparent border pushed the last of
    // 5 lines out of the box (a new teacher saw 4 in the preview and 5 on paper).
    assert.equal(ruled.style.backgroundOrigin, 'border-box');
    fireEvent.click(screen.getByRole('switch', { name: 'Squared paper instead of lines' }));
    assert.ok(document.querySelector('[data-line-style="grid"]'));
    assertAbsent(document.querySelector('[data-line-style="ruled"]'));
  });

  it("'Quiz not found.' for a missing quiz, 'Failed to load quiz.' for a failure", async () => {
    stub = stubApi({ 'GET /api/quizzes/nope': () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } }) });
    renderApp('/quizzes/nope');
    assert.ok(await screen.findByText('Quiz not found.'));
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Quiz details' }));
    await resetEditor();
    stub.restore();
    signIn();
    mock.method(console, 'error', () => {});
    stub = stubApi({ 'GET /api/quizzes/q1': () => jsonResponse(500, { error: { code: 'internal', message: 'Server error. Please try again later.' } }) });
    renderApp('/quizzes/q1');
    assert.ok(await screen.findByText('Failed to load quiz.'));
  });

  it('attachments: listed, downloaded with the bearer, checked before upload, uploaded raw with the name, deleted after asking', async () => {
    let files = [ATTACHMENT];
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, view()),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, files),
      'GET /api/quizzes/q1/attachments/a1': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }),
      'POST /api/quizzes/q1/attachments': (call) => {
        const name = decodeURIComponent(call.headers.get('x-file-name') ?? '');
        if (name.endsWith('.docx'))
          return jsonResponse(400, {
            error: {
              code: 'validation',
              message: 'Please check',
              fields: { file: 'This file is not really a docx file. Save it again in that format and retry.' },
            },
          });
        const added = { ...ATTACHMENT, id: 'a2', fileName: name };
        files = [...files, added];
        return jsonResponse(201, added);
      },
      'DELETE /api/quizzes/q1/attachments/a1': () => {
        files = files.filter((f) => f.id !== 'a1');
        return jsonResponse(204);
      },
    });
    renderApp('/quizzes/q1');
    const list = await screen.findByRole('list', { name: 'Files' });
    assert.ok(within(list).getByText('Fișă de lucru.pdf'));
    assert.ok(within(list).getByText('20 kB'));

    fireEvent.click(screen.getByRole('button', { name: 'Download Fișă de lucru.pdf' }));
    await waitFor(() => assert.equal(clicks.at(-1)?.download, 'Fișă de lucru.pdf'));
    assert.equal(stub.callsTo('GET /api/quizzes/q1/attachments/a1')[0]?.headers.get('authorization'), 'Bearer test-token');

    // A teacher presses the one 'Choose files' button; the browser's chooser then fills the hidden input it opens.
    // Scoped to the Files area: a role query over the whole page (its two previews) takes minutes in happy-dom.
    assert.equal(within(list.closest('section')!).getAllByRole('button', { name: 'Choose files' }).length, 1);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const exe = new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' });
    const huge = new File(['x'], 'carte.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10_485_761 });
    fireEvent.change(input, { target: { files: [exe, huge] } });
    assert.ok(await screen.findByText('Only PDF, Word (doc, docx) and text (txt) files can be attached.'));
    assert.ok(screen.getByText('The file is larger than 10 MB. Choose a smaller file.'));
    assert.equal(stub.callsTo('POST /api/quizzes/q1/attachments').length, 0, 'nothing sent');

    fireEvent.change(input, { target: { files: [new File(['Exerciții'], 'Temă ș.txt', { type: 'text/plain' }), new File(['x'], 'fals.docx')] } });
    assert.ok(await within(await screen.findByRole('list', { name: 'Files' })).findByText('Temă ș.txt'));
    const [upload] = stub.callsTo('POST /api/quizzes/q1/attachments');
    assert.equal(upload!.headers.get('content-type'), 'application/octet-stream');
    assert.equal(upload!.headers.get('x-file-name'), encodeURIComponent('Temă ș.txt'));
    assert.ok(await screen.findByText('This file is not really a docx file. Save it again in that format and retry.'));

    const remove = screen.getByRole('button', { name: 'Delete Fișă de lucru.pdf' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => assert.ok(toastMessages().includes('Fișă de lucru.pdf deleted'), "waiting for toastMessages().includes('Fișă de lucru.pdf deleted')"));
    await waitFor(() => assertAbsent(screen.queryByText('Fișă de lucru.pdf')));
    // The keyboard stays with the files (the next one, or the panel's heading), not on the page.
    assert.ok(document.activeElement?.closest('section'), `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
  });
});

describe('PDF export panel', () => {
  beforeEach(async () => {
    await setLanguage('ro', { persist: false });
  });
  afterEach(async () => {
    mock.restoreAll();
    printOptions$.set({ lineStyle: 'ruled', paper: 'A4', versions: [] });
    await resetEditor();
  });

  it('passes the paper, groups, line grid, class header and interface language; shows progress; saves the file', async () => {
    const clicks: string[] = [];
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const calls: { kind: string; options: PdfOptions }[] = [];
    let finish!: () => void;
    const exporter = ((kind: string, _data: unknown, options: PdfOptions, onProgress?: (p: { page: number; pages: number }) => void) => {
      calls.push({ kind, options });
      onProgress?.({ page: 1, pages: 3 });
      return new Promise<Blob>((resolve) => (finish = () => resolve(new Blob(['%PDF-'], { type: 'application/pdf' }))));
    }) as ExportPdf;
    render(<PdfExportPanel getDocument={() => sampleQuiz('Evaluare Capitolul 2')} exporter={exporter} />);
    fireEvent.change(screen.getByLabelText('Hârtie'), { target: { value: 'LETTER' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Varianta A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Varianta B' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Hârtie cu pătrățele în loc de linii' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exportă baremul (PDF)' }));
    assert.ok(await screen.findByText('Pagina 1 din 3…'));
    // One export at a time: the other button says so, keeps its focus (not disabled) and ignores a press.
    const other = screen.getByRole('button', { name: 'Exportă testul (PDF)' });
    assert.equal(other.getAttribute('aria-disabled'), 'true');
    fireEvent.click(other);
    await act(async () => finish());
    assert.deepEqual(calls, [
      { kind: 'barem', options: { language: 'ro', paper: 'LETTER', lineStyle: 'grid', versions: ['A', 'B'], header: { classLabel: 'a IX-a B' } } },
    ]);
    assert.deepEqual(clicks, ['evaluare-capitolul-2-barem.pdf']);
    assert.ok(screen.getByText('S\u2011a salvat evaluare-capitolul-2-barem.pdf'));
    assert.deepEqual(JSON.parse(localStorage.getItem('quiz-app.print-options') ?? '{}'), { lineStyle: 'grid', paper: 'LETTER', versions: ['A', 'B'] });
  });
});
