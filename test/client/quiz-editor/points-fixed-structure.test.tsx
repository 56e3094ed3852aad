// Under double correction (issue 17) the server refuses a save that adds,
// moves or removes a question (the evaluators' marks are keyed by question,
// and a paper's mark is its points over the test's total: a new question
// changes every mark, a moved one the numbers the evaluators mark by). The
// editor therefore offers none of it while the points are fixed: the buttons
// are disabled and say why, the palette and the keys leave those commands
// out. Texts still change, and a section without questions may still go.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, within } from '@testing-library/react';
import type { PointsFixed } from '../../../src/domain/api/quizzes';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { paletteOffers } from '../support/palette';
import { findStatus, press } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

const REASON = 'Not while the test is under double correction: its questions can no longer be added, moved or removed.';

function fixedQuiz(pointsFixed: PointsFixed | null) {
  const document = sampleQuiz('Teză');
  // A third section, still empty: nothing in it is fixed.
  document.sections.push({ id: 's3', title: 'Subiectul III', context: '', questions: [] });
  return quizView(document, 3, { pointsFixed });
}

const questionCards = () => screen.getAllByRole('article', { name: /^Question \d+ ·/ });
const card = (number: number) => screen.getByRole('article', { name: new RegExp(`^Question ${number} ·`) });
const section = (number: number) => screen.getByRole('region', { name: `Section ${number}` });
const button = (name: string, container: HTMLElement) => within(container).getByRole('button', { name }) as HTMLButtonElement;

/** The question-changing commands of the palette, with the question in the keyboard's hands. */
const QUESTION_COMMANDS = ['Add a question…', 'Add question: essay', 'Move question up', 'Move question down', 'Duplicate question', 'Delete question'];

describe('quiz editor: the questions of a test under double correction', () => {
  editorScreenHooks();

  it('no adding, moving, copying or deleting a question: disabled buttons that say why, no palette command, no key', async () => {
    const { api: stub } = await renderEditor({ quiz: fixedQuiz('correcting') });

    for (const name of ['Move question 2 up', 'Move question 2 down', 'Duplicate question 2', 'Delete question 2']) {
      assert.equal(button(name, card(2)).disabled, true, name);
      assert.equal(button(name, card(2)).title, REASON, `${name} says why`);
    }
    for (const number of [1, 2]) {
      const add = button('Add question', section(number));
      assert.equal(add.disabled, true, `section ${number}: no new question`);
      assert.equal(add.title, REASON);
      // Its questions would move or go with it.
      for (const name of [`Move section ${number} up`, `Move section ${number} down`, `Delete section ${number}`])
        assert.equal(button(name, section(number)).disabled, true, name);
    }
    assert.equal(button('Delete section 3', section(3)).disabled, false, 'a section without questions may still go');
    assert.equal(button('Add section', document.body).disabled, false, 'a new section adds no question');
    // The header's hint does not offer the key that adds a question (an outside tester read "Alt+N adds a question").
    assertAbsent(screen.queryByText(/adds a question and/));

    // The keyboard's question is question 2: the palette leaves out what would change the questions.
    within(card(2))
      .getByLabelText(/^Question text/)
      .focus();
    for (const label of QUESTION_COMMANDS) assert.equal(await paletteOffers(label), false, label);
    assert.equal(await paletteOffers('Save now'), true, 'the rest is offered');
    within(card(2))
      .getByLabelText(/^Question text/)
      .focus();
    press('n', { altKey: true });
    press('ArrowDown', { altKey: true });
    press('d', { altKey: true, shiftKey: true });
    await findStatus('All changes saved');
    assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' }));
    assert.equal(
      (within(card(2)).getByLabelText(/^Question text/) as HTMLTextAreaElement).value,
      'Stabiliți dacă afirmațiile sunt adevărate.',
      'still question 2',
    );
    assert.equal(questionCards().length, 7, 'no copy');
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 0, 'nothing to save');
  });

  it('a test nobody corrects: every button and command is there', async () => {
    await renderEditor({ quiz: fixedQuiz(null), status: null });
    for (const name of ['Move question 2 up', 'Duplicate question 2', 'Delete question 2']) assert.equal(button(name, card(2)).disabled, false, name);
    assert.equal(button('Add question', section(1)).disabled, false);
    assert.notEqual(button('Add question', section(1)).title, REASON);
    within(card(2))
      .getByLabelText(/^Question text/)
      .focus();
    for (const label of QUESTION_COMMANDS) assert.equal(await paletteOffers(label), true, label);
  });
});
