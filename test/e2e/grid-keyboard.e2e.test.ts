// The grade grid as a teacher meets it: opened by its URL, marks typed at
// once (no click) for a class of 30 by keyboard alone, on a laptop and on a
// phone. Every cell typed into, and the refusal shown under a cell, must be
// wholly in the window and not under the sticky header or name column; the
// marks survive a reload. Letters on a focused cell never leave the grid.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { type GradingFixture, seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';
import { waitStill } from './helpers/still';

const app = useE2eApp();

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 800 },
];

/** The grades as the server has them, read with the context's session. */
async function savedScores(context: BrowserContext, fixture: GradingFixture): Promise<Map<string, Record<string, number>>> {
  const origin = { origin: app.baseUrl };
  const { accessToken } = (await (await context.request.post(`${app.baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
  const response = await context.request.get(`${app.baseUrl}/api/quizzes/${fixture.quizId}/grades?classroomId=${fixture.classroomId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  assert.ok(response.ok(), `grades: ${response.status()}`);
  const rows = (await response.json()) as { pupilId: string; questionScores: Record<string, number> }[];
  return new Map(rows.map((row) => [row.pupilId, row.questionScores]));
}

async function waitSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'saved', undefined, { timeout: 20_000 });
}

/** Waits for the grid to hold the focus by itself: the teacher has not clicked anything. */
async function waitGridFocused(page: Page): Promise<void> {
  await page.getByRole('grid').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.activeElement?.closest('[role="grid"]') !== null, undefined, { timeout: 10_000 });
}

/**
 * Why the element (the focused cell by default) is not wholly visible: out of
 * the window, or under the grid's sticky header row or name column; '' when it is.
 */
function hiddenReason(page: Page, selector: string | null = null): Promise<string> {
  return page.evaluate((query) => {
    const active = document.activeElement;
    const target = query ? document.querySelector(query) : active?.closest('[data-col]');
    if (!target) return `nothing to check (${query ?? 'no focused cell'})`;
    const box = target.getBoundingClientRect();
    const header = document.querySelector('[role="grid"] [role="row"][aria-rowindex="1"]')?.getBoundingClientRect();
    const cell = target.closest('[data-col]');
    const name = cell?.closest('[role="row"]')?.querySelector('[role="rowheader"]')?.getBoundingClientRect();
    const where = `${cell?.getAttribute('data-row')},${cell?.getAttribute('data-col')}: ${JSON.stringify(box)}`;
    const tolerance = 0.5;
    if (box.top < -tolerance || box.left < -tolerance) return `above or left of the window at ${where}`;
    if (box.bottom > window.innerHeight + tolerance || box.right > window.innerWidth + tolerance) return `below or right of the window at ${where}`;
    if (header && box.top < header.bottom - tolerance) return `under the sticky header (bottom ${header.bottom}) at ${where}`;
    if (name && cell?.getAttribute('data-col') !== '0' && box.left < name.right - tolerance) return `under the name column (right ${name.right}) at ${where}`;
    return '';
  }, selector);
}

const activeCell = (page: Page) =>
  page.evaluate(() => {
    const cell = document.activeElement?.closest('[data-col]');
    return `${cell?.getAttribute('data-row')},${cell?.getAttribute('data-col')}`;
  });

describe('grade grid by keyboard, in view at every step', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport.name} (${viewport.width}×${viewport.height}): 30 pupils’ marks typed at once after opening, each cell in view, saved`, async () => {
      const { context, page, errors } = await app.newPage();
      try {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 30, questions: 3 });
        await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
        await waitGridFocused(page);
        const mark = (row: number, question: number) => (row * 7 + question * 3) % (fixture.points + 1);
        const hidden: string[] = [];
        // Question 1 down the class with Enter, then question 2 up from the last pupil with Shift+Enter, then question 3 with arrows.
        for (const [question, order, next] of [
          [0, 'down', 'Enter'],
          [1, 'up', 'Shift+Enter'],
          [2, 'down', 'ArrowDown'],
        ] as const) {
          if (question > 0) await page.keyboard.press('ArrowRight');
          for (let step = 0; step < fixture.pupils.length; step++) {
            const row = order === 'down' ? step : fixture.pupils.length - 1 - step;
            assert.equal(await activeCell(page), `${row},${question + 1}`);
            if (question === 0 && (row === 13 || row === 14 || row === 29)) {
              // A mark over the maximum: its reason shows under the cell, wholly visible.
              await page.keyboard.type(String(fixture.points + 5));
              await page.keyboard.press('Enter');
              await page.locator('#grade-grid-cell-issue').waitFor();
              const reason = await hiddenReason(page, '#grade-grid-cell-issue');
              if (reason) hidden.push(`refusal of row ${row}: ${reason}`);
              await page.keyboard.press('Escape');
            }
            await page.keyboard.type(String(mark(row, question)));
            const reason = await hiddenReason(page);
            if (reason) hidden.push(`typing into ${reason}`);
            await page.keyboard.press(next);
          }
        }
        assert.deepEqual(hidden, []);
        await waitSaved(page);
        await page.reload();
        await waitGridFocused(page);
        assert.equal(await page.locator('[data-row="0"][data-col="1"]').innerText(), String(mark(0, 0)), 'the first mark is back after the reload');
        const saved = await savedScores(context, fixture);
        fixture.pupils.forEach((pupil, row) => {
          const expected = Object.fromEntries(fixture.questionIds.map((id, question) => [id, mark(row, question)]));
          assert.deepEqual(saved.get(pupil.id), expected, pupil.name);
        });
        assert.deepEqual(
          errors.filter((error) => !/favicon/i.test(error)),
          [],
          'no error in the page (a ResizeObserver loop once was one)',
        );
      } finally {
        await context.close();
      }
    });
  }

  test("Shift+↓ past the window brings the selection's moving corner into view; the active cell keeps the focus and the next move starts from it", async () => {
    const { context, page } = await app.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 30, questions: 3 });
      await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
      await waitGridFocused(page);
      for (let step = 0; step < 20; step++) await page.keyboard.press('Shift+ArrowDown');
      assert.equal(await activeCell(page), '0,1', 'the active cell keeps the focus');
      assert.equal(await page.locator('[data-row="20"][data-col="1"]').getAttribute('aria-selected'), 'true');
      assert.equal(await hiddenReason(page, '[data-row="20"][data-col="1"]'), '', 'the moving corner is in view');
      await page.keyboard.press('ArrowRight');
      assert.equal(await activeCell(page), '0,2', 'the move starts from the active cell');
      assert.equal(await hiddenReason(page), '', 'which is brought back into view');
      // The selection went with the move: the active cell is the only one selected (row 20 may have left the drawn rows).
      assert.equal(await page.locator('[role="gridcell"][aria-selected="true"]').count(), 1);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 375, height: 700 },
  ]) {
    test(`opened again at ${viewport.width}×${viewport.height}, the grid starts at the first question left without a mark, in view, and typing goes there`, async () => {
      const { context, page } = await app.newPage();
      try {
        await page.setViewportSize(viewport);
        const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 30, questions: 3 });
        const [first, second, third] = fixture.questionIds as [string, string, string];
        // 22 papers marked whole, the 23rd with its first question only.
        const rows = fixture.pupils.slice(0, 23).map((pupil, row) => ({
          pupilId: pupil.id,
          questionScores: row < 22 ? { [first]: 1, [second]: 1, [third]: 1 } : { [first]: 1 },
          comments: '',
          version: 0,
        }));
        const origin = { origin: app.baseUrl };
        const { accessToken } = (await (await context.request.post(`${app.baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
        const saved = await context.request.post(`${app.baseUrl}/api/quizzes/${fixture.quizId}/grades`, {
          data: { grades: rows },
          headers: { ...origin, authorization: `Bearer ${accessToken}` },
        });
        assert.ok(saved.ok(), `grades: ${saved.status()} ${await saved.text()}`);
        await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
        await waitGridFocused(page);
        // On a phone the breadcrumbs' names arrive after the focus and wrap onto more lines; the grid fits itself to
        // the window again in the next frame. What is checked is where the cell is once the page is still.
        await waitStill(page, page.locator(':focus'));
        assert.equal(await activeCell(page), '22,2', 'the 23rd pupil, second question');
        assert.equal(await hiddenReason(page), '', 'the cell is in the window without a scroll by the teacher');
        await page.keyboard.type('1');
        await page.keyboard.press('Enter');
        assert.equal(await page.locator('[data-row="22"][data-col="2"]').innerText(), '1');
      } finally {
        await context.close();
      }
    });
  }

  test('g then q on a focused cell does not leave the grid', async () => {
    const { context, page } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 3, questions: 2 });
      await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
      await waitGridFocused(page);
      const here = page.url();
      for (const move of ['', 'ArrowLeft']) {
        if (move) await page.keyboard.press(move);
        await page.keyboard.press('g');
        await page.keyboard.press('q');
        assert.equal(page.url(), here);
        assert.ok(await page.getByRole('grid').isVisible());
      }
    } finally {
      await context.close();
    }
  });
});

