// Figures only a real browser gives: the JavaScript each screen loads
// (gzip, whatever encoding the server chose), and, when the screens exist,
// keystroke-to-paint in the editor and the grade grid.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { seedGradingFixture } from './grid-keystroke';
import { kb, ms, report } from './table';

const PASSWORD = 'Bench-Parola1!';

/** Issue 15's budgets for the JavaScript a screen loads before it is usable (gzip, its lazy chunks included). */
const DASHBOARD_JS_BUDGET_KB = 100;
const SCREEN_JS_BUDGET_KB = 130;

async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function benchBrowser(root: string, baseUrl: string, routes: { name: string; path: string }[]) {
  if (!existsSync('/usr/bin/chromium')) {
    report('browser figures', 'skipped: /usr/bin/chromium is not installed');
    return;
  }
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, baseUrl, 'bench@scoala.ro');
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    // A class of 30 and a 30-question test (its teacher signs this context in) for the screens that need them.
    const fixture = await seedGradingFixture(context, baseUrl, { pupils: 30, questions: 30 });
    const classroomPath = fixture.evaluatePath.replace(/\/quizzes\/[^/]+\/evaluate$/, '');
    const withData = [
      { name: 'a classroom', path: classroomPath },
      { name: 'the grade grid', path: fixture.evaluatePath },
      { name: "a test's dashboard (Enter Grades)", path: fixture.evaluatePath.replace(/\/evaluate$/, '') },
      { name: 'the quiz report', path: `${fixture.evaluatePath.replace(/\/evaluate$/, '')}?tab=report` },
    ];
    for (const route of [...routes, ...withData]) {
      // A fresh page load of the route: everything it needs, nothing left from before.
      await page.goto('about:blank');
      scripts.clear();
      await page.goto(`${baseUrl}${route.path}`);
      await page.waitForLoadState('networkidle');
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const budget = route.path === '/' ? DASHBOARD_JS_BUDGET_KB : SCREEN_JS_BUDGET_KB;
      report(`JS loaded by ${route.name} (${route.path.replace(/[0-9a-f-]{36}/g, '{id}')}), budget ${budget} KB`, `${kb(total)} gzip in ${scripts.size} files`);
    }
    for (const [file, name, run] of [
      // biome-ignore lint/complexity/noBannedTypes: each bench module's measure takes its own arguments.
      ['editor-keystroke.ts', 'measureEditorKeystroke', (fn: Function) => fn(baseUrl, page)],
      ['grid-keystroke.ts', 'measureGridKeystroke', null],
    ] as const) {
      const path = join(root, 'test', 'bench', file);
      if (!existsSync(path)) continue;
      // biome-ignore lint/complexity/noBannedTypes: as above, narrowed by the typeof check below.
      const module = (await import(path)) as Record<string, Function>;
      const measure = module[name];
      if (typeof measure !== 'function') continue;
      if (run) {
        const { p50, p95 } = (await run(measure)) as { p50: number; p95: number };
        report('editor keystroke-to-paint, 50-question test', `p50 ${ms(p50)}, p95 ${ms(p95)}`);
      } else {
        for (const [pupils, questions] of [
          [40, 30],
          [1000, 60],
        ] as const) {
          const { p50, p95 } = (await measure(page, baseUrl, pupils, questions)) as { p50: number; p95: number };
          report(`grid keystroke-to-paint, ${pupils} x ${questions}`, `p50 ${ms(p50)}, p95 ${ms(p95)}`);
        }
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
}
