import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assertAbsent } from '../support/dom-assert';
import { focused, press, type } from '../support/quiz-editor';
import { editorScreenHooks, renderEditor } from '../support/render-editor';

/** A new test with one question (answer on lines), its scoring rules ready to fill. */
async function openWithQuestion(): Promise<HTMLElement> {
  await renderEditor();
  screen.getByLabelText(/^Section title/).focus();
  press('n', { altKey: true });
  await screen.findByRole('dialog', { name: 'Add a question' });
  press('1');
  await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' })));
  await focused();
  return screen.getByRole('group', { name: 'Grading scheme for this question' });
}

describe('quiz editor: scoring rules', () => {
  editorScreenHooks();

  it('typing right after "Add scoring rule" and "Add sub-rule" goes into the new field: no first letters lost', async () => {
    const rules = await openWithQuestion();
    // Enter on a button is its click; the text comes at once, as from a paste or a text expander.
    fireEvent.click(within(rules).getByRole('button', { name: 'Add scoring rule' }));
    type('Izolarea', document.activeElement);
    assert.equal((within(rules).getByLabelText(/^Rule 1$/) as HTMLInputElement).value, 'Izolarea');

    fireEvent.click(within(rules).getByRole('button', { name: 'Add sub-rule to rule 1' }));
    type('Formula corectă', document.activeElement);
    assert.equal((within(rules).getByLabelText(/^Sub-rule 1\.1$/) as HTMLInputElement).value, 'Formula corectă');
  });

  it("each points field is named by its rule or sub-rule, not just 'Points'", async () => {
    const rules = await openWithQuestion();
    fireEvent.click(within(rules).getByRole('button', { name: 'Add scoring rule' }));
    fireEvent.click(within(rules).getByRole('button', { name: 'Add scoring rule' }));
    fireEvent.click(within(rules).getByRole('button', { name: 'Add sub-rule to rule 2' }));
    assertAbsent(within(rules).queryByLabelText('Points'));
    assert.ok(within(rules).getByRole('textbox', { name: 'Points for rule 1' }));
    assert.ok(within(rules).getByRole('textbox', { name: 'Points for rule 2' }));
    assert.ok(within(rules).getByRole('textbox', { name: 'Points for sub-rule 2.1' }));
  });
});
