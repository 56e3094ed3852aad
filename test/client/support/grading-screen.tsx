// The grade grid in happy-dom: a signed-in session, the API stubbed with a
// quiz, a class and its grades, and helpers to type into cells as a teacher
// would (keys on the focused cell, values into the editor).

import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock } from 'node:test';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GuardedRouter } from '../../../src/client/app/GuardedRouter';
import { cache } from '../../../src/client/core/cache';
import { resetCommands } from '../../../src/client/core/commands';
import { getSession } from '../../../src/client/core/session';
import { clearToasts } from '../../../src/client/core/toasts.store';
import type { GradeView } from '../../../src/client/features/grading/grading.types';
import { GradingWorkspace } from '../../../src/client/features/grading/view/GradingWorkspace';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import { jsonResponse, type RouteHandler } from './fetch-stub';
import { CLASSROOM_ID, gradedQuiz, gradingSheet, pupils, QUIZ_ID, SHEET_PATH } from './grading-fixtures';
import { renderAt } from './render';
import { resetShell, signIn, stubApi } from './shell';

export interface GridScreenOptions {
  grades?: GradeView[];
  pupilCount?: number;
  routes?: Record<string, RouteHandler>;
  /** More of the page beside the grid (the bar's sign-out button). */
  around?: ReactNode;
  /**
   * Run in the very task whose commit put the grid on screen, before React's
   * passive effects (a later task): what a teacher on a slow laptop does the
   * instant the grid paints. Events sent from here go through the DOM only,
   * as a browser's do (no act).
   */
  onAppear?: () => void | Promise<void>;
}

let stubbed: { restore: () => void } | null = null;

/** The hooks every grid screen test shares: a clean shell before, and after it the shell, the stubbed API, toasts, commands and mocks put back. */
export function gridScreenHooks(): void {
  beforeEach(async () => {
    await resetShell();
    mock.method(console, 'warn', () => {});
  });
  afterEach(async () => {
    await resetShell();
    restoreGridApi();
    clearToasts();
    resetCommands();
    mock.restoreAll();
  });
}

/** Puts the real fetch back (afterEach). */
export function restoreGridApi(): void {
  stubbed?.restore();
  stubbed = null;
}

export async function renderGrid(options: GridScreenOptions = {}) {
  restoreGridApi();
  cache.clear();
  signIn();
  // The grid keeps unsaved marks under the signed-in teacher's id (core/user-data): in the app it only
  // opens behind the sign-in guard, so here too it opens once the session knows the teacher.
  await waitFor(() => assert.equal(getSession().status, 'authenticated'));
  const saved: unknown[] = [];
  let version = 10;
  const api = stubApi({
    [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(options.pupilCount ?? 4), grades: options.grades ?? [] })),
    // The reads the sheet replaces, which the grid asks when the sheet fails on the server's side.
    [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, gradedQuiz()),
    [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(200, pupils(options.pupilCount ?? 4)),
    [`GET /api/quizzes/${QUIZ_ID}/grades`]: () => jsonResponse(200, options.grades ?? []),
    [`POST /api/quizzes/${QUIZ_ID}/grades`]: (call) => {
      const rows = (call.body as { grades: { pupilId: string; questionScores: Record<string, number>; comments: string; score: number | null }[] }).grades;
      saved.push(...rows);
      version += 1;
      return jsonResponse(200, {
        grades: rows.map((row) => ({
          ...row,
          score: Object.values(row.questionScores).reduce((a, b) => a + b, 0),
          version,
          gradedAt: '2026-03-02T09:00:00.000Z',
          gradedBy: null,
        })),
      });
    },
    ...options.routes,
  });
  stubbed = api;
  const page = (
    <>
      <GradingWorkspace quizId={QUIZ_ID} classroomId={CLASSROOM_ID} label="Marks" />
      {options.around}
      <ConfirmDialogHost />
    </>
  );
  const appeared = options.onAppear && whenGridAppears(options.onAppear);
  // Inside the router's leave guard, as in the app.
  const view = renderAt('/grade', <GuardedRouter>{page}</GuardedRouter>);
  await appeared;
  await screen.findByRole('grid', { name: 'Marks' });
  // The grid appeared outside act (its data arrived in a promise): let React run its passive effects,
  // where the cells subscribe to their observables, before the test starts typing.
  await settle();
  return { ...view, api, saved };
}

/** Calls `run` from a mutation observer, in the task of the commit that adds the grid's first cell. */
function whenGridAppears(run: () => void | Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="grid"] [data-row="0"]')) return;
      observer.disconnect();
      Promise.resolve(run()).then(resolve, reject);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** The cell at a data row (0-based) and grid column (0 = the name). */
export function cell(row: number, col: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
  assert.ok(found, `cell ${row},${col} is rendered`);
  return found;
}

export function editor(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('[data-grid-editor]');
}

/** A key on whatever has the focus (the active cell or its editor). */
export function press(key: string, init: KeyboardEventInit = {}): void {
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  fireEvent.keyDown(target, { key, ...init });
}

/** Types a whole value into the active cell: the first key opens the editor, the rest go into it, then `end` commits. */
export function typeInto(value: string, end = 'Enter'): void {
  press(value[0]!);
  const input = editor();
  assert.ok(
    input,
    `typing opened the editor (the focus is on ${document.activeElement?.getAttribute('data-row')},${document.activeElement?.getAttribute('data-col')})`,
  );
  if (value.length > 1) fireEvent.input(input, { target: { value } });
  press(end);
}

export function clickCell(row: number, col: number, init: MouseEventInit = {}): void {
  fireEvent.mouseDown(cell(row, col), { button: 0, ...init });
  fireEvent.mouseUp(window);
}

export const text = (row: number, col: number) => cell(row, col).textContent ?? '';

export function announced(): string {
  return screen.getByTestId('grid-announcer').textContent ?? '';
}

export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export async function waitForText(row: number, col: number, expected: string): Promise<void> {
  await waitFor(() => assert.equal(text(row, col), expected));
}
