// The editor's keyboard in Chromium: new things go where the cursor is, and
// text typed right after Enter on an add button lands in the new field whole.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughPages } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const fieldValue = (page: Page, id: string) => page.evaluate((target) => (document.getElementById(target) as HTMLInputElement | null)?.value ?? null, id);

test('Alt+N after Alt+Shift+N adds to the new section; typing at once after Enter on "Add scoring rule" and "Add sub-rule" keeps every letter', async () => {
  const { context, page } = await app.newPage();
  await signUpThroughPages(page, app.baseUrl, { email: 'cursor.e2e@scoala.ro', firstName: 'Ioana', lastName: 'Ionescu' });
  await page.goto(`${app.baseUrl}/quizzes/create`);
  await page.getByRole('heading', { level: 1, name: 'Create quiz' }).waitFor();

  await page.keyboard.press('Alt+Shift+N');
  await page.waitForFunction(() => document.activeElement?.id === 'qe-sections-1-title');
  await page.keyboard.press('Alt+N');
  await page.getByRole('dialog', { name: 'Add a question' }).waitFor();
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.activeElement?.id?.startsWith('qe-sections-') && document.activeElement.id.endsWith('-text'));
  assert.equal(await activeId(page), 'qe-sections-1-questions-0-text', 'the question went to the section just created');

  // Enter on the button, then the text with no wait at all: as a paste or a text expander sends it.
  await page.locator('#qe-sections-1-questions-0-rules-add').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Izolarea');
  assert.equal(await fieldValue(page, 'qe-sections-1-questions-0-rules-0-description'), 'Izolarea');

  await page.locator('#qe-sections-1-questions-0-rules-0-subRules-add').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Formula corectă');
  assert.equal(await fieldValue(page, 'qe-sections-1-questions-0-rules-0-subRules-0-description'), 'Formula corectă');
  await context.close();
});
