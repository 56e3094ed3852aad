// Sign up and sign in through the real pages, in Chromium, against the built
// app on a real server with its own embedded database.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { E2E_PASSWORD as PASSWORD } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

test('a teacher signs up, is sent to sign in, signs in, reloads still signed in, and signs out', async () => {
  const { context, page, errors } = await app.newPage();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(new URL(page.url()).pathname);
  });
  await page.goto(`${app.baseUrl}/`);
  // Not signed in: the protected home sends the browser through the login redirect to our sign-in page.
  await page.waitForURL(/\/sign-in/);
  // A first visit asks for a session once; its refusal marks the browser signed out, and the next pages ask none.
  assert.equal(refreshes.length, 1, refreshes.join());
  await page.reload();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  assert.equal(refreshes.length, 1, refreshes.join());

  await page.goto(`${app.baseUrl}/register`);
  await page.getByLabel('Email').fill('maria.popescu@scoala.ro');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Popescu');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Password must be at least 8 characters with uppercase, lowercase, number, and special character').first().waitFor();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Your account was created').waitFor();
  await page.waitForURL(/\/sign-in/, { timeout: 10_000 });

  await page.getByLabel('Email').fill('maria.popescu@scoala.ro');
  await page.getByLabel('Password').fill('Wrong-Parola1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Invalid email or password.').waitFor();

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('heading', { name: 'Welcome, Maria Popescu' }).waitFor();
  await page.getByText('maria.popescu@scoala.ro').waitFor();
  // The sign-in form went with its page: the keyboard starts in the new screen's main region, not the page.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');

  // The refresh cookie carries the session across a reload; the access token lives only in memory.
  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Maria Popescu' }).waitFor();
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'catedra_refresh');
  assert.ok(refresh?.httpOnly, 'refresh cookie is httpOnly');
  assert.equal(await page.evaluate(() => document.cookie.includes('catedra_refresh')), false);

  // The navigation bar's button, the only one on the dashboard.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/welcome/);
  const refreshesSignedIn = refreshes.length;
  await page.goto(`${app.baseUrl}/`);
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  assert.equal(refreshes.length, refreshesSignedIn, 'after sign-out the pages ask for no session');
  assert.deepEqual(
    errors.filter((e) => !/401|Failed to load resource/.test(e)),
    [],
  );
  await context.close();
});

test('the pages load under the strict CSP with no violations, in Romanian when the browser asks for it', async () => {
  const { context, page, errors } = await app.newPage('ro-RO');
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${app.baseUrl}/sign-in`);
  await page.getByRole('heading', { name: 'Autentificare' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'ro');
  assert.deepEqual(violations, []);
  assert.deepEqual(
    errors.filter((e) => !/401|Failed to load resource/.test(e)),
    [],
  );
  await context.close();
});
