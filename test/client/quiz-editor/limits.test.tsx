// An outside tester: at 50 questions in a section "Add question" was greyed
// out with no explanation, and Alt+N still opened the type chooser, where
// choosing a type did nothing. The schema's limits (50 questions a section,
// 100 a test, 20 sections) are now said where the teacher asks: the disabled
// button's hover text and accessible description (and a line under it), and
// a toast for Alt+N, Alt+Shift+N, Alt+Shift+D and the palette, which no
// longer open a chooser that adds nothing.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage, t } from '../../../src/client/core/i18n';
import { clearToasts } from '../../../src/client/core/toasts.store';
import { countLimit } from '../../../src/client/features/quiz-editor/editor-actions';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { runFromPalette } from '../support/palette';
import { findStatus, press, resetEditor, toastMessages } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

const SECTION_FULL = 'A section can have at most 50 questions. Add the next one to a new section.';
const SECTIONS_FULL = 'A test can have at most 20 sections';
const TEST_FULL = 'A test can have at most 100 questions';

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
/** What assistive technology reads after the name: the elements aria-describedby names. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function toastSays(message: string) {
  await waitFor(() => assert.deepEqual(toastMessages(), [message]));
  clearToasts();
}

describe('quiz editor: the limits say why', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  it('a full section and a test at 20 sections: the buttons, Alt+N, Alt+Shift+D, Alt+Shift+N and the palette all say so', async () => {
    const view = { ...fullQuiz(), id: 'q1', version: 3, totalPoints: 50, isOwner: true, access: 'owner', createdAt: '2026-01-01', updatedAt: '2026-01-01' };
    stub = stubApi({ 'GET /api/quizzes/q1': () => jsonResponse(200, view) });
    renderApp('/quizzes/q1/edit');
    await screen.findByLabelText(/^Title/);
    await findStatus('All changes saved');

    const add = within(section(1)).getByRole('button', { name: 'Add question' }) as HTMLButtonElement;
    assert.equal(add.disabled, true);
    assert.equal(add.title, SECTION_FULL, 'on hover');
    assert.equal(description(add), SECTION_FULL, 'to assistive technology');
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
    assert.equal(description(addSection), SECTIONS_FULL);
    last.focus();
    press('n', { altKey: true, shiftKey: true });
    await toastSays(SECTIONS_FULL);
    assert.equal(screen.getAllByRole('region', { name: /^Section \d+$/ }).length, 20);
  });

  it('the test’s own limit of 100 questions comes before any section’s', () => {
    const limit = countLimit(100, 3);
    assert.deepEqual(limit, { key: 'quizRules.tooManyQuestions', n: 100 });
    assert.equal(t(limit.key, { n: limit.n }), TEST_FULL);
    assert.deepEqual(countLimit(99, 50), { key: 'quizEditor.limits.sectionFull', n: 50 });
    assert.equal(countLimit(99, 49), null);
  });
});
