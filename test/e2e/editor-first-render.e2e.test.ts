// A long test opened in the editor: its first render is the test's details
// and its first questions (the title can be typed in at once), the other
// questions follow in the next render. Watched in Chromium by a mutation
// observer from the page's first moment: counts, not timings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

test('a 30-question test: the title and the first three questions come first, all thirty right after, nothing lost', async () => {
  const { context, page, errors } = await app.newPage();
  try {
    const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 2, questions: 30, title: 'Teza lunga' });
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { questionsWithTitle: number[] }).questionsWithTitle = seen;
      new MutationObserver(() => {
        if (seen.length === 0 && document.getElementById('qe-title')) seen.push(document.querySelectorAll('article[id*="-questions-"]').length);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${app.baseUrl}/quizzes/${fixture.quizId}/edit`);
    await page.getByLabel(/^Title/).waitFor();
    const firstDrawn = await page.evaluate(() => (window as unknown as { questionsWithTitle: number[] }).questionsWithTitle[0]);
    assert.ok(firstDrawn !== undefined && firstDrawn <= 3, `questions drawn with the title: ${firstDrawn}`);
    await page.getByRole('article', { name: /^Question 30 ·/ }).waitFor();
    assert.equal(await page.locator('article[id*="-questions-"]').count(), 30);
    assert.equal(await page.getByLabel(/^Title/).inputValue(), 'Teza lunga');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
