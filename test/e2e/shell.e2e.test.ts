// The signed-in shell in Chromium against the built app: dashboard with the
// subscription panel, languages, the command palette and shortcut help by
// keyboard, the Schools panel, sign-out, a 360 px wide screen, and the
// JavaScript the dashboard loads.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { registerThroughPages, signInThroughPages } from './helpers/accounts';
import { useE2eApp } from './helpers/app';
import { scriptGzipBytes } from './helpers/script-bytes';

const app = useE2eApp();

const TEACHER = { email: 'ioana.ionescu@scoala.ro', firstName: 'Ioana', lastName: 'Ionescu' };
/** SPEC budget for all JavaScript the dashboard loads, gzip. */
// 120 until issue 12 (shared computers) put the data owner, the sign-out hooks and the
// refused-session handling on the first screen (the sign-out flow, its texts and the
// per-user storage load only when used); 121 until issue 13 put the router's leave guard and
// the overlay registry on it (the back-button guard and the overlay host load only when
// used); 122 until issue 14 put plural forms (domain/plurals), the route error screen and
// the shortcut handler's lazy command providers on it; issue 15 made the boot one chunk
// instead of 25 (122.3 -> 114.5) and loads the palette's actor on first use.
// 116 until the fifteenth session: busy buttons keep the focus (ui/BusyButton), the client takes the page's
// early reads (core/early-refresh) and the first render waits for the screen's code (+0.2 KB); a navigation that
// leaves the focus nowhere puts it in the main region (app/use-focus-on-arrival, +0.1).
// 116.3 until the sixteenth session wrote the auth machine on @xstate/store: xstate's runtime (12.9 KB) left the
// boot (103.4 measured). Issue 15 asks 100 KB: see docs/performance.md for what is left.
// 103.5 until a shared laptop's sessions followed the other tabs and ended a sign-out the server did not hear
// (core/access-token, core/auth.api: +0.35 KB, 103.8 measured).
// 103.9 until the seventeenth session: the server-unreachable screen and the session's re-checks (+0.5 KB), and
// terser over the boot after esbuild (build.mjs squeezeBoot, -1.9 KB): 102.4 measured.
// 102.5 until 2026-11-28: the card and the alert in the boot, the texts and esbuild's runtime no files
// of their own, the page running the boot chunk itself, the visitors' pages, the screens' reads, the crash screens,
// the small-screen menu, the shell's palette commands and texts loading when used, terser over the screens' chunks
// too (docs/performance.md "Bytes"): 99.8 measured, within issue 15's 100 KB.
// 99.9 until the twenty-fifth session measured scripts with stand-in hashes in their chunk names
// (helpers/script-bytes: the same code weighs the same in every build, within a few bytes): 99.886 measured, and
// the budget is issue 15's own 100 KB.
const DASHBOARD_JS_BUDGET_KB = 100;
/** Filled by the first test, checked by the last. */
let dashboardJsKb: number | null = null;

const ignorable = (message: string) => /401|404|Failed to load resource/.test(message);

const signIn = (page: Page) => signInThroughPages(page, app.baseUrl, TEACHER);

