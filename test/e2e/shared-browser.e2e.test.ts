// One browser, two tabs, two teachers: a school laptop. A tab left open on one
// teacher's screens must not go on as her once she signed out elsewhere, nor
// as whoever signed in after her (it did: it took the other tab's token and
// wrote in his account under her name).

import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { type BrowserContext, chromium } from 'playwright-core';
import { E2E_PASSWORD, signInThroughPages, type Teacher } from './helpers/accounts';
import { useE2eApp } from './helpers/app';
import { CHROMIUM_ARGS } from './helpers/browser';

const app = useE2eApp();

const ANA: Teacher = { email: 'ana.tabs@scoala.ro', firstName: 'Ana', lastName: 'Popescu' };
const BOGDAN: Teacher = { email: 'bogdan.tabs@scoala.ro', firstName: 'Bogdan', lastName: 'Ionescu' };

async function register(context: BrowserContext, teacher: Teacher) {
  const response = await context.request.post(`${app.baseUrl}/api/auth/register`, {
    data: { ...teacher, password: E2E_PASSWORD, confirmPassword: E2E_PASSWORD },
    headers: { origin: app.baseUrl },
  });
  assert.ok(response.ok(), await response.text());
}

const ignorable = (message: string) => /401|Failed to load resource|refresh/i.test(message);

test('a sign-out in one tab signs the teacher out of her other tabs at once', async () => {
  const { context, page: first, errors } = await app.newPage();
  await register(context, ANA);
  await signInThroughPages(first, app.baseUrl, ANA);
  const second = await context.newPage();
  await second.goto(`${app.baseUrl}/`);
  await second.getByRole('heading', { name: 'Welcome, Ana Popescu' }).waitFor();

  await first.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Sign out' }).click();
  await first.waitForURL(/\/welcome/);
  // The other tab, untouched, leaves her screens without waiting for its next request.
  await second.waitForURL(/\/sign-in/, { timeout: 10_000 });
  assert.equal(await second.getByText('Ana Popescu').count(), 0);
  assert.deepEqual(
    errors.filter((e) => !ignorable(e)),
    [],
  );
  await context.close();
});

test("a tab left open on one teacher's screens does not go on as the next teacher", async () => {
  const { context, page: anas } = await app.newPage();
  await register(context, BOGDAN);
  await signInThroughPages(anas, app.baseUrl, ANA);
  // Bogdan signs in in another tab of the same browser (the cookie is his now) and opens the app.
  const login = await context.request.post(`${app.baseUrl}/api/auth/login`, {
    data: { email: BOGDAN.email, password: E2E_PASSWORD },
    headers: { origin: app.baseUrl },
  });
  assert.ok(login.ok());
  const bogdans = await context.newPage();
  await bogdans.goto(`${app.baseUrl}/`);
  await bogdans.getByRole('heading', { name: 'Welcome, Bogdan Ionescu' }).waitFor();
  // Ana's tab no longer shows her as signed in: it follows the browser's account, his, with his name.
  await anas.getByRole('heading', { name: 'Welcome, Bogdan Ionescu' }).waitFor({ timeout: 10_000 });
  assert.equal(await anas.getByText('Ana Popescu').count(), 0);
  await context.close();
});

test('a server that cannot be reached at page load is said so, and the screen comes back when it answers', async () => {
  const { context, page } = await app.newPage();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const teacher: Teacher = { email: 'ana.unreachable@scoala.ro', firstName: 'Ana', lastName: 'Dobre' };
  await register(context, teacher);
  await signInThroughPages(page, app.baseUrl, teacher);
  // The page and its code arrive; every API call fails (a proxy whose app server is restarting).
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${app.baseUrl}/quizzes`);
  await page.getByRole('heading', { name: 'Catedra cannot reach its server' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/quizzes', 'not sent to sign in: her session is not gone');
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Quizzes', exact: true }).waitFor();
  // What was logged says what failed, in words (it was the raw key errors.network).
  assert.ok(
    logged.some((line) => line.includes('session restore failed')),
    logged.join('\n'),
  );
  assert.ok(!logged.some((line) => line.includes('errors.network')), logged.join('\n'));
  await context.close();
});

// Playwright turns Chromium's back/forward cache off; a teacher's browser has it on. A page kept there is
// shown again as it was, without running anything: after a sign-out, Back must not bring a teacher's
// screens to the next person at the laptop. Catedra relies on Chromium's rule that a kept page which
// receives a BroadcastChannel message is dropped: a sign-out, and any page of ours that starts, tell the
// other tabs (core/access-token.ts), so Back then loads the page again (and Back from one of our own
// pages always does). From another site, Back is instant, the editor too: its Web Lock does not keep it
// out of the cache.
test("Back after a sign-out does not bring the teacher's pages out of the back/forward cache", async () => {
  const elsewhere = createServer((_request, response) => response.end('<!doctype html><title>elsewhere</title>')).listen(0, '127.0.0.1');
  await once(elsewhere, 'listening');
  const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const teacher: Teacher = { email: 'ana.back@scoala.ro', firstName: 'Ana', lastName: 'Vasile' };
    await register(context, teacher);
    await signInThroughPages(page, app.baseUrl, teacher);
    const editor = page.getByRole('heading', { level: 1, name: 'Create quiz' });
    await page.goto(`${app.baseUrl}/quizzes/create`);
    await editor.waitFor();
    await page.evaluate(() => Object.assign(window, { keptPage: 'the editor' }));
    const kept = () => page.evaluate(() => (window as { keptPage?: string }).keptPage ?? null);
    const reasons = () => page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]?.toJSON().notRestoredReasons));

    await page.goto(elsewhereUrl);
    await page.goBack({ waitUntil: 'commit' });
    await editor.waitFor();
    assert.equal(await kept(), 'the editor', `signed in, Back from another site shows the very page it left: ${await reasons()}`);

    // She leaves for another site again, and signs out in another tab; then someone presses Back.
    await page.goto(elsewhereUrl);
    const other = await context.newPage();
    await other.goto(`${app.baseUrl}/schools`);
    await other.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Sign out' }).click();
    await other.waitForURL(/\/welcome/);
    await other.close();
    await page.goBack({ waitUntil: 'commit' });
    assert.equal(await page.getByText('Ana Vasile').count(), 0);
    await page.waitForURL(/\/sign-in/);
    assert.equal(await kept(), null, 'the page was loaded again, not shown from the cache');
    assert.equal(await page.getByText('Ana Vasile').count(), 0);
    await context.close();
  } finally {
    await browser.close();
    elsewhere.close();
  }
});
