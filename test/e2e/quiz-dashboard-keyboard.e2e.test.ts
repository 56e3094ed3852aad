// The quiz dashboard by keyboard at 200 % zoom (a 1366x768 school laptop:
// 683x384 CSS pixels), in Romanian: the tab strip scrolls sideways there, and
// a tab reached with the arrow keys must be shown whole, not cut at the edge.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

/** How far the focused tab sticks out of its strip, left and right, in CSS pixels. */
function focusedTabOutside(page: Page) {
  return page.evaluate(() => {
    const tab = document.activeElement as HTMLElement;
    const strip = tab.closest('[role=tablist]') as HTMLElement;
    const t = tab.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    return { name: tab.textContent, left: Math.max(0, Math.round(s.left - t.left)), right: Math.max(0, Math.round(t.right - s.right)) };
  });
}

test('at 200 % zoom every tab reached with the arrow keys is shown whole in the scrolling strip', { timeout: 300_000 }, async () => {
  const { context, page } = await app.newPage('ro-RO');
  try {
    await page.setViewportSize({ width: 683, height: 384 });
    const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 3, questions: 3 });
    const dashboard = fixture.evaluatePath.replace(/\/evaluate$/, '');
    await page.goto(`${app.baseUrl}${dashboard}?tab=report`);
    const report = page.getByRole('tab', { name: 'Raportul testului' });
    await report.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=compare/);
    assert.deepEqual(await focusedTabOutside(page), { name: 'Compară clasele', left: 0, right: 0 });
    // And back along the strip to the first tab, past the start of its scroll.
    await page.keyboard.press('Home');
    await page.waitForURL((url) => !url.search.includes('tab='));
    assert.deepEqual(await focusedTabOutside(page), { name: 'Introducere note', left: 0, right: 0 });
    // Opened straight on the last tab (a shared link, a reload), it is shown whole too.
    await page.goto(`${app.baseUrl}${dashboard}?tab=compare`);
    await page.getByRole('tab', { name: 'Compară clasele' }).focus();
    assert.deepEqual(await focusedTabOutside(page), { name: 'Compară clasele', left: 0, right: 0 });
  } finally {
    await context.close();
  }
});
