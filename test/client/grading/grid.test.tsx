import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findCommand, runCommand } from '../../../src/client/core/commands';
import { toastStore } from '../../../src/client/core/toasts.store';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { pupilId, record } from '../support/grading-fixtures';
import { announced, cell, clickCell, editor, gridScreenHooks, press, renderGrid, settle, text, typeInto } from '../support/grading-screen';

// Columns of the sample quiz: 0 name, 1-7 questions q1..q7 (q4 has rules, folded), 8 total, 9 mark, 10 band, 11 comments, 12 last graded.
const Q1 = 1;
const Q2 = 2;
const Q4 = 4;
const TOTAL = 8;
const MARK = 9;
const COMMENTS = 11;

describe('grade grid: keyboard entry', () => {
  gridScreenHooks();

  it('is a grid with row and column headers, positions and selection state', async () => {
    await renderGrid();
    const grid = screen.getByRole('grid', { name: 'Marks' });
    assert.equal(grid.getAttribute('aria-rowcount'), '5');
    assert.equal(grid.getAttribute('aria-colcount'), '13');
    assert.ok(within(grid).getByRole('columnheader', { name: 'Question 1 (10 points)' }));
    const name = within(grid).getByRole('rowheader', { name: 'Ana Pop' });
    assert.equal(within(name).getByText('Ana Pop').getAttribute('title'), 'Ana Pop', 'a name cut to the column shows whole on hover');
    const first = cell(0, Q1);
    assert.equal(first.getAttribute('role'), 'gridcell');
    assert.equal(first.getAttribute('aria-colindex'), '2');
    assert.equal(first.closest('[role="row"]')?.getAttribute('aria-rowindex'), '2');
    assert.equal(first.getAttribute('aria-selected'), 'true', 'the cursor starts on the first question');
    assert.equal(first.tabIndex, 0, 'roving tabindex: the active cell is the one in the tab order');
    assert.equal(cell(1, Q1).tabIndex, -1);
  });

  it('typing replaces the cell, Enter keeps it and moves down; the row total, mark and band follow', async () => {
    await renderGrid();
    clickCell(0, Q1);
    assertFocused(cell(0, Q1), 'the clicked cell has the focus');
    typeInto('7,5');
    assert.equal(editor(), null);
    assert.equal(text(0, Q1), '7.5');
    assert.equal(text(0, TOTAL), '7.5');
    assert.equal(text(0, MARK), '1.75', '(7.5 + 10) / 10');
    assertFocused(cell(1, Q1), 'Enter moved down and the cell took the focus');
    typeInto('9', 'Tab');
    assertFocused(cell(1, Q2), 'Tab moved right');
    press('Enter', { shiftKey: true });
    assertFocused(cell(0, Q2), 'Shift+Enter moves up');
  });

  // The class grid showed 7,03 (the mark of the evaluators' mean points) where the reconciliation said 7,02.
  it("shows a paper double correction settled with the rule's mark, not the mark of its points", async () => {
    await renderGrid({ grades: [record(1, { q1: 5, q2: 5 }, 2, { finalMark: 1.99 }), record(2, { q1: 5, q2: 5 }, 2)] });
    assert.equal(text(0, TOTAL), '10');
    assert.equal(text(0, MARK), '1.99', 'the settled mark');
    assert.equal(text(1, MARK), '2', 'the mark of (10 + 10) / 10 points');
  });

  it('a typed mark changes only its own cell, its row’s results and the two cells the cursor leaves and enters', async () => {
    await renderGrid({ grades: [record(1, { q1: 5 }, 2), record(2, { q1: 6 }, 2)] });
    clickCell(0, Q2);
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const change of records) {
        const node = change.target instanceof Element ? change.target : change.target.parentElement;
        const owner = node?.closest('[data-col]');
        if (owner) touched.add(`${owner.getAttribute('data-row')},${owner.getAttribute('data-col')}`);
      }
    });
    observer.observe(screen.getByRole('grid'), { subtree: true, childList: true, attributes: true, characterData: true });
    typeInto('7');
    await settle();
    observer.disconnect();
    // The edited cell, row 0's total and mark (its band stays F), and the cell Enter moved to: nothing else in the grid.
    assert.deepEqual([...touched].sort(), ['0,2', '0,8', '0,9', '1,2']);
  });

  it('arrows move and stop at the edges; Tab wraps to the next row; Escape cancels an edit', async () => {
    await renderGrid();
    clickCell(0, Q1);
    press('ArrowUp');
    assertFocused(cell(0, Q1));
    press('ArrowLeft');
    assertFocused(cell(0, 0), 'onto the name (row header)');
    press('End');
    assertFocused(cell(0, COMMENTS), 'End: the last cell typed into');
    press('End');
    assertFocused(cell(0, 12), 'End again: the last column');
    press('Tab', { shiftKey: true });
    assertFocused(cell(0, COMMENTS), 'Shift+Tab skips the computed columns');
    press('Tab');
    assertFocused(cell(1, Q1), 'Tab from the last input wraps to the first question of the next row');
    press('5');
    assert.ok(editor());
    press('Escape');
    assert.equal(editor(), null);
    assert.equal(text(1, Q1), '', 'nothing was kept');
    assertFocused(cell(1, Q1));
  });

  it('Home goes to the row’s first question, and only pressed again to the pupil’s name; Ctrl+Home to the first question of the first pupil', async () => {
    await renderGrid();
    clickCell(2, 3);
    press('Home');
    assertFocused(cell(2, Q1), 'the first question, where the marks start');
    press('Home');
    assertFocused(cell(2, 0), 'again: the name');
    press('Home', { ctrlKey: true });
    assertFocused(cell(0, Q1));
    press('Home', { ctrlKey: true });
    assertFocused(cell(0, 0));
  });

  // An outside tester pressed Home on question 1 (it goes to the name), typed 3 Tab 4 Tab 5: the 3 was dropped without a
  // word, and 4 and 5 were saved one question to the left. A mark typed on the name goes into the row's first question.
  it('a mark typed on the pupil’s name goes into the row’s first question, so a row typed after Home lands where meant', async () => {
    await renderGrid();
    clickCell(1, Q1);
    press('Home');
    assertFocused(cell(1, 0), 'Home on the first question: the name');
    typeInto('3', 'Tab');
    typeInto('4', 'Tab');
    typeInto('5', 'Enter');
    assert.deepEqual([text(1, Q1), text(1, Q2), text(1, 3)], ['3', '4', '5']);
    assertFocused(cell(2, Q1), 'Enter: the next pupil’s first question');
    press('ArrowLeft');
    press('x');
    assertFocused(cell(2, 0), 'a letter on the name is no mark: the cursor stays');
    assert.equal(editor(), null);
  });

  // On a phone a tap only chose the cell (no field, so no keyboard), and each Enter put the focus back on a cell, which
  // closed the keyboard: every mark took a double tap. On a touch-only device a tap opens the mark, and Enter the next.
  it('on a touch-only device a tap opens the mark with its value chosen, and Enter opens the next pupil’s', async () => {
    const matchMedia = window.matchMedia;
    const touch = mock.method(window, 'matchMedia', (query: string) =>
      query === '(any-pointer: fine)' ? { ...matchMedia.call(window, query), matches: false } : matchMedia.call(window, query),
    );
    try {
      await renderGrid({ grades: [record(1, { q1: 5 }, 2)] });
      clickCell(0, Q1);
      const input = editor();
      assert.ok(input, 'the tap opened the mark');
      assertFocused(input);
      assert.equal(input.value, '5');
      assert.deepEqual([input.selectionStart, input.selectionEnd], [0, 1], 'its value chosen: a digit typed replaces it');
      assert.equal(input.getAttribute('enterkeyhint'), 'next');
      fireEvent.input(input, { target: { value: '7' } });
      press('Enter');
      assert.equal(text(0, Q1), '7');
      const next = editor();
      assert.ok(next, 'the next pupil’s mark is open: the keyboard stays');
      assert.equal(next.closest('[data-row]')?.getAttribute('data-row'), '1');
      press('Escape');
      clickCell(1, 0);
      assert.equal(editor(), null, 'a tap on a name opens nothing');
      assertFocused(cell(1, 0));
    } finally {
      touch.mock.restore();
    }
  });

  it('a paper typed along its row with Tab: Enter goes to the next pupil’s column the Tabs started from, as in a spreadsheet', async () => {
    await renderGrid();
    clickCell(0, Q1);
    typeInto('7', 'Tab');
    typeInto('8', 'Tab');
    typeInto('9', 'Enter');
    assertFocused(cell(1, Q1), 'the next pupil’s first question, not the third');
    assert.deepEqual([text(0, Q1), text(0, Q2), text(0, 3)], ['7', '8', '9']);
    press('Tab');
    press('Tab');
    press('Enter');
    assertFocused(cell(2, Q1), 'Tab and Enter on cells not edited do the same');
    press('Tab');
    press('ArrowRight');
    press('Enter');
    assertFocused(cell(3, 3), 'any other move forgets where the Tabs started: Enter goes straight down');
    press('Tab', { shiftKey: true });
    press('Enter', { shiftKey: true });
    assertFocused(cell(2, Q2), 'Shift+Enter goes straight up');
  });

  it('refuses a mark over the question’s points on the spot, with the reason next to the cell and announced', async () => {
    await renderGrid();
    clickCell(0, Q1);
    press('1');
    fireEvent.input(editor()!, { target: { value: '12' } });
    const reason = 'The mark can be at most 10 points';
    assert.equal(screen.getByText(reason).id, editor()!.getAttribute('aria-describedby'), 'shown beside the cell, tied to the input');
    press('Enter');
    assert.ok(editor(), 'Enter does not take it: the editor stays open');
    assert.equal(announced(), reason);
    assert.equal(text(0, TOTAL), '');
    fireEvent.input(editor()!, { target: { value: '10' } });
    press('Enter');
    assert.equal(text(0, Q1), '10');
  });

  it('a computed column refuses typing with its reason', async () => {
    await renderGrid({ grades: [record(1, { q1: 5 }, 2)] });
    clickCell(0, MARK);
    press('7');
    assert.equal(editor(), null);
    assert.match(announced(), /calculated/);
    clickCell(0, TOTAL);
    press('7');
    assert.match(announced(), /calculated from the question marks/);
  });

  it('a total can be typed for a pupil graded without question marks', async () => {
    await renderGrid();
    clickCell(2, TOTAL);
    typeInto('67,5');
    assert.equal(text(2, TOTAL), '67.5');
    assert.equal(text(2, MARK), '7.75');
    assert.equal(text(2, 10), 'C');
  });

  it('Delete clears the selection; comments take any text', async () => {
    await renderGrid({ grades: [record(1, { q1: 5, q2: 6 }, 2)] });
    clickCell(0, Q1);
    press('ArrowRight', { shiftKey: true });
    press('Delete');
    assert.equal(text(0, Q1), '');
    assert.equal(text(0, Q2), '');
    clickCell(0, COMMENTS);
    typeInto('Bine, dar grăbit');
    assert.equal(text(0, COMMENTS), 'Bine, dar grăbit');
  });

  it('undo and redo whole actions with Ctrl+Z and Shift+Ctrl+Z (and Ctrl+Y)', async () => {
    await renderGrid();
    clickCell(0, Q1);
    typeInto('4');
    typeInto('5');
    press('z', { ctrlKey: true });
    assert.equal(text(1, Q1), '');
    assertFocused(cell(1, Q1), 'the cursor goes back to the undone cell');
    press('z', { ctrlKey: true });
    assert.equal(text(0, Q1), '');
    assert.match(announced(), /Cells undone: 1/);
    press('Z', { ctrlKey: true, shiftKey: true });
    assert.equal(text(0, Q1), '4');
    press('y', { ctrlKey: true });
    assert.equal(text(1, Q1), '5');
  });

  it('double-click edits the value; F2 too; mouse drag and shift-click select', async () => {
    await renderGrid({ grades: [record(1, { q1: 5 }, 2)] });
    fireEvent.doubleClick(cell(0, Q1));
    assert.equal(editor()?.value, '5', 'edit mode keeps the value');
    press('Escape');
    clickCell(0, Q1);
    clickCell(2, Q2, { shiftKey: true });
    for (const [row, col] of [
      [0, Q1],
      [1, Q2],
      [2, Q1],
    ])
      assert.equal(cell(row!, col!).getAttribute('aria-selected'), 'true');
    assert.equal(cell(3, Q1).getAttribute('aria-selected'), 'false');
    fireEvent.mouseDown(cell(0, Q1), { button: 0 });
    fireEvent.mouseOver(cell(1, Q4), { buttons: 1 });
    fireEvent.mouseUp(window);
    assert.equal(cell(1, 3).getAttribute('aria-selected'), 'true', 'dragged over');
  });

  it('Ctrl+C copies the selection as TSV (with the interface language’s decimals)', async () => {
    await renderGrid({ grades: [record(1, { q1: 7.5, q2: 8 }, 2), record(2, { q1: 4 }, 2)] });
    clickCell(0, 0);
    clickCell(1, Q2, { shiftKey: true });
    let copied = '';
    fireEvent.copy(cell(1, Q2), { clipboardData: { setData: (_type: string, value: string) => void (copied = value), getData: () => '' } });
    assert.equal(copied, 'Ana Pop\t7.5\t8\r\nBogdan Ionescu\t4\t\r\n');
  });

  it('Shift with an arrow extends the selection from the active cell, which keeps the focus: a block copied, then moved down, pastes in its own columns', async () => {
    // An outside tester copied Q1-Q4 (Shift+→ three times), pressed ↓ and pasted: the cursor had gone with the selection
    // to Q4, so the block landed from Q4 on, half of it refused by the computed columns. A spreadsheet keeps the active cell.
    await renderGrid({ grades: [record(1, { q1: 5, q2: 6, q3: 7 }, 2)] });
    clickCell(0, Q1);
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });
    assertFocused(cell(0, Q1), 'the active cell keeps the focus');
    for (const col of [Q1, Q2, 3]) assert.equal(cell(0, col).getAttribute('aria-selected'), 'true');
    assert.equal(cell(0, Q4).getAttribute('aria-selected'), 'false');
    assert.match(announced(), /Cells selected: 3 \(1 × 3\)/, 'a screen reader hears what Shift took in');
    let copied = '';
    fireEvent.copy(cell(0, Q1), { clipboardData: { setData: (_type: string, value: string) => void (copied = value), getData: () => '' } });
    assert.equal(copied, '5\t6\t7\r\n');
    press('ArrowDown');
    press('ArrowDown');
    assertFocused(cell(2, Q1), 'the move starts from the active cell');
    assert.equal(cell(0, 3).getAttribute('aria-selected'), 'false', 'the selection is gone');
    fireEvent.paste(cell(2, Q1), { clipboardData: { getData: () => copied } });
    assert.deepEqual([text(2, Q1), text(2, Q2), text(2, 3)], ['5', '6', '7']);
    // Shift+↑ from there takes rows above the active cell; ↑ alone then starts from the active cell again.
    press('ArrowUp', { shiftKey: true });
    assertFocused(cell(2, Q1));
    assert.equal(cell(1, Q1).getAttribute('aria-selected'), 'true');
    press('ArrowUp');
    assertFocused(cell(1, Q1));
  });

  it('Ctrl+V pastes a spreadsheet block from the cursor, refusing bad cells with reasons and applying the rest', async () => {
    await renderGrid();
    clickCell(0, Q1);
    const block = '7,5\t8\t11\r\n6\tabc\t9\r\n10\t10\t10\r\n1\t1\t1\r\n1\t1\t1\r\n';
    fireEvent.paste(cell(0, Q1), { clipboardData: { getData: () => block } });
    assert.equal(text(0, Q1), '7.5');
    assert.equal(text(0, Q2), '8');
    assert.equal(text(0, 3), '', 'refused: 11 > 10');
    assert.equal(text(1, 3), '9');
    const summary = screen.getByRole('region', { name: /Cells pasted: 10; refused: 2/ });
    assert.match(summary.textContent ?? '', /Ana Pop, Question 3 \(10 points\): “11” — The mark can be at most 10 points/);
    assert.match(summary.textContent ?? '', /Bogdan Ionescu, Question 2 \(10 points\): “abc” — Must be a valid number/);
    assert.match(summary.textContent ?? '', /Cells outside the grid, not pasted: 3/);
    assert.equal(cell(0, 3).getAttribute('aria-invalid'), 'true');
    press('z', { ctrlKey: true });
    assert.equal(text(0, Q1), '', 'one undo takes the whole paste back');
    assert.equal(text(3, Q2), '');
  });

  it('closing the paste’s summary gives the keyboard back to the active cell: the next digit goes there, not nowhere', async () => {
    await renderGrid();
    clickCell(1, Q1);
    fireEvent.paste(cell(1, Q1), { clipboardData: { getData: () => '5\tabc' } });
    const summary = screen.getByRole('region', { name: /Cells pasted: 1; refused: 1/ });
    const close = within(summary).getByRole('button', { name: 'Dismiss' });
    close.focus();
    fireEvent.click(close);
    assertAbsent(screen.queryByRole('region', { name: /Cells pasted/ }));
    assertFocused(cell(1, Q1));
    press('3');
    press('Enter');
    assert.equal(text(1, Q1), '3');
  });

  it("a block with the pupils' names first gives each row to the pupil it names, never by position (it gave Carmen's marks to Bogdan)", async () => {
    await renderGrid();
    clickCell(1, 0);
    // Copied from a spreadsheet sorted otherwise: Carmen first, then Bogdan, then someone not in this class.
    const block = 'Carmen Ilie\t1\t2\r\nbogdan   IONESCU\t3\t4\r\nZoe Nistor\t9\t9\r\n';
    fireEvent.paste(cell(1, 0), { clipboardData: { getData: () => block } });
    assert.deepEqual([text(2, Q1), text(2, Q2)], ['1', '2'], "Carmen's marks on Carmen's row");
    assert.deepEqual([text(1, Q1), text(1, Q2)], ['3', '4'], "Bogdan's on his (case and spaces aside)");
    assert.equal(text(3, Q1), '', 'no one else touched');
    const summary = screen.getByRole('region', { name: /Cells pasted: 4; refused: 0/ });
    assert.match(summary.textContent ?? '', /Rows not pasted \(the name is not that of exactly one pupil in this class\): Zoe Nistor\./);
    press('z', { ctrlKey: true });
    assert.equal(text(2, Q1), '', 'one undo takes it back');
  });

  // An outside tester pasted "Ana-Maria Popescu" for a class listing "Popescu Ana-Maria": no name matched, the block was
  // laid by position, and each pupil's marks went to the pupil of the row below.
  it('names match whatever their word order; a block of names that match no one is not laid by position', async () => {
    await renderGrid();
    clickCell(0, Q1);
    fireEvent.paste(cell(0, Q1), { clipboardData: { getData: () => 'Ilie Carmen\t1\t2\r\nIonescu Bogdan\t3\t4\r\n' } });
    assert.deepEqual([text(2, Q1), text(2, Q2)], ['1', '2'], 'surname first is Carmen Ilie');
    assert.deepEqual([text(1, Q1), text(1, Q2)], ['3', '4']);
    assert.deepEqual([text(0, Q1), text(0, Q2)], ['', ''], 'nothing on the cursor’s row');

    press('z', { ctrlKey: true });
    fireEvent.paste(cell(0, Q1), { clipboardData: { getData: () => 'Zoe Nistor\t9\t9\r\nIon Barbu\t8\t8\r\n' } });
    for (const row of [0, 1, 2, 3]) assert.deepEqual([text(row, Q1), text(row, Q2)], ['', ''], `row ${row} untouched`);
    const summary = screen.getByRole('region', { name: /Cells pasted: 0/ });
    assert.match(summary.textContent ?? '', /Zoe Nistor, Ion Barbu/);
  });

  it('marks pasted on the name column start in the first mark column: the name cannot take one, and none is lost', async () => {
    await renderGrid();
    clickCell(0, 0);
    fireEvent.paste(cell(0, 0), { clipboardData: { getData: () => '7\t10\r\n' } });
    assert.deepEqual([text(0, Q1), text(0, Q2)], ['7', '10']);
  });

  it('fills full marks of the current question for the selected rows; clears a row', async () => {
    await renderGrid();
    clickCell(0, Q2);
    press('ArrowDown', { shiftKey: true });
    press('ArrowDown', { shiftKey: true });
    await act(() => runCommand(findCommand('fill.fullMarks')!));
    for (const row of [0, 1, 2]) assert.equal(text(row, Q2), '10');
    assert.equal(text(3, Q2), '');
    clickCell(1, Q1);
    typeInto('3');
    clickCell(1, Q1);
    await act(() => runCommand(findCommand('clear.row')!));
    assert.equal(text(1, Q1), '');
    assert.equal(text(1, Q2), '');
  });

  it('Save sends the dirty rows with their base versions and says so', async () => {
    const { api } = await renderGrid({ grades: [record(1, { q1: 5 }, 3)] });
    clickCell(0, Q2);
    typeInto('6');
    typeInto('7');
    assert.match(document.querySelector('[data-sync-state]')?.textContent ?? '', /Unsaved changes: 2/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(api.callsTo(`POST /api/quizzes/11111111-1111-4111-8111-111111111111/grades`).length, 1));
    const body = api.callsTo(`POST /api/quizzes/11111111-1111-4111-8111-111111111111/grades`)[0]!.body as { grades: unknown[] };
    assert.deepEqual(body.grades, [
      { pupilId: pupilId(1), questionScores: { q1: 5, q2: 6 }, score: null, comments: '', commentsBase: '', version: 3 },
      { pupilId: pupilId(2), questionScores: { q2: 7 }, score: null, comments: '', commentsBase: '', version: 0 },
    ]);
    await waitFor(() =>
      assert.ok(
        toastStore.getSnapshot().context.toasts.some((toast) => toast.message === 'Grades saved'),
        'waiting for toastStore.getSnapshot().context.toasts.some((toast) => toast.messa…',
      ),
    );
    await waitFor(() => assert.match(document.querySelector('[data-sync-state]')?.textContent ?? '', /All changes saved/));
  });
});
