// The test configurator in Chromium against the built app: after signing in,
// a teacher writes a test with one question of each type using only the
// keyboard (commands, Tab, typing), waits for "saved", reloads from the
// server, finds everything there, and exports the test as a PDF.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInThroughPages, signUpThroughApi, signUpThroughPages } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

const TEACHER = { email: 'editor.e2e@scoala.ro', firstName: 'Ioana', lastName: 'Ionescu' };
const TITLE = 'Recapitulare Capitolul 3';

const ignorable = (message: string) => /401|404|Failed to load resource/.test(message);

const signUpAndSignIn = (page: Page) => signUpThroughPages(page, app.baseUrl, TEACHER);

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Tab (and only Tab) until the control with this id has the focus. */
async function tabTo(page: Page, id: string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if ((await activeId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id} (focus is on #${await activeId(page)})`);
}

/** Tab to a field of a question ('sections.0.questions.2' + 'options.0.text') and type into it, replacing what is there. */
async function fill(page: Page, path: string, text: string) {
  await tabTo(page, `qe-${path.replaceAll('.', '-')}`);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Alt+N, then the type's number in the chooser; the new question's text has the focus. */
async function addQuestion(page: Page, digit: number, index: number) {
  await page.keyboard.press('Alt+N');
  await page.getByRole('dialog', { name: 'Add a question' }).waitFor();
  await page.keyboard.press(String(digit));
  await page.waitForFunction((id) => document.activeElement?.id === id, `qe-sections-0-questions-${index}-text`);
}

const q = (index: number, field: string) => `sections.0.questions.${index}.${field}`;

test('a test with one question of each type written entirely from the keyboard, saved, reloaded from the server, exported as PDF', async () => {
  const { context, page, errors } = await app.newPage();
  await signUpAndSignIn(page);

  // From here on: keys only.
  await page.keyboard.press('g');
  await page.keyboard.press('q');
  await page.getByRole('heading', { level: 1, name: 'Quizzes' }).waitFor();
  await page.keyboard.press('Alt+N');
  await page.getByRole('heading', { level: 1, name: 'Create quiz' }).waitFor();
  assert.equal(await activeId(page), 'qe-title', 'a new test starts in its title');

  await page.keyboard.type(TITLE);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a IX-a B');
  await fill(page, 'timeLimit', '45');
  await fill(page, 'sections.0.title', 'Subiectul I');

  // 1. Answer on lines.
  await addQuestion(page, 1, 0);
  await page.keyboard.type('Rezolvați ecuația 2x + 4 = 10.');
  await fill(page, q(0, 'points'), '20');
  await fill(page, q(0, 'lines'), '6');

  // 2. Multiple choice: no option is correct until the teacher marks one (Tab from its points to "Correct", Space).
  await addQuestion(page, 2, 1);
  await page.keyboard.type('Cât face 2 + 3?');
  await fill(page, q(1, 'points'), '10');
  await fill(page, q(1, 'options.0.text'), '5');
  await fill(page, q(1, 'options.0.points'), '10');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), `qe-${q(1, 'options.0.correct').replaceAll('.', '-')}`);
  await page.keyboard.press('Space');
  await fill(page, q(1, 'options.1.text'), '6');

  // 3. Matching.
  await addQuestion(page, 3, 2);
  await page.keyboard.type('Asociați fiecare țară cu capitala ei.');
  await fill(page, q(2, 'points'), '10');
  await fill(page, q(2, 'left.0.text'), 'Franța');
  await fill(page, q(2, 'left.1.text'), 'Spania');
  await fill(page, q(2, 'right.0.text'), 'Paris');
  await fill(page, q(2, 'right.1.text'), 'Madrid');
  await fill(page, q(2, 'pairs.0.points'), '5');
  await fill(page, q(2, 'pairs.1.points'), '5');

  // 4. True or false: the second statement is false (a letter chooses in a select).
  await addQuestion(page, 4, 3);
  await page.keyboard.type('Stabiliți dacă afirmațiile sunt adevărate.');
  await fill(page, q(3, 'points'), '10');
  await fill(page, q(3, 'statements.0.text'), 'București este capitala României.');
  await fill(page, q(3, 'statements.0.points'), '5');
  await fill(page, q(3, 'statements.1.text'), 'Dunărea se varsă în Marea Nordului.');
  await tabTo(page, `qe-${q(3, 'statements.1.answer').replaceAll('.', '-')}`);
  await page.keyboard.press('f');
  await fill(page, q(3, 'statements.1.points'), '5');

  // 5. Short answer.
  await addQuestion(page, 5, 4);
  await page.keyboard.type('Care este simbolul chimic al fierului?');
  await fill(page, q(4, 'points'), '10');
  await fill(page, q(4, 'expectedAnswer'), 'Fe');

  // 6. Numeric, typed the Romanian way.
  await addQuestion(page, 6, 5);
  await page.keyboard.type('Aproximați numărul pi cu două zecimale.');
  await fill(page, q(5, 'points'), '10');
  await fill(page, q(5, 'value'), '3,14');
  await fill(page, q(5, 'tolerance'), '0,005');

  // 7. Essay.
  await addQuestion(page, 7, 6);
  await page.keyboard.type('Descrieți în câteva rânduri anotimpul preferat.');
  await fill(page, q(6, 'points'), '20');

  // Autosave, 2000 ms after the last key: the first valid version was POSTed, the rest PUT.
  const status = page.locator('[data-save-phase]');
  await page.waitForFunction(() => document.querySelector('[data-save-phase]')?.getAttribute('data-save-phase') === 'saved', null, { timeout: 15_000 });
  assert.equal(await status.textContent(), 'All changes saved');
  await page.getByText('Total 90 points + 10 ex officio = 100').waitFor();
  assert.match(page.url(), /\/quizzes\/[^/]+\/edit$/, 'the address follows the saved test');

  // Reload with this device's copy gone: what shows comes from the server.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Edit quiz' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-save-phase]')?.getAttribute('data-save-phase') === 'saved');
  const value = (path: string) => page.locator(`#qe-${path.replaceAll('.', '-')}`).inputValue();
  assert.equal(await value('title'), TITLE);
  assert.equal(await value('classLabel'), 'a IX-a B');
  assert.equal(await value('timeLimit'), '45');
  assert.equal(await value('sections.0.title'), 'Subiectul I');
  const headings = await page.locator('article[data-question-id]').evaluateAll((cards) => cards.map((card) => card.querySelector('h4')?.textContent ?? ''));
  assert.deepEqual(headings, [
    'Question 1 · Answer on lines',
    'Question 2 · Multiple choice',
    'Question 3 · Matching',
    'Question 4 · True or false',
    'Question 5 · Short answer',
    'Question 6 · Numeric answer',
    'Question 7 · Essay',
  ]);
  assert.equal(await value(q(0, 'lines')), '6');
  assert.equal(await value(q(1, 'options.1.text')), '6');
  assert.equal(await value(q(2, 'right.1.text')), 'Madrid');
  assert.equal(await value(q(3, 'statements.1.answer')), 'false');
  assert.equal(await value(q(4, 'expectedAnswer')), 'Fe');
  assert.equal(await value(q(5, 'value')), '3.14', 'stored as a number');
  assert.equal(await value(q(6, 'text')), 'Descrieți în câteva rânduri anotimpul preferat.');

  // The PDF, still by keyboard: focus the button, press Enter.
  const exportButton = page.getByRole('button', { name: /test.*pdf|pdf.*test/i }).first();
  await exportButton.focus();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  const path = await download.path();
  assert.ok(path);
  assert.equal(readFileSync(path).subarray(0, 5).toString(), '%PDF-');
  assert.match(download.suggestedFilename(), /^recapitulare-capitolul-3-test\.pdf$/);

  assert.deepEqual(
    errors.filter((e) => !ignorable(e)),
    [],
  );
  await context.close();
});

test('at 360 px wide the editor does not scroll sideways and the save status stays in view', async () => {
  const context = await app.browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInThroughPages(page, app.baseUrl, TEACHER);
  await page.goto(`${app.baseUrl}/quizzes/create`);
  await page.getByRole('heading', { level: 1, name: 'Create quiz' }).waitFor();
  await page.keyboard.press('Alt+N');
  await page.keyboard.press('3');
  await page.getByRole('article', { name: /Question 1/ }).waitFor();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
  const box = await page.locator('[data-save-phase]').boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 740, 'the status is on screen');
  // The previews are tabs on a phone.
  await page.getByRole('tab', { name: 'Barem (answer key)' }).waitFor();
  await context.close();
});

// The texts come in one file per chunk: a key name the editor's chunk does not load shows in English
// (keys.shift falls back to the cap), which the client tests, holding every text, cannot see.
test("in Spanish a question's buttons name their keys as a Spanish keyboard prints them (Mayús, Retroceso)", async () => {
  const { context, page } = await app.newPage('es-ES');
  await signUpThroughApi(context, app.baseUrl, 'editor.es.e2e@scoala.ro');
  await page.goto(`${app.baseUrl}/quizzes/create`);
  await page.locator('#qe-title').waitFor();
  await page.locator('#qe-title').focus();
  await page.keyboard.press('Alt+N');
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.activeElement?.id === 'qe-sections-0-questions-0-text');
  const titles = await page.locator('article button[title*="Alt+"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title')));
  assert.ok(titles.includes('Duplicar la pregunta (Alt+Mayús+D)'), titles.join(' | '));
  assert.ok(titles.includes('Eliminar la pregunta (Alt+Mayús+Retroceso)'), titles.join(' | '));
  await context.close();
});
