// Every main screen, opened by its address in English, Romanian and Spanish,
// shows texts and never a text's key. Each screen's chunk loads the
// namespaces of i18n/*.json it uses; one that uses another namespace shows
// "quizDashboard.notFound.quiz" to the teacher, and the client tests, which
// install every text, cannot see it (the grid page's not-found did this). The
// watcher (helpers/shown-keys.ts) is on every page of every e2e test; this
// file makes sure each screen is visited, in each language, in the states
// that have texts of their own (empty, not found, double correction's).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { sampleQuiz } from '../server/helpers/quiz-fixture';
import { E2E_PASSWORD } from './helpers/accounts';
import { type E2eApp, useE2eApp } from './helpers/app';
import { ok, type Person, person } from './helpers/people';
import { describeShownKeys, flushShownKeys, takeShownKeys } from './helpers/shown-keys';

/** An id no record has: the not-found states. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

interface Seeded {
  authorEmail: string;
  school: string;
  /** Pupils, the test assigned and graded; no double correction. */
  classA: string;
  /** Double correction by two colleagues, both submitted: the author reads the reconciliation. */
  classB: string;
  /** Double correction with the author as the first evaluator: their own correction's grid. */
  classC: string;
  /** A school with nothing in it (the empty states). */
  emptySchool: string;
  quiz: string;
  pupil: string;
  /** An invitation nobody has used: the join page. */
  invitation: string;
}

let seeded: Seeded;

/** Joins the school through a link of the owner's. */
async function join(owner: Person, schoolId: string, who: Person): Promise<void> {
  const { url } = await ok<{ url: string }>(owner, 'POST', `/api/schools/${schoolId}/invitations`, {});
  await ok(who, 'POST', `/api/invitations/${url.split('/join/')[1]}/accept`, {});
}

async function seed(app: E2eApp): Promise<void> {
  const author = await person(app, 'Elena', 'Marin');
  const first = await person(app, 'Andrei', 'Aldea');
  const second = await person(app, 'Bianca', 'Barbu');
  try {
    const school = (await ok<{ id: string }>(author, 'POST', '/api/schools', { name: 'Liceul Traian' })).id;
    const emptySchool = (await ok<{ id: string }>(author, 'POST', '/api/schools', { name: 'Școala Nouă' })).id;
    const [classA, classB, classC] = await Promise.all(
      ['a IX-a A', 'a IX-a B', 'a IX-a C'].map(async (name) => (await ok<{ id: string }>(author, 'POST', `/api/schools/${school}/classrooms`, { name })).id),
    );
    const rosters = await Promise.all(
      [classA, classB, classC].map((classroom) =>
        ok<{ id: string }[]>(author, 'POST', `/api/classrooms/${classroom!}/pupils`, { pupils: [{ name: 'Ion Pop' }, { name: 'Maria Ene' }] }),
      ),
    );
    const quiz = (await ok<{ id: string }>(author, 'POST', '/api/quizzes', sampleQuiz())).id;
    await ok(author, 'POST', `/api/quizzes/${quiz}/assign-bulk`, { classroomIds: [classA, classB, classC] });
    const pupil = rosters[0]![0]!.id;
    await ok(author, 'POST', `/api/quizzes/${quiz}/grades`, {
      grades: rosters[0]!.map((p, i) => ({ pupilId: p.id, questionScores: { q1: 10 - i * 5, q2: 5 }, version: 0 })),
    });
    for (const colleague of [first, second]) await join(author, school, colleague);
    const members = await ok<{ userId: string; email: string }[]>(author, 'GET', `/api/schools/${school}/members`);
    const idOf = (who: Person) => members.find((member) => member.email === who.email)!.userId;
    const correction = (classroom: string) => `/api/quizzes/${quiz}/classrooms/${classroom}/double-correction`;
    await ok(author, 'PUT', correction(classB!), { evaluator1Id: idOf(first), evaluator2Id: idOf(second) });
    await ok(author, 'PUT', correction(classC!), { evaluator1Id: idOf(author), evaluator2Id: idOf(first) });
    // The two corrections of class B differ on the second paper by more than the threshold: it goes to a third.
    for (const [who, marks] of [
      [first, [30, 30]],
      [second, [30, 0]],
    ] as const) {
      const grades = rosters[1]!.map((p, i) => ({ pupilId: p.id, questionScores: { q1: Math.min(marks[i]!, 10), q2: marks[i]! > 0 ? 10 : 0 }, version: 0 }));
      await ok(who, 'POST', `${correction(classB!)}/marks`, { grades });
      await ok(who, 'POST', `${correction(classB!)}/submission`, {});
    }
    const { url } = await ok<{ url: string }>(author, 'POST', `/api/schools/${school}/invitations`, {});
    seeded = {
      authorEmail: author.email,
      school,
      classA: classA!,
      classB: classB!,
      classC: classC!,
      emptySchool,
      quiz,
      pupil,
      invitation: url.split('/join/')[1]!,
    };
  } finally {
    for (const who of [author, first, second]) await who.context.close();
  }
}

