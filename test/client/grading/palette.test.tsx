// The grid's toolbar from the command palette (README: every action is a
// command): each button's action is offered while the button is, runs the
// button's own handler, and Reset and Delete all ask first there too.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { jsonResponse } from '../support/fetch-stub';
import { gradingSheet, QUIZ_ID, record, SHEET_PATH } from '../support/grading-fixtures';
import { clickCell, gridScreenHooks, renderGrid, text, typeInto } from '../support/grading-screen';
import { paletteOffers, runFromPalette } from '../support/palette';

const GRADES = `/api/quizzes/${QUIZ_ID}/grades`;
const standalone = { standalone: true };
const status = () => document.querySelector('[data-sync-state]')?.textContent ?? '';
const toasts = () => toastStore.getSnapshot().context.toasts.map((toast) => toast.message);

describe('grade grid: the toolbar in the palette', () => {
  gridScreenHooks();

  it('Undo and Redo from the palette, offered only when there is something to undo or redo', async () => {
    await renderGrid();
    assert.equal(await paletteOffers('Undo', standalone), false, 'nothing to undo yet');
    clickCell(0, 1);
    typeInto('7');
    assert.equal(await paletteOffers('Redo', standalone), false);
    await runFromPalette('Undo', standalone);
    assert.equal(text(0, 1), '');
    await runFromPalette('Redo', standalone);
    assert.equal(text(0, 1), '7');
  });

  // Told apart from the autosave without a clock: only a save the teacher asked for ends with "Grades saved".
  it('Save from the palette sends the marks now and says so, as the button does', async () => {
    clearToasts();
    const { api } = await renderGrid();
    clickCell(0, 1);
    typeInto('6');
    assert.equal(status(), 'Unsaved changes: 1');
    await runFromPalette('Save', standalone);
    await waitFor(() => assert.ok(toasts().includes('Grades saved'), toasts().join(' | ')));
    assert.equal(api.callsTo(`POST ${GRADES}`).length, 1);
  });

  it('Reset from the palette asks first, as the button does; Refresh reloads from the server', async () => {
    let served = [record(1, { q1: 5 }, 3)];
    await renderGrid({ routes: { [`GET ${GRADES}`]: () => jsonResponse(200, served), [`POST ${GRADES}`]: () => new Promise<Response>(() => {}) } });
    assert.equal(await paletteOffers('Reset', standalone), false, 'nothing unsaved to reset');
    clickCell(1, 1);
    typeInto('8');
    served = [record(1, { q1: 6 }, 4)];
    await runFromPalette('Refresh', standalone);
    await waitFor(() => assert.equal(text(0, 1), '6'));
    await runFromPalette('Reset', standalone);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => assert.equal(text(1, 1), ''));
  });

  it('Delete all from the palette asks first; cancelling deletes nothing, confirming empties the grid', async () => {
    let served = [record(1, { q1: 5 }, 3)];
    const { api } = await renderGrid({
      grades: served,
      routes: {
        [`DELETE ${GRADES}`]: () => {
          served = [];
          return jsonResponse(204);
        },
        [`GET ${GRADES}`]: () => jsonResponse(200, served),
      },
    });
    await runFromPalette('Delete all', standalone);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete all grades?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assert.equal(screen.queryByRole('alertdialog'), null));
    assert.equal(api.callsTo(`DELETE ${GRADES}`).length, 0);
    assert.equal(text(0, 1), '5');

    await runFromPalette('Delete all', standalone);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete all grades?' })).getByRole('button', { name: 'Delete all grades' }));
    await waitFor(() => assert.ok(toasts().includes('All grades deleted'), 'the deletion is confirmed'));
    assert.equal(api.callsTo(`DELETE ${GRADES}`).length, 1);
    assert.equal(text(0, 1), '');
    clearToasts();
  });

  it('read-only: the palette offers Refresh, and nothing that changes marks', async () => {
    const sheet = gradingSheet({ grades: [record(1, { q1: 8 })] });
    await renderGrid({ routes: { [`GET ${SHEET_PATH}`]: () => jsonResponse(200, { ...sheet, quiz: { ...sheet.quiz, isOwner: false, access: 'read' } }) } });
    assert.equal(await paletteOffers('Refresh', standalone), true);
    for (const label of ['Save', 'Reset', 'Delete all', 'Undo', 'Redo']) assert.equal(await paletteOffers(label, standalone), false, label);
  });
});
