// Issue 12, shared computers: what one teacher leaves in the browser is
// never shown to the next, and sign-out saves first, then asks before it
// throws away what could not be saved.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserArea } from '../../../src/client/app/layout/UserArea';
import { setLanguage } from '../../../src/client/core/i18n';
import { getSession, stopSession } from '../../../src/client/core/session';
import type { User } from '../../../src/client/core/user';
import { userKey } from '../../../src/client/core/user-data';
import { closeAllSessions } from '../../../src/client/features/quiz-editor/editor-session';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, networkFailure, type RecordedCall } from '../support/fetch-stub';
import { CLASSROOM_ID, QUIZ_ID } from '../support/grading-fixtures';
import { clickCell, renderGrid, restoreGridApi, typeInto } from '../support/grading-screen';
import { resetEditor } from '../support/quiz-editor';
import { ana, renderApp, signIn, stubApi } from '../support/shell';

const bogdan: User = { id: 'u2', email: 'bogdan@example.ro', firstName: 'Bogdan', lastName: 'Ionescu', name: 'Bogdan Ionescu', username: 'bogdan' };
const GRADES = `/api/quizzes/${QUIZ_ID}/grades`;
const anaMarks = userKey(ana.id, `grades.${QUIZ_ID}.${CLASSROOM_ID}`);
/** Where a new test's draft from before drafts were kept per tab lies (still read as this tab's). */
const anaDraft = userKey(ana.id, 'quiz-draft.new');
/** Ana's new-test draft, under whichever tab keeps it (`quiz-draft.new.<tab>`, quiz-editor/draft-storage). */
const anaNewDraft = () => {
  const key = Object.keys(localStorage).find((candidate) => candidate.startsWith(anaDraft));
  return key ? localStorage.getItem(key) : null;
};

/** Every key this browser holds for a user. */
function keysOf(user: User): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(`quiz-app.user.${user.id}.`));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function created(call: RecordedCall) {
  return jsonResponse(201, {
    ...(call.body as object),
    id: 'q-new',
    version: 1,
    totalPoints: 0,
    isOwner: true,
    access: 'owner',
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
  });
}

/** The bar's sign-out button (the small-screen menu has one too). */
const signOutButton = () => screen.getAllByRole('button', { name: 'Sign out' })[0]!;

