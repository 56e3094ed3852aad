// Signed-in shell harness for the shell, palette, dashboard and settings
// tests: a session with a stubbed restore, a held access token (so requests
// do not try a refresh), the app at a URL, and a reset of every shell store.
import { afterEach, beforeEach, mock } from 'node:test';
import { act, cleanup } from '@testing-library/react';
import { App } from '../../../src/client/app/App';
import { clearEntityNames } from '../../../src/client/app/layout/entity-names';
import { resetSchoolsNav } from '../../../src/client/app/layout/schools-nav.store';
import { clearAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { createAuthMachine } from '../../../src/client/core/auth.machine';
import { cache } from '../../../src/client/core/cache';
import { resetCommands } from '../../../src/client/core/commands';
import { cancelAllConfirms } from '../../../src/client/core/dialog.store';
import { setLanguage } from '../../../src/client/core/i18n';
import { resetPreferences } from '../../../src/client/core/preferences';
import { startSession, stopSession } from '../../../src/client/core/session';
import type { User } from '../../../src/client/core/user';
import { restartPalette } from '../../../src/client/features/palette';
import { jsonResponse, type RouteHandler, stubFetch } from './fetch-stub';
import { renderAt } from './render';

export const ana: User = { id: 'u1', email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', name: 'Ana Pop', username: 'ana' };

export const FREE_PLAN = {
  plan: 'Free',
  status: 'active',
  daysRemaining: null,
  features: ['tests', 'grading', 'pdf_export', 'analysis', 'excel_export'],
  limits: { quizzes: 50, students: 200, classes: 10 },
  usage: { quizzes: 3, students: 20, classes: 1 },
};

/** Starts a session that restores `user` (null: a visitor), with a token good for an hour. */
export function signIn(user: User | null = ana, end: () => Promise<void> = async () => {}) {
  if (user) setAccessToken('test-token', Date.now() + 3_600_000);
  startSession(createAuthMachine({ restoreSession: async () => user, endSession: end }));
}

/** Answers the dashboard's subscription call unless a test gives its own routes. */
export function stubApi(routes: Record<string, RouteHandler> = {}) {
  return stubFetch({ 'GET /api/subscriptions/current': () => jsonResponse(200, FREE_PLAN), ...routes });
}

export function renderApp(path: string) {
  return renderAt(path, <App />);
}

export async function resetShell(): Promise<void> {
  cleanup();
  stopSession();
  clearAccessToken();
  resetSchoolsNav();
  clearEntityNames();
  cancelAllConfirms();
  restartPalette();
  resetPreferences();
  document.documentElement.className = '';
  localStorage.clear();
  await act(() => setLanguage('en', { persist: false }));
}

/**
 * The hooks a whole-app screen test shares: a clean shell and cache before;
 * after, the shell, then the API stub the test made (last: a screen still
 * mounted could call it), the commands and the mocks.
 */
export function appScreenHooks(stub: () => { restore(): void } | undefined): void {
  beforeEach(async () => {
    await resetShell();
    cache.clear();
    mock.method(console, 'warn', () => {});
  });
  afterEach(async () => {
    await resetShell();
    stub()?.restore();
    resetCommands();
    mock.restoreAll();
  });
}

/**
 * The hooks of a test of the app's first keys on the Quizzes page (each in a file of its own, so that nothing
 * lazy has loaded yet): English, a signed-in teacher, an empty list of quizzes.
 */
export function firstVisitHooks(): void {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    signIn();
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, []), 'GET /api/quizzes/assigned': () => jsonResponse(200, []) });
  });
  afterEach(async () => {
    await resetShell();
    stub?.restore();
  });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
