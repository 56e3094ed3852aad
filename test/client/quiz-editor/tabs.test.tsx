// An outside tester, two tabs, one device:
// 1. Tab A writes a new test ("Test Alfa", a section, no question yet: kept on
//    this device only). Tab B opens /quizzes/create and showed A's test as
//    restored; its "Start a new test instead" emptied the device's copy; B
//    wrote "Test Beta". Both closed, /quizzes/create showed "Test Beta" only.
// 2. Tabs A and B edit one saved test offline (different questions); both
//    closed, back online, reopened: only B's edit survived, here and on the
//    server.
// Each tab keeps its own copy now (draft-storage.ts). Here tab A (and B in
// the second case) is an editor session of its own with its own tab id; the
// tab on screen is the app's. Which tabs are open is what the browser's Web
// Locks say: a stand-in for navigator.locks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createLocalDrafts } from '../../../src/client/features/quiz-editor/draft-storage';
import { closeAllSessions, createEditorSession, type EditorSession } from '../../../src/client/features/quiz-editor/editor-session';
import { quizEditorMachine, quizSyncMachine } from '../../../src/client/features/quiz-editor/quiz-editor.machine';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, press, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, stubEditorApi } from '../support/render-editor';
import { ana, renderApp } from '../support/shell';

const LOCK = 'catedra.editor-tab.';
const RESTORED = 'Your unsaved changes from this device were restored.';
const LIST = 'Unsaved new tests on this device';

/** The browser's Web Locks as the editor reads them: the tabs named here are open. */
function installLocks() {
  const open = new Set<string>();
  const locks = {
    request: () => new Promise(() => {}),
    query: async () => ({ held: [...open].map((id) => ({ name: `${LOCK}${id}` })), pending: [] }),
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, get: () => locks });
  return {
    /** Another tab, open now, with its own copies; its editor never saves on its own (offline, or incomplete). */
    tab(id: string, quizId: string | null): EditorSession {
      open.add(id);
      const drafts = createLocalDrafts({ owner: () => ana.id, tabs: { id, previous: null, open: async () => new Set(open) } });
      const machine = quizEditorMachine.provide({ actors: { sync: quizSyncMachine.provide({ delays: { autosave: 3_600_000 } }) } });
      const session = createEditorSession({ quizId, machine, drafts });
      tabs.push({ id, session, flush: drafts.flush });
      return session;
    },
    /** The tab is closed (leave confirmed): its copy is flushed, its lock let go. */
    close(id: string) {
      const tab = tabs.find((candidate) => candidate.id === id)!;
      tab.flush();
      tab.session.dispose();
      open.delete(id);
    },
    restore: () => Object.defineProperty(navigator, 'locks', { configurable: true, get: () => null }),
  };
}
const tabs: { id: string; session: EditorSession; flush: () => void }[] = [];

const title = () => screen.getByLabelText(/^Title/) as HTMLInputElement;
const phaseOf = (session: EditorSession, phase: string) => waitFor(() => assert.equal(session.status$.phase.peek(), phase, 'the other tab is ready'));

