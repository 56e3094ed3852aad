import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent as browserEvent } from '@testing-library/dom';
import { screen } from '@testing-library/react';
import { assertFocused } from '../support/dom-assert';
import { record } from '../support/grading-fixtures';
import { cell, editor, gridScreenHooks, press, renderGrid, text } from '../support/grading-screen';

const Q1 = 1;
const Q3 = 3;
const ALL_MARKED = { q1: 10, q2: 10, q3: 10, q4: 20, q5: 10, q6: 10, q7: 20 };

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

  it('a cell clicked and typed into the instant the grid paints keeps the cursor and the mark (the focus on open does not take them back)', async () => {
    // A browser's events, with no act around them: the grid's own effects have not run yet.
    await renderGrid({
      onAppear: async () => {
        browserEvent.mouseDown(cell(1, Q1), { button: 0 });
        browserEvent.mouseUp(window);
        // What React does at the end of a browser's event (its microtasks), and no more.
        for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
        browserEvent.keyDown(document.activeElement ?? document.body, { key: '4' });
      },
    });
    assertFocused(editor() ?? cell(1, Q1), 'the clicked cell, or its editor, keeps the focus');
    press('Enter');
    assert.equal(text(1, Q1), '4');
    assert.equal(text(0, Q1), '', 'nothing went to the first cell');
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

  it('opened again, the grid starts at the first question left without a mark: the pupil after the last one marked', async () => {
    await renderGrid({ grades: [record(1, ALL_MARKED), record(2, ALL_MARKED)] });
    assertFocused(cell(2, Q1), 'the third pupil, first question');
    press('7');
    press('Enter');
    assert.equal(text(2, Q1), '7');
  });

  it('a question marked for the whole class first: the grid opens at the next question, first pupil without it', async () => {
    await renderGrid({ grades: [record(1, { q1: 10, q2: 10 }), record(2, { q1: 10, q2: 10 }), record(3, { q1: 5 }), record(4, { q1: 8 })] });
    assertFocused(cell(0, Q3), 'the first pupil is still missing question 3');
  });

  it('a pupil graded with a total only, a question marked by its scoring rules: both count as marked', async () => {
    const totalOnly = record(1, {}, 1, { score: 70 });
    await renderGrid({ grades: [totalOnly, record(2, { q1: 10, q2: 10, q3: 10, 'q4/r1': 10, q5: 10, q6: 10, q7: 20 }), record(3, { q1: 1, q2: 2, q4: 3 })] });
    assertFocused(cell(2, Q3), 'the third pupil has no mark for question 3');
  });

  it('every paper fully marked: the grid opens on the first pupil’s first question', async () => {
    await renderGrid({ pupilCount: 2, grades: [record(1, ALL_MARKED), record(2, ALL_MARKED)] });
    assertFocused(cell(0, Q1));
  });
});
