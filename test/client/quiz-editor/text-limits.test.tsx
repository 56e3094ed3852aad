// An outside tester pasted 2,307 characters into a question's text: the
// textarea's maxLength cut them to 2,000 with no message, and the cut text
// was saved; a title was cut to 200. Nothing typed or pasted is cut now: the
// field holds it all, counts near its limit, says the limit at once (the
// "at most N characters" message), and the test waits on this device until
// the field fits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { findStatus, press, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

const ITALIC_X = '\u{1D465}';

/** The ids aria-describedby names, read as assistive technology reads them. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('quiz editor: text over its limit', () => {
  editorScreenHooks();

  it('a pasted question of 2,307 characters is kept whole, said too long at once, and not saved until it fits', async () => {
    const { api: stub } = await renderEditor({
      quiz: quizView(sampleQuiz('Evaluare'), 3),
      routes: { 'PUT /api/quizzes/q1': (call: RecordedCall) => jsonResponse(200, quizView(call.body as object, 4)) },
    });
    const card = screen.getByRole('article', { name: /^Question 1 ·/ });
    const text = within(card).getByLabelText(/^Question text/) as HTMLTextAreaElement;
    assert.equal(text.getAttribute('maxlength'), null, 'the browser cuts nothing');
    const title = screen.getByLabelText(/^Title/) as HTMLInputElement;
    assert.equal(title.getAttribute('maxlength'), null);

    const pasted = `${'Demonstrați că '.repeat(153)}x = 2 și y=3`;
    assert.equal(pasted.length, 2307);
    type(pasted, text);
    assert.equal(text.value.length, 2307, 'all of it is in the field');
    assert.equal(text.getAttribute('aria-invalid'), 'true');
    assert.equal(description(text), 'Must not exceed 2000 characters | 2,307 / 2,000', 'the limit and the count, at once');
    press('s', { ctrlKey: true });
    await findStatus('Saved on this device only');
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 0, 'not saved with the text cut, nor at all');

    // Cut to fit by the teacher: the message goes, the count stays near the limit, and it saves.
    type(pasted.slice(0, 2000), text);
    // The schema's message goes once the document settles (a moment after typing stops).
    await waitFor(() => assert.equal(description(text), '2,000 / 2,000', 'the message goes'));
    press('s', { ctrlKey: true });
    await findStatus('All changes saved');
    const [put] = stub.callsTo('PUT /api/quizzes/q1');
    assert.equal((put!.body as { sections: { questions: { text: string }[] }[] }).sections[0]!.questions[0]!.text, pasted.slice(0, 2000));
  });

  it('a title counts characters as a person does; far from the limit there is no counter', async () => {
    const { title } = await renderEditor({ quiz: quizView(sampleQuiz('Evaluare'), 3), status: null });
    const HINT = 'Letters, numbers, spaces, hyphens and underscores.';
    assert.equal(description(title), HINT, 'no counter far from the limit');
    // 201 mathematical italic letters: 402 UTF-16 units, 201 characters.
    type(`T${ITALIC_X.repeat(200)}`, title);
    assert.equal(description(title), `Must not exceed 200 characters | ${HINT} | 201 / 200`);
    type(ITALIC_X.repeat(200), title);
    assert.equal(description(title), `${HINT} | 200 / 200`);
    assertAbsent(screen.queryByText('Must not exceed 200 characters'));
  });
});
