// The grade grid's layout in Chromium, in Romanian (the longest headers):
// on a laptop a seven-question test shows every column without sideways
// scrolling and no header is cut; on a phone the toolbar stays compact, the
// name column leaves the width to marks, and several pupils show on the
// first screen.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';
import { seriousViolations } from './helpers/axe';

const app = useE2eApp();

async function openRomanianGrid(width: number, height: number) {
  const { context, page } = await app.newPage('ro-RO');
  await page.setViewportSize({ width, height });
  const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 25, questions: 7 });
  await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
  await page.getByRole('grid').waitFor({ timeout: 30_000 });
  return { context, page };
}

/** Column headers whose text is cut (wider than their cell). */
const cutHeaders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="columnheader"]')]
      .filter((header) => [...header.querySelectorAll<HTMLElement>('span:not(.sr-only)')].some((span) => span.scrollWidth > header.clientWidth))
      .map((header) => header.textContent),
  );

/** Texts cut by their cell: a header's, or a cell's (its text is truncated with an ellipsis). */
const cutTexts = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLElement>('[role="columnheader"]')]
      .filter((header) => [...header.querySelectorAll<HTMLElement>('span:not(.sr-only)')].some((span) => span.scrollWidth > header.clientWidth))
      .map((header) => `header ${header.textContent}`),
    ...[...document.querySelectorAll<HTMLElement>('[role="gridcell"] > span')]
      .filter((span) => span.scrollWidth > span.clientWidth)
      .map((span) => `cell ${span.textContent} (${span.clientWidth} of ${span.scrollWidth} px)`),
  ]);

const sidewaysScroll = (page: Page) => page.getByTestId('grade-grid-scroller').evaluate((element) => Math.max(0, element.scrollWidth - element.clientWidth));

/** A late-December morning: two-digit month, day and hour, the widest a time is written ("12/28/26, 10:58 AM"). */
const WIDE_TIME = '2026-12-28T10:58:00.000Z';

