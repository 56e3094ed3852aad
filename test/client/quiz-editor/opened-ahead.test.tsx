// A saved test's editor session opens as the page starts (the route loader,
// once the editor's code is in and a token held): in Chromium the screen's
// first render was "Loading test…", a layout, then a second render of the
// form once the machine got there (traced on a cold load). A session nobody took up closes: after a while, and at
// once when the tab changes hands, so the next teacher never opens the last
// one's test.
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { screen, waitFor } from '@testing-library/react';
import { startRouteLoad } from '../../../src/client/app/route-loaders';
import { setDataOwner } from '../../../src/client/core/data-owner';
import { acquireSession, OPENED_AHEAD_MS, openSessionAhead } from '../../../src/client/features/quiz-editor/editor-session';
import { captureFocus } from '../../../src/client/features/quiz-editor/focus-handoff';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { jsonResponse } from '../support/fetch-stub';
import { editorScreenHooks, quizView, stubEditorApi } from '../support/render-editor';
import { ana, renderApp } from '../support/shell';

/** The session open for a quiz; fails when there is none (acquireSession would open one). */
const openedAhead = (quizId: string | null) =>
  acquireSession(quizId, () => {
    throw new Error(`no session open for ${quizId}`);
  });

describe('quiz editor: the session opened ahead of its screen', () => {
  editorScreenHooks();

  it("the editor's address opens the test's session as the page starts, and its screen takes that session up: the test asked once", async () => {
    const stub = stubEditorApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Teză'))) });
    await startRouteLoad('/quizzes/q1/edit');
    const opened = await waitFor(() => openedAhead('q1'));
    await waitFor(() => assert.equal(opened.status$.phase.peek(), 'saved', 'read and ready before any screen rendered'));
    assert.equal(opened.doc$.title.peek(), 'Teză');
    renderApp('/quizzes/q1/edit');
    assert.equal(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value, 'Teză');
    assert.equal(acquireSession('q1'), opened, 'the screen holds the session opened ahead');
    assert.equal(stub.callsTo('GET /api/quizzes/q1').length, 1);
  });

  it("the new test's address opens a new test's session as the page starts, and its screen takes that session up", async () => {
    stubEditorApi({});
    await startRouteLoad('/quizzes/create');
    const opened = await waitFor(() => openedAhead(null));
    await waitFor(() => assert.notEqual(opened.status$.phase.peek(), 'loading', 'ready before any screen rendered'));
    renderApp('/quizzes/create');
    assert.ok(await screen.findByLabelText(/^Title/));
    assert.equal(acquireSession(null), opened, 'the screen holds the session opened ahead');
  });

  it('a session nobody takes up closes after a while', async () => {
    stubEditorApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Teză'))) });
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      openSessionAhead('q1');
      const opened = openedAhead('q1');
      mock.timers.tick(OPENED_AHEAD_MS - 1);
      assert.equal(openedAhead('q1'), opened, 'still there for its screen');
      mock.timers.tick(1);
      assert.throws(() => openedAhead('q1'), /no session open/, 'closed: a screen opening now gets a new one');
    } finally {
      mock.timers.reset();
    }
  });

  it('a session nobody has taken up closes when the tab changes hands', async () => {
    stubEditorApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Teză'))) });
    openSessionAhead('q1');
    const opened = openedAhead('q1');
    await waitFor(() => assert.notEqual(opened.status$.phase.peek(), 'loading'));
    setDataOwner(null);
    setDataOwner('someone-else');
    assert.throws(() => openedAhead('q1'), /no session open/, "closed: the next teacher gets a session of their own, not the last one's test");
    setDataOwner(ana.id);
  });
});

describe("quiz editor: a long test's first render", () => {
  editorScreenHooks();

  it('draws every question at once when the focus is to go back into one (the move to the edit address)', async () => {
    const field = document.createElement('input');
    field.id = 'qe-sections-1-questions-2-text';
    document.body.append(field);
    field.focus();
    captureFocus();
    field.remove();
    stubEditorApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Teză'))) });
    renderApp('/quizzes/q1/edit');
    await screen.findByLabelText(/^Title/);
    assert.equal(document.activeElement?.id, 'qe-sections-1-questions-2-text', "the sixth question's text has the focus back");
  });
});
