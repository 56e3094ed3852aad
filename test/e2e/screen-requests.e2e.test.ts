// Issue 15, "no request twice": each main screen, opened cold by its address
// in Chromium, asks the server for each thing once and fetches no chunk or
// text file twice. Counts, not timings; the grade grid's exact list is in
// grid-requests.e2e.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { type GradingFixture, seedGradingFixture } from '../bench/grid-keystroke';
import { useE2eApp } from './helpers/app';
import { readsOf, repeated, requestsOnOpen } from './helpers/requests';

const app = useE2eApp();

interface Screen {
  name: string;
  path: (fixture: GradingFixture) => string;
  /** Waits until the screen shows its data. */
  shown: (page: Page) => Promise<unknown>;
}

const classroomPath = (f: GradingFixture) => `/schools/${f.schoolId}/classrooms/${f.classroomId}`;
const mainShows = (text: string | RegExp) => (page: Page) => page.getByRole('main').getByText(text).first().waitFor({ timeout: 30_000 });

const SCREENS: Screen[] = [
  {
    name: 'the dashboard',
    path: () => '/',
    shown: (page) => page.getByRole('region', { name: 'Subscription plan' }).getByText('Free', { exact: true }).waitFor(),
  },
  { name: 'the schools list', path: () => '/schools', shown: (page) => page.getByRole('main').getByRole('link').first().waitFor() },
  { name: 'a school', path: (f) => `/schools/${f.schoolId}`, shown: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'a classroom', path: classroomPath, shown: (page) => page.locator('#classroom-panel-quizzes').getByRole('link').first().waitFor() },
  { name: 'the quizzes list', path: () => '/quizzes', shown: (page) => page.getByRole('main').getByRole('link').first().waitFor() },
  { name: 'the test editor', path: (f) => `/quizzes/${f.quizId}/edit`, shown: (page) => page.locator('#qe-title').waitFor() },
  { name: 'a quiz', path: (f) => `/quizzes/${f.quizId}`, shown: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'the quiz report', path: (f) => `${classroomPath(f)}/quizzes/${f.quizId}?tab=report`, shown: mainShows('Total graded') },
  { name: "a school's members", path: (f) => `/schools/${f.schoolId}/members`, shown: (page) => page.getByRole('main').getByRole('table').waitFor() },
  {
    name: 'the classes compared',
    path: (f) => `${classroomPath(f)}/quizzes/${f.quizId}?tab=compare`,
    shown: (page) => page.getByRole('main').getByRole('table').first().waitFor({ timeout: 30_000 }),
  },
  {
    name: "a test's double correction, before its set-up",
    path: (f) => `${classroomPath(f)}/quizzes/${f.quizId}/correction`,
    shown: (page) => page.getByRole('combobox', { name: /Evaluator 1/ }).waitFor({ timeout: 30_000 }),
  },
];

describe('each main screen opened by its address', () => {
  test('asks the server for each thing once and loads every file once', async () => {
    const { context, page, errors } = await app.newPage();
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 6, questions: 4 });
      const problems: string[] = [];
      for (const screen of SCREENS) {
        const asked = await requestsOnOpen(page, app.baseUrl, `${app.baseUrl}${screen.path(fixture)}`, screen.shown);
        const { api, files } = asked;
        const reads = readsOf(asked);
        if (repeated(reads).length > 0) problems.push(`${screen.name} asked twice for ${repeated(reads).join(', ')} (asked: ${reads.join(', ')})`);
        if (repeated(files).length > 0) problems.push(`${screen.name} fetched twice ${repeated(files).join(', ')}`);
        assert.ok(api.length > 0 && files.length > 0, `${screen.name}: the count saw its requests`);
      }
      assert.deepEqual(problems, []);
      // The correction page reads its set-up, which answers 404 while there is none (as it does to someone with no part in it).
      assert.deepEqual(
        errors.filter((error) => !error.includes('status of 404')),
        [],
      );
    } finally {
      await context.close();
    }
  });
});

describe('in Romanian', () => {
  // The page asks a screen's first reads in the teacher's language; the session's first requests, made while the
  // texts still loaded, went out in English, missed them, and asked again (a new-teacher pass, fifteenth session).
  test("a screen's reads and who is signed in are asked once, in the teacher's language", async () => {
    const { context, page } = await app.newPage('ro-RO');
    try {
      const fixture = await seedGradingFixture(context, app.baseUrl, { pupils: 6, questions: 4 });
      const problems: string[] = [];
      const screens = SCREENS.filter((screen) => ['a classroom', 'the test editor'].includes(screen.name));
      const grid = { name: 'the grade grid', path: (f: GradingFixture) => f.evaluatePath, shown: (opened: Page) => opened.getByRole('grid').waitFor() };
      for (const screen of [...screens, grid]) {
        const reads = readsOf(await requestsOnOpen(page, app.baseUrl, `${app.baseUrl}${screen.path(fixture)}`, screen.shown));
        if (repeated(reads).length > 0) problems.push(`${screen.name} asked twice for ${repeated(reads).join(', ')} (asked: ${reads.join(', ')})`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('signed out', () => {
  test('each page load asks once whether there is a session, and never again once told there is none', async () => {
    const { context, page } = await app.newPage();
    try {
      const problems: string[] = [];
      for (const path of ['/', '/sign-in', '/register', '/schools']) {
        // A protected page sends the whole page to sign in (SPEC 5), which is a second page load: one ask each.
        const loads: string[] = [];
        const count = (response: Response) => {
          const request = response.request();
          // A page: a document answered with the app (not the redirect on the way to it).
          if (request.resourceType() === 'document' && response.status() === 200) loads.push(new URL(request.url()).pathname);
          else if (new URL(request.url()).pathname === '/api/auth/refresh') loads.push('refresh');
        };
        page.on('response', count);
        await page.goto(`${app.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        page.off('response', count);
        const pages = loads.filter((entry) => entry !== 'refresh').length;
        const refreshes = loads.length - pages;
        if (refreshes > pages) problems.push(`${path}: ${refreshes} refreshes for ${pages} page loads (${loads.join(', ')})`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
