// An editor already open when a double correction fixes its test's points
// (issue 17: an evaluator enters a first mark elsewhere) learns it when the
// teacher comes back to the window, and when a save is refused for it: it
// switches to the fixed-points mode (said at the top, points read-only, no
// adding or moving questions), sets aside the changes the server refuses,
// with a message, and saves the rest once; it does not send the refused
// changes again and again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PointsFixed } from '../../../src/domain/api/quizzes';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, focused, press, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

const CORRECTING = /^Evaluators are correcting this test/;
const DROPPED = /^The changes to points and questions kept on this device were set aside/;

const questionCards = () => screen.getAllByRole('article', { name: /^Question \d+ ·/ });
const card = (number: number) => screen.getByRole('article', { name: new RegExp(`^Question ${number} ·`) });
const input = (label: RegExp, container: HTMLElement = document.body) => within(container).getByLabelText(label) as HTMLInputElement;

/**
 * The server as the editor meets it: the test as last saved, whether an
 * evaluator has a mark yet, and a save that refuses any change to the points
 * or the questions once one has (400 on `sections`, naming why).
 */
function server() {
  let stored: QuizDocument = sampleQuiz('Teză');
  let version = 3;
  const state = { fixed: null as PointsFixed | null };
  const view = () => quizView(stored, version, { pointsFixed: state.fixed });
  const scale = (document: QuizDocument) =>
    JSON.stringify([document.basePoints, document.sections.flatMap((s) => s.questions.map((q) => [q.id, q.points, q.rules.map((r) => [r.id, r.points])]))]);
  const routes = {
    'GET /api/quizzes/q1': () => jsonResponse(200, view()),
    'PUT /api/quizzes/q1': (call: RecordedCall) => {
      const { version: _version, ...document } = call.body as QuizDocument & { version: number };
      if (state.fixed && scale(document) !== scale(stored)) {
        return jsonResponse(400, {
          error: {
            code: 'validation',
            message: 'Please check your input and try again.',
            fields: { sections: 'Evaluators are correcting this test: the points of its questions and its ex-officio points can no longer change' },
            pointsFixed: state.fixed,
          },
        });
      }
      stored = document;
      version += 1;
      return jsonResponse(200, view());
    },
  };
  return { routes, state, stored: () => stored };
}

/** The editor open on that server, the test loaded and saved. */
async function openOnServer() {
  const fake = server();
  const { api: stub, title } = await renderEditor({ routes: fake.routes, path: '/quizzes/q1/edit', status: 'All changes saved' });
  return { ...fake, stub, title };
}

/** The teacher comes back to the window (another tab, another program). */
async function comeBack() {
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
}

describe('quiz editor: learning that the points became fixed', () => {
  editorScreenHooks();

  it('coming back to the window: the editor asks, switches to fixed points, sets aside a point change not saved yet and saves the rest at once', async () => {
    const api = await openOnServer();
    const { title } = api;
    assertAbsent(screen.queryByText(CORRECTING));

    type('Teză semestrul I', title);
    type('15', input(/^Points/, card(5)));
    api.state.fixed = 'correcting';
    await comeBack();

    assert.ok(await screen.findByText(CORRECTING), 'said at the top');
    assert.ok(screen.getByText(DROPPED));
    assert.equal(input(/^Points/, card(5)).value, '10', "the server's points");
    assert.equal(input(/^Points/, card(5)).readOnly, true);
    assert.equal((within(card(1)).getByRole('button', { name: 'Delete question 1' }) as HTMLButtonElement).disabled, true);
    assert.equal((title as HTMLInputElement).value, 'Teză semestrul I', 'the text is kept');
    await findStatus('All changes saved');
    assert.equal(api.stub.callsTo('PUT /api/quizzes/q1').length, 1, 'the rest is saved at once, and accepted');
    assert.equal(api.stored().title, 'Teză semestrul I');
  });

  it('coming back while nothing changed: only asks; nothing is set aside or sent', async () => {
    const api = await openOnServer();
    const reads = api.stub.callsTo('GET /api/quizzes/q1').length;
    await comeBack();
    await waitFor(() => assert.equal(api.stub.callsTo('GET /api/quizzes/q1').length, reads + 1, 'the test is read again'));
    api.state.fixed = 'corrected';
    await comeBack();
    assert.ok(await screen.findByText(/^Both evaluators have submitted/));
    assertAbsent(screen.queryByText(DROPPED));
    await findStatus('All changes saved');
    assert.equal(api.stub.callsTo('PUT /api/quizzes/q1').length, 0);
  });

  it('coming back with only a point change not saved yet: set aside, nothing to send', async () => {
    const api = await openOnServer();
    type('15', input(/^Points/, card(5)));
    api.state.fixed = 'correcting';
    await comeBack();
    assert.ok(await screen.findByText(DROPPED));
    assert.equal(input(/^Points/, card(5)).value, '10');
    await findStatus('All changes saved');
    assert.equal(api.stub.callsTo('PUT /api/quizzes/q1').length, 0, "the server has it all: no save, no new version for the evaluators' grids");
  });

  it('a save refused because the points became fixed: fixed-points mode, the point change set aside, the text saved once', async () => {
    const api = await openOnServer();
    const { title } = api;
    api.state.fixed = 'correcting';

    type('Teză semestrul I', title);
    // A short answer: its points have no parts that must add up to them.
    type('15', input(/^Points/, card(5)));
    press('s', { ctrlKey: true });

    assert.ok(await screen.findByText(CORRECTING));
    assert.ok(await screen.findByText(DROPPED));
    await findStatus('All changes saved');
    assert.equal(input(/^Points/, card(5)).value, '10');
    assert.equal(input(/^Points/, card(5)).readOnly, true);
    const puts = api.stub.callsTo('PUT /api/quizzes/q1');
    assert.equal(puts.length, 2, 'the refused save, then the text alone');
    assert.equal(api.stored().title, 'Teză semestrul I');
    assert.equal(api.stored().sections[1]!.questions[1]!.points, 10);
    assertAbsent(
      screen.queryByText(/the points of its questions and its ex-officio points can no longer change$/),
      "the refusal is not left as a field's message",
    );

    // Carrying on: a text change saves at once, nothing is refused.
    type('Teză semestrul I varianta A', title);
    press('s', { ctrlKey: true });
    await waitFor(() => assert.equal(api.stub.callsTo('PUT /api/quizzes/q1').length, 3));
    await findStatus('All changes saved');
    assert.equal(api.stored().title, 'Teză semestrul I varianta A');
  });

  it('a question added before the editor knew: the refused save sets it aside, with the message, and saves the rest', async () => {
    const api = await openOnServer();
    const { title } = api;
    api.state.fixed = 'correcting';

    type('Teză semestrul I', title);
    input(/^Question text/, card(7)).focus();
    press('n', { altKey: true });
    await screen.findByRole('dialog', { name: 'Add a question' });
    press('7');
    await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' })));
    type('Descrieți o zi de iarnă.', await focused());
    assert.equal(questionCards().length, 8);
    press('s', { ctrlKey: true });

    assert.ok(await screen.findByText(DROPPED));
    await findStatus('All changes saved');
    assert.equal(questionCards().length, 7, 'the new question is set aside');
    assert.equal(api.stub.callsTo('PUT /api/quizzes/q1').length, 2);
    assert.equal(api.stored().title, 'Teză semestrul I');
    assert.equal(api.stored().sections.flatMap((s) => s.questions).length, 7);
  });
});
