// The editor's leave question is about changes the server does not have; the
// autosave goes on while it is open. It stayed open after the save had landed
// and asked the teacher to confirm leaving work that was saved. Now it
// follows the save, as the grid's does: once nothing is unsaved the teacher
// goes where they were going without answering; while something is, it asks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, press, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

/** Saves that wait for the test to answer them, in the order they were sent. */
function heldSaves() {
  const answers: ((response: Response) => void)[] = [];
  const bodies: RecordedCall[] = [];
  return {
    route: (call: RecordedCall) =>
      new Promise<Response>((resolve) => {
        bodies.push(call);
        answers.push(resolve);
      }),
    answer: (index: number, response: Response) => answers[index]!(response),
    sent: () => answers.length,
    body: (index: number) => bodies[index]!.body as object,
  };
}

const quizzesLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link', { name: 'Quizzes' })[0]!;

/** Types a new title, saves now, and asks to leave while the save is on its way. */
async function leaveWhileSaving(saves: ReturnType<typeof heldSaves>) {
  const { title, location } = await renderEditor({ quiz: quizView(sampleQuiz('Evaluare')), routes: { 'PUT /api/quizzes/q1': saves.route } });
  type('Evaluare finală', title);
  press('s', { ctrlKey: true });
  await waitFor(() => assert.equal(saves.sent(), 1, 'the save is on its way'));
  fireEvent.click(quizzesLink());
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
  return { dialog, location };
}

describe('quiz editor: the leave question follows the autosave', () => {
  editorScreenHooks();

  it('once the save lands and nothing is unsaved, the question goes and so does the teacher', async () => {
    const saves = heldSaves();
    const { location } = await leaveWhileSaving(saves);
    saves.answer(0, jsonResponse(200, quizView(saves.body(0), 4)));
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes', 'the teacher goes where they asked to'));
    assertAbsent(screen.queryByRole('alertdialog'));
  });

  it('a save that fails leaves the changes unsaved: still asked, and Stay keeps the editor', async () => {
    const saves = heldSaves();
    const { dialog, location } = await leaveWhileSaving(saves);
    saves.answer(0, jsonResponse(500, { error: { code: 'internal', message: 'Server error. Please try again later.' } }));
    await findStatus(/Error/);
    assert.ok(dialog.isConnected, 'still asked: the changes are not saved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(location.history?.at(-1), '/quizzes/q1/edit');
  });
});