const app = useE2eApp({ seed });

interface Screen {
  name: string;
  path: (s: Seeded) => string;
  /** The screen registers commands of its own (the palette and the shortcut list name them). */
  commands?: true;
}

const classroom = (s: Seeded, id: string) => `/schools/${s.school}/classrooms/${id}`;
const dashboard = (s: Seeded, id: string) => `${classroom(s, id)}/quizzes/${s.quiz}`;

const SIGNED_IN: readonly Screen[] = [
  { name: 'the dashboard', path: () => '/', commands: true },
  { name: 'the schools', path: () => '/schools', commands: true },
  { name: 'a school', path: (s) => `/schools/${s.school}`, commands: true },
  { name: 'an empty school', path: (s) => `/schools/${s.emptySchool}`, commands: true },
  { name: "a school's members", path: (s) => `/schools/${s.school}/members`, commands: true },
  { name: "a classroom's tests", path: (s) => classroom(s, s.classA), commands: true },
  { name: "a classroom's pupils", path: (s) => `${classroom(s, s.classA)}?tab=pupils`, commands: true },
  { name: "a classroom's performance", path: (s) => `${classroom(s, s.classA)}?tab=performance`, commands: true },
  { name: "a pupil's performance", path: (s) => `/classrooms/${s.classA}/pupils/${s.pupil}/performance`, commands: true },
  { name: 'the tests', path: () => '/quizzes', commands: true },
  { name: 'a test', path: (s) => `/quizzes/${s.quiz}`, commands: true },
  { name: 'a new test', path: () => '/quizzes/create', commands: true },
  { name: 'the editor', path: (s) => `/quizzes/${s.quiz}/edit`, commands: true },
  { name: "a test's dashboard: Enter Grades", path: (s) => dashboard(s, s.classA), commands: true },
  { name: "a test's dashboard: Report", path: (s) => `${dashboard(s, s.classA)}?tab=report`, commands: true },
  { name: "a test's dashboard: Analysis", path: (s) => `${dashboard(s, s.classA)}?tab=analysis`, commands: true },
  { name: "a test's dashboard: Compare classes", path: (s) => `${dashboard(s, s.classA)}?tab=compare`, commands: true },
  { name: 'the grade grid', path: (s) => `${dashboard(s, s.classA)}/evaluate`, commands: true },
  { name: 'the grade grid by its old address', path: (s) => `/quiz/${s.quiz}/grade?classroomId=${s.classA}`, commands: true },
  { name: 'double correction, before its set-up', path: (s) => `${dashboard(s, s.classA)}/correction`, commands: true },
  { name: 'double correction, reconciled', path: (s) => `${dashboard(s, s.classB)}/correction`, commands: true },
  { name: 'double correction, my own correction', path: (s) => `${dashboard(s, s.classC)}/correction`, commands: true },
  { name: 'results', path: () => '/results' },
  { name: 'history', path: () => '/history' },
  { name: 'settings', path: () => '/settings', commands: true },
  { name: 'an invitation', path: (s) => `/join/${s.invitation}` },
  { name: 'an unknown address', path: () => '/no-such-page' },
  { name: 'a school not found', path: () => `/schools/${NOBODY}` },
  { name: 'a classroom not found', path: (s) => classroom(s, NOBODY) },
  { name: 'a test not found', path: () => `/quizzes/${NOBODY}` },
  { name: 'the editor of a test not found', path: () => `/quizzes/${NOBODY}/edit` },
  { name: "a test's dashboard not found", path: (s) => `${classroom(s, s.classA)}/quizzes/${NOBODY}` },
  { name: 'the grade grid not found', path: (s) => `${classroom(s, s.classA)}/quizzes/${NOBODY}/evaluate` },
  { name: 'double correction not found', path: (s) => `${classroom(s, s.classA)}/quizzes/${NOBODY}/correction` },
  { name: "a pupil's performance not found", path: (s) => `/classrooms/${s.classA}/pupils/${NOBODY}/performance` },
  { name: 'an invitation not found', path: () => `/join/${NOBODY}` },
];