test('sign up, sign in, dashboard with the Free plan, languages, palette, shortcut help, schools panel, sign out', async () => {
  const { context, page, errors } = await app.newPage();

  await registerThroughPages(page, app.baseUrl, TEACHER);

  // Every script the dashboard loads, measured as gzip whatever encoding the server chose (helpers/script-bytes).
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), scriptGzipBytes(body));
  });
  // A fresh load of the dashboard (signed in by the cookie), so sign-in page scripts do not count.
  await signIn(page);
  scripts.clear();
  await page.goto(`${app.baseUrl}/`);
  const plan = page.getByRole('region', { name: 'Subscription plan' });
  await plan.getByText('Free', { exact: true }).waitFor();
  await plan.getByText('Active', { exact: true }).waitFor();
  await plan.getByText('Does not expire').waitFor();
  await page.waitForLoadState('networkidle');
  dashboardJsKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  console.log(`dashboard JavaScript: ${scripts.size} files, ${dashboardJsKb.toFixed(3)} KB gzip`);
  if (process.env.BUDGET_DETAIL) for (const [url, size] of scripts) console.log(`  ${(size / 1024).toFixed(1)} KB ${url.replace(/.*\/assets\//, '')}`);
  assert.ok(![...scripts.keys()].some((url) => /CommandPalette|SchoolsMenu/.test(url)), 'cmdk and floating-ui wait for first use');

  const bar = page.getByRole('navigation', { name: 'Main', exact: true });
  await bar.getByRole('button', { name: 'Română' }).click();
  await page.getByRole('heading', { name: 'Bun venit, Ioana Ionescu' }).waitFor();
  await page.getByRole('region', { name: 'Planul de abonament' }).getByText('Gratuit', { exact: true }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'ro');
  await page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole('button', { name: 'Español' }).click();
  await page.getByRole('heading', { name: 'Te damos la bienvenida, Ioana Ionescu' }).waitFor();
  await page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole('link', { name: 'Exámenes' }).waitFor();
  await page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Welcome, Ioana Ionescu' }).waitFor();

  // The palette, by keyboard only.
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type('quizzes');
  await palette.getByRole('option', { name: /Go to Quizzes/ }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/quizzes$/);
  await page.getByRole('heading', { level: 1, name: 'Quizzes' }).waitFor();
  assert.equal(await palette.count(), 0, 'the palette closed');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await help.getByText('Go to Schools').waitFor();
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });

  // 'g h' goes home.
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await page.waitForURL(`${app.baseUrl}/`);

  // The Schools panel opens on hover (empty state until there are schools).
  await bar.getByRole('link', { name: 'Schools' }).hover();
  const panel = page.getByRole('dialog', { name: 'Schools and classrooms' });
  await panel.waitFor();
  await panel
    .getByText(/No schools yet|Loading schools…/)
    .first()
    .waitFor();
  await page.mouse.move(5, 700);
  await panel.waitFor({ state: 'detached' });

  await bar.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/welcome/);
  assert.deepEqual(
    errors.filter((e) => !ignorable(e)),
    [],
  );
  await context.close();
});

test('at 360 px wide the dashboard does not scroll sideways and the menu button holds the links', async () => {
  const context = await app.browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('region', { name: 'Subscription plan' }).getByText('Free', { exact: true }).waitFor();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px viewport`);

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const menuPanel = page.locator('#nav-menu');
  await menuPanel.getByRole('link', { name: 'Quizzes' }).click();
  await page.waitForURL(/\/quizzes$/);
  const after = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(after, 'no sideways scroll on a placeholder screen either');
  await context.close();
});

test('the keyboard never lands on the page itself: a tile followed while the next screen loads, Escape in the small-screen menu', async () => {
  const context = await app.browser.newContext({ locale: 'en-US', viewport: { width: 683, height: 384 } }); // 1366 x 768 at 200 %
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('region', { name: 'Subscription plan' }).getByText('Free', { exact: true }).waitFor();
  // The schools screen's code held until the test lets it through: the dashboard is hidden behind the loading state.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/chunks\/schools-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('main a[href="/schools"]').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/schools$/);
  // Two frames: Chromium moves the focus off a hidden element at its next rendering update.
  const whileLoading = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.activeElement?.id || document.activeElement?.tagName || ''))),
      ),
  );
  assert.equal(whileLoading, 'main', 'the main region holds the keyboard while the screen loads');
  release();
  await page.getByRole('heading', { level: 1, name: 'Schools' }).waitFor();
  assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), 'BODY');

  // The small-screen menu: Escape from one of its links closes it and gives the keyboard back to its button.
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.locator('#nav-menu').getByRole('link', { name: 'Quizzes' }).focus();
  await page.keyboard.press('Escape');
  await page.locator('#nav-menu').waitFor({ state: 'detached' });
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  assert.equal(await menu.evaluate((button) => button === document.activeElement), true, 'the Menu button has the keyboard');
  await context.close();
});

// About 90 KB of it is the libraries DESIGN 4 names (React 19, xstate, ofetch, wouter,
// @xstate/store, superstruct); each screen's code and texts come with its own chunk.
test(`the dashboard loads at most ${DASHBOARD_JS_BUDGET_KB} KB of JavaScript (gzip)`, () => {
  assert.ok(dashboardJsKb !== null, 'measured by the first test');
  assert.ok(dashboardJsKb <= DASHBOARD_JS_BUDGET_KB, `${dashboardJsKb.toFixed(1)} KB gzip`);
});