describe('grade grid layout', () => {
  // In English the "Last graded" time was cut at 1280 px ("12/28/26, 10:58 …" in 150 px) with room beside the grid's last column.
  test('1280×800, 1366×768 and 1920×1080 in English, Romanian and Spanish: a saved mark’s time and every header show whole, no sideways scrolling', async () => {
    for (const locale of ['en-US', 'ro-RO', 'es-ES']) {
      const { context, page } = await app.newPage(locale);
      try {
        const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 25, questions: 7 });
        await page.route('**/api/quizzes/*/grades', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { grades?: { gradedAt: string }[] };
          for (const grade of body.grades ?? []) grade.gradedAt = WIDE_TIME;
          await route.fulfill({ response, json: body });
        });
        await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
        await page.getByRole('grid').waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => document.activeElement?.closest('[role="grid"]') !== null, undefined, { timeout: 10_000 });
        await page.keyboard.type('7');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => [...document.querySelectorAll('[role="gridcell"]')].some((cell) => /58/.test(cell.textContent ?? '')), undefined, {
          timeout: 20_000,
        });
        for (const [width, height] of [
          [1280, 800],
          [1366, 768],
          [1920, 1080],
        ] as const) {
          await page.setViewportSize({ width, height });
          // The columns are fitted once the grid has measured its new frame: wait for that state, then say what is wrong if it never came.
          await page
            .waitForFunction(
              () => {
                const scroller = document.querySelector('[data-testid="grade-grid-scroller"]');
                const spans = [...document.querySelectorAll<HTMLElement>('[role="gridcell"] > span')];
                return scroller && scroller.scrollWidth <= scroller.clientWidth && spans.every((span) => span.scrollWidth <= span.clientWidth);
              },
              undefined,
              { timeout: 5_000 },
            )
            .catch(() => undefined);
          assert.deepEqual(await cutTexts(page), [], `${locale} ${width}×${height}`);
          assert.equal(await sidewaysScroll(page), 0, `${locale} ${width}×${height}: sideways scrolling`);
        }
      } finally {
        await context.close();
      }
    }
  });

  test('1280×800, Romanian: every column shows without sideways scrolling, no header is cut', async () => {
    const { context, page } = await openRomanianGrid(1280, 800);
    try {
      const scroller = await page.getByTestId('grade-grid-scroller').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      assert.ok(scroller.scroll <= scroller.client, `sideways scrolling: ${scroller.scroll} > ${scroller.client}`);
      // Waited for, not read once: the last column can paint a frame after the grid (a busy CI machine missed it).
      await page.getByRole('columnheader', { name: 'Ultima notare' }).waitFor({ state: 'visible', timeout: 10_000 });
      assert.deepEqual(await cutHeaders(page), []);
    } finally {
      await context.close();
    }
  });

  // A school laptop's small screen: the nine buttons wrapped onto two lines under the status, and five pupils showed whole.
  test('800×600, Romanian: the status and the toolbar share one line, the rest is under More; seven pupils show whole', async () => {
    const { context, page } = await openRomanianGrid(800, 600);
    try {
      const layout = await page.evaluate(() => {
        const toolbar = document.querySelector('[role="toolbar"]')!.getBoundingClientRect();
        const status = document.querySelector('[role="toolbar"]')!.parentElement!.getBoundingClientRect();
        const rows = [...document.querySelectorAll('[role="grid"] [role="row"]')].filter((row) => {
          const box = row.getBoundingClientRect();
          return row.getAttribute('aria-rowindex') !== '1' && box.top >= 0 && box.bottom <= window.innerHeight;
        });
        return { toolbarHeight: toolbar.height, barHeight: status.height, rowsOnScreen: rows.length };
      });
      assert.ok(layout.toolbarHeight <= 48, `the toolbar is ${layout.toolbarHeight} px tall`);
      assert.ok(layout.barHeight <= 48, `status and toolbar take ${layout.barHeight} px`);
      assert.ok(layout.rowsOnScreen >= 7, `pupils on the first screen: ${layout.rowsOnScreen}`);
      assert.ok(await page.getByRole('button', { name: 'Mergi la elev…' }).isVisible(), 'Go to pupil stays in view');
      await page.getByRole('button', { name: 'Mai multe acțiuni' }).click();
      assert.ok(await page.getByRole('button', { name: 'Completează punctajul maxim' }).isVisible());
      assert.ok(await page.getByRole('button', { name: 'Șterge tot' }).isVisible());
    } finally {
      await context.close();
    }
  });

  // The school laptop's usual window: the Romanian labels are longer than the English ones, and the nine buttons
  // took a second line under the status above 1024 px, where only a phone's or a small laptop's toolbar folded.
  test('1366×768 and 1920×1080, Romanian: the status and the toolbar keep to one line, the rest under More', async () => {
    const { context, page } = await openRomanianGrid(1366, 768);
    try {
      const bar = () => page.evaluate(() => document.querySelector('[role="toolbar"]')!.parentElement!.getBoundingClientRect().height);
      for (const [width, height] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.getByRole('button', { name: 'Mai multe acțiuni' }).waitFor({ state: 'visible', timeout: 10_000 });
        assert.ok((await bar()) <= 48, `${width}: status and toolbar take ${await bar()} px`);
        assert.ok(await page.getByRole('button', { name: 'Mergi la elev…' }).isVisible(), `${width}: Go to pupil stays in view`);
      }
    } finally {
      await context.close();
    }
  });

  test('375×800, Romanian: a compact toolbar, a narrow name column, several pupils on the first screen', async () => {
    const { context, page } = await openRomanianGrid(375, 800);
    try {
      const layout = await page.evaluate(() => {
        const grid = document.querySelector('[role="grid"]')!.getBoundingClientRect();
        const name = document.querySelector('[role="rowheader"]')!.getBoundingClientRect();
        const rows = [...document.querySelectorAll('[role="grid"] [role="row"]')].filter((row) => {
          const box = row.getBoundingClientRect();
          return row.getAttribute('aria-rowindex') !== '1' && box.top >= 0 && box.bottom <= window.innerHeight;
        });
        const toolbar = document.querySelector('[role="toolbar"]')!.getBoundingClientRect();
        return { nameShare: name.width / window.innerWidth, rowsOnScreen: rows.length, toolbarHeight: toolbar.height, gridTop: grid.top };
      });
      assert.ok(layout.nameShare <= 0.35, `the name column takes ${Math.round(layout.nameShare * 100)} % of the width`);
      assert.ok(layout.toolbarHeight <= 48, `the toolbar is ${layout.toolbarHeight} px tall`);
      assert.ok(layout.rowsOnScreen >= 6, `pupils on the first screen: ${layout.rowsOnScreen} (grid at ${layout.gridTop} px)`);
      // The secondary actions are one tap away, under More.
      await page.getByRole('button', { name: 'Mai multe acțiuni' }).click();
      assert.ok(await page.getByRole('button', { name: 'Reîmprospătează' }).isVisible());
      assert.deepEqual(await seriousViolations(page), [], 'the open menu passes axe');
    } finally {
      await context.close();
    }
  });
});