describe('quiz editor: two tabs on one device', () => {
  let locks: ReturnType<typeof installLocks>;
  editorScreenHooks({
    before: () => {
      locks = installLocks();
    },
    after: () => {
      for (const tab of tabs.splice(0)) tab.session.dispose();
      locks.restore();
    },
  });

  it('two new tests written in two tabs: neither shows nor wipes the other; reopened, both are there to open or discard', async () => {
    stubEditorApi();
    // Tab A: a title and a section, no question yet (kept on this device only).
    const a = locks.tab('A', null);
    await phaseOf(a, 'pristine');
    a.doc$.title.set('Test Alfa');
    a.doc$.sections[0]!.title.set('Subiectul I');

    // Tab B, while A is open: a new test of its own, nothing of A's to restore or set aside.
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.equal(title().value, '', "B does not show A's test");
    assertAbsent(screen.queryByText(RESTORED));
    assertAbsent(screen.queryByText(LIST));
    type('Test Beta', title());
    await findStatus('Unsaved changes (kept on this device)');

    // A is closed, then B.
    locks.close('A');
    cleanup();
    closeAllSessions();

    // Opened again (this same tab): B's test comes back, A's is offered.
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.equal(title().value, 'Test Beta');
    assert.ok(screen.getByText(RESTORED));
    const list = () => screen.getByRole('region', { name: LIST });
    assert.ok(within(await screen.findByRole('region', { name: LIST })).getByText('Test Alfa'));

    // "Start a new test instead" sets B's test aside: listed, not lost; A's is still there.
    fireEvent.click(screen.getByRole('button', { name: 'Start a new test instead' }));
    await waitFor(() => assert.equal(title().value, '', 'a new test'));
    await waitFor(() => assert.ok(within(list()).getByText('Test Beta'), 'set aside, offered'));
    assert.ok(within(list()).getByText('Test Alfa'));

    // Open A's test here: its title and its section come back.
    fireEvent.click(within(list()).getByRole('button', { name: 'Open Test Alfa' }));
    await waitFor(() => assert.equal(title().value, 'Test Alfa'));
    assert.equal((screen.getByLabelText(/^Section title/) as HTMLInputElement).value, 'Subiectul I');
    assertAbsent(within(list()).queryByText('Test Alfa'));

    // Discarding asks first, then removes that test only.
    fireEvent.click(within(list()).getByRole('button', { name: 'Discard Test Beta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this unsaved test?' });
    assert.ok(within(dialog).getByText(/“Test Beta” was never saved/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => assertAbsent(screen.queryByRole('region', { name: LIST })));
    const kept = Object.keys(localStorage).filter((key) => key.includes('quiz-draft'));
    assert.equal(kept.length, 1, 'only the test on screen is on the device');
    assert.equal(JSON.parse(localStorage.getItem(kept[0]!)!).document.title, 'Test Alfa');
  });

  it('one saved test edited offline in two tabs (different questions): reopened, both edits come back and are saved together', async () => {
    let puts = 0;
    const stub = stubEditorApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Evaluare'), 4)),
      'PUT /api/quizzes/q1': (call: RecordedCall) => jsonResponse(200, quizView(call.body as QuizDocument, 4 + ++puts)),
    });
    const a = locks.tab('A', 'q1');
    const b = locks.tab('B', 'q1');
    await phaseOf(a, 'saved');
    await phaseOf(b, 'saved');
    a.doc$.sections[0]!.questions[0]!.text.set('Întrebarea schimbată în fila A');
    b.doc$.sections[0]!.questions[1]!.text.set('Întrebarea schimbată în fila B');
    locks.close('A');
    locks.close('B');

    renderApp('/quizzes/q1/edit');
    await screen.findByLabelText(/^Title/);
    assert.ok(await screen.findByText(RESTORED));
    const textOf = (number: number) =>
      (within(screen.getByRole('article', { name: new RegExp(`^Question ${number} ·`) })).getByLabelText(/^Question text/) as HTMLTextAreaElement).value;
    assert.equal(textOf(1), 'Întrebarea schimbată în fila A');
    assert.equal(textOf(2), 'Întrebarea schimbată în fila B');
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const sent = stub.callsTo('PUT /api/quizzes/q1');
    assert.equal(sent.length, 1);
    const questions = (sent[0]!.body as QuizDocument).sections[0]!.questions;
    assert.deepEqual(
      questions.slice(0, 2).map((question) => question.text),
      ['Întrebarea schimbată în fila A', 'Întrebarea schimbată în fila B'],
    );
    assert.deepEqual(
      Object.keys(localStorage).filter((key) => key.includes('quiz-draft.q1')),
      [],
      'saved: no copy left on the device',
    );
  });

  it('two tabs changed the same question: one comes back, the other is kept and, once that is saved, offered as the choice', async () => {
    let puts = 0;
    const stub = stubEditorApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Evaluare'), 4 + puts)),
      'PUT /api/quizzes/q1': (call: RecordedCall) => jsonResponse(200, quizView(call.body as QuizDocument, 4 + ++puts)),
    });
    const a = locks.tab('A', 'q1');
    const b = locks.tab('B', 'q1');
    await phaseOf(a, 'saved');
    await phaseOf(b, 'saved');
    a.doc$.sections[0]!.questions[0]!.text.set('Varianta din fila A');
    a.doc$.sections[0]!.questions[2]!.text.set('Doar fila A a schimbat-o');
    locks.close('A');
    b.doc$.sections[0]!.questions[0]!.text.set('Varianta din fila B');
    locks.close('B');

    renderApp('/quizzes/q1/edit');
    const kept = await screen.findByText(/Other unsaved changes to this test, from a tab closed earlier/);
    const textOf = (number: number) =>
      (within(screen.getByRole('article', { name: new RegExp(`^Question ${number} ·`) })).getByLabelText(/^Question text/) as HTMLTextAreaElement).value;
    assert.equal(textOf(1), 'Varianta din fila A', 'the older copy comes back');
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    fireEvent.click(within(kept).getByRole('button', { name: 'Review them' }));
    await screen.findByText('This device holds older unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with my version' }));
    await findStatus('All changes saved');
    const [, second] = stub.callsTo('PUT /api/quizzes/q1');
    const questions = (second!.body as QuizDocument).sections[0]!.questions;
    assert.equal(questions[0]!.text, 'Varianta din fila B', 'the teacher chose it');
    assert.equal(questions[2]!.text, 'Doar fila A a schimbat-o', "A's other change stays");
    assert.deepEqual(
      Object.keys(localStorage).filter((key) => key.includes('quiz-draft.q1')),
      [],
    );
  });
});
