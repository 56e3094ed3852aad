// Its own file (its own process): 'g q' typed on a teacher's first screen,
// before the shell's commands (app/layout/app-commands.ts) have loaded: the G
// starts a sequence all the same, and the sequence runs once they are in.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getCommands } from '../../../src/client/core/commands';
import { setLanguage } from '../../../src/client/core/i18n';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

describe("the shell's shortcuts before their commands load", () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
    stub = stubApi({ 'GET /api/quizzes': () => new Promise<Response>(() => {}), 'GET /api/quizzes/assigned': () => new Promise<Response>(() => {}) });
  });
  afterEach(async () => {
    await resetShell();
    stub?.restore();
    mock.restoreAll();
  });

  it("'g q' on a first screen goes to the quizzes", async () => {
    const { location } = renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    assert.ok(!getCommands().some((command) => command.id === 'go.quizzes'), 'not loaded yet');
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'q' });
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes', 'the sequence ran'));
  });
});
