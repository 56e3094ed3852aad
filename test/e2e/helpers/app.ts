// The prelude every real-browser test file shares: one built app on its own
// database and one Chromium for all the file's tests, started before the
// first and closed after the last. Every page it opens is watched for text
// keys shown instead of texts (shown-keys.ts): a test whose pages showed one
// fails.
import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, type RunningApp, startApp } from './browser';
import { assertNoShownKeys, watchBrowser } from './shown-keys';

export interface E2eApp {
  /** Where the app answers; read it inside a test or hook, not at load time. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A fresh context and page that collect the page's errors (see newPage in browser.ts). */
  newPage(locale?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/**
 * Registers the file's before() and after() hooks. The app and the browser
 * exist only once before() has run, so the returned object reads them lazily.
 * What all the file's tests need in the database goes in `seed`: on Node 20 a
 * file's second root before() does not wait for the first, so it could not.
 * `env` adds to the server's settings (a file that signs in a teacher per test raises the sign-in limit).
 */
export function useE2eApp(options: { seed?: (app: E2eApp) => Promise<void>; env?: Record<string, string> } = {}): E2eApp {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  before(async () => {
    app = await startApp(options.env);
    browser = watchBrowser(await launchBrowser());
    await options.seed?.(e2eApp);
    await assertNoShownKeys('While seeding');
  });
  afterEach(() => assertNoShownKeys('During this test'));
  after(async () => {
    // The app goes even when the browser's close fails: a server left running keeps the test file from ending.
    try {
      await browser?.close();
    } finally {
      await app?.stop();
    }
    await assertNoShownKeys('After the last test');
  });
  const started = () => {
    if (!app || !browser) throw new Error('the e2e app is used before its before() hook has run');
    return { app, browser };
  };
  const e2eApp: E2eApp = {
    get baseUrl() {
      return started().app.baseUrl;
    },
    get browser() {
      return started().browser;
    },
    newPage: (locale) => newPage(started().browser, locale),
  };
  return e2eApp;
}
