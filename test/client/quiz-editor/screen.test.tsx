import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { userKey } from '../../../src/client/core/user-data';
import { acquireSession, createEditorSession } from '../../../src/client/features/quiz-editor/editor-session';
import { quizEditorMachine, quizSyncMachine } from '../../../src/client/features/quiz-editor/quiz-editor.machine';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, focused, leave, press, resetEditor, settle, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor, stubEditorApi } from '../support/render-editor';
import { ana, renderApp, signIn } from '../support/shell';

/** Where the signed-in teacher's draft of a new test was kept before each tab kept its own (still read as this tab's). */
const NEW_DRAFT = userKey(ana.id, 'quiz-draft.new');
/** The new-test drafts on this device, every tab's (`quiz-draft.new.<tab>`). */
const newDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith(NEW_DRAFT));
const card = (number: number) => screen.getByRole('article', { name: new RegExp(`^Question ${number} ·`) });
const field = (container: HTMLElement, label: RegExp) => within(container).getByLabelText(label);

function saved(call: RecordedCall, id = 'q-new', version = 1) {
  return jsonResponse(call.method === 'POST' ? 201 : 200, quizView(call.body as object, version, { id, totalPoints: 0 }));
}

/** Opens the chooser with Alt+N from the focused field and picks the type by its number. */
async function addQuestion(digit: number): Promise<HTMLElement> {
  press('n', { altKey: true });
  const chooser = await screen.findByRole('dialog', { name: 'Add a question' });
  assert.ok(within(chooser).getByRole('button', { name: /Multiple choice/ }));
  press(String(digit));
  await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' })));
  return focused();
}

/**
 * The new test's editor with the autosave an hour away: this test saves with
 * Ctrl+S, so no save lands at a moment the machine's speed picks (the autosave
 * landing mid-typing is move.test.tsx's).
 */
function withoutAutosave() {
  const machine = quizEditorMachine.provide({ actors: { sync: quizSyncMachine.provide({ delays: { autosave: 3_600_000 } }) } });
  acquireSession(null, () => createEditorSession({ quizId: null, machine }));
}

async function openCreate() {
  const rendered = await renderEditor();
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Create quiz' }));
  return rendered;
}

