// Double correction fixes a test's points (issue 17): the editor says so at
// the top as it opens (while the evaluators correct, and once both have
// submitted), shows the points and ex-officio points read-only, still saves
// text changes, and a copy on this device whose points the server would
// refuse does not come back on every visit: those points are set aside, with
// a message.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanup, screen, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { setLanguage } from '../../../src/client/core/i18n';
import { userKey } from '../../../src/client/core/user-data';
import { closeAllSessions } from '../../../src/client/features/quiz-editor/editor-session';
import type { PointsFixed } from '../../../src/domain/api/quizzes';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, press, resetEditor, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';
import { ana, renderApp, signIn } from '../support/shell';

const CORRECTING =
  'Evaluators are correcting this test, so no question can be added, moved or removed, and the points of its questions and its ex-officio points can no longer change; its texts still can.';
const CORRECTED =
  'Both evaluators have submitted their corrections of this test, so no question can be added, moved or removed, and the points of its questions and its ex-officio points can no longer change; its texts still can.';
const DROPPED = "The changes to points and questions kept on this device were set aside: they are fixed by this test's double correction.";
const DRAFT = userKey(ana.id, 'quiz-draft.q1');

/** The test as the server answers for it, its points fixed or not. */
const fixedView = (document: object, version: number, pointsFixed: PointsFixed | null) => quizView(document, version, { pointsFixed });

const savedFrom = (call: RecordedCall, pointsFixed: PointsFixed | null) =>
  jsonResponse(200, fixedView(call.body as QuizDocument, (call.body as { version: number }).version + 1, pointsFixed));

const card = (number: number) => screen.getByRole('article', { name: new RegExp(`^Question ${number} ·`) });
const input = (label: RegExp, container: HTMLElement = document.body) => within(container).getByLabelText(label) as HTMLInputElement;

/** A copy of the test kept on this device, not saved, made on `baseVersion`. */
function keepDraft(document: QuizDocument, baseVersion: number) {
  localStorage.setItem(DRAFT, JSON.stringify({ quizId: 'q1', baseVersion, document, dirty: true, savedAt: 1 }));
}

describe('quiz editor: points fixed by a double correction', () => {
  editorScreenHooks();

  it('while the evaluators correct: said at the top on opening, points read-only, a text change saves', async () => {
    const { api: stub, title } = await renderEditor({
      quiz: fixedView(sampleQuiz('Teză'), 3, 'correcting'),
      routes: { 'PUT /api/quizzes/q1': (call) => savedFrom(call, 'correcting') },
      status: null,
    });
    const notice = screen.getByText(CORRECTING);
    assert.ok(notice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING, 'the sentence comes before the fields');
    assert.equal(input(/^Base points/).readOnly, true, 'the ex-officio points');
    assert.equal(input(/^Points/, card(1)).readOnly, true, "a question's points");
    assert.equal(input(/^Points for rule 1/, card(4)).readOnly, true, "a scoring rule's points");
    assert.equal(within(card(4)).getByRole('button', { name: 'Add scoring rule' }).hasAttribute('disabled'), true, 'no new rule: it would add points');
    assert.equal(title.readOnly, false);
    assert.equal(input(/^Question text/, card(1)).readOnly, false, 'texts stay editable');

    await findStatus('All changes saved');
    type('Teză semestrul I', title);
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const [put] = stub.callsTo('PUT /api/quizzes/q1');
    assert.equal((put!.body as QuizDocument).title, 'Teză semestrul I');
    assert.equal((put!.body as QuizDocument).basePoints, 10);
    assert.ok(screen.getByText(CORRECTING), 'still said after the save');
  });

  it('once both evaluators have submitted: the sentence says so, not that they are correcting (in Romanian too)', async () => {
    await renderEditor({ quiz: fixedView(sampleQuiz('Teză'), 3, 'corrected'), status: null });
    assert.ok(screen.getByText(CORRECTED));
    assertAbsent(screen.queryByText(CORRECTING));
    assert.equal(input(/^Base points/).readOnly, true);

    await resetEditor();
    signIn();
    await setLanguage('ro', { persist: false });
    renderApp('/quizzes/q1/edit');
    assert.ok(
      await screen.findByText(
        'Ambii evaluatori au predat corectările acestui test, deci nu se mai pot adăuga, muta sau șterge întrebări, iar punctajele întrebărilor și punctele din oficiu nu se mai pot schimba; textele le puteți modifica în continuare.',
      ),
    );
    assertAbsent(screen.queryByText(/Evaluatorii corectează/));
  });

  it('a test nobody corrects: nothing said, the points editable', async () => {
    await renderEditor({ quiz: fixedView(sampleQuiz('Teză'), 3, null), status: null });
    assertAbsent(screen.queryByText(CORRECTING));
    assertAbsent(screen.queryByText(CORRECTED));
    assert.equal(input(/^Base points/).readOnly, false);
    assert.equal(input(/^Points/, card(1)).readOnly, false);
  });

  it('a copy on this device that only changed points now fixed does not come back: set aside, with a message, nothing sent', async () => {
    const changed = sampleQuiz('Teză');
    changed.basePoints = 20;
    changed.sections[0]!.questions[0]!.points = 20;
    keepDraft(changed, 3);
    const { api: stub } = await renderEditor({ quiz: fixedView(sampleQuiz('Teză'), 3, 'correcting'), status: null });
    assert.ok(screen.getByText(DROPPED));
    assertAbsent(screen.queryByText('Your unsaved changes from this device were restored.'));
    assert.equal(input(/^Base points/).value, '10', "the server's ex-officio points");
    assert.equal(input(/^Points/, card(1)).value, '10', "the server's points");
    await findStatus('All changes saved');
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 0);

    // The next visit (the editor closed, this device's storage kept): the server's test, nothing to set aside.
    cleanup();
    closeAllSessions();
    cache.clear();
    renderApp('/quizzes/q1/edit');
    await screen.findByLabelText(/^Title/);
    await findStatus('All changes saved');
    assertAbsent(screen.queryByText(DROPPED));
    assertAbsent(screen.queryByText('Your unsaved changes from this device were restored.'));
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 0);
  });

  it('a copy with texts and fixed points changed: the texts are kept and saved, the points set aside', async () => {
    const changed = sampleQuiz('Teză refăcută');
    changed.sections[0]!.questions[0]!.points = 20;
    keepDraft(changed, 3);
    const { api: stub, title } = await renderEditor({
      quiz: fixedView(sampleQuiz('Teză'), 3, 'corrected'),
      routes: { 'PUT /api/quizzes/q1': (call) => savedFrom(call, 'corrected') },
      status: null,
    });
    assert.equal(title.value, 'Teză refăcută');
    assert.ok(screen.getByText(DROPPED));
    assert.equal(input(/^Points/, card(1)).value, '10');
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const [put] = stub.callsTo('PUT /api/quizzes/q1');
    assert.equal((put!.body as QuizDocument).title, 'Teză refăcută');
    assert.equal((put!.body as QuizDocument).sections[0]!.questions[0]!.points, 10);
  });
});
