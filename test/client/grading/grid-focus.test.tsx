import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen } from '@testing-library/react';
import { assertFocused } from '../support/dom-assert';
import { cell, editor, gridScreenHooks, press, renderGrid, text } from '../support/grading-screen';

const Q1 = 1;

describe('grade grid: the focus when it opens', () => {
  gridScreenHooks();

  it('the first question’s cell has the keyboard focus once the grid is there: digits type at once', async () => {
    await renderGrid();
    assertFocused(cell(0, Q1), 'no click needed');
    press('7');
    assert.ok(editor(), 'the digit opened the editor');
    press('Enter');
    assert.equal(text(0, Q1), '7');
  });

  it('a dialog the teacher opened while the grid loaded keeps its focus', async () => {
    await renderGrid({
      around: (
        <div role="dialog" aria-modal="true" aria-label="Something else">
          {/* biome-ignore lint/a11y/noAutofocus: the test's stand-in for a dialog that took the focus */}
          <input aria-label="Typed meanwhile" autoFocus />
        </div>
      ),
    });
    assertFocused(screen.getByRole('textbox', { name: 'Typed meanwhile' }));
  });
});