describe('a shared computer', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
  });
  afterEach(async () => {
    // The screens go first: one still mounted could ask the API once its stub is gone.
    cleanup();
    setOnline(true);
    mock.restoreAll();
    await resetEditor();
    restoreGridApi();
    stub?.restore();
    stub = null;
  });

  it("the next teacher at the computer never sees the last one's new-test draft; its author gets it back", async () => {
    stub = stubApi();
    signIn(ana);
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Lucrarea Anei' } });
    await waitFor(() => assert.ok(anaNewDraft(), "the draft is kept, under Ana's id"));
    assert.equal(localStorage.getItem('quiz-app.quiz-draft.new'), null, 'never under a key anyone would read');

    // Ana's session ends without a sign-out (she closed the lid); Bogdan signs in on the same browser.
    cleanup();
    closeAllSessions();
    stopSession();
    signIn(bogdan);
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, '', 'Bogdan starts blank');
    assertAbsent(screen.queryByText('Your unsaved changes from this device were restored.'));

    cleanup();
    closeAllSessions();
    stopSession();
    signIn(ana);
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'Lucrarea Anei', 'Ana finds her work');
    assert.ok(screen.getByText('Your unsaved changes from this device were restored.'));
  });

  it('a draft from before drafts were keyed by user is shown to no one', async () => {
    stub = stubApi();
    localStorage.setItem(
      'quiz-app.quiz-draft.new',
      JSON.stringify({ quizId: null, baseVersion: null, document: sampleQuiz('Al nimănui'), dirty: true, savedAt: 1 }),
    );
    signIn(bogdan);
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, '');
  });

  it('signing out online saves the pending draft first, then signs out and leaves nothing of the teacher behind', async () => {
    stub = stubApi({ 'POST /api/quizzes': created });
    localStorage.setItem(anaDraft, JSON.stringify({ quizId: null, baseVersion: null, document: sampleQuiz('De salvat'), dirty: true, savedAt: 1, unsaved: 1 }));
    signIn(ana);
    const { location } = renderApp('/quizzes/create');
    await waitFor(() => assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'De salvat'));
    fireEvent.click(signOutButton());
    await waitFor(() => assert.equal(getSession().status, 'unauthenticated'));
    assert.equal(stub.callsTo('POST /api/quizzes').length, 1, 'the draft reached the server before the sign-out');
    assertAbsent(screen.queryByRole('alertdialog'), 'nothing was left to ask about');
    await waitFor(() => assert.equal(location.history?.at(-1), '/welcome'));
    assert.deepEqual(keysOf(ana), []);
  });

  it('signing out online saves the pending marks first; nothing to ask, nothing left', async () => {
    const { api } = await renderGrid({ around: <UserArea layout="row" /> });
    clickCell(0, 1);
    typeInto('3');
    fireEvent.click(signOutButton());
    await waitFor(() => assert.equal(getSession().status, 'unauthenticated'));
    assert.equal(api.callsTo(`POST ${GRADES}`).length, 1, 'the mark was sent at once, not after the autosave pause');
    assertAbsent(screen.queryByRole('alertdialog'));
    assert.deepEqual(keysOf(ana), []);
  });

  it('while sign-out saves first, its button says so in a word that fits the bar (a long sentence squeezed it at 1366 px in Romanian)', async () => {
    let answer = () => {};
    const held = (call: RecordedCall) =>
      new Promise<Response>((resolve) => {
        const rows = (call.body as { grades: { pupilId: string; questionScores: Record<string, number> }[] }).grades;
        const saved = rows.map((row) => ({ ...row, comments: '', score: 3, version: 11, gradedAt: '2026-03-02T09:00:00.000Z', gradedBy: null }));
        answer = () => resolve(jsonResponse(200, { grades: saved }));
      });
    await renderGrid({ around: <UserArea layout="row" />, routes: { [`POST ${GRADES}`]: held } });
    clickCell(0, 1);
    typeInto('3');
    fireEvent.click(signOutButton());
    const button = await screen.findByRole('button', { name: 'Saving…' });
    assert.equal(button.getAttribute('aria-busy'), 'true');
    await setLanguage('ro', { persist: false });
    assert.ok(await screen.findByRole('button', { name: 'Se salvează…' }));
    answer();
    await waitFor(() => assert.equal(getSession().status, 'unauthenticated'));
    assertAbsent(screen.queryByRole('alertdialog'));
  });

  it('offline, sign-out says the marks could not be saved; staying keeps them, agreeing discards them', async () => {
    setOnline(false);
    const { api } = await renderGrid({ around: <UserArea layout="row" />, routes: { [`POST ${GRADES}`]: () => networkFailure() } });
    clickCell(0, 1);
    typeInto('3');
    clickCell(1, 1);
    typeInto('4');
    fireEvent.click(signOutButton());
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    assert.ok(api.callsTo(`POST ${GRADES}`).length >= 1, 'a save was tried first');
    assert.match(dialog.textContent ?? '', /Unsaved marks: 2\./);
    assert.match(dialog.textContent ?? '', /You are offline, so they could not be saved\./);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(getSession().status, 'authenticated', 'the teacher is still signed in');
    assert.equal(Object.keys(JSON.parse(localStorage.getItem(anaMarks)!).rows).length, 2, 'and the marks are still on this computer');

    fireEvent.click(signOutButton());
    dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out and discard' }));
    await waitFor(() => assert.equal(getSession().status, 'unauthenticated'));
    assert.deepEqual(keysOf(ana), [], 'the grid, still open, could not write them back either');
  });

  it('the sign-out question follows the saves: back online it says why they still fail, and signs out once all is saved', async () => {
    setOnline(false);
    let server: 'unreachable' | 'failing' | 'saving' = 'unreachable';
    const { api } = await renderGrid({
      around: <UserArea layout="row" />,
      routes: {
        [`POST ${GRADES}`]: (call) => {
          if (server === 'unreachable') return networkFailure();
          if (server === 'failing') return jsonResponse(500, { error: { code: 'internal', message: 'boom' } });
          const rows = (call.body as { grades: { pupilId: string; questionScores: Record<string, number> }[] }).grades;
          return jsonResponse(200, {
            grades: rows.map((row) => ({ ...row, score: 3, version: 11, gradedAt: '2026-03-02T09:00:00.000Z', gradedBy: null })),
          });
        },
      },
    });
    clickCell(0, 1);
    typeInto('3');
    clickCell(1, 1);
    typeInto('4');
    fireEvent.click(signOutButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    assert.match(dialog.textContent ?? '', /Unsaved marks: 2\./);
    assert.match(dialog.textContent ?? '', /You are offline/);

    // The connection returns, the server still fails: the question says so now, and waits for the teacher.
    server = 'failing';
    setOnline(true);
    const tried = api.callsTo(`POST ${GRADES}`).length;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => assert.match(dialog.textContent ?? '', /The server could not save them just now\./));
    assert.ok(api.callsTo(`POST ${GRADES}`).length > tried, 'the marks were sent again');
    assert.match(dialog.textContent ?? '', /Unsaved marks: 2\./);
    assert.equal(getSession().status, 'authenticated');

    // Then the save lands: nothing is left to lose, so the sign-out the teacher asked for goes on.
    server = 'saving';
    window.dispatchEvent(new Event('online'));
    await waitFor(() => assert.equal(getSession().status, 'unauthenticated'));
    assertAbsent(screen.queryByRole('alertdialog'));
    assert.deepEqual(keysOf(ana), []);
  });

  it('when the server fails the save, sign-out says so for the draft and the teacher can stay', async () => {
    stub = stubApi({ 'POST /api/quizzes': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    localStorage.setItem(anaDraft, JSON.stringify({ quizId: null, baseVersion: null, document: sampleQuiz('Nesalvat'), dirty: true, savedAt: 1, unsaved: 1 }));
    signIn(ana);
    renderApp('/quizzes/create');
    await waitFor(() => assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'Nesalvat'));
    fireEvent.click(signOutButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    assert.match(dialog.textContent ?? '', /Unsaved quizzes: 1\./);
    assert.match(dialog.textContent ?? '', /The server could not save them just now\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(getSession().status, 'authenticated');
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Create quiz' }), 'still in the editor');
    assert.equal(JSON.parse(anaNewDraft()!).dirty, true, 'the draft is kept');
  });
  // An outside tester left a new test with only its title and class, then signed out from another page: "The server
  // could not save them just now", though nothing had been sent, and the server was fine.
  it('work left on a page closed since is not blamed on the server: sign-out says it was not sent', async () => {
    stub = stubApi();
    localStorage.setItem(
      anaDraft,
      JSON.stringify({ quizId: null, baseVersion: null, document: { ...sampleQuiz('Doar titlul'), sections: [] }, dirty: true, savedAt: 1, unsaved: 1 }),
    );
    signIn(ana);
    renderApp('/');
    await screen.findAllByRole('button', { name: 'Sign out' });
    fireEvent.click(signOutButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    assert.match(dialog.textContent ?? '', /Unsaved quizzes: 1\./);
    assert.doesNotMatch(dialog.textContent ?? '', /server could not|offline/i);
    assert.match(dialog.textContent ?? '', /They have not been sent to the server yet\. .*open them again to save them\./);
  });

  it('a new quiz with only its title is not blamed on the server: sign-out says it is not complete yet', async () => {
    stub = stubApi();
    signIn(ana);
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Doar titlul' } });
    await waitFor(() => assert.ok(anaNewDraft(), 'the draft is kept'));
    fireEvent.click(signOutButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    assert.equal(stub.callsTo('POST /api/quizzes').length, 0, 'nothing was sent: it cannot be saved as it is');
    assert.match(dialog.textContent ?? '', /Unsaved quizzes: 1\./);
    assert.doesNotMatch(dialog.textContent ?? '', /server|offline/i, 'no save was tried, none failed');
    assert.match(dialog.textContent ?? '', /The quiz you are writing is saved once it is complete\./);
    assert.match(dialog.textContent ?? '', /Stay signed in to finish it\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'Doar titlul', 'still writing it');
  });
});
