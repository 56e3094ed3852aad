// Accessibility (issue 9): axe-core on every screen, in light and dark, with
// no serious or critical violation; and the keyboard focus always visible.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { sampleQuiz } from '../server/helpers/quiz-fixture';
import { API_TEACHER_NAME, signInThroughPages, signUpThroughApi } from './helpers/accounts';
import { type E2eApp, useE2eApp } from './helpers/app';
import { seriousViolations } from './helpers/axe';

const TEACHER = { email: 'a11y@scoala.ro', ...API_TEACHER_NAME };
const ids: Record<string, string> = {};

/** One teacher with a school, a classroom, a quiz assigned and one pupil graded: every screen has something to show. */
async function seed(app: E2eApp) {
  const context = await app.browser.newContext();
  try {
    const post = await signUpThroughApi(context, app.baseUrl, TEACHER.email);
    ids.school = (await post<{ id: string }>('/api/schools', { name: 'Liceul Accesibil' })).id;
    ids.classroom = (await post<{ id: string }>(`/api/schools/${ids.school}/classrooms`, { name: 'a IX-a A' })).id;
    const pupils = await post<{ id: string }[]>(`/api/classrooms/${ids.classroom}/pupils`, { pupils: [{ name: 'Ion Pop' }, { name: 'Maria Ene' }] });
    ids.pupil = pupils[0]!.id;
    ids.quiz = (await post<{ id: string }>('/api/quizzes', sampleQuiz())).id;
    await post(`/api/quizzes/${ids.quiz}/assign-bulk`, { classroomIds: [ids.classroom] });
    await post(`/api/quizzes/${ids.quiz}/grades`, { grades: [{ pupilId: ids.pupil, questionScores: { q1: 10, q2: 5 }, version: 0 }] });
  } finally {
    await context.close();
  }
}

const app = useE2eApp({ seed });

const signIn = (page: Page) => signInThroughPages(page, app.baseUrl, TEACHER);

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
  const { context, page } = await app.newPage();
  const found: string[] = [];
  for (const path of publicScreens) await check(page, path, found);
  assert.deepEqual(found, []);
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`signed-in screens in ${scheme}: no serious or critical axe violations`, async () => {
    const context = await app.browser.newContext({ locale: 'en-US', colorScheme: scheme });
    const page = await context.newPage();
    await signIn(page);
    const found: string[] = [];
    for (const path of screens()) await check(page, path, found);
    assert.deepEqual(found, []);
    await context.close();
  });
}

test('the keyboard focus is always visible', async () => {
  const context = await app.browser.newContext({ locale: 'en-US' });
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
