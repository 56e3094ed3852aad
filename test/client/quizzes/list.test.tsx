import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import type { QuizListItem } from '../../../src/client/features/quizzes/quizzes.api';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { press, resetEditor, toastMessages } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

function item(id: string, title: string, extra: Partial<QuizListItem> = {}): QuizListItem {
  return {
    id,
    title,
    classLabel: 'a IX-a B',
    totalPoints: 90,
    basePoints: 10,
    questionCount: 7,
    version: 1,
    isOwner: true,
    assignments: [],
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
    ...extra,
  };
}

const assigned = item('q2', 'Teză semestrul I', {
  classLabel: 'a X-a A',
  assignments: [
    { classroomId: 'c1', classroomName: 'a X-a A', schoolId: 's1', schoolName: 'Liceul Mihai Eminescu', dueDate: '2026-10-01', evaluator: null },
    { classroomId: 'c2', classroomName: 'a X-a B', schoolId: 's1', schoolName: 'Liceul Mihai Eminescu', dueDate: null, evaluator: null },
  ],
});
const QUIZZES = [item('q1', 'Evaluare Capitolul 2'), assigned, item('q3', 'Test colega', { isOwner: false })];

const rows = () => screen.getAllByRole('row').slice(1);

/**
 * Clicks a row's action once the row is no longer busy with the previous one. A toast can show
 * before the row's buttons are enabled again; a click on a busy button is ignored, as it is for a
 * teacher, and on a busy machine the test once clicked in that gap and waited for nothing.
 */
async function clickAction(name: string) {
  const button = await waitFor(() => {
    const found = screen.getByRole<HTMLButtonElement>('button', { name });
    assert.equal(found.getAttribute('aria-disabled'), null, `${name} is still busy`);
    return found;
  });
  fireEvent.click(button);
}

