// Its own file (its own process): 'g n' typed on a teacher's first screen,
// before any palette opening loaded the feature that owns the command.
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

describe('a shortcut of a feature not loaded yet', () => {
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

  it("'g n' on the Quizzes page opens the grade chooser at once", async () => {
    renderApp('/quizzes');
    await screen.findByRole('heading', { level: 1, name: 'Quizzes' });
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'n' });
    await screen.findByRole('dialog', { name: /Grade a quiz/ });
  });
});
