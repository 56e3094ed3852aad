// The grade grid in Chromium against the built app and a real server: marks
// typed with the keyboard alone, a 30 x 10 block pasted from a spreadsheet,
// a reload in the middle of a save, a dropped network, and two tabs editing
// the same cell. Every check of what was saved reads the server's own API.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { type GradingFixture, SEED_PASSWORD, seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';
import { seriousViolations } from './helpers/axe';

// Every test signs a new teacher in (seedGradingFixture): more than the 10 sign-ins a minute one address may make.
const app = useE2eApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });

interface SavedGrade {
  pupilId: string;
  questionScores: Record<string, number>;
  version: number;
}

/** The grades as the server has them, read with the context's session. */
async function savedGrades(context: BrowserContext, fixture: GradingFixture): Promise<Map<string, SavedGrade>> {
  const origin = { origin: app.baseUrl };
  const { accessToken } = (await (await context.request.post(`${app.baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
  const response = await context.request.get(`${app.baseUrl}/api/quizzes/${fixture.quizId}/grades?classroomId=${fixture.classroomId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  assert.ok(response.ok(), `grades: ${response.status()}`);
  const rows = (await response.json()) as SavedGrade[];
  return new Map(rows.map((row) => [row.pupilId, row]));
}

async function openGrid(page: Page, fixture: GradingFixture): Promise<void> {
  await page.goto(`${app.baseUrl}${fixture.evaluatePath}`);
  await page.getByRole('grid').waitFor({ timeout: 30_000 });
}

const syncState = (page: Page) => page.locator('[data-sync-state]');

async function waitSaved(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const status = document.querySelector('[data-sync-state]');
      return status?.getAttribute('data-sync-state') === 'saved' && /All changes saved/.test(status.textContent ?? '');
    },
    undefined,
    { timeout },
  );
}

const cellLocator = (page: Page, row: number, col: number) => page.locator(`[data-row="${row}"][data-col="${col}"]`);

function realErrors(errors: string[]): string[] {
  // Aborted requests (the offline tests) are logged by the browser; they are the point of those tests.
  return errors.filter((error) => !/favicon|net::ERR_|Failed to load resource|Failed to fetch/i.test(error));
}

describe('grade grid in the browser', () => {
  test('a class’s marks entered with the keyboard alone are all saved', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 6, questions: 4 });
      await openGrid(page, fixture);
      assert.deepEqual(await seriousViolations(page), [], 'the grid page passes axe');
      // From the top of the page, Tab reaches the grid's one tabbable cell.
      for (let i = 0; i < 60; i++) {
        if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) break;
        await page.keyboard.press('Tab');
      }
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-col')), '1', 'the grid starts on the first question');
      const expected = new Map<string, Record<string, number>>();
      fixture.pupils.forEach((pupil, row) => {
        const marks: Record<string, number> = {};
        fixture.questionIds.forEach((id, q) => (marks[id] = (row + q) % (fixture.points + 1)));
        expected.set(pupil.id, marks);
      });
      // Row after row: a mark, Tab, ... Tab wraps from the comments to the next pupil's first question.
      for (const [index, pupil] of fixture.pupils.entries()) {
        for (const id of fixture.questionIds) {
          await page.keyboard.type(String(expected.get(pupil.id)![id]));
          await page.keyboard.press('Tab');
        }
        // Past the comments cell; from the last pupil's, Tab would leave the grid (no keyboard trap).
        if (index < fixture.pupils.length - 1) await page.keyboard.press('Tab');
      }
      // A mark over the limit is refused with its reason, and the cell keeps what it had (Ctrl+Home: the first pupil's first question).
      await page.keyboard.press('Control+Home');
      await page.keyboard.type(String(fixture.points + 5));
      await page.keyboard.press('Enter');
      await page.getByText(`The mark can be at most ${fixture.points} points`).first().waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'an open editor with its refusal passes axe');
      await page.keyboard.press('Escape');
      await waitSaved(page);
      const saved = await savedGrades(context, fixture);
      for (const pupil of fixture.pupils) assert.deepEqual(saved.get(pupil.id)?.questionScores, expected.get(pupil.id), pupil.name);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test('a 30 x 10 block pasted from a spreadsheet (Ctrl+V) is validated cell by cell and saved', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 30, questions: 10 });
      await openGrid(page, fixture);
      const rows = fixture.pupils.map((_, r) => fixture.questionIds.map((_, q) => ((r * 3 + q) % 8) + (q % 2 ? 0.5 : 0)));
      // Two bad cells: over the limit, and not a number. Decimals with a comma, as a Romanian spreadsheet copies them.
      const cellText = (mark: number, r: number, q: number) => (r === 4 && q === 2 ? '99' : r === 7 && q === 5 ? 'abs' : String(mark).replace('.', ','));
      const text = `${rows.map((marks, r) => marks.map((mark, q) => cellText(mark, r, q)).join('\t')).join('\r\n')}\r\n`;
      await cellLocator(page, 0, 1).click();
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await page.keyboard.press('Control+V');
      const summary = page.getByRole('region', { name: /Cells pasted: 298; refused: 2/ });
      await summary.waitFor();
      assert.match(await summary.innerText(), /“99” — The mark can be at most 18 points/);
      assert.match(await summary.innerText(), /“abs” — Must be a valid number/);
      assert.deepEqual(await seriousViolations(page), [], 'the paste summary and the refused cells pass axe');
      await waitSaved(page);
      const saved = await savedGrades(context, fixture);
      fixture.pupils.forEach((pupil, r) => {
        const expected: Record<string, number> = {};
        fixture.questionIds.forEach((id, q) => {
          if (!((r === 4 && q === 2) || (r === 7 && q === 5))) expected[id] = rows[r]![q]!;
        });
        assert.deepEqual(saved.get(pupil.id)?.questionScores, expected, pupil.name);
      });
      // One undo takes the whole paste back (and that is saved too: a row left without marks is no grade at all); the focus is still in the grid.
      await page.keyboard.press('Control+Z');
      await waitSaved(page);
      const undone = await savedGrades(context, fixture);
      assert.equal(undone.get(fixture.pupils[0]!.id), undefined);
      assert.equal(undone.size, 0);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test('a reload in the middle of a save loses nothing', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 5, questions: 4 });
      await openGrid(page, fixture);
      // Saves hang: the page is reloaded while one is in flight.
      let held = 0;
      await page.route('**/api/quizzes/*/grades', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await route.continue().catch(() => {});
      });
      await cellLocator(page, 0, 1).click();
      for (const mark of ['5', '6', '7']) {
        await page.keyboard.type(mark);
        await page.keyboard.press('Enter');
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'saving');
      // And one more mark typed after the save left, not yet sent.
      await cellLocator(page, 3, 2).click();
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      assert.ok(held >= 1);
      await page.unroute('**/api/quizzes/*/grades');
      await page.reload();
      await page.getByRole('grid').waitFor();
      await waitSaved(page);
      await page.waitForFunction(() => Object.keys(localStorage).every((key) => !key.startsWith('quiz-app.grades.')));
      // Its notice said so while they were on their way (a client test holds the save to see it) and is gone now.
      await page.getByText(/Unsaved rows from your last visit/).waitFor({ state: 'hidden' });
      const saved = await savedGrades(context, fixture);
      assert.deepEqual(
        [0, 1, 2].map((row) => saved.get(fixture.pupils[row]!.id)?.questionScores.q1),
        [5, 6, 7],
      );
      assert.equal(saved.get(fixture.pupils[3]!.id)?.questionScores.q2, 3);
      assert.equal(await cellLocator(page, 3, 2).innerText(), '3');
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test('offline (the browser offline, then the route blocked) and back: everything is saved', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 5, questions: 4 });
      await openGrid(page, fixture);
      const gridTop = () => page.getByRole('grid').evaluate((grid) => grid.getBoundingClientRect().top);
      const topOnline = await gridTop();
      await context.setOffline(true);
      await cellLocator(page, 0, 1).click();
      for (const mark of ['4', '3', '2']) {
        await page.keyboard.type(mark);
        await page.keyboard.press('Enter');
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'offline', undefined, {
        timeout: 15_000,
      });
      assert.match(await syncState(page).innerText(), /Offline: unsaved changes \(3\) are kept on this computer/);
      // The long offline message wraps within its own place: the toolbar keeps its line and the grid does not move.
      assert.equal(await gridTop(), topOnline);
      await context.setOffline(false);
      await waitSaved(page);
      let saved = await savedGrades(context, fixture);
      assert.deepEqual(
        [0, 1, 2].map((row) => saved.get(fixture.pupils[row]!.id)?.questionScores.q1),
        [4, 3, 2],
      );

      // A blocked route never fires 'online': the retries give up, the marks wait, Retry sends them.
      await page.route('**/api/quizzes/*/grades', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
      await cellLocator(page, 4, 3).click();
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'offline', undefined, {
        timeout: 20_000,
      });
      await page.unroute('**/api/quizzes/*/grades');
      await syncState(page).getByRole('button', { name: 'Retry' }).click();
      await waitSaved(page);
      saved = await savedGrades(context, fixture);
      assert.equal(saved.get(fixture.pupils[4]!.id)?.questionScores.q3, 1);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test('offline in Romanian on a 1366 x 768 laptop: the long message keeps to its place, the toolbar and the grid do not move', async () => {
    const { context, page, errors } = await app.newPage('ro-RO');
    try {
      await page.setViewportSize({ width: 1366, height: 768 });
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 5, questions: 6 });
      await openGrid(page, fixture);
      const place = () =>
        page.evaluate(() => ({
          grid: document.querySelector('[role="grid"]')!.getBoundingClientRect().top,
          save: document.querySelector('[role="toolbar"] button')!.getBoundingClientRect().top,
        }));
      const online = await place();
      await context.setOffline(true);
      await page.keyboard.type('4');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Salvează' }).click();
      await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'offline', undefined, {
        timeout: 15_000,
      });
      assert.match(await syncState(page).innerText(), /Fără conexiune/);
      assert.deepEqual(await place(), online);
      await context.setOffline(false);
      await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'saved', undefined, {
        timeout: 20_000,
      });
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  /**
   * With 4 saved on the first pupil: offline, 3 typed on the second, Sign out asks (its words are answered), Stay
   * signed in, back online, and both marks reach the server.
   */
  async function signOutOfflineAndStay(context: BrowserContext, page: Page, fixture: GradingFixture): Promise<string> {
    await context.setOffline(true);
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
    await dialog.waitFor({ timeout: 20_000 });
    const asked = await dialog.innerText();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await context.setOffline(false);
    await waitSaved(page);
    const saved = await savedGrades(context, fixture);
    assert.deepEqual(
      [0, 1].map((row) => saved.get(fixture.pupils[row]!.id)?.questionScores.q1),
      [4, 3],
    );
    return asked;
  }

  // An outside tester: the page's first key came offline, the flow's load failed, and it was never tried again.
  test('the first key typed offline: the sign-out flow loads once the browser is back online, then asks offline', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 3, questions: 2 });
      await openGrid(page, fixture);
      await context.setOffline(true);
      await page.keyboard.type('4');
      await page.keyboard.press('Enter');
      await context.setOffline(false);
      // Back online, the flow is loaded (again, or for the first time if a click opening the grid already had):
      // each of its files answered 200 at some point. Whichever order the failure and the 'online' event came in,
      // the next key tries again.
      await waitSaved(page);
      await page.keyboard.press('Shift');
      await page.waitForFunction(
        () =>
          ['/sign-out-', '/ConfirmDialog-'].every((name) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes(name) && (entry as PerformanceResourceTiming).responseStatus === 200),
          ),
        undefined,
        { timeout: 30_000 },
      );
      await signOutOfflineAndStay(context, page, fixture);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  // The sign-out flow loaded on the click of Sign out: offline the click did nothing, on a shared laptop.
  test('offline with marks unsaved, Sign out still asks, and Stay signed in keeps them', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 3, questions: 2 });
      const flowLoaded = Promise.all([
        page.waitForResponse((response) => /\/sign-out-[\w-]+\.js$/.test(response.url())),
        page.waitForResponse((response) => /i18n-en-signOut-[\w-]+\.js$/.test(response.url())),
        page.waitForResponse((response) => /\/ConfirmDialog-[\w-]+\.js$/.test(response.url())),
      ]);
      await openGrid(page, fixture);
      await page.keyboard.type('4');
      await page.keyboard.press('Enter');
      await waitSaved(page);
      await flowLoaded;
      const asked = await signOutOfflineAndStay(context, page, fixture);
      assert.match(asked, /Unsaved marks: 1\.[\s\S]*You are offline/);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  // The question counted what was unsaved when it opened: back online, the marks reached the server and it still
  // asked to discard them. It follows the saves now, and once nothing is left the sign-out goes on.
  test('offline, Sign out asks; back online the marks are saved and the sign-out goes on without an answer', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const email = `live.sign-out.${Date.now()}@scoala.ro`;
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 3, questions: 2, email });
      const flowLoaded = page.waitForResponse((response) => /\/ConfirmDialog-[\w-]+\.js$/.test(response.url()));
      await openGrid(page, fixture);
      await page.keyboard.type('4');
      await page.keyboard.press('Enter');
      await waitSaved(page);
      await flowLoaded;
      await context.setOffline(true);
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Sign out' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Sign out and discard unsaved work?' });
      await dialog.waitFor({ timeout: 20_000 });
      assert.match(await dialog.innerText(), /Unsaved marks: 1\./);
      await context.setOffline(false);
      await page.waitForURL(/\/welcome/, { timeout: 30_000 });
      assert.equal(await dialog.count(), 0);
      const left = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quiz-app.user.')));
      assert.deepEqual(left, [], 'nothing of the teacher is left in the browser');
      // Signed in again through the API only to read what the server keeps.
      const login = await context.request.post(`${app.baseUrl}/api/auth/login`, { data: { email, password: SEED_PASSWORD }, headers: { origin: app.baseUrl } });
      assert.ok(login.ok());
      const saved = await savedGrades(context, fixture);
      assert.deepEqual(
        [0, 1].map((row) => saved.get(fixture.pupils[row]!.id)?.questionScores.q1),
        [4, 3],
        'the mark typed offline reached the server before the sign-out',
      );
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  // In the browser each chunk brings its own texts: the page borrowed the dashboard's, which its chunk never loads,
  // and a former member read "quizDashboard.notFound.quiz" (the client tests, with every text loaded, could not see it).
  test('the grid page of a test the reader cannot see says so in words, not text keys', async () => {
    const { context, page } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 1, questions: 1 });
      await page.goto(`${app.baseUrl}${fixture.evaluatePath.replace(fixture.quizId, '00000000-0000-4000-8000-00000000dead')}`);
      await page.getByText('Test not found.').waitFor({ timeout: 30_000 });
      assert.ok(await page.getByRole('link', { name: 'Back to all schools' }).isVisible());
      assert.doesNotMatch(await page.locator('main').innerText(), /notFound/);
    } finally {
      await context.close();
    }
  });

  /** The first pupil's question 1: 7 saved in `first`, then 5 typed and saved in a second tab that still had it empty. */
  async function sameCellInTwoTabs(context: BrowserContext, first: Page, fixture: GradingFixture): Promise<Page> {
    const second = await context.newPage();
    await openGrid(first, fixture);
    await openGrid(second, fixture);
    await cellLocator(first, 0, 1).click();
    await first.keyboard.type('7');
    await first.keyboard.press('Enter');
    await first.getByRole('button', { name: 'Save' }).click();
    await waitSaved(first);
    await cellLocator(second, 0, 1).click();
    await second.keyboard.type('5');
    await second.keyboard.press('Enter');
    await second.getByRole('button', { name: 'Save' }).click();
    return second;
  }

  // An outside tester closed the second tab's browser without choosing; the grid opened again sent its mark over
  // the first tab's, silently, as if "Keep mine" had been chosen.
  test('two tabs editing the same cell, the second closed without choosing: opened again, it asks again and has sent nothing', async () => {
    const { context, page: first, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 4, questions: 3 });
      const second = await sameCellInTwoTabs(context, first, fixture);
      await second.getByRole('region', { name: /Changed elsewhere meanwhile/ }).waitFor();
      await second.close();
      await first.close();

      const again = await context.newPage();
      await openGrid(again, fixture);
      const panel = again.getByRole('region', { name: /Changed elsewhere meanwhile — pupils: 1/ });
      await panel.waitFor();
      assert.match(await panel.innerText(), /Question 1: yours 5, saved 7/);
      assert.equal((await savedGrades(context, fixture)).get(fixture.pupils[0]!.id)?.questionScores.q1, 7, 'the first tab’s mark stands');
      await panel.getByRole('button', { name: `Take the saved version for ${fixture.pupils[0]!.name}` }).click();
      await waitSaved(again);
      assert.equal(await cellLocator(again, 0, 1).innerText(), '7');
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test('two tabs editing the same cell: the second gets the other version and chooses', async () => {
    const { context, page: first, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 4, questions: 3 });
      const second = await sameCellInTwoTabs(context, first, fixture);
      const panel = second.getByRole('region', { name: /Changed elsewhere meanwhile — pupils: 1/ });
      await panel.waitFor();
      assert.match(await panel.innerText(), /Question 1: yours 5, saved 7/);
      assert.deepEqual(await seriousViolations(second), [], 'the conflict choice passes axe');
      await panel.getByRole('button', { name: `Keep mine for ${fixture.pupils[0]!.name}` }).click();
      await second.getByRole('button', { name: 'Save' }).click();
      await waitSaved(second);
      const saved = await savedGrades(context, fixture);
      assert.equal(saved.get(fixture.pupils[0]!.id)?.questionScores.q1, 5, 'the teacher kept theirs');

      // The first tab learns of it on its next save: its change is to another cell of the row, so the two merge
      // without a question (the server's 5, this tab's 2), as a spreadsheet shared by two would.
      await cellLocator(first, 0, 2).click();
      await first.keyboard.type('2');
      await first.keyboard.press('Enter');
      await first.getByRole('button', { name: 'Save' }).click();
      await waitSaved(first);
      assert.equal(await cellLocator(first, 0, 1).innerText(), '5');
      assert.equal(await first.getByRole('region', { name: /Changed elsewhere/ }).count(), 0);
      const merged = (await savedGrades(context, fixture)).get(fixture.pupils[0]!.id)?.questionScores;
      assert.deepEqual([merged?.q1, merged?.q2], [5, 2]);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await context.close();
    }
  });
});