describe('quizzes list', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  let titles: string[] = [];
  let originalFetch: typeof fetch;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
    titles = [];
    originalFetch = globalThis.fetch;
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    // The stubs go last: a screen still mounted could call the API once they are gone.
    stub?.restore();
    stub = null;
    globalThis.fetch = originalFetch;
  });

  /** Records the ?title= of each list call (the stub keeps only paths). */
  function recordTitles() {
    const inner = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost:3000');
      if (url.pathname === '/api/quizzes') titles.push(url.searchParams.get('title') ?? '');
      return inner(input, init);
    }) as typeof fetch;
  }

  it('shows title, class, school and actions; all or only the assigned quizzes', async () => {
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, QUIZZES) });
    renderApp('/quizzes');
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Quizzes' }));
    await screen.findByRole('link', { name: 'Evaluare Capitolul 2' });
    assert.deepEqual(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim()),
      ['Title', 'Class', 'School', 'Actions'],
    );
    const row = rows().find((r) => within(r).queryByText('Teză semestrul I'))!;
    assert.ok(within(row).getByText('Liceul Mihai Eminescu'), 'each school once');
    assert.ok(within(row).getByRole('link', { name: 'Edit Teză semestrul I' }));
    const theirs = rows().find((r) => within(r).queryByText('Test colega'))!;
    assertAbsent(within(theirs).queryByRole('button', { name: /Delete/ }), "someone else's quiz cannot be deleted here");
    assert.ok(within(theirs).getByRole('button', { name: 'Copy Test colega' }));

    fireEvent.click(screen.getByRole('radio', { name: 'Assigned quizzes' }));
    assert.deepEqual(
      rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent),
      ['Teză semestrul I'],
    );
    assert.ok(screen.getByRole('link', { name: 'Create quiz' }));
  });

  it('searching asks the server with ?title= once typing pauses', async () => {
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, titles.at(-1) ? [QUIZZES[1]!] : QUIZZES) });
    recordTitles();
    renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Evaluare Capitolul 2' });
    const search = screen.getByLabelText('Search by title');
    fireEvent.change(search, { target: { value: 'T' } });
    fireEvent.change(search, { target: { value: 'Teză' } });
    await waitFor(() => assert.deepEqual(titles, ['', 'Teză'], `asked for ${JSON.stringify(titles)}`));
    await waitFor(() =>
      assert.deepEqual(
        rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent),
        ['Teză semestrul I'],
      ),
    );
  });

  it("'Error loading quizzes.' when the list fails, with a retry", async () => {
    mock.method(console, 'error', () => {});
    let fail = true;
    stub = stubApi({
      'GET /api/quizzes': () =>
        fail ? jsonResponse(500, { error: { code: 'internal', message: 'Server error. Please try again later.' } }) : jsonResponse(200, QUIZZES),
    });
    renderApp('/quizzes');
    assert.ok(await screen.findByText('Error loading quizzes.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('link', { name: 'Evaluare Capitolul 2' }));
  });

  it("a deleted quiz's row hands the keyboard to the next row", async () => {
    let list = [...QUIZZES];
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, list),
      'DELETE /api/quizzes/q1': () => {
        list = list.filter((q) => q.id !== 'q1');
        return jsonResponse(204);
      },
    });
    renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Evaluare Capitolul 2' });
    const remove = screen.getByRole('button', { name: 'Delete Evaluare Capitolul 2' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: 'Evaluare Capitolul 2' })));
    const next = rows().find((row) => row.contains(document.activeElement));
    assert.ok(next, `the focus is in a row, not on ${document.activeElement?.outerHTML.slice(0, 80)}`);
    assert.match(next.textContent ?? '', new RegExp(QUIZZES[1]!.title));
  });

  it("delete asks first, then says 'Quiz deleted' and the row goes; a failure says 'Error deleting quiz.'", async () => {
    let list = [...QUIZZES];
    let failDelete: false | 'internal' | 'conflict' = false;
    const MARKED = 'Colleagues have marks on this test (a IX-a B). It can be deleted once they have deleted their marks.';
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, list),
      'DELETE /api/quizzes/q1': () => {
        if (failDelete === 'internal') return jsonResponse(500, { error: { code: 'internal', message: 'Server error. Please try again later.' } });
        if (failDelete === 'conflict') return jsonResponse(409, { error: { code: 'conflict', message: MARKED } });
        list = list.filter((q) => q.id !== 'q1');
        return jsonResponse(204);
      },
    });
    mock.method(console, 'error', () => {});
    renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Evaluare Capitolul 2' });

    await clickAction('Delete Evaluare Capitolul 2');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(stub.callsTo('DELETE /api/quizzes/q1').length, 0, 'cancel deletes nothing');

    failDelete = 'internal';
    await clickAction('Delete Evaluare Capitolul 2');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    await waitFor(() => assert.ok(toastMessages().includes('Error deleting quiz.'), "waiting for toastMessages().includes('Error deleting quiz.')"));

    // Refused because colleagues have marks on it: the teacher is told why and what to do.
    failDelete = 'conflict';
    await clickAction('Delete Evaluare Capitolul 2');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    await waitFor(() => assert.ok(toastMessages().includes(`Error deleting quiz. ${MARKED}`), 'the refusal says why'));
    assert.ok(screen.getByRole('link', { name: 'Evaluare Capitolul 2' }), 'the quiz stays in the list');

    failDelete = false;
    await clickAction('Delete Evaluare Capitolul 2');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    await waitFor(() => assert.ok(toastMessages().includes('Quiz deleted'), "waiting for toastMessages().includes('Quiz deleted')"));
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: 'Evaluare Capitolul 2' })));
  });

  it('a test with a double correction asks a second time, naming the classes, and deletes it with the fingerprint it was asked about', async () => {
    let list = [...QUIZZES];
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, list),
      'DELETE /api/quizzes/q1': (call) => {
        if (call.query.get('acceptDoubleCorrections') !== 'c1,c2')
          return jsonResponse(409, {
            error: {
              code: 'double_correction_deleted',
              message: 'This test has a double correction.',
              classes: ['a VIII-a A', 'a VIII-a B'],
              fingerprint: 'c1,c2',
            },
          });
        list = list.filter((q) => q.id !== 'q1');
        return jsonResponse(204);
      },
    });
    renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Evaluare Capitolul 2' });

    await clickAction('Delete Evaluare Capitolul 2');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete its double correction too?' });
    assert.match(dialog.textContent ?? '', /“Evaluare Capitolul 2” has a double correction in a VIII-a A, a VIII-a B\. The evaluators' corrections/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(stub.callsTo('DELETE /api/quizzes/q1').length, 1, 'declined: asked once, nothing more sent');
    assert.deepEqual(toastMessages(), [], 'declining is no error');
    assert.ok(screen.getByRole('link', { name: 'Evaluare Capitolul 2' }), 'the quiz stays in the list');

    await clickAction('Delete Evaluare Capitolul 2');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete its double correction too?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete test and correction' }));
    await waitFor(() => assert.ok(toastMessages().includes('Quiz deleted'), "waiting for toastMessages().includes('Quiz deleted')"));
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: 'Evaluare Capitolul 2' })));
    assert.deepEqual(
      stub.callsTo('DELETE /api/quizzes/q1').map((call) => call.query.get('acceptDoubleCorrections')),
      [null, null, 'c1,c2'],
    );
  });

  it("a colleague named evaluator finds the double correction under the test's title, a link per class to its page", async () => {
    const corrected = item('q9', 'Teză la matematică', {
      isOwner: false,
      assignments: [
        { classroomId: 'c1', classroomName: 'a VIII-a A', schoolId: 's1', schoolName: 'Liceul Mihai Eminescu', dueDate: null, evaluator: 2 },
        { classroomId: 'c2', classroomName: 'a VIII-a B', schoolId: 's1', schoolName: 'Liceul Mihai Eminescu', dueDate: null, evaluator: null },
        { classroomId: 'c3', classroomName: 'a VIII-a C', schoolId: 's1', schoolName: 'Liceul Mihai Eminescu', dueDate: null, evaluator: 3 },
      ],
    });
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, [...QUIZZES, corrected]) });
    renderApp('/quizzes');
    const row = (await screen.findByRole('link', { name: 'Teză la matematică' })).closest('tr')!;
    assert.deepEqual(
      within(row)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
      [
        ['Teză la matematică', '/quizzes/q9'],
        ['Double correction, a VIII-a A: you are evaluator 2', '/schools/s1/classrooms/c1/quizzes/q9/correction'],
        ['Double correction, a VIII-a C: you are the third evaluator', '/schools/s1/classrooms/c3/quizzes/q9/correction'],
        ['Open', '/quizzes/q9'],
      ],
    );
    const other = (await screen.findByRole('link', { name: 'Teză semestrul I' })).closest('tr')!;
    assert.deepEqual(
      within(other)
        .getAllByRole('link')
        .map((link) => link.textContent),
      ['Teză semestrul I', 'Open', 'Edit'],
      'no correction link where the reader is no evaluator',
    );
  });

  it('copy makes a new quiz the teacher owns and the list shows it; a plan limit says why', async () => {
    let list = [...QUIZZES];
    let limit = false;
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, list),
      'PUT /api/quizzes/q3/clone': () => {
        if (limit)
          return jsonResponse(403, {
            error: { code: 'plan_limit', message: 'Your plan allows at most 3 tests. Delete a test you no longer need, or change your plan.' },
          });
        const copy = {
          ...sampleQuiz('Test colega - copy'),
          id: 'q4',
          version: 1,
          totalPoints: 90,
          isOwner: true,
          createdAt: '2026-02-01',
          updatedAt: '2026-02-01',
        };
        list = [...list, item('q4', 'Test colega - copy')];
        return jsonResponse(201, copy);
      },
    });
    mock.method(console, 'error', () => {});
    renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Test colega' });
    await clickAction('Copy Test colega');
    await waitFor(() =>
      assert.ok(toastMessages().includes('Copy created: Test colega - copy'), "waiting for toastMessages().includes('Copy created: Test colega - copy')"),
    );
    assert.ok(await screen.findByRole('link', { name: 'Test colega - copy' }));
    limit = true;
    await clickAction('Copy Test colega');
    await waitFor(() =>
      assert.ok(
        toastMessages().includes('Your plan allows at most 3 tests. Delete a test you no longer need, or change your plan.'),
        "waiting for toastMessages().includes('Your plan allows at most 3 tests. Delete…",
      ),
    );
  });

  it('Alt+N opens the editor for a new quiz, from anywhere on the list', async () => {
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, QUIZZES) });
    const { location } = renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Evaluare Capitolul 2' });
    screen.getByLabelText('Search by title').focus();
    press('n', { altKey: true });
    await waitFor(() => assert.equal(location.history.at(-1), '/quizzes/create'));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Create quiz' }));
  });
});
