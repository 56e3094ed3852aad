import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findCommand, resetCommands, runCommand } from '../../../src/client/core/commands';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { userKey } from '../../../src/client/core/user-data';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { CLASSROOM_ID, gradedQuiz, gradingSheet, pupilId, QUIZ_ID, record, SHEET_PATH } from '../support/grading-fixtures';
import { cell, clickCell, editor, press, renderGrid, restoreGridApi, settle, text, typeInto } from '../support/grading-screen';
import { ana, resetShell } from '../support/shell';

const GRADES = `/api/quizzes/${QUIZ_ID}/grades`;
/** Where the signed-in teacher's unsaved marks for this grid are kept. */
const STORED = userKey(ana.id, `grades.${QUIZ_ID}.${CLASSROOM_ID}`);
const toasts = () => toastStore.getSnapshot().context.toasts.map((toast) => toast.message);
const status = () => document.querySelector('[data-sync-state]')?.textContent ?? '';

/** Two pupils' marks typed (7 and 6) while someone else saved 9 and 8: the save's answer is a 409, and the panel shows both. */
async function twoConflicts(): Promise<HTMLElement> {
  await renderGrid({
    grades: [record(1, { q1: 5 }, 3), record(2, { q1: 4 }, 3)],
    routes: {
      [`POST ${GRADES}`]: () =>
        jsonResponse(409, {
          error: {
            code: 'conflict',
            message: 'conflict',
            saved: [],
            conflicts: [
              { pupilId: pupilId(1), current: record(1, { q1: 9 }, 4) },
              { pupilId: pupilId(2), current: record(2, { q1: 8 }, 4) },
            ],
          },
        }),
    },
  });
  clickCell(0, 1);
  typeInto('7');
  clickCell(1, 1);
  typeInto('6');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('region', { name: /Changed elsewhere meanwhile — pupils: 2/ });
}

/**
 * The grades route of a 409 race: the first save is refused, another tab having saved Ana's row as `current`; each
 * save after it lands, at `savedVersion`.
 */
function conflictOnce(current: ReturnType<typeof record>, savedVersion: number) {
  let posts = 0;
  return (call: RecordedCall) => {
    posts += 1;
    if (posts === 1) {
      return jsonResponse(409, {
        error: { code: 'conflict', message: '1 marks were changed by someone else in the meantime', saved: [], conflicts: [{ pupilId: pupilId(1), current }] },
      });
    }
    const rows = (call.body as { grades: { pupilId: string; questionScores: Record<string, number> }[] }).grades;
    return jsonResponse(200, { grades: rows.map((row) => ({ ...row, score: 7, comments: '', version: savedVersion, gradedAt: '2026-03-02T09:00:00.000Z' })) });
  };
}

