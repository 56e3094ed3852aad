// Accessibility (issue 9): axe-core on every screen, in light and dark, with
// no serious or critical violation; and the keyboard focus always visible.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startApp, type RunningApp } from './helpers/browser';
import { seriousViolations } from './helpers/axe';

let app: RunningApp;
let browser: Browser;
const PASSWORD = 'Parola-Sigura1!';
const EMAIL = 'a11y@scoala.ro';
const ids: Record<string, string> = {};

async function api<T>(path: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const json = { 'content-type': 'application/json' };
  await fetch(`${app.baseUrl}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Ana', lastName: 'Pop' }) });
  const login = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { accessToken } = (await (await fetch(`${app.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } })).json()) as { accessToken: string };
  ids.school = (await api<{ id: string }>('/api/schools', accessToken, { name: 'Liceul Accesibil' })).id;
  ids.classroom = (await api<{ id: string }>(`/api/schools/${ids.school}/classrooms`, accessToken, { name: 'a IX-a A' })).id;
  const pupils = await api<{ id: string }[]>(`/api/classrooms/${ids.classroom}/pupils`, accessToken, { pupils: [{ name: 'Ion Pop' }, { name: 'Maria Ene' }] });
  ids.pupil = pupils[0]!.id;
  const { sampleQuiz } = await import('../server/helpers/quiz-fixture');
  ids.quiz = (await api<{ id: string }>('/api/quizzes', accessToken, sampleQuiz())).id;
  await api(`/api/quizzes/${ids.quiz}/assign-bulk`, accessToken, { classroomIds: [ids.classroom] });
  await api(`/api/quizzes/${ids.quiz}/grades`, accessToken, { grades: [{ pupilId: ids.pupil, questionScores: { q1: 10, q2: 5 }, version: 0 }] });
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const publicScreens = ['/welcome', '/sign-in', '/register', '/forgot-password', '/reset-password?token=x'];
const screens = () => [
  '/',
  '/settings',
  '/schools',
  `/schools/${ids.school}`,
  `/schools/${ids.school}/classrooms/${ids.classroom}`,
  `/schools/${ids.school}/classrooms/${ids.classroom}/quizzes/${ids.quiz}`,
  `/classrooms/${ids.classroom}/pupils/${ids.pupil}/performance`,
  '/quizzes',
  '/quizzes/create',
  `/quizzes/${ids.quiz}`,
  `/quizzes/${ids.quiz}/edit`,
  `/quiz/${ids.quiz}/grade?classroomId=${ids.classroom}`,
  '/results',
  '/history',
];

async function check(page: Page, path: string, found: string[]) {
  await page.goto(`${app.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  for (const v of await seriousViolations(page)) found.push(`${path}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
}

test('public screens: no serious or critical axe violations', async () => {
  const { context, page } = await newPage(browser);
  const found: string[] = [];
  for (const path of publicScreens) await check(page, path, found);
  assert.deepEqual(found, []);
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`signed-in screens in ${scheme}: no serious or critical axe violations`, async () => {
    const context = await browser.newContext({ locale: 'en-US', colorScheme: scheme });
    const page = await context.newPage();
    await signIn(page);
    const found: string[] = [];
    for (const path of screens()) await check(page, path, found);
    assert.deepEqual(found, []);
    await context.close();
  });
}

test('the keyboard focus is always visible', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page);
  const invisible: string[] = [];
  for (const path of ['/', '/schools', '/quizzes', '/settings']) {
    await page.goto(`${app.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring = style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0);
        return { ring, name: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}` };
      });
      if (focus && !focus.ring) invisible.push(`${path}: ${focus.name}`);
    }
  }
  assert.deepEqual(invisible, []);
  await context.close();
});
