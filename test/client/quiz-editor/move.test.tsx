// A new test's first save moves the editor from /quizzes/create to
// /quizzes/<id>/edit, and the screen remounts there (the routes are keyed by
// path). These tests hold that save's answer and let it land at the moments a
// slow machine could: the teacher's place and keys must carry on.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { focused, press, resetEditor, type } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

const view = (document: object) => ({
  ...document,
  id: 'q-new',
  version: 1,
  totalPoints: 20,
  isOwner: true,
  access: 'owner',
  createdAt: '2026-01-01',
  updatedAt: '2026-01-01',
});

describe('quiz editor: the move to the edit address', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  let answer: () => Promise<void> = async () => {};
  let location: { history: string[] };

  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
    stub = stubApi({
      // The first save waits until the test lets its answer land.
      'POST /api/quizzes': (call) =>
        new Promise<Response>((resolve) => {
          answer = async () => {
            await act(async () => {
              resolve(jsonResponse(201, view(call.body as object)));
              await new Promise((settled) => setTimeout(settled, 20));
            });
            await waitFor(() => assert.equal(location.history.at(-1), '/quizzes/q-new/edit'));
          };
        }),
      'PUT /api/quizzes/q-new': (call) => jsonResponse(200, { ...view(call.body as object), version: 2 }),
      'GET /api/quizzes/q-new': () => jsonResponse(200, view(sampleQuiz())),
    });
    ({ location } = renderApp('/quizzes/create'));
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    type('Recapitulare', screen.getByLabelText(/^Title/));
    type('a IX-a B', screen.getByLabelText(/^Class/));
    type('Subiectul I', screen.getByLabelText(/^Section title/));
    screen.getByLabelText(/^Section title/).focus();
    press('n', { altKey: true });
    await screen.findByRole('dialog', { name: 'Add a question' });
    press('1');
    await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' })));
    type('Rezolvați ecuația 2x + 4 = 10.', await focused());
    type('20', screen.getAllByLabelText(/^Points/)[0]!);
    press('s', { ctrlKey: true });
    await waitFor(() => assert.equal(stub!.callsTo('POST /api/quizzes').length, 1));
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  it('landing while "Add a question" is open: the chooser stays, keeps the focus, and the digit adds the question', async () => {
    screen.getAllByLabelText(/^Question text/)[0]!.focus();
    press('n', { altKey: true });
    await screen.findByRole('dialog', { name: 'Add a question' });
    await answer();
    const chooser = screen.getByRole('dialog', { name: 'Add a question' });
    assert.ok(chooser.contains(document.activeElement), 'the focus is in the chooser');
    press('2');
    await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' })));
    assert.equal((await focused()).id, 'qe-sections-0-questions-1-text');
  });

  it('landing while a control without an id has the focus (the question type): the same control has it after the move', async () => {
    const question = screen.getByRole('article', { name: /^Question 1 ·/ });
    within(question).getByLabelText('Question type').focus();
    await answer();
    const after = screen.getByRole('article', { name: /^Question 1 ·/ });
    assert.equal(document.activeElement, within(after).getByLabelText('Question type'));
    press('n', { altKey: true });
    assert.ok(await screen.findByRole('dialog', { name: 'Add a question' }), 'Alt+N works right after the move');
  });
});
