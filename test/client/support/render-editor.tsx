// The quiz editor in the whole app, as most editor tests open it: the hooks
// that give each test a signed-in teacher in English and a clean slate after
// it, the server's view of a test, and the editor opened on a stubbed API and
// waited for until a teacher could type. The stub a test makes here is put
// back after the test, last (a screen still mounted could call it).
import { afterEach, beforeEach, mock } from 'node:test';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { jsonResponse, type RouteHandler } from './fetch-stub';
import { findStatus, resetEditor } from './quiz-editor';
import { renderApp, signIn, stubApi } from './shell';

export type EditorApi = ReturnType<typeof stubApi>;

let api: EditorApi | null = null;

/** A describe's hooks: English, a signed-in teacher, console warnings muted; after each test the editor, then the stub, go. */
export function editorScreenHooks(hooks: { before?: () => void; after?: () => void } = {}): void {
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    hooks.before?.();
    signIn();
  });
  afterEach(async () => {
    hooks.after?.();
    mock.restoreAll();
    await resetEditor();
    api?.restore();
    api = null;
  });
}

/** Stubs the API with these routes (and the shell's), replacing the test's earlier stub; put back after the test. */
export function stubEditorApi(routes: Record<string, RouteHandler> = {}): EditorApi {
  api?.restore();
  api = stubApi(routes);
  return api;
}

/** A test as the server answers for it: the document and what the server adds (owner, version); `extra` overrides. */
export function quizView(document: object, version = 3, extra: Record<string, unknown> = {}) {
  return {
    ...document,
    id: 'q1',
    version,
    totalPoints: 90,
    isOwner: true,
    access: 'owner',
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
    ...extra,
  };
}

export interface EditorOptions {
  /** The API's routes; none: the stub the test made already (stubEditorApi), else the shell's alone. */
  routes?: Record<string, RouteHandler>;
  /** A saved test's server view: answers `GET /api/quizzes/<its id>` (before `routes`). */
  quiz?: { id: string };
  /** Where the app opens; the quiz's edit address by default. */
  path?: string;
  /** The save status to wait for once the fields are there ('All changes saved' for a saved test); null: none. */
  status?: string | null;
}

/** Opens the editor and waits until its title field is there and its status says the test is loaded. */
export async function renderEditor(options: EditorOptions = {}) {
  const { quiz, routes } = options;
  const stubbed =
    quiz || routes || !api ? stubEditorApi({ ...(quiz ? { [`GET /api/quizzes/${quiz.id}`]: () => jsonResponse(200, quiz) } : {}), ...routes }) : api;
  const rendered = renderApp(options.path ?? (quiz ? `/quizzes/${quiz.id}/edit` : '/quizzes/create'));
  const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
  const status = options.status === undefined ? (quiz ? 'All changes saved' : null) : options.status;
  if (status) await findStatus(status);
  // A long test's questions past the first few are drawn in the render after the first (SectionList).
  await act(async () => {});
  return { ...rendered, title, api: stubbed };
}
