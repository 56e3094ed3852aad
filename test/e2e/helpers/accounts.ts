// Signing a teacher up in the real-browser tests: through the pages (the
// flow under test), or through the API with the page's own cookies (when the
// test is about a later screen and only needs a signed-in teacher).
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';

export const E2E_PASSWORD = 'Parola-Sigura1!';

export interface Teacher {
  email: string;
  firstName: string;
  lastName: string;
}

/** Registers on /register and waits to be sent on to /sign-in. */
export async function registerThroughPages(page: Page, baseUrl: string, teacher: Teacher, password = E2E_PASSWORD) {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('First name').fill(teacher.firstName);
  await page.getByLabel('Last name').fill(teacher.lastName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/sign-in/, { timeout: 10_000 });
}

/** Signs in on /sign-in and waits for the dashboard's welcome. */
export async function signInThroughPages(page: Page, baseUrl: string, teacher: Teacher, password = E2E_PASSWORD) {
  // Straight after registering the page is already there; going again would be one more load than the flow has.
  if (!new URL(page.url(), baseUrl).pathname.startsWith('/sign-in')) await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: `Welcome, ${teacher.firstName} ${teacher.lastName}` }).waitFor();
}

/** Registers on /register, signs in on /sign-in and waits for the dashboard's welcome. */
export async function signUpThroughPages(page: Page, baseUrl: string, teacher: Teacher, password = E2E_PASSWORD) {
  await registerThroughPages(page, baseUrl, teacher, password);
  await signInThroughPages(page, baseUrl, teacher, password);
}

/** The name signUpThroughApi gives its teacher, for a test that later signs in through the pages. */
export const API_TEACHER_NAME = { firstName: 'Elena', lastName: 'Marin' };

/**
 * Registers and signs in through the API on the context's cookie jar (so the
 * pages are signed in too) and returns a POST helper carrying the bearer.
 */
export async function signUpThroughApi(context: BrowserContext, baseUrl: string, email: string, password = E2E_PASSWORD, name = API_TEACHER_NAME) {
  const api = context.request;
  const origin = { origin: baseUrl };
  const registration = { email, password, confirmPassword: password, ...name };
  await api.post(`${baseUrl}/api/auth/register`, { data: registration, headers: origin });
  assert.ok((await api.post(`${baseUrl}/api/auth/login`, { data: { email, password }, headers: origin })).ok());
  const { accessToken } = (await (await api.post(`${baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, ...origin };
  return async function post<T>(path: string, data: unknown): Promise<T> {
    const response = await api.post(`${baseUrl}${path}`, { data, headers });
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
