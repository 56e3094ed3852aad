// One leave guard for every way out (issue 13): the grid used to ask only
// on links, so a palette command or a shortcut (which navigate through the
// router) and the back button left unsaved marks without a word.
import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'wouter';
import { GuardedRouter } from '../../../src/client/app/GuardedRouter';
import { useLeaveBlocker } from '../../../src/client/core/use-leave-blocker';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import { assertAbsent } from '../support/dom-assert';
import { QUIZ_ID } from '../support/grading-fixtures';
import { clickCell, renderGrid, restoreGridApi, typeInto } from '../support/grading-screen';
import { resetShell } from '../support/shell';

/** What a palette command or a shortcut does: navigate through the router. */
function GoToQuizzes() {
  const [, navigate] = useLocation();
  return (
    <button type="button" onClick={() => navigate('/quizzes')}>
      Go to quizzes (command)
    </button>
  );
}

/** A screen holding work the server does not have, as the editor and the grid are. */
function UnsavedScreen({ unsaved }: { unsaved: () => boolean }) {
  useLeaveBlocker({ unsaved, question: () => ({ title: 'Leave?', message: 'Unsaved.', confirmLabel: 'Leave', cancelLabel: 'Stay' }) });
  return null;
}

describe('leaving unsaved work', () => {
  afterEach(async () => {
    // The grid goes before the network stub: its save would otherwise try again against the real one.
    await resetShell();
    restoreGridApi();
    mock.restoreAll();
    history.replaceState(null, '', '/');
  });

  it('a command leaving the grid with unsaved marks asks first; Stay keeps the grid, Leave goes', async () => {
    // The save never answers: the mark stays unsaved.
    const { location } = await renderGrid({
      around: <GoToQuizzes />,
      routes: { [`POST /api/quizzes/${QUIZ_ID}/grades`]: () => new Promise<Response>(() => {}) },
    });
    clickCell(0, 1);
    typeInto('7');
    fireEvent.click(screen.getByRole('button', { name: 'Go to quizzes (command)' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(location.history?.at(-1), '/grade');
    assert.ok(screen.getByRole('grid', { name: 'Marks' }));

    fireEvent.click(screen.getByRole('button', { name: 'Go to quizzes (command)' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes'));
  });

  it('the back button with unsaved work puts the page back and asks; Leave then goes where the teacher pressed', async () => {
    history.replaceState(null, '', '/quizzes');
    history.pushState(null, '', '/grade');
    render(
      <GuardedRouter>
        <UnsavedScreen unsaved={() => true} />
        <ConfirmDialogHost />
      </GuardedRouter>,
    );
    // What the browser does on Back: the address is already the previous one when popstate fires.
    act(() => history.back());
    await waitFor(() => assert.ok(screen.queryByRole('alertdialog', { name: 'Leave?' }), "waiting for screen.queryByRole('alertdialog', { name: 'Leave?' })"));
    assert.equal(window.location.pathname, '/grade', 'the page the teacher was on is put back');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => assert.equal(window.location.pathname, '/quizzes'));
  });

  it('closing the tab with unsaved work gets the browser prompt, and without it none', () => {
    const close = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    let unsaved = false;
    const view = render(<UnsavedScreen unsaved={() => unsaved} />);
    assert.equal(close(), false, 'nothing unsaved');
    unsaved = true;
    assert.equal(close(), true);
    view.unmount();
    assert.equal(close(), false, 'the screen is gone, and its guard with it');
  });
});
