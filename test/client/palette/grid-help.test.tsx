// The '?' help and the grid's Keyboard panel listed different keys for the
// same grid: the help had Go to pupil, Fill full marks and Clear the row, the
// panel had neither Go to pupil nor Clear the row, nor Backspace or Ctrl+Y.
// Both now render the grid's one key list (grading/view/grid-keys.ts), so
// they agree, and a command the grid's list shows is not listed twice. The
// key caps are the keyboard's words in each language: "backspace" was the
// only lower-case one, and the Spanish help said "Shift" where its own texts
// say "Mayús".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { jsonResponse } from '../support/fetch-stub';
import { CLASSROOM_ID, gradedQuiz, gradingSheet, pupils, QUIZ_ID, SHEET_PATH } from '../support/grading-fixtures';
import { clickCell, press } from '../support/grading-screen';
import { appScreenHooks, renderApp, signIn, stubApi } from '../support/shell';

/** The words of an element, one apart from the next (the caps of `Ctrl` `Shift` `Z` read "Ctrl Shift Z"). */
function words(element: Element | null): string {
  const found: string[] = [];
  const walker = document.createTreeWalker(element ?? document.createElement('i'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) found.push(node.textContent.trim());
  return found.join(' ');
}

/** Each row of a key list as "what it does = its caps", as a teacher reads it. */
const rows = (list: HTMLElement) =>
  [...list.querySelectorAll('dl > div')].map((row) => `${words(row.querySelector('dt'))} = ${words(row.querySelector('dd'))}`);

/** The caps shown in the help that are not a symbol, a character or a word starting with a capital (`backspace`). */
const lowerCaseCaps = (container: HTMLElement) =>
  [...container.querySelectorAll('kbd')].map((kbd) => kbd.textContent ?? '').filter((cap) => /^\p{Ll}/u.test(cap));

/** The grid's page: its sheet, and the test itself (the page may read it first). */
const stubGrid = () =>
  stubApi({
    [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(3) })),
    [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, gradedQuiz()),
  });

const HEADINGS = { en: ['Grading', 'Keyboard'], ro: ['Notare', 'Tastatură'], es: ['Calificación', 'Teclado'] } as const;

describe("the grid's keys: the '?' help and the Keyboard panel", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  appScreenHooks(() => api);

  for (const language of ['en', 'ro', 'es'] as const) {
    it(`list the same keys, in the keyboard's words (${language})`, async () => {
      api = stubGrid();
      signIn();
      await setLanguage(language, { persist: false });
      renderApp(`/quiz/${QUIZ_ID}/grade?classroomId=${CLASSROOM_ID}`);
      await screen.findByRole('grid', {}, { timeout: 10_000 });
      const [section, panelTitle] = HEADINGS[language];
      const summary = screen.getByText(panelTitle, { selector: 'summary' });
      fireEvent.click(summary);
      const panel = rows(summary.closest('details')!);

      clickCell(0, 1);
      press('?', { shiftKey: true });
      const help = await screen.findByRole('dialog', { name: /./ }, { timeout: 10_000 });
      const grid = within(help).getByRole('region', { name: section });
      assert.deepEqual(rows(grid), panel, 'the help lists the grid’s keys as its panel does');
      assert.ok(panel.length >= 20, panel.join('\n'));
      const everyRow = rows(help);
      for (const row of panel) assert.equal(everyRow.filter((each) => each === row).length, 1, `listed once: ${row}`);
      assert.deepEqual(lowerCaseCaps(help), [], 'every key is written as the keyboard prints it');
    });
  }

  it('in Spanish the caps are the Spanish keyboard’s (Mayús, Intro, Supr, Retroceso)', async () => {
    api = stubGrid();
    signIn();
    await setLanguage('es', { persist: false });
    renderApp(`/quiz/${QUIZ_ID}/grade?classroomId=${CLASSROOM_ID}`);
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    const panel = rows(screen.getByText('Teclado', { selector: 'summary' }).closest('details')!);
    const row = (label: string) => panel.find((each) => each.startsWith(`${label} =`));
    assert.equal(row('Vaciar las celdas seleccionadas'), 'Vaciar las celdas seleccionadas = Supr o Retroceso');
    assert.equal(row('Completar la puntuación máxima'), 'Completar la puntuación máxima = Ctrl Mayús Intro');
  });
});
