// Keystroke-to-paint in the test editor with a 50-question test (issue 5):
// the time from a key going down in a question's text to the next animation
// frame after the field shows the character, measured inside Chromium over
// 50 keystrokes typed like a person (a pause between keys, so each one is
// measured on its own).
import type { Page } from 'playwright-core';
import type { Question, QuestionType, QuizDocument } from '../../src/domain/quiz/types';

const KEYSTROKES = 50;
const QUESTIONS = 50;
const PER_SECTION = 10;

/** One question of each type in turn, 2 points each: 100 points in all. */
function question(index: number): Question {
  const types: QuestionType[] = ['multiple_choices', 'true_false', 'matches', 'lines', 'short_answer', 'numeric', 'open'];
  const type = types[index % types.length]!;
  const base = { id: `q${index + 1}`, text: `Întrebarea ${index + 1}: rezolvați cerința de mai jos.`, points: 2, rules: [] };
  switch (type) {
    case 'multiple_choices':
      return {
        ...base,
        type,
        options: [
          { id: 'a', text: 'Prima variantă', points: 2, correct: true },
          { id: 'b', text: 'A doua variantă', points: 0, correct: false },
          { id: 'c', text: 'A treia variantă', points: 0, correct: false },
        ],
      };
    case 'true_false':
      return {
        ...base,
        type,
        statements: [
          { id: 's1', text: 'Afirmația întâi', answer: true, points: 1 },
          { id: 's2', text: 'Afirmația a doua', answer: false, points: 1 },
        ],
      };
    case 'matches':
      return {
        ...base,
        type,
        left: [
          { id: 'l1', text: 'Franța' },
          { id: 'l2', text: 'Spania' },
        ],
        right: [
          { id: 'r1', text: 'Paris' },
          { id: 'r2', text: 'Madrid' },
        ],
        pairs: [
          { leftId: 'l1', rightId: 'r1', points: 1 },
          { leftId: 'l2', rightId: 'r2', points: 1 },
        ],
      };
    case 'lines':
      return {
        ...base,
        type,
        lines: 4,
        rules: [
          { id: 'r1', description: 'Raționament corect', points: 1, subRules: [] },
          { id: 'r2', description: 'Rezultat corect', points: 1, subRules: [] },
        ],
      };
    case 'short_answer':
      return { ...base, type, expectedAnswer: 'Fe' };
    case 'numeric':
      return { ...base, type, value: 3.14, tolerance: 0.01, unit: '' };
    default:
      return { ...base, type: 'open', lines: 8 };
  }
}

export function fiftyQuestionTest(): QuizDocument {
  return {
    title: 'Test de măsurare cu 50 de întrebări',
    classLabel: 'a XII-a A',
    basePoints: 0,
    timeLimit: 100,
    sections: Array.from({ length: QUESTIONS / PER_SECTION }, (_, s) => ({
      id: `s${s + 1}`,
      title: `Subiectul ${s + 1}`,
      context: '',
      questions: Array.from({ length: PER_SECTION }, (_, q) => question(s * PER_SECTION + q)),
    })),
    gradingScheme: { notes: '', criteria: [] },
  };
}

/**
 * Runs in the page. A string, not a function: tsx (esbuild keepNames) would
 * wrap the inner functions in a helper the page does not have.
 */
const MEASURE_IN_PAGE = `function (target) {
  var measured = [];
  window.__keystrokes = measured;
  document.addEventListener('keydown', function (event) {
    var field = event.target;
    if (!(field instanceof HTMLTextAreaElement) || field.id !== target || event.key.length !== 1) return;
    var start = performance.now();
    var before = field.value.length;
    // Poll until the field shows the character (React has committed), then wait for the next frame.
    function shown() {
      if (field.value.length > before) requestAnimationFrame(function () { measured.push(performance.now() - start); });
      else setTimeout(shown, 0);
    }
    setTimeout(shown, 0);
  }, true);
  var field = document.getElementById(target);
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
}`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at]!;
}

/** Creates the test through the API with the page's session (cookie, then a bearer). */
async function createTest(baseUrl: string, page: Page): Promise<string> {
  const api = page.context().request;
  const origin = { origin: baseUrl };
  const refreshed = await api.post(`${baseUrl}/api/auth/refresh`, { headers: origin });
  if (!refreshed.ok()) throw new Error(`the page is not signed in (refresh: ${refreshed.status()})`);
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  const created = await api.post(`${baseUrl}/api/quizzes`, { data: fiftyQuestionTest(), headers: { authorization: `Bearer ${accessToken}`, ...origin } });
  if (!created.ok()) throw new Error(`creating the 50-question test failed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

export async function measureEditorKeystroke(baseUrl: string, page: import('playwright-core').Page): Promise<{ p50: number; p95: number }> {
  const id = await createTest(baseUrl, page);
  await page.goto(`${baseUrl}/quizzes/${id}/edit`);
  await page.waitForFunction(() => document.querySelector('[data-save-phase]')?.getAttribute('data-save-phase') === 'saved', null, { timeout: 30_000 });

  // A question in the middle of the test: sections 3, its 5th question (25th of 50).
  const fieldId = 'qe-sections-2-questions-4-text';
  // The first render draws the test's first questions; the rest come in the render right after.
  await page.locator(`#${fieldId}`).waitFor();
  await page.evaluate(`(${MEASURE_IN_PAGE})(${JSON.stringify(fieldId)})`);

  // ASCII only: Playwright types other characters (ș, ă) without a keydown, which would not be measured.
  const text = ' Scrieti raspunsul complet, cu toate etapele rezolvarii.'.padEnd(KEYSTROKES, '.').slice(0, KEYSTROKES);
  // 40 ms between keys: a fast typist, and each key measured on its own.
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForFunction((n) => ((window as unknown as { __keystrokes?: number[] }).__keystrokes?.length ?? 0) >= n, KEYSTROKES, { timeout: 10_000 });
  const samples = await page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes.slice());
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
