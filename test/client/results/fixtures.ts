// Answers of the results routes for the results and pupil performance tests,
// and the harness they share: a held token (no refresh), a clean cache,
// command registry, toasts and dialogs after each test.

import { afterEach, beforeEach, mock } from 'node:test';
import { act, cleanup } from '@testing-library/react';
import { clearAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { cache } from '../../../src/client/core/cache';
import { resetCommands } from '../../../src/client/core/commands';
import { cancelAllConfirms } from '../../../src/client/core/dialog.store';
import { clearErrors } from '../../../src/client/core/errors.store';
import { setLanguage } from '../../../src/client/core/i18n';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import type { QuestionAnalysisResult, QuizReport } from '../../../src/domain/analysis';
import { type RouteHandler, stubFetch } from '../support/fetch-stub';

export const QUIZ_ID = 'quiz-1';
export const CLASSROOM_ID = 'class-1';
export const SCHOOL_ID = 'school-1';

export function analysisFixture(overrides: Partial<QuestionAnalysisResult> = {}): QuestionAnalysisResult {
  return {
    questions: [
      {
        questionId: 'q1',
        sectionId: 's1',
        number: 1,
        text: 'Cât face 2 + 3?',
        points: 10,
        source: 'marks',
        correctCount: 3,
        totalPupils: 4,
        successRate: 0.75,
        facility: 0.8,
        discrimination: 0.45,
      },
      {
        questionId: 'q2',
        sectionId: 's1',
        number: 2,
        text: 'Rezolvați ecuația 2x + 4 = 10.',
        points: 20,
        source: 'marks',
        correctCount: 1,
        totalPupils: 4,
        successRate: 0.25,
        facility: 0.3,
        discrimination: 0.12,
      },
      {
        questionId: 'q3',
        sectionId: 's2',
        number: 3,
        text: 'Descrieți anotimpul preferat.',
        points: 20,
        source: 'none',
        correctCount: 0,
        totalPupils: 0,
        successRate: null,
        facility: null,
        discrimination: null,
      },
    ],
    consistency: 0.62,
    consistencyPupils: 4,
    gradedPupils: 4,
    reliable: false,
    ...overrides,
  };
}

export function reportFixture(overrides: Partial<QuizReport> = {}): QuizReport {
  return {
    totalGraded: 4,
    incompletePapers: 0,
    totalQuestions: 3,
    averagePoints: 61.25,
    averageMark: 7.13,
    bands: { A: 1, B: 1, C: 1, D: 0, F: 1 },
    marks: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0, '6': 0, '7': 1, '8': 1, '9': 1, '10': 0 },
    mostDifficult: { questionId: 'q2', number: 2, text: 'Rezolvați ecuația 2x + 4 = 10.', points: 20, facility: 0.3, average: 6, successRate: 0.25 },
    wellUnderstood: [{ sectionId: 's1', title: 'Subiectul I', successRate: 0.8 }],
    rules: [{ questionId: 'q2', number: 2, ruleId: 'r1', description: 'Izolarea termenului cu x', points: 10, pupils: 4, average: 7.5, share: 0.75 }],
    analysis: analysisFixture(),
    ...overrides,
  };
}

export const summaryFixture = {
  classroomId: CLASSROOM_ID,
  quizzes: [
    {
      quizId: 'qa',
      title: 'Test 1',
      dueDate: '2026-10-01',
      totalPoints: 90,
      basePoints: 10,
      graded: 4,
      averagePoints: 61.25,
      averageMark: 7.13,
      averagePercent: 71.25,
    },
    {
      quizId: 'qb',
      title: 'Test 2',
      dueDate: '2026-10-15',
      totalPoints: 90,
      basePoints: 10,
      graded: 3,
      averagePoints: 57,
      averageMark: 6.7,
      averagePercent: 67,
    },
    {
      quizId: 'qc',
      title: 'Test 3 (viitor)',
      dueDate: '2026-12-01',
      totalPoints: 90,
      basePoints: 10,
      graded: 0,
      averagePoints: null,
      averageMark: null,
      averagePercent: null,
    },
  ],
  pupils: [
    { pupilId: 'p1', name: 'Ana Pop', results: 2, averageMark: 5, lastMark: 6, lastQuizTitle: 'Test 2', trend: 'improving' },
    { pupilId: 'p2', name: 'Bogdan Ene', results: 2, averageMark: 7.25, lastMark: 6, lastQuizTitle: 'Test 2', trend: 'declining' },
    { pupilId: 'p3', name: 'Carmen Ilie', results: 2, averageMark: 7, lastMark: 7, lastQuizTitle: 'Test 2', trend: 'stable' },
    { pupilId: 'p4', name: 'Dan Stoica', results: 0, averageMark: null, lastMark: null, lastQuizTitle: null, trend: 'none' },
  ],
};

/** A file answer as the export routes send it. */
export function fileResponse(body: string, type: string, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}` },
  });
}

/** Records downloads instead of letting happy-dom follow the link. */
export function captureDownloads(): { names: string[] } {
  const names: string[] = [];
  mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
  mock.method(URL, 'createObjectURL', () => 'blob:test');
  mock.method(URL, 'revokeObjectURL', () => {});
  return { names };
}

export function toastMessages(): string[] {
  return toastStore.getSnapshot().context.toasts.map((toast) => toast.message);
}

/**
 * A results screen test's hooks: before each, a held token and English (setUpResults); after each, the
 * screen, cache, commands, toasts and dialogs put back (tearDownResults), and the fetch stub last, since a
 * screen still mounted could call the API once it is gone. `stub` installs a test's answers (replacing
 * any earlier ones of the same test).
 */
export function resultsTestHooks(): { stub: (routes: Record<string, RouteHandler>) => FetchStub } {
  let current: FetchStub | null = null;
  beforeEach(setUpResults);
  afterEach(async () => {
    await tearDownResults();
    current?.restore();
    current = null;
  });
  return {
    stub: (routes) => {
      current?.restore();
      current = stubFetch(routes);
      return current;
    },
  };
}

type FetchStub = ReturnType<typeof stubFetch>;

export async function setUpResults(): Promise<void> {
  setAccessToken('test-token', Date.now() + 3_600_000);
  await setLanguage('en', { persist: false });
  mock.method(console, 'warn', () => {});
  mock.method(console, 'error', () => {});
}

export async function tearDownResults(): Promise<void> {
  cleanup();
  mock.restoreAll();
  cache.clear();
  resetCommands();
  cancelAllConfirms();
  clearToasts();
  clearErrors();
  clearAccessToken();
  await act(() => setLanguage('en', { persist: false }));
}

/**
 * Records the full URL (path and query) of every call; install after
 * stubFetch (its restore() removes this too).
 */
export function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost:3000');
    urls.push(`${url.pathname}${url.search}`);
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}
