// Issue 15's "done means": the grade grid, opened cold by its address in
// Chromium, asks the server for what it needs and nothing more (the session's
// refresh, which answers the user and the grid's one sheet inside its own
// answer), and fetches no chunk and no text file twice. Counts and order, not
// timings.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';
import { repeated, requestsOnOpen } from './helpers/requests';

const app = useE2eApp();

describe('the grade grid opened by its address', () => {
  test('asks for the refresh alone, which answers the user and the grading sheet, and loads every file once', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 6, questions: 4 });
      const { api, inRefresh, files } = await requestsOnOpen(
        page,
        app.baseUrl,
        `${app.baseUrl}/quiz/${fixture.quizId}/grade?classroomId=${fixture.classroomId}`,
        (opened) =>
          // Usable: the grid holds the focus on its first mark.
          opened.waitForFunction(
            () => document.activeElement?.getAttribute('role') === 'gridcell' && document.activeElement.getAttribute('data-col') === '1',
            undefined,
            { timeout: 30_000 },
          ),
      );
      // One request: the refresh answers who is signed in and the sheet inside its own answer.
      assert.deepEqual(api, ['POST /api/auth/refresh'], `asked: ${api.join(', ')}`);
      assert.deepEqual(
        [...inRefresh].sort(),
        ['GET /api/auth/user', `GET /api/quizzes/${fixture.quizId}/grading-sheet?classroomId=${fixture.classroomId}`],
        `answered in the refresh: ${inRefresh.join(', ')}`,
      );
      assert.deepEqual(repeated(files), [], `files fetched more than once (of ${files.length})`);
      assert.ok(
        files.some((path) => path.endsWith('.js')),
        'the count saw the scripts',
      );
      // The page's inline script asked for it while the page was parsing, not the boot once its code had run.
      const order = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const refresh = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/auth/refresh');
        return { refreshAsked: refresh?.startTime ?? -1, pageParsed: navigation?.domInteractive ?? -1 };
      });
      assert.ok(order.refreshAsked >= 0 && order.refreshAsked < order.pageParsed, `refresh asked at ${order.refreshAsked}, page parsed at ${order.pageParsed}`);
      assert.deepEqual(errors, [], 'the CSP lets the inline script run');
    } finally {
      await context.close();
    }
  });
});
