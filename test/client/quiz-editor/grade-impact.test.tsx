// Issue 12: before a save that changes grades already entered, the editor
// says how many grades change and how, and saves only once the teacher
// confirms (the confirmed save names the impact's fingerprint).
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import type { GradeImpact } from '../../../src/domain/grade-impact';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, press, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor, stubEditorApi } from '../support/render-editor';
import { renderApp } from '../support/shell';

const IMPACT: GradeImpact = {
  gradedPupils: 27,
  changedPupils: 27,
  questionsRemoved: 3,
  rulesRemoved: 0,
  marksDeleted: 61,
  maximumsLowered: 1,
  marksLowered: 5,
  totalsLowered: 0,
  pupilsCleared: 0,
  scale: { totalPoints: { from: 90, to: 75.5 }, basePoints: { from: 10, to: 10 } },
  analysesRemoved: 0,
};

const refused = () =>
  jsonResponse(409, {
    error: {
      code: 'grades_affected',
      message: 'Saving would change grades already entered: confirm the change first',
      impact: IMPACT,
      fingerprint: 'f1ngerprint',
    },
  });

const savedFrom = (call: RecordedCall) => jsonResponse(200, quizView(call.body as object, 4, { totalPoints: 75.5, updatedAt: '2026-01-02' }));

describe('quiz editor: a change to a graded test', () => {
  editorScreenHooks();

  it('shows how many grades change and how; "Keep editing" saves nothing; confirming saves with the impact named', async () => {
    let puts = 0;
    const { api: stub, title } = await renderEditor({
      quiz: quizView(sampleQuiz('Evaluare Capitolul 2'), 3),
      routes: { 'PUT /api/quizzes/q1': (call) => (++puts < 3 ? refused() : savedFrom(call)) },
    });
    type('Evaluare Capitolul 2 scurtata', title);
    press('s', { ctrlKey: true });

    const dialog = await screen.findByRole('alertdialog', { name: 'This change affects grades already entered' });
    assert.ok(within(dialog).getByText('Graded pupils on this test: 27. Pupils whose marks or total change: 27.'));
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    assert.deepEqual(lines, [
      'Questions removed: 3.',
      'Marks deleted with them, for good: 61.',
      'Maximums lowered below marks already given: 1. Marks lowered to the new maximum for good (raising it later does not bring them back): 5.',
      'The test is now worth 75.5 points + 10 ex officio (was 90 + 10): the final mark of every graded pupil is recomputed.',
    ]);
    assert.ok(within(dialog).getByText(/Nothing is saved until you confirm/));
    assertFocused(within(dialog).getByRole('button', { name: 'Keep editing' }), 'the safe choice has the focus');
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 1);

    // Declined: nothing more is sent, and the status says the change waits.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    await findStatus('Not saved: this change to grades waits for your confirmation');
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 1);
    // Typing on keeps the change held (no autosave that would ask again every two seconds).
    type('Evaluare Capitolul 2 scurtata bis', screen.getByLabelText(/^Title/));
    assert.equal(document.querySelector('[data-save-phase]')?.getAttribute('data-save-phase'), 'gradesHeld');

    // Asked again, then confirmed.
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const again = await screen.findByRole('alertdialog', { name: 'This change affects grades already entered' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save and change the grades' }));
    await findStatus('All changes saved');
    const bodies = stub.callsTo('PUT /api/quizzes/q1').map((call) => call.body as { acceptGradeImpact?: string; title: string; version: number });
    assert.equal(bodies.length, 3);
    assert.deepEqual(
      bodies.map((b) => b.acceptGradeImpact),
      [undefined, undefined, 'f1ngerprint'],
    );
    assert.equal(bodies[2]!.title, 'Evaluare Capitolul 2 scurtata bis');
    assert.equal(bodies[2]!.version, 3);
  });

  // A new teacher, typing a new question's answer after grading: the autosave's dialog took the focus mid-word.
  it('found by an autosave, the change waits in the save status for Review; the dialog never takes the focus from typing', async () => {
    let puts = 0;
    const { api: stub, title } = await renderEditor({
      quiz: quizView(sampleQuiz('Evaluare Capitolul 2'), 3),
      routes: { 'PUT /api/quizzes/q1': (call) => (++puts < 3 ? refused() : savedFrom(call)) },
    });
    title.focus();
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      type('Evaluare Capitolul 2 scurtata', title);
      mock.timers.tick(2000);
    } finally {
      mock.timers.reset();
    }
    await waitFor(() => assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 1));
    await findStatus('Not saved: this change to grades waits for your confirmation');
    assertAbsent(screen.queryByRole('alertdialog'));
    assertFocused(title, 'the teacher types on');

    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This change affects grades already entered' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and change the grades' }));
    await findStatus('All changes saved');
    assert.deepEqual(
      stub.callsTo('PUT /api/quizzes/q1').map((call) => (call.body as { acceptGradeImpact?: string }).acceptGradeImpact),
      [undefined, undefined, 'f1ngerprint'],
    );
  });

  it('in Romanian too', async () => {
    await setLanguage('ro', { persist: false });
    stubEditorApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quizView(sampleQuiz('Evaluare Capitolul 2'), 3)),
      'PUT /api/quizzes/q1': () => refused(),
    });
    renderApp('/quizzes/q1/edit');
    const title = await screen.findByLabelText(/^Titlu/, { selector: '#qe-title' });
    await findStatus('Toate modificările au fost salvate');
    type('Evaluare Capitolul 2 scurtata', title);
    press('s', { ctrlKey: true });
    const dialog = await screen.findByRole('alertdialog', { name: 'Această modificare schimbă note deja introduse' });
    assert.ok(within(dialog).getByText('Întrebări eliminate: 3.'));
    assert.ok(within(dialog).getByRole('button', { name: 'Salvează și schimbă notele' }));
  });
});
