// The editor in two tabs of one browser, as an outside tester found it: tabs
// writing new tests shared one copy on the device (the last to type won, and
// "Start a new test instead" in one wiped the other's), and two tabs editing
// one test offline kept only the last tab's edit. Here with Chromium's own
// Web Locks, sessionStorage and localStorage: each tab keeps its own copy,
// a closed tab's copy is offered or combined, never lost. And the limits:
// text pasted past a field's limit is kept whole and said too long, offline
// is said as offline.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughApi } from './helpers/accounts';
import { useE2eApp } from './helpers/app';
import { tezaOfThreeQuestions } from './helpers/quiz';

const app = useE2eApp();

const ignorable = (message: string) => /401|404|Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(message);

/** The editor's copies of a test ('new' or its id) in this browser, by their titles and question texts. */
const copies = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      Object.keys(localStorage)
        .filter((name) => name.includes(`.quiz-draft.${key}`))
        .map((name) => JSON.parse(localStorage.getItem(name) ?? '{}') as { document: { title: string } }),
    key,
  );

async function openCreate(page: Page) {
  await page.goto(`${app.baseUrl}/quizzes/create`);
  await page.getByRole('heading', { level: 1, name: 'Create quiz' }).waitFor({ timeout: 30_000 });
}

const title = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

test('two tabs writing new tests keep both; reopened, both are offered and open with what was typed', async () => {
  const { context, page: a, errors } = await app.newPage();
  await signUpThroughApi(context, app.baseUrl, 'tabs.new@scoala.ro');
  await openCreate(a);
  await title(a).fill('Test Alfa');
  await a.getByRole('textbox', { name: /^Section title/ }).fill('Subiectul I');
  await a.waitForFunction(() => Object.values(localStorage).some((value) => value.includes('Subiectul I')));

  // Tab B, with A open: its own new test, nothing of A's shown or set aside.
  const b = await context.newPage();
  await openCreate(b);
  assert.equal(await title(b).inputValue(), '', "B does not show A's test");
  assert.equal(await b.getByText('Your unsaved changes from this device were restored.').count(), 0);
  assert.equal(await b.getByRole('region', { name: 'Unsaved new tests on this device' }).count(), 0);
  await title(b).fill('Test Beta');
  await b.waitForFunction(() => Object.values(localStorage).some((value) => value.includes('Test Beta')));
  assert.deepEqual((await copies(b, 'new')).map((copy) => copy.document.title).sort(), ['Test Alfa', 'Test Beta']);

  // Both closed (no leave prompt), then a new tab: both tests offered, neither taken for it.
  await a.close();
  await b.close();
  const c = await context.newPage();
  await openCreate(c);
  const offered = c.getByRole('region', { name: 'Unsaved new tests on this device' });
  await offered.waitFor();
  assert.equal(await title(c).inputValue(), '');
  await offered.getByRole('button', { name: 'Open Test Alfa' }).click();
  await c.waitForFunction(() => (document.getElementById('qe-title') as HTMLInputElement | null)?.value === 'Test Alfa');
  assert.equal(await c.getByRole('textbox', { name: /^Section title/ }).inputValue(), 'Subiectul I');
  assert.equal(await offered.getByRole('button', { name: 'Open Test Beta' }).count(), 1, 'B’s test is still there');
  assert.deepEqual(
    errors.filter((message) => !ignorable(message)),
    [],
  );
  await context.close();
});

test('one test edited offline in two tabs: reopened online, both edits come back and are saved; the status says offline, not failed', async () => {
  const { context, page: a, errors } = await app.newPage();
  const post = await signUpThroughApi(context, app.baseUrl, 'tabs.offline@scoala.ro');
  const { id } = await post<{ id: string }>('/api/quizzes', tezaOfThreeQuestions());
  const edit = `${app.baseUrl}/quizzes/${id}/edit`;
  const question = (page: Page, number: number) =>
    page.getByRole('article', { name: new RegExp(`^Question ${number} ·`) }).getByRole('textbox', { name: /^Question text/ });
  const status = (page: Page) => page.locator('[data-save-phase]');

  await a.goto(edit);
  await status(a).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
  const b = await context.newPage();
  await b.goto(edit);
  await status(b).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });

  await context.setOffline(true);
  await question(a, 1).fill('Întrebarea 1, schimbată în fila A');
  await a.keyboard.press('Control+S');
  await status(a).filter({ hasText: 'Offline: your changes are kept on this device and will be saved when the connection returns' }).waitFor();
  assert.equal(await a.getByText('Error saving test.').count(), 0);
  await question(b, 2).fill('Întrebarea 2, schimbată în fila B');
  await b.keyboard.press('Control+S');
  await status(b).filter({ hasText: 'Offline:' }).waitFor();
  await a.close();
  await b.close();

  await context.setOffline(false);
  const c = await context.newPage();
  await c.goto(edit);
  await c.getByText('Your unsaved changes from this device were restored.').waitFor({ timeout: 30_000 });
  assert.equal(await question(c, 1).inputValue(), 'Întrebarea 1, schimbată în fila A');
  assert.equal(await question(c, 2).inputValue(), 'Întrebarea 2, schimbată în fila B');
  await c.keyboard.press('Control+S');
  await status(c).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
  assert.deepEqual(await copies(c, id), [], 'saved: no copy left on the device');

  // What the server has, read again.
  await c.reload();
  await status(c).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
  assert.equal(await question(c, 1).inputValue(), 'Întrebarea 1, schimbată în fila A');
  assert.equal(await question(c, 2).inputValue(), 'Întrebarea 2, schimbată în fila B');
  assert.deepEqual(
    errors.filter((message) => !ignorable(message)),
    [],
  );
  await context.close();
});

test('text pasted past a field’s limit is kept whole, said too long, and not saved until it fits', async () => {
  const { context, page, errors } = await app.newPage();
  const post = await signUpThroughApi(context, app.baseUrl, 'tabs.paste@scoala.ro');
  const { id } = await post<{ id: string }>('/api/quizzes', tezaOfThreeQuestions());
  await page.goto(`${app.baseUrl}/quizzes/${id}/edit`);
  const status = page.locator('[data-save-phase]');
  await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
  const text = page.getByRole('article', { name: /^Question 1 ·/ }).getByRole('textbox', { name: /^Question text/ });
  await text.click();
  await page.keyboard.press('Control+A');
  const pasted = `${'Demonstrați că '.repeat(153)}x = 2 și y=3`;
  // As a paste arrives: one insertion the browser would cut at a maxLength.
  await page.keyboard.insertText(pasted);
  assert.equal((await text.inputValue()).length, 2307, 'nothing cut');
  await page.getByText('Must not exceed 2000 characters').waitFor();
  await page.getByText('2,307 / 2,000').waitFor();
  await page.keyboard.press('Control+S');
  await status.filter({ hasText: 'Saved on this device only' }).waitFor();
  assert.deepEqual(
    errors.filter((message) => !ignorable(message)),
    [],
  );
  await context.close();
});
