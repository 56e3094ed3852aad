// Real-browser tests: Debian's Chromium driven by playwright-core against the
// built app (dist/) served by the real server on loopback, with its own
// embedded database in a temporary directory.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from './servers';

const root = join(import.meta.dirname, '..', '..', '..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  logs: () => string;
  stop(): Promise<void>;
}

/** How long a starting server may stay silent before the test gives up on it (a hang guard, not a speed limit). */
const START_GUARD_MS = 300_000;

const answers = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/** Starts dist/server/main.js (build first: npm run test:e2e does) and waits until it answers. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'catedra-e2e-'));
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Not a speed check: a first start on a busy machine (a fresh database, beside other test files) took
  // over 30 s once, which a 30 s limit turned into a failure, and the server it left running kept the
  // test file from ever ending. This only guards against a server that never answers.
  const giveUpAt = Date.now() + START_GUARD_MS;
  while (!(await answers(baseUrl))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited with ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > giveUpAt) {
      await stop();
      throw new Error(`the app did not answer within ${START_GUARD_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    dataDir,
    child,
    logs: () => output,
    stop,
  };
}

/** A fresh context per test: its own cookies, storage and language. */
export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}
