// The questions about unsaved marks state a count; the autosave goes on while
// they are open. The leave question said "Unsaved changes: 1" after the save
// had landed, and asked the teacher to confirm leaving work that was saved.
// Now its count follows the grid, and once nothing is left unsaved the
// teacher goes where they were going without answering (they had asked to
// go; the question was only about the unsaved marks). Reset's question
// follows too, and closes once there is nothing left to discard.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'wouter';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { pupilId, QUIZ_ID, record } from '../support/grading-fixtures';
import { clickCell, gridScreenHooks, renderGrid, text, typeInto } from '../support/grading-screen';

const GRADES = `POST /api/quizzes/${QUIZ_ID}/grades`;

/** What a palette command or a shortcut does: navigate through the router. */
function GoToQuizzes() {
  const [, navigate] = useLocation();
  return (
    <button type="button" onClick={() => navigate('/quizzes')}>
      Go to quizzes (command)
    </button>
  );
}

/** Saves that wait for the test to answer them, in the order they were sent. */
function heldSaves() {
  const answers: ((response: Response) => void)[] = [];
  return {
    route: { [GRADES]: () => new Promise<Response>((resolve) => answers.push(resolve)) },
    answer: (index: number, response: Response) => answers[index]!(response),
    sent: () => answers.length,
  };
}

const message = (dialog: HTMLElement) => dialog.textContent ?? '';

describe('grade grid: a question about unsaved marks follows the autosave', () => {
  gridScreenHooks();

  it('leaving: the count goes down as a save lands, and the dialog stays while something is unsaved', async () => {
    const saves = heldSaves();
    const { location } = await renderGrid({ around: <GoToQuizzes />, routes: saves.route });
    clickCell(0, 1);
    typeInto('7');
    clickCell(1, 1);
    typeInto('8');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(saves.sent(), 1, 'the save is on its way'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to quizzes (command)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    assert.match(message(dialog), /Unsaved changes: 2\./);
    // The first row is saved; the second clashes with a colleague's mark and stays the teacher's to settle.
    saves.answer(
      0,
      jsonResponse(409, {
        error: {
          code: 'conflict',
          message: 'conflict',
          saved: [record(1, { q1: 7 }, 2)],
          conflicts: [{ pupilId: pupilId(2), current: record(2, { q1: 9 }, 3) }],
        },
      }),
    );
    await waitFor(() => assert.match(message(dialog), /Unsaved changes: 1\./, 'the count follows the save'));
    assert.ok(dialog.isConnected, 'still asked: a mark is unsaved');
    assert.equal(location.history?.at(-1), '/grade');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(location.history?.at(-1), '/grade');
  });

  it('leaving: once the save lands and nothing is unsaved, the question goes and so does the teacher', async () => {
    const saves = heldSaves();
    const { location } = await renderGrid({ around: <GoToQuizzes />, routes: saves.route });
    clickCell(0, 1);
    typeInto('7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(saves.sent(), 1, 'the save is on its way'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to quizzes (command)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    assert.match(message(dialog), /Unsaved changes: 1\./);
    saves.answer(0, jsonResponse(200, { grades: [record(1, { q1: 7 }, 2)] }));
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes', 'the teacher goes where they asked to'));
    assertAbsent(screen.queryByRole('alertdialog'));
  });

  it('Reset: the count follows, and the question closes once everything is saved (nothing left to discard)', async () => {
    const saves = heldSaves();
    await renderGrid({ routes: saves.route });
    clickCell(0, 1);
    typeInto('7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(saves.sent(), 1, 'the save is on its way'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    assert.match(message(dialog), /Unsaved changes \(1\) will be lost/);
    saves.answer(0, jsonResponse(200, { grades: [record(1, { q1: 7 }, 2)] }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(text(0, 1), '7', 'the saved mark stays');
    assert.ok(screen.getByText('All changes saved'));
  });
});