describe('grading screen', () => {
  beforeEach(async () => {
    await resetShell();
    mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
  });
  afterEach(async () => {
    await resetShell();
    restoreGridApi();
    clearToasts();
    resetCommands();
    mock.restoreAll();
  });

  it('without the class roster it shows the grades alone, saying so (SPEC 8)', async () => {
    await renderGrid({
      grades: [record(7, { q1: 9 }, 2)],
      routes: {
        // The one read fails on the server, then the roster alone does: the grades still show.
        [`GET ${SHEET_PATH}`]: () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
        [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
      },
    });
    assert.ok(screen.getByText('Failed to load class roster. Showing grades only.'));
    assert.ok(screen.getByRole('rowheader', { name: 'Pupil 1' }));
    assert.equal(text(0, 1), '9');
  });

  it('a 409 shows each conflicting cell with the other version; keeping mine re-sends it over the server version', async () => {
    const { api } = await renderGrid({
      grades: [record(1, { q1: 5 }, 3)],
      routes: { [`POST ${GRADES}`]: conflictOnce(record(1, { q1: 9 }, 4), 5) },
    });
    clickCell(0, 1);
    typeInto('7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Changed elsewhere meanwhile — pupils: 1/ });
    assert.match(panel.textContent ?? '', /Question 1: yours 7, saved 9/);
    assert.equal(cell(0, 1).getAttribute('aria-invalid'), null);
    clickCell(0, 1);
    assert.ok(screen.getByText('Saved elsewhere: 9'), 'the cell says what the other version holds');
    assert.match(status(), /Pupils waiting for your decision: 1/);

    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine for Ana Pop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(api.callsTo(`POST ${GRADES}`).length, 2));
    const resent = (api.callsTo(`POST ${GRADES}`)[1]!.body as { grades: { version: number; questionScores: unknown }[] }).grades[0]!;
    assert.equal(resent.version, 4, 'based on the server version now');
    assert.deepEqual(resent.questionScores, { q1: 7 });
    await waitFor(() => assertAbsent(screen.queryByRole('region', { name: /Changed elsewhere/ })));
  });

  // An outside tester typed Q1 in one tab and Q1-Q4 in another: the panel listed "Question 4: yours empty, saved 1" (and
  // 3 and 2, in that order) for cells never typed here, as if Keep mine would clear them. Keep mine keeps them.
  it('a 409 lists only the cells changed on both sides, in the grid’s order; the other side’s cells are kept either way', async () => {
    const { api } = await renderGrid({
      grades: [],
      routes: { [`POST ${GRADES}`]: conflictOnce(record(1, { q4: 1, q1: 1, q3: 1, q2: 1 }, 1), 2) },
    });
    clickCell(0, 1);
    typeInto('4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Changed elsewhere meanwhile — pupils: 1/ });
    const listed = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    assert.deepEqual(
      listed.filter((line) => /^Question/.test(line ?? '')),
      ['Question 1: yours 4, saved 1'],
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine for Ana Pop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(api.callsTo(`POST ${GRADES}`).length, 2));
    const resent = (api.callsTo(`POST ${GRADES}`)[1]!.body as { grades: { questionScores: unknown }[] }).grades[0]!;
    assert.deepEqual(resent.questionScores, { q1: 4, q2: 1, q3: 1, q4: 1 }, 'the marks typed elsewhere are kept');
  });

  it("taking the server's version shows it", async () => {
    await renderGrid({
      grades: [record(1, { q1: 5 }, 3)],
      routes: {
        [`POST ${GRADES}`]: () =>
          jsonResponse(409, {
            error: { code: 'conflict', message: 'conflict', saved: [], conflicts: [{ pupilId: pupilId(1), current: record(1, { q1: 9 }, 4) }] },
          }),
      },
    });
    clickCell(0, 1);
    typeInto('7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Changed elsewhere/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Take the saved version for Ana Pop' }));
    assert.equal(text(0, 1), '9');
    assert.match(status(), /All changes saved/);
  });

  it('with several conflicts, one button takes every saved version', async () => {
    const panel = await twoConflicts();
    fireEvent.click(within(panel).getByRole('button', { name: 'Take all saved versions' }));
    assert.deepEqual([text(0, 1), text(1, 1)], ['9', '8']);
    await waitFor(() => assertAbsent(screen.queryByRole('region', { name: /Changed elsewhere/ })));
  });

  it('settling a conflict by keyboard moves to the next one’s choice, and the last one back to the grid (the focus fell to the page)', async () => {
    const panel = await twoConflicts();
    const first = within(panel).getByRole('button', { name: 'Take the saved version for Ana Pop' });
    first.focus();
    fireEvent.click(first);
    assertFocused(within(panel).getByRole('button', { name: 'Keep mine for Bogdan Ionescu' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Take the saved version for Bogdan Ionescu' }));
    await waitFor(() => assertAbsent(screen.queryByRole('region', { name: /Changed elsewhere/ })));
    assertFocused(cell(2, 1), 'the grid’s active cell: the row after the last one typed into');
  });

  it('Delete all asks first (cannot be undone), then empties the grid', async () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all grades?' });
    assert.match(dialog.textContent ?? '', /cannot be undone/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all grades' }));
    await waitFor(() => assert.ok(toasts().includes('All grades deleted'), "waiting for toasts().includes('All grades deleted')"));
    assert.equal(api.callsTo(`DELETE ${GRADES}`).length, 1);
    assert.equal(text(0, 1), '');
  });

  it('a failed Delete all says so', async () => {
    await renderGrid({ routes: { [`DELETE ${GRADES}`]: () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete all grades' }));
    await waitFor(() => assert.ok(toasts().includes('Failed to delete grades.'), "waiting for toasts().includes('Failed to delete grades.')"));
  });

  it('Reset discards the unsaved edits after a confirmation; Refresh reloads from the server and keeps them', async () => {
    let served = [record(1, { q1: 5 }, 3)];
    await renderGrid({ routes: { [`GET ${GRADES}`]: () => jsonResponse(200, served) } });
    clickCell(1, 1);
    typeInto('8');
    served = [record(1, { q1: 6 }, 4)];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => assert.equal(text(0, 1), '6'));
    assert.equal(text(1, 1), '8', 'the unsaved mark stays');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => assert.equal(text(1, 1), ''));
    assert.equal(localStorage.getItem(STORED), null);
  });

  it('unsaved edits are kept in localStorage, restored on the next visit and saved at once; the notice goes once they are saved', async () => {
    localStorage.setItem(
      STORED,
      JSON.stringify({ v: 1, rows: { [pupilId(2)]: { base: 0, marks: { q3: 4 }, comments: '', score: null, tab: 'closed-tab', editedAt: 1 } } }),
    );
    let answer: (response: Response) => void = () => undefined;
    const { api } = await renderGrid({ routes: { [`POST ${GRADES}`]: () => new Promise<Response>((resolve) => (answer = resolve)) } });
    assert.equal(text(1, 3), '4');
    assert.ok(screen.getByText('Unsaved rows from your last visit (1) are being saved now.'));
    await waitFor(() => assert.equal(api.callsTo(`POST ${GRADES}`).length, 1));
    assert.deepEqual((api.callsTo(`POST ${GRADES}`)[0]!.body as { grades: unknown[] }).grades, [
      { pupilId: pupilId(2), questionScores: { q3: 4 }, score: null, comments: '', commentsBase: '', version: 0 },
    ]);
    assert.ok(screen.getByText(/Unsaved rows from your last visit/), 'said while the save is on its way');
    answer(jsonResponse(200, { grades: [record(2, { q3: 4 }, 1)] }));
    await waitFor(() => assert.equal(localStorage.getItem(STORED), null));
    // Saved: the notice that they are being saved goes, and the status line alone says so.
    await waitFor(() => assertAbsent(screen.queryByText(/Unsaved rows from your last visit/)));
    assert.ok(screen.getByText('All changes saved'));
    // A mark typed now is the status line's business, not the notice's.
    clickCell(0, 1);
    typeInto('3');
    assertAbsent(screen.queryByText(/Unsaved rows from your last visit/));
  });

  // A restored row the server refused was "being saved now" for good, and a "Grades saved" toast came after the 400.
  it('a restored row the server refuses is no longer "being saved": the cell says why, and nothing says saved', async () => {
    localStorage.setItem(
      STORED,
      JSON.stringify({
        v: 1,
        rows: { [pupilId(2)]: { base: 0, marks: { q3: 40 }, comments: '', score: null, tab: 'closed-tab', editedAt: 1, edited: ['q3'] } },
      }),
    );
    const refusal = {
      error: { code: 'validation_error', message: 'Check the marks', fields: { 'grades.0.questionScores.q3': 'The mark can be at most 10 points' } },
    };
    await renderGrid({ routes: { [`POST ${GRADES}`]: () => jsonResponse(400, refusal) } });
    await waitFor(() => assert.equal(cell(1, 3).getAttribute('aria-invalid'), 'true'));
    assertAbsent(screen.queryByText(/Unsaved rows from your last visit/));
    await settle();
    assert.ok(!toasts().includes('Grades saved'), toasts().join(' | '));
  });

  // A test edited in another tab (question 1 lowered to 5 points): the grid went on showing "/ 10" and took marks for it.
  it('a conflict after the test was edited elsewhere says so, and opening the grid again shows the test as it is now', async () => {
    let edited = false;
    const lowered = () => {
      const quiz = gradedQuiz();
      const [section] = quiz.sections;
      const [first, ...rest] = section!.questions;
      return { ...quiz, version: 2, sections: [{ ...section!, questions: [{ ...first!, points: 5 }, ...rest] }, ...quiz.sections.slice(1)] };
    };
    await renderGrid({
      grades: [record(1, { q1: 8 }, 3)],
      routes: {
        [`GET ${SHEET_PATH}`]: () => {
          const sheet = gradingSheet({ grades: [edited ? record(1, { q1: 5 }, 4) : record(1, { q1: 8 }, 3)] });
          return jsonResponse(200, edited ? { ...sheet, quiz: { ...sheet.quiz, ...lowered() } } : sheet);
        },
        [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, edited ? lowered() : gradedQuiz()),
        [`POST ${GRADES}`]: () =>
          jsonResponse(409, {
            error: { code: 'conflict', message: 'Changed meanwhile', saved: [], conflicts: [{ pupilId: pupilId(1), current: record(1, { q1: 5 }, 4) }] },
          }),
      },
    });
    assert.ok(screen.getByRole('columnheader', { name: 'Question 1 (10 points)' }));
    edited = true;
    clickCell(0, 1);
    typeInto('9');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This test was changed since the grid opened');
    fireEvent.click(screen.getByRole('button', { name: 'Open the grid again' }));
    await screen.findByRole('columnheader', { name: 'Question 1 (5 points)' });
    assert.equal(text(0, 1), '9', 'the unsaved mark is still there, to settle against the test as it is now');
  });

  it('an edit is in localStorage before the page can go, and leaving asks first', async () => {
    await renderGrid();
    clickCell(0, 1);
    typeInto('3');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    assert.ok(unload.defaultPrevented, 'the browser asks before closing the tab');
    const stored = JSON.parse(localStorage.getItem(STORED)!);
    assert.deepEqual(stored.rows[pupilId(1)].marks, { q1: 3 });
  });

  it("a mark still in its cell's editor counts as unsaved: leaving asks, and the page going keeps it", async () => {
    await renderGrid();
    clickCell(0, 1);
    press('1');
    fireEvent.input(editor()!, { target: { value: '1.5' } });
    assertAbsent(screen.queryByText('All changes saved'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    assert.ok(unload.defaultPrevented, 'the browser asks before a reload drops it');
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(localStorage.getItem(STORED) ?? 'null');
    assert.deepEqual(stored?.rows[pupilId(1)]?.marks, { q1: 1.5 }, 'committed and stored as the page goes');
  });

  it('scoring rules unfold into their own columns; rule marks add up in the question; a whole mark replaces them', async () => {
    await renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Show scoring rules' }));
    await settle();
    assert.ok(screen.getByRole('columnheader', { name: /Scoring rule 4a \(10 points\)/ }));
    // Columns now: 1-4 q1..q4, 5 q4/r1, 6 q4/r2, 7 q5...
    clickCell(0, 5);
    typeInto('6');
    typeInto('5', 'Tab');
    assert.equal(text(0, 4), '6', 'the question shows the sum of its rules (row 0: r1 only)');
    clickCell(0, 6);
    typeInto('5');
    assert.equal(text(0, 4), '11');
    clickCell(0, 6);
    press('1');
    fireEvent.input(editor()!, { target: { value: '11' } });
    press('Enter');
    assert.ok(editor(), 'a rule mark over its rule is refused');
    assert.equal(document.getElementById('grade-grid-cell-issue')?.textContent, 'The mark can be at most 10 points');
    press('Escape');
    clickCell(0, 4);
    typeInto('15');
    assert.equal(text(0, 4), '15');
    assert.equal(text(0, 5), '', 'the whole mark cleared the rule marks');
    assert.equal(text(0, 6), '');
    press('z', { ctrlKey: true });
    assert.equal(text(0, 5), '6', 'one undo brings the rules back');
  });

  it("'Go to pupil…' jumps to a pupil's row; the grid's commands are in the palette while it is open", async () => {
    await renderGrid({ pupilCount: 6 });
    assert.ok(findCommand('goto.pupil'));
    assert.equal(findCommand('fill.fullMarks')?.shortcut, 'mod+shift+enter');
    await act(() => runCommand(findCommand('goto.pupil')!));
    const dialog = await screen.findByRole('dialog', { name: 'Go to pupil' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'elena' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Elena Marin' }));
    await waitFor(() => assertFocused(cell(4, 1)));
  });

  it("'Go to pupil…' finds a name typed without its diacritics, and not by the letters of its id", async () => {
    await renderGrid({ pupilCount: 6 });
    await act(() => runCommand(findCommand('goto.pupil')!));
    const dialog = await screen.findByRole('dialog', { name: 'Go to pupil' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'turcanu stefan' } });
    await waitFor(() =>
      assert.deepEqual(
        within(dialog)
          .queryAllByRole('option')
          .map((option) => option.textContent),
        ['Țurcanu Ștefan'],
      ),
    );
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '4000' } });
    await waitFor(() => assert.equal(within(dialog).queryAllByRole('option').length, 0));
  });
});