// On a phone a tap only chose a cell (no field: no keyboard) and Enter put the focus back on a cell (the keyboard
// closed): every mark took a double tap. A real touch phone: the tap opens the mark, Enter the next pupil's.
test('on a touch phone a tap opens a mark and Enter opens the next pupil’s, so the keyboard stays up; the marks are saved', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ro-RO' });
  try {
    const page = await context.newPage();
    const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 4, questions: 3, title: 'Test pe telefon' });
    // Namesakes by surname: cut to one line in the narrow name column, both read "Bălănescu…".
    const origin = { origin: app.baseUrl };
    const { accessToken } = (await (await context.request.post(`${app.baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
    for (const [index, name] of ['Bălănescu Ioana', 'Bălănescu Maria'].entries()) {
      const renamed = await context.request.put(`${app.baseUrl}/api/pupils/${fixture.pupils[index]!.id}`, {
        data: { name },
        headers: { authorization: `Bearer ${accessToken}`, ...origin },
      });
      assert.ok(renamed.ok(), `rename: ${renamed.status()}`);
    }
    await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
    await waitGridFocused(page);
    const cut = await page.getByRole('rowheader').evaluateAll((headers) =>
      headers.flatMap((header) => {
        const text = header.querySelector('span');
        return text && (text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight + 1) ? [text.textContent] : [];
      }),
    );
    assert.deepEqual(cut, [], 'names cut on a phone');
    await page.locator('[role="gridcell"][data-row="0"][data-col="1"]').tap();
    for (const mark of ['4', '7', '9']) {
      const editing = await page.evaluate(() => document.activeElement?.matches('input[data-grid-editor]') ?? false);
      assert.ok(editing, 'a field has the focus, so the phone shows its keyboard');
      await page.keyboard.type(mark);
      await page.keyboard.press('Enter');
    }
    // The next pupil's mark is open, nothing typed in it: the status says saved (it said unsaved while a field was open).
    await waitSaved(page);
    const saved = await savedScores(context, fixture);
    assert.deepEqual(
      fixture.pupils.slice(0, 3).map((pupil) => saved.get(pupil.id)?.q1),
      [4, 7, 9],
    );
  } finally {
    await context.close();
  }
});
