import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { screen } from '@testing-library/react';
import { resetCommands } from '../../../src/client/core/commands';
import { clearToasts } from '../../../src/client/core/toasts.store';
import { assertFocused } from '../support/dom-assert';
import { cell, editor, press, renderGrid, restoreGridApi, text } from '../support/grading-screen';
import { resetShell } from '../support/shell';

const Q1 = 1;

describe('grade grid: the focus when it opens', () => {
  beforeEach(async () => {
    await resetShell();
    mock.method(console, 'warn', () => {});
  });
  afterEach(async () => {
    await resetShell();
    restoreGridApi();
    clearToasts();
    resetCommands();
    mock.restoreAll();
  });

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
