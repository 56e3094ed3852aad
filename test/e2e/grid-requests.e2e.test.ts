// Issue 15's "done means": the grade grid, opened cold by its address in
// Chromium, asks the server for what it needs and nothing more (the session's
// refresh and user, and the grid's one sheet), and fetches no chunk and no
// text file twice. Counts, not timings.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

describe('the grade grid opened by its address', () => {
  test('asks for the refresh, the user and the grading sheet once each, and loads every file once', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 6, questions: 4 });
      const api: string[] = [];
      const files: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== app.baseUrl) return;
        if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
        else if (['script', 'fetch', 'xhr', 'stylesheet'].includes(request.resourceType())) files.push(url.pathname);
      });
      await page.goto(`${app.baseUrl}/quiz/${fixture.quizId}/grade?classroomId=${fixture.classroomId}`);
      // Usable: the grid holds the focus on its first mark.
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('role') === 'gridcell' && document.activeElement.getAttribute('data-col') === '1',
        undefined,
        {
          timeout: 30_000,
        },
      );
      // Whatever the screen would still ask once it is up is asked within this.
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        [...api].sort(),
        ['GET /api/auth/user', `GET /api/quizzes/${fixture.quizId}/grading-sheet?classroomId=${fixture.classroomId}`, 'POST /api/auth/refresh'],
        `asked: ${api.join(', ')}`,
      );
      const twice = files.filter((path, index) => files.indexOf(path) !== index);
      assert.deepEqual(twice, [], `files fetched more than once (of ${files.length})`);
      assert.ok(
        files.some((path) => path.endsWith('.js')),
        'the count saw the scripts',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
