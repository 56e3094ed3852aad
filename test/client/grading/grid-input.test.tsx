import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen } from '@testing-library/react';
import { announced, cell, clickCell, editor, gridScreenHooks, press, renderGrid, text } from '../support/grading-screen';

// Columns of the sample quiz: 0 name, 1-7 questions q1..q7, 8 total, 9 mark, 10 band, 11 comments, 12 last graded.
const Q1 = 1;
const TOTAL = 8;

/** Types key by key into the focused cell, as a keyboard does: the first key opens the editor, the rest go into it. */
function typeKeys(keys: string): void {
  for (const key of keys) {
    const input = editor();
    if (!input) press(key);
    else fireEvent.input(input, { target: { value: input.value + key } });
  }
}

describe('grade grid: what a mark cell takes', () => {
  gridScreenHooks();

  it('a typed minus is kept: -2 is refused as a negative mark, with the reason by the cell, and nothing is stored', async () => {
    await renderGrid();
    clickCell(0, Q1);
    typeKeys('-2');
    assert.equal(editor()?.value, '-2', 'the minus opened the editor and stayed');
    const reason = 'A mark cannot be negative';
    assert.equal(screen.getByText(reason).id, editor()!.getAttribute('aria-describedby'));
    press('Enter');
    assert.ok(editor(), 'Enter does not take it');
    assert.equal(announced(), reason);
    press('Escape');
    assert.equal(text(0, Q1), '');
    assert.equal(text(0, TOTAL), '');
  });

  it('1e1 is not a number a teacher types: refused, not read as 10', async () => {
    await renderGrid();
    clickCell(0, Q1);
    typeKeys('1e1');
    press('Enter');
    assert.ok(editor(), 'refused');
    assert.equal(announced(), 'Must be a valid number');
    press('Escape');
    assert.equal(text(0, Q1), '');
  });

  it('a letter typed straight into a mark cell says why it is not taken', async () => {
    await renderGrid();
    clickCell(0, Q1);
    press('a');
    assert.equal(editor(), null);
    const reason = 'A mark is a number, such as 7 or 7.5: letters are not taken';
    assert.equal(announced(), reason);
    assert.equal(document.getElementById(cell(0, Q1).getAttribute('aria-describedby') ?? '')?.textContent, reason, 'shown by the cell');
  });

  it('decimals with a comma still work, key by key', async () => {
    await renderGrid();
    clickCell(0, Q1);
    typeKeys('7,5');
    press('Enter');
    assert.equal(text(0, Q1), '7.5');
  });
});