const SIGNED_OUT: readonly Screen[] = [
  { name: 'welcome', path: () => '/welcome' },
  { name: 'sign in', path: () => '/sign-in' },
  { name: 'register', path: () => '/register' },
  { name: 'forgotten password', path: () => '/forgot-password' },
  { name: 'reset password', path: () => '/reset-password?token=x' },
  { name: 'reset password without a token', path: () => '/reset-password' },
];

/**
 * Opens the screen by its address and waits until it has shown what it
 * shows: its heading, then no request in flight (the data, the tab's code and
 * texts, the records the breadcrumbs name), then every word the watcher saw.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${app.baseUrl}${path}`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await flushShownKeys(page);
}

/** The palette and the shortcut list name the screen's commands, which its feature registers with keys of its own. */
async function openPaletteAndShortcuts(page: Page): Promise<void> {
  // Keys typed into a field are the field's (the editor focuses its title): from the page itself.
  await page.evaluate('document.activeElement?.blur()');
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog').filter({ has: page.getByRole('listbox') });
  await palette.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  await flushShownKeys(page);
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await help.getByRole('heading').first().waitFor();
  await flushShownKeys(page);
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });
}

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post(`${app.baseUrl}/api/auth/login`, { data: { email, password: E2E_PASSWORD }, headers: { origin: app.baseUrl } });
  assert.ok(response.ok(), `sign-in: ${response.status()}`);
}

/** Every screen in one language: signed in, the palette where a feature adds commands, then signed out. */
async function sweep(locale: string): Promise<void> {
  const { context, page } = await app.newPage(locale);
  try {
    await signIn(context, seeded.authorEmail);
    const open = async (screen: Screen) => {
      try {
        await visit(page, screen.path(seeded));
        if (screen.commands) await openPaletteAndShortcuts(page);
      } catch (error) {
        throw new Error(`${screen.name} in ${locale}: ${(error as Error).message}`);
      }
    };
    for (const screen of SIGNED_IN) await open(screen);
    await context.clearCookies();
    for (const screen of SIGNED_OUT) await open(screen);
  } finally {
    await context.close();
  }
}

test('every main screen shows its texts, never their keys, in English, Romanian and Spanish', async () => {
  const started = Date.now();
  // The three at once: each spends most of its time waiting for the server and the network to settle.
  await Promise.all(['en-US', 'ro-RO', 'es-ES'].map(sweep));
  console.log(`swept ${SIGNED_IN.length + SIGNED_OUT.length} screens in 3 languages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const shown = takeShownKeys();
  assert.equal(shown.length, 0, `keys shown instead of texts:\n${describeShownKeys(shown)}`);
});

test('the watcher reports a key in text, in a label and in the title, and not a file name or an address', async () => {
  const { context, page } = await app.newPage();
  try {
    await visit(page, '/sign-in');
    await page.evaluate(`(() => {
      const section = document.createElement('section');
      section.innerHTML = '<p>quizDashboard.notFound.quiz</p><button aria-label="nav.home">⌂</button><p>report.pdf · app.js · elena.marin@liceu.ro</p>';
      document.body.append(section);
      document.title = 'grading.notFound.titel';
    })()`);
    await flushShownKeys(page);
    const shown = takeShownKeys().map(({ key, where }) => `${key} in ${where}`);
    assert.deepEqual(shown.sort(), ['grading.notFound.titel in title', 'nav.home in button[aria-label]', 'quizDashboard.notFound.quiz in p']);
  } finally {
    await context.close();
  }
});
