// One browser, two tabs, two teachers: a school laptop. A tab left open on one
// teacher's screens must not go on as her once she signed out elsewhere, nor
// as whoever signed in after her (it did: it took the other tab's token and
// wrote in his account under her name).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { E2E_PASSWORD, signInThroughPages, type Teacher } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

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
