// The grid in a school shared by its staff (issue 16): "Last graded" names a
// colleague who saved the marks, not the teacher looking at them; a school's
// owner reading a colleague's test (access 'read') gets the grid read-only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findCommand, isAvailable } from '../../../src/client/core/commands';
import { formatDateTime } from '../../../src/client/features/grading/model/format';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { gradingSheet, QUIZ_ID, record, SHEET_PATH } from '../support/grading-fixtures';
import { cell, clickCell, gridScreenHooks, press, renderGrid, settle, text } from '../support/grading-screen';
import { ana } from '../support/shell';

// Columns of the sample quiz: 0 name, 1-7 questions, 8 total, 9 mark, 10 band, 11 comments, 12 last graded.
const LAST_GRADED = 12;
/** What a cell shows, without a reason printed under it. */
const value = (row: number, col: number) => cell(row, col).firstElementChild?.textContent ?? '';
const AT = '2026-03-02T08:30:00.000Z';

describe('grade grid: colleagues grading one class', () => {
  gridScreenHooks();

  it('"Last graded" names the colleague who saved a row, and only the time for the teacher\'s own rows', async () => {
    await renderGrid({
      grades: [
        record(1, { q1: 8 }, 1, { gradedBy: { id: ana.id, name: ana.name ?? '' } }),
        record(2, { q1: 6 }, 3, { gradedBy: { id: 'u-colleague', name: 'Gabriela Dinu' } }),
        record(3, { q1: 5 }, 1, { gradedBy: null }),
      ],
    });
    const at = formatDateTime(AT, 'en');
    assert.equal(text(0, LAST_GRADED), at);
    assert.equal(text(1, LAST_GRADED), `${at} · Gabriela Dinu`);
    assert.equal(text(2, LAST_GRADED), at, 'an account since deleted: the time alone');
    assert.equal(text(3, LAST_GRADED), '', 'no grade yet');
  });

  it("Delete all says a colleague's marks stay, and shows them still there after", async () => {
    const colleagueRow = record(2, { q1: 6 }, 3, { gradedBy: { id: 'u-colleague', name: 'Gabriela Dinu' } });
    let served = [record(1, { q1: 8 }, 1, { gradedBy: { id: ana.id, name: ana.name ?? '' } }), colleagueRow];
    const grades = `/api/quizzes/${QUIZ_ID}/grades`;
    await renderGrid({
      grades: served,
      routes: {
        // The server deletes the teacher's own marks only (issue 16).
        [`DELETE ${grades}`]: () => {
          served = [colleagueRow];
          return jsonResponse(204);
        },
        [`GET ${grades}`]: () => jsonResponse(200, served),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all grades?' });
    assert.match(dialog.textContent ?? '', /but not a colleague's/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all grades' }));
    await waitFor(() => assert.equal(value(1, 1), '6', "waiting for the colleague's mark to show again"));
    assert.equal(value(0, 1), '', 'the own mark is gone');
  });

  it("read-only for a school's owner on a colleague's test: says so, takes no typing, pasting or clearing, offers nothing that changes marks", async () => {
    const sheet = gradingSheet({ grades: [record(1, { q1: 8 })] });
    const { api } = await renderGrid({
      routes: { [`GET ${SHEET_PATH}`]: () => jsonResponse(200, { ...sheet, quiz: { ...sheet.quiz, isOwner: false, access: 'read' } }) },
    });
    const grid = screen.getByRole('grid', { name: 'Marks' });
    assert.equal(grid.getAttribute('aria-readonly'), 'true');
    assert.equal(screen.getAllByText('You can read these marks, not change them.').length, 1, 'said above the grid');

    clickCell(0, 1);
    press('5');
    await settle();
    assertAbsent(screen.queryByRole('textbox'));
    assert.equal(value(0, 1), '8');
    const reason = cell(0, 1).getAttribute('aria-describedby');
    assert.equal(reason && document.getElementById(reason)?.textContent, 'You can read these marks, not change them.');

    press('Delete');
    fireEvent.paste(cell(0, 1), { clipboardData: { getData: () => '3\t4' } });
    await settle();
    assert.equal(value(0, 1), '8');
    assert.equal(value(0, 2), '');

    for (const name of ['Save', 'Undo', 'Redo', 'Delete all grades']) assertAbsent(screen.queryByRole('button', { name }));
    assert.ok(screen.getByRole('button', { name: 'Refresh' }));
    assert.equal(isAvailable(findCommand('fill.fullMarks')!), false);
    assert.equal(isAvailable(findCommand('clear.row')!), false);
    await waitFor(() => assert.equal(api.callsTo(`POST /api/quizzes/${'quiz-1'}/grades`).length, 0));
  });

  it('read-only in a class under double correction, saying where its marks come from', async () => {
    const sheet = gradingSheet({ grades: [record(1, { q1: 8 })] });
    const { api } = await renderGrid({ routes: { [`GET ${SHEET_PATH}`]: () => jsonResponse(200, { ...sheet, doubleCorrected: true }) } });
    assert.equal(screen.getByRole('grid', { name: 'Marks' }).getAttribute('aria-readonly'), 'true');
    assert.ok(screen.getByText(/Double correction: two evaluators grade this class/));
    clickCell(0, 1);
    press('5');
    await settle();
    assert.equal(value(0, 1), '8');
    await waitFor(() => assert.equal(api.callsTo(`POST /api/quizzes/${'quiz-1'}/grades`).length, 0));
  });
});
