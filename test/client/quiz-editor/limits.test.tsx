// An outside tester: at 50 questions in a section "Add question" was greyed
// out with no explanation, and Alt+N still opened the type chooser, where
// choosing a type did nothing. The schema's limits (50 questions a section,
// 100 a test, 20 sections) are now said where the teacher asks: the disabled
// button's hover text and accessible description (and a line under it), and
// a toast for Alt+N, Alt+Shift+N, Alt+Shift+D and the palette, which no
// longer open a chooser that adds nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { t } from '../../../src/client/core/i18n';
import { clearToasts } from '../../../src/client/core/toasts.store';
import { countLimit } from '../../../src/client/features/quiz-editor/editor-actions';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { runFromPalette } from '../support/palette';
import { press, toastMessages } from '../support/quiz-editor';
import { descriptionOf } from '../support/render';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

const SECTION_FULL = 'A section can have at most 50 questions. Add the next one to a new section.';
const SECTIONS_FULL = 'A test can have at most 20 sections';
const TEST_FULL = 'A test can have at most 100 questions';
const MOVE_FULL = 'Section 1 is full: a section can have at most 50 questions.';

/** Section 1 holds 50 questions; 19 more sections, empty: the test is at its 20 sections. */
function fullQuiz(): QuizDocument {
  const quiz = sampleQuiz('Recapitulare');
  quiz.sections = Array.from({ length: 20 }, (_, s) => ({
    id: `s${s + 1}`,
    title: `Subiectul ${s + 1}`,
    context: '',
    questions:
      s > 0
        ? []
        : Array.from({ length: 50 }, (_, q) => ({ id: `q${q + 1}`, type: 'lines' as const, text: `Întrebarea ${q + 1}`, points: 1, rules: [], lines: 2 })),
  }));
  return quiz;
}

const section = (number: number) => screen.getByRole('region', { name: `Section ${number}` });
const questionCards = () => screen.getAllByRole('article', { name: /^Question \d+ ·/ });

async function toastSays(message: string) {
  await waitFor(() => assert.deepEqual(toastMessages(), [message]));
  clearToasts();
}

describe('quiz editor: the limits say why', () => {
  editorScreenHooks();

  it('a full section and a test at 20 sections: the buttons, Alt+N, Alt+Shift+D, Alt+Shift+N and the palette all say so', async () => {
    await renderEditor({ quiz: quizView(fullQuiz(), 3, { totalPoints: 50 }) });

    const add = within(section(1)).getByRole('button', { name: 'Add question' }) as HTMLButtonElement;
    assert.equal(add.disabled, true);
    assert.equal(add.title, SECTION_FULL, 'on hover');
    assert.equal(descriptionOf(add), SECTION_FULL, 'to assistive technology');
    assert.ok(within(section(1)).getByText(SECTION_FULL), 'on screen');
    const room = within(section(2)).getByRole('button', { name: 'Add question' }) as HTMLButtonElement;
    assert.equal(room.disabled, false, 'another section has room');
    assert.equal(room.getAttribute('aria-describedby'), null);

    // The keyboard, from the last question of the full section: a toast, no chooser, nothing added.
    const last = within(questionCards()[49]!).getByLabelText(/^Question text/);
    last.focus();
    press('n', { altKey: true });
    await toastSays(SECTION_FULL);
    assertAbsent(screen.queryByRole('dialog', { name: 'Add a question' }));
    last.focus();
    press('d', { altKey: true, shiftKey: true });
    await toastSays(SECTION_FULL);
    last.focus();
    await runFromPalette('Add question: essay');
    await toastSays(SECTION_FULL);
    assert.equal(questionCards().length, 50, 'nothing added');

    const addSection = screen.getByRole('button', { name: 'Add section' }) as HTMLButtonElement;
    assert.equal(addSection.disabled, true);
    assert.equal(addSection.title, SECTIONS_FULL);
    assert.equal(descriptionOf(addSection), SECTIONS_FULL);
    last.focus();
    press('n', { altKey: true, shiftKey: true });
    await toastSays(SECTIONS_FULL);
    assert.equal(screen.getAllByRole('region', { name: /^Section \d+$/ }).length, 20);
  });

  it('moving a question into a full section (Alt+↑, its button, the palette) says why it stays', async () => {
    const quiz = fullQuiz();
    quiz.sections = quiz.sections.slice(0, 2);
    quiz.sections[1]!.questions = [{ id: 'q51', type: 'lines', text: 'Întrebarea 51', points: 1, rules: [], lines: 2 }];
    await renderEditor({ quiz: quizView(quiz, 3, { totalPoints: 51 }) });

    const moved = () => within(section(2)).getByRole('article', { name: /^Question 51 ·/ });
    const text = within(moved()).getByLabelText(/^Question text/);
    text.focus();
    press('ArrowUp', { altKey: true });
    await toastSays(MOVE_FULL);
    const up = within(moved()).getByRole('button', { name: 'Move question 51 up' }) as HTMLButtonElement;
    up.click();
    await toastSays(MOVE_FULL);
    text.focus();
    await runFromPalette('Move question up');
    await toastSays(MOVE_FULL);
    assert.equal(within(section(1)).getAllByRole('article', { name: /^Question \d+ ·/ }).length, 50, 'the full section did not grow');
    assert.ok(moved(), 'the question stays in its section');
  });

  it('the test’s own limit of 100 questions comes before any section’s', () => {
    const limit = countLimit(100, 3);
    assert.deepEqual(limit, { key: 'quizRules.tooManyQuestions', n: 100 });
    assert.equal(t(limit.key, { n: limit.n }), TEST_FULL);
    assert.deepEqual(countLimit(99, 50), { key: 'quizEditor.limits.sectionFull', n: 50 });
    assert.equal(countLimit(99, 49), null);
  });
});