describe('quiz editor screen', () => {
  editorScreenHooks();

  it('a section and one question of each type, written from the keyboard; totals live; saved with the numbers read', async () => {
    const stub = stubEditorApi({
      'POST /api/quizzes': (call) => saved(call),
      'PUT /api/quizzes/q-new': (call) => saved(call, 'q-new', (call.body as { version: number }).version + 1),
      // The breadcrumb asks for the title; the editor itself must not reload the test from here.
      'GET /api/quizzes/q-new': () => jsonResponse(200, quizView(sampleQuiz('Din server'), 1, { id: 'q-new' })),
    });
    withoutAutosave();
    const { location } = await openCreate();
    type('Recapitulare finala', screen.getByLabelText(/^Title/));
    type('a IX-a B', screen.getByLabelText(/^Class/));
    const section = screen.getByLabelText(/^Section title/);
    type('Subiectul I', section);
    section.focus();

    // 1. Answer on lines.
    let text = await addQuestion(1);
    assert.equal(text.id, 'qe-sections-0-questions-0-text');
    type('Rezolvați ecuația 2x + 4 = 10.');
    type('20', field(card(1), /^Points/));
    assert.ok(screen.getByText('Total 20 points + 10 ex officio = 30'), 'the totals follow the points at once');

    // The first save (here at once; on a slow machine the autosave may land anywhere below) moves
    // the test to its own address and the screen remounts there: the writing carries on the same.
    field(card(1), /^Points/).focus();
    press('s', { ctrlKey: true });
    await waitFor(() => assert.deepEqual(location.history.at(-1), '/quizzes/q-new/edit'));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Edit quiz' }), 'the same test carries on at its own address');
    assert.equal(document.activeElement?.id, 'qe-sections-0-questions-0-points', 'the focus stayed in its field');
    assert.equal(stub.callsTo('POST /api/quizzes').length, 1);

    // 2. Multiple choice: no answer is marked correct until the teacher marks one (so nothing shares the points yet).
    text = await addQuestion(2);
    type('Cât face 2 + 3?', text);
    type('10', field(card(2), /^Points/));
    type('5', field(card(2), /^Option a text/));
    assert.equal((within(card(2)).getByRole('checkbox', { name: 'Option a is correct' }) as HTMLInputElement).checked, false);
    assert.equal(within(card(2)).queryByRole('button', { name: 'Share the points' }), null);
    fireEvent.click(within(card(2)).getByRole('checkbox', { name: 'Option a is correct' }));
    fireEvent.click(within(card(2)).getByRole('button', { name: 'Share the points' }));
    assert.equal((field(card(2), /^Option a points/) as HTMLInputElement).value, '10');
    type('6', field(card(2), /^Option b text/));
    assert.ok(within(card(2)).getByText(/Answers: 10 of 10 points/));

    // 3. Matching.
    text = await addQuestion(3);
    type('Asociați fiecare țară cu capitala ei.', text);
    type('10', field(card(3), /^Points/));
    type('Franța', field(card(3), /^Element 1/));
    type('Spania', field(card(3), /^Element 2/));
    type('Paris', field(card(3), /^Value a/));
    type('Madrid', field(card(3), /^Value b/));
    within(card(3)).getByRole('button', { name: 'Share the points' }).focus();
    fireEvent.click(within(card(3)).getByRole('button', { name: 'Share the points' }));
    assert.equal((field(card(3), /^Pair 1 points/) as HTMLInputElement).value, '5');
    // The button goes once the points add up; the keyboard stays on the tally that says so, not the page (a new teacher).
    assert.equal(within(card(3)).queryByRole('button', { name: 'Share the points' }), null);
    assert.equal(
      document.activeElement,
      within(card(3))
        .getByText(/Pairs: 10 of 10 points/)
        .closest('p'),
    );

    // 4. True or false.
    text = await addQuestion(4);
    type('Stabiliți dacă afirmațiile sunt adevărate.', text);
    type('10', field(card(4), /^Points/));
    type('București este capitala României.', field(card(4), /^Statement 1$/));
    type('Dunărea se varsă în Marea Nordului.', field(card(4), /^Statement 2$/));
    fireEvent.change(field(card(4), /^Statement 2 answer/), { target: { value: 'false' } });
    fireEvent.click(within(card(4)).getByRole('button', { name: 'Share the points' }));

    // 5. Short answer, 6. numeric (typed the Romanian way), 7. essay.
    type('Care este simbolul chimic al fierului?', await addQuestion(5));
    type('10', field(card(5), /^Points/));
    type('Fe', field(card(5), /^Expected answer/));
    type('Aproximați numărul pi cu două zecimale.', await addQuestion(6));
    type('10', field(card(6), /^Points/));
    type('3,14', field(card(6), /^Correct value/));
    type('0,005', field(card(6), /^Tolerance/));
    type('Descrieți în câteva rânduri anotimpul preferat.', await addQuestion(7));
    type('20', field(card(7), /^Points/));

    assert.ok(screen.getByText('Total 90 points + 10 ex officio = 100'));
    assert.ok(screen.getByText('Final mark = (points + 10) / 10'));

    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    assert.equal(stub.callsTo('POST /api/quizzes').length, 1, 'created once');
    const sent = stub.callsTo('PUT /api/quizzes/q-new').at(-1)!.body as QuizDocument;
    assert.deepEqual(
      sent.sections[0]!.questions.map((q) => q.type),
      ['lines', 'multiple_choices', 'matches', 'true_false', 'short_answer', 'numeric', 'open'],
    );
    const numeric = sent.sections[0]!.questions[5] as Extract<QuizDocument['sections'][0]['questions'][0], { type: 'numeric' }>;
    assert.equal(numeric.value, 3.14);
    assert.equal(numeric.tolerance, 0.005);
    assert.equal(sent.sections[0]!.questions[1]!.points, 10);
    assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'Recapitulare finala', 'no reload: the session moved with the test');
  });

  it("each field's SPEC message shows next to it once the field is left; the distribution check is live", async () => {
    stubEditorApi();
    await openCreate();
    const title = screen.getByLabelText(/^Title/);
    type('Ab', title);
    leave(title);
    await settle();
    assert.match(title.getAttribute('aria-describedby') ?? '', /error/);
    assert.ok(screen.getByText('Must be at least 3 characters long'));
    type('Test de evaluare!', title);
    await settle();
    assert.ok(screen.getByText('Title can only contain letters, numbers, spaces, hyphens, and underscores'));

    const section = screen.getByLabelText(/^Section title/);
    section.focus();
    const text = await addQuestion(2);
    assertAbsent(screen.queryByText('Field is required'), 'nothing red under a question still being written');
    type('Cât', text);
    leave(text);
    await settle();
    assert.ok(within(card(1)).getByText('Must be at least 5 characters long'), 'the question text');
    // The rules across fields speak once the fields themselves are right.
    type('Cât face 2 + 3?', text);
    type('10', field(card(1), /^Points/));
    type('5', field(card(1), /^Option a text/));
    type('6', field(card(1), /^Option b text/));
    fireEvent.click(within(card(1)).getByRole('checkbox', { name: 'Option a is correct' }));
    type('2', field(card(1), /^Option a points/));
    leave(field(card(1), /^Option a points/));
    await settle();
    assert.ok(within(card(1)).getByText("The points of the answers must add up to the question's 10 points (now 2)"));

    const distribution = screen.getByRole('region', { name: 'Points distribution' });
    assert.ok(within(distribution).getByText('The test is worth only 10 points; most tests have at least 20'));
    type('0', field(card(1), /^Points/));
    await settle();
    assert.ok(within(distribution).getByText('Total points must be at least 10 (now 0)'));
    assert.ok(within(distribution).getByText('Question 1 is worth no points'));
  });

  it('an invalid test is kept on this device, with the problems listed and each leading to its field', async () => {
    const stub = stubEditorApi();
    await openCreate();
    type('Recapitulare', screen.getByLabelText(/^Title/));
    press('s', { ctrlKey: true });
    await findStatus('Saved on this device only');
    assert.equal((await focused()).id, 'qe-classLabel', 'Ctrl+S takes the keyboard to the first problem (it stayed in the title)');
    assert.equal(stub.callsTo('POST /api/quizzes').length, 0);
    await waitFor(() => assert.equal(newDrafts().length, 1, 'the draft is on this device'));
    fireEvent.click(screen.getByRole('button', { name: /problems? to fix/ }));
    const problem = screen.getByRole('button', { name: 'Class' });
    fireEvent.click(problem);
    assert.equal((await focused()).id, 'qe-classLabel');
    assert.ok(screen.getAllByText('Field is required').length > 0);
  });

  it('keyboard commands: move, duplicate, jump, delete with confirmation, add a section; listed in the shortcut help', async () => {
    stubEditorApi();
    await openCreate();
    screen.getByLabelText(/^Section title/).focus();
    type('Unu', await addQuestion(1));
    type('Doi', await addQuestion(1));
    type('Trei', await addQuestion(1));
    const texts = () => screen.getAllByLabelText(/^Question text/).map((input) => (input as HTMLTextAreaElement).value);
    assert.deepEqual(texts(), ['Unu', 'Doi', 'Trei']);

    press('ArrowUp', { altKey: true });
    let now = await focused();
    assert.deepEqual(texts(), ['Unu', 'Trei', 'Doi']);
    assert.equal((now as HTMLTextAreaElement).value, 'Trei', 'the focus moved with the question');

    press('d', { altKey: true, shiftKey: true });
    now = await focused();
    assert.deepEqual(texts(), ['Unu', 'Trei', 'Trei', 'Doi']);
    assert.equal(now.id, 'qe-sections-0-questions-2-text');

    press('k', { altKey: true });
    assert.equal((await focused()).id, 'qe-sections-0-questions-1-text');
    press('j', { altKey: true });
    press('j', { altKey: true });
    assert.equal((await focused()).id, 'qe-sections-0-questions-3-text');

    press('Backspace', { altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    await waitFor(() => assert.deepEqual(texts(), ['Unu', 'Trei', 'Trei']));

    press('n', { altKey: true, shiftKey: true });
    assert.equal((await focused()).id, 'qe-sections-1-title');
    assert.equal(screen.getAllByLabelText(/^Section title/).length, 2);

    (document.activeElement as HTMLElement).blur();
    press('?', { shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const label of [
      'Add a question…',
      'Add a section',
      'Move question up',
      'Move question down',
      'Duplicate question',
      'Delete question',
      'Next question',
      'Go to the totals',
      'Save now',
    ]) {
      assert.ok(within(help).getByText(label), label);
    }
  });

  it('new things go where the cursor is: Alt+N after Alt+Shift+N adds to the new section, and to the section holding the focus', async () => {
    stubEditorApi();
    await openCreate();
    screen.getByLabelText(/^Section title/).focus();
    type('Unu', await addQuestion(1));
    press('n', { altKey: true, shiftKey: true });
    assert.equal((await focused()).id, 'qe-sections-1-title');
    const second = await addQuestion(1);
    assert.equal(second.id, 'qe-sections-1-questions-0-text', 'the question is in the section just created');
    type('Doi', second);

    // Back in the first section's title, the next question goes to the first section.
    screen.getAllByLabelText(/^Section title/)[0]!.focus();
    assert.equal((await addQuestion(1)).id, 'qe-sections-0-questions-1-text');
  });

  it('"Create a new quiz for the class": the class is shown, removable, and sent with the first save', async () => {
    const stub = stubEditorApi({
      'GET /api/classrooms/c1': () => jsonResponse(200, { id: 'c1', name: 'a X-a A', schoolId: 's1' }),
      'POST /api/quizzes': (call) => saved(call),
      'GET /api/quizzes/q-new': () => jsonResponse(200, quizView(sampleQuiz(), 1, { id: 'q-new' })),
    });
    localStorage.setItem(NEW_DRAFT, JSON.stringify({ quizId: null, baseVersion: null, document: sampleQuiz('Pentru clasă'), dirty: true, savedAt: 1 }));
    const { location } = renderApp('/quizzes/create?classroomId=c1');
    const assigned = await screen.findByRole('group', { name: 'Assign to classes' });
    assert.ok(await within(assigned).findByText('a X-a A'));
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const [post] = stub.callsTo('POST /api/quizzes');
    assert.deepEqual((post!.body as { classroomIds?: string[] }).classroomIds, ['c1']);
    assert.equal((post!.body as QuizDocument).title, 'Pentru clasă');
    // The server's answer is the new test's record: its page and breadcrumb do not ask for it again.
    await waitFor(() => assert.match(location.history?.at(-1) ?? '', /q-new/));
    await act(async () => {});
    assert.equal(stub.callsTo('GET /api/quizzes/q-new').length, 0);
  });

  it('"Create a new quiz for the class" fills the class its header prints with that class’s name; a name already typed stays', async () => {
    stubEditorApi({ 'GET /api/classrooms/c1': () => jsonResponse(200, { id: 'c1', name: 'a X-a A', schoolId: 's1' }) });
    renderApp('/quizzes/create?classroomId=c1');
    const classLabel = (await screen.findByLabelText(/^Class/, { selector: 'input' })) as HTMLInputElement;
    await waitFor(() => assert.equal(classLabel.value, 'a X-a A'));

    await resetEditor();
    signIn();
    stubEditorApi({ 'GET /api/classrooms/c1': () => jsonResponse(200, { id: 'c1', name: 'a X-a A', schoolId: 's1' }) });
    localStorage.setItem(NEW_DRAFT, JSON.stringify({ quizId: null, baseVersion: null, document: sampleQuiz('Pentru clasă'), dirty: true, savedAt: 1 }));
    renderApp('/quizzes/create?classroomId=c1');
    const assigned = await screen.findByRole('group', { name: 'Assign to classes' });
    await within(assigned).findByText('a X-a A');
    const restored = (await screen.findByLabelText(/^Class/, { selector: 'input' })) as HTMLInputElement;
    assert.equal(restored.value, sampleQuiz('x').classLabel, 'the draft’s own class stays');
  });

  it('a class removed before the first save is not sent', async () => {
    const stub = stubEditorApi({
      'GET /api/classrooms/c1': () => jsonResponse(200, { id: 'c1', name: 'a X-a A', schoolId: 's1' }),
      'POST /api/quizzes': (call) => saved(call),
      'GET /api/quizzes/q-new': () => jsonResponse(200, quizView(sampleQuiz(), 1, { id: 'q-new' })),
    });
    localStorage.setItem(NEW_DRAFT, JSON.stringify({ quizId: null, baseVersion: null, document: sampleQuiz('Fără clasă'), dirty: true, savedAt: 1 }));
    renderApp('/quizzes/create?classroomId=c1');
    const assigned = await screen.findByRole('group', { name: 'Assign to classes' });
    fireEvent.click(await within(assigned).findByRole('button', { name: 'Do not assign to a X-a A' }));
    await waitFor(() => assertAbsent(screen.queryByRole('group', { name: 'Assign to classes' })));
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const [post] = stub.callsTo('POST /api/quizzes');
    assert.equal((post!.body as { classroomIds?: string[] }).classroomIds, undefined);
  });

  it("the test's language: the interface's for a new test, the stored one when opened, changed in the details and saved", async () => {
    const stub = stubEditorApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Evaluare'), 3, { language: 'ro' })),
      'PUT /api/quizzes/q1': (call) => saved(call, 'q1', 4),
    });
    renderApp('/quizzes/q1/edit');
    const language = (await screen.findByLabelText(/^Language of the test/)) as HTMLSelectElement;
    assert.equal(language.value, 'ro', 'a Romanian test stays Romanian in the English interface');
    assert.deepEqual(
      [...language.options].map((option) => option.text),
      ['English', 'Română', 'Español'],
    );
    await findStatus('All changes saved');
    fireEvent.change(language, { target: { value: 'es' } });
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const [put] = stub.callsTo('PUT /api/quizzes/q1');
    assert.equal((put!.body as QuizDocument).language, 'es');

    await resetEditor();
    signIn();
    await openCreate();
    assert.equal((screen.getByLabelText(/^Language of the test/) as HTMLSelectElement).value, 'en', 'a new test: the interface language');
  });

  it('a stored test opens with its decimals written as the interface language writes them (7,5 in Romanian, not 7.5)', async () => {
    const document = sampleQuiz('Teză');
    const first = document.sections[0]!.questions[0]!;
    first.points = 7.5;
    stubEditorApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, quizView(document, 3)) });
    await setLanguage('ro', { persist: false });
    renderApp('/quizzes/q1/edit');
    assert.ok(await screen.findByDisplayValue('7,5'));
    assert.equal(screen.queryByDisplayValue('7.5'), null);
    assert.ok(screen.getByText('Total 87,5 puncte + 10 din oficiu = 97,5'), 'a decimal count: no "de"');
  });

  it('the totals in Romanian: "90 de puncte", as Romanian counts from 20 on', async () => {
    stubEditorApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Teză'), 3)) });
    await setLanguage('ro', { persist: false });
    renderApp('/quizzes/q1/edit');
    assert.ok(await screen.findByText('Total 90 de puncte + 10 din oficiu = 100'));
  });

  it('a 409 offers the choice; "overwrite with my version" saves on the server version', async () => {
    let puts = 0;
    const { api: stub, title } = await renderEditor({
      quiz: quizView(sampleQuiz('Evaluare Capitolul 2'), 3),
      routes: {
        'PUT /api/quizzes/q1': (call) =>
          ++puts === 1
            ? jsonResponse(409, { error: { code: 'conflict', message: 'Someone else changed this in the meantime.', currentVersion: 5 } })
            : saved(call, 'q1', (call.body as { version: number }).version + 1),
      },
    });
    assert.equal(title.value, 'Evaluare Capitolul 2');
    type('Evaluare Capitolul 2 varianta noua', title);
    press('s', { ctrlKey: true });
    assert.ok(await screen.findByText('This test was changed elsewhere'));
    assert.ok(screen.getByText(/Your changes are kept on this device/));
    await findStatus('Not saved: the test changed elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with my version' }));
    await findStatus('All changes saved');
    const [first, second] = stub.callsTo('PUT /api/quizzes/q1');
    assert.equal((first!.body as { version: number }).version, 3);
    assert.equal((second!.body as { version: number }).version, 5);
    assert.equal((second!.body as QuizDocument).title, 'Evaluare Capitolul 2 varianta noua');
  });

  it('loading: a missing quiz says "Quiz not found.", a failure "Error loading test." with a retry', async () => {
    stubEditorApi({ 'GET /api/quizzes/nope': () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } }) });
    renderApp('/quizzes/nope/edit');
    assert.ok(await screen.findByText('Quiz not found.'));
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Edit quiz' }));
    await resetEditor();
    signIn();
    let fail = true;
    stubEditorApi({
      'GET /api/quizzes/q1': () =>
        fail
          ? jsonResponse(500, { error: { code: 'internal', message: 'Server error. Please try again later.' } })
          : jsonResponse(200, quizView(sampleQuiz(), 2)),
    });
    mock.method(console, 'error', () => {});
    renderApp('/quizzes/q1/edit');
    assert.ok(await screen.findByText('Error loading test.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.equal(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value, 'Evaluare Capitolul 2');
  });

  it('leaving with changes the server does not have asks first', async () => {
    stubEditorApi();
    await openCreate();
    type('Recapitulare', screen.getByLabelText(/^Title/));
    await findStatus('Unsaved changes');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link', { name: 'Quizzes' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Create quiz' }));
  });

  it("a new test's draft on this device comes back after a reload, and can be set aside for a fresh start (kept, offered)", async () => {
    stubEditorApi();
    const draft = { ...sampleQuiz('Început ieri'), classLabel: 'a V-a A' };
    localStorage.setItem(NEW_DRAFT, JSON.stringify({ quizId: null, baseVersion: null, document: draft, dirty: true, savedAt: 1 }));
    await openCreate();
    assert.ok(screen.getByText('Your unsaved changes from this device were restored.'));
    assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'Început ieri');
    fireEvent.click(screen.getByRole('button', { name: 'Start a new test instead' }));
    await waitFor(() => assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, ''));
    assertAbsent(screen.queryByText('Your unsaved changes from this device were restored.'));
    // Set aside, not thrown away: offered until the teacher opens or discards it.
    const offered = await screen.findByRole('region', { name: 'Unsaved new tests on this device' });
    assert.ok(within(offered).getByRole('button', { name: 'Open Început ieri' }));
    assert.equal(newDrafts().length, 1);
  });

  it("someone else's test opens read-only: every field is there, none can change", async () => {
    const { title } = await renderEditor({ quiz: quizView(sampleQuiz('Testul colegei'), 2, { id: 'q9', isOwner: false, access: 'grade' }), status: null });
    assert.equal(title.value, 'Testul colegei');
    assert.ok(screen.getByText(/Only the author of this test can change it/));
    assert.equal(title.closest('fieldset')?.disabled, true);
    await findStatus('Read only');
  });
});
