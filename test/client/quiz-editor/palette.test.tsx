// The editor's buttons from the command palette (README: every action is a
// command): Add criterion while the test can be changed, and both PDF
// exports (the export panel's own commands, tested with a stub exporter in
// quizzes/detail-palette.test.tsx).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { paletteOffers, runFromPalette } from '../support/palette';
import { findStatus, resetEditor } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

describe('quiz editor: buttons in the palette', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  it('Add criterion adds a criterion to the grading scheme and puts the cursor in it; the exports are offered', async () => {
    stub = stubApi();
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.ok(screen.getByText('No general criteria.'));
    await runFromPalette('Add criterion');
    const criterion = await screen.findByRole('textbox', { name: /^Criterion 1/ });
    await waitFor(() => assertFocused(criterion));
    await runFromPalette('Add criterion');
    assert.ok(await screen.findByRole('textbox', { name: /^Criterion 2/ }));
    assert.equal(await paletteOffers('Export test (PDF)'), true);
    assert.equal(await paletteOffers('Export grading scheme (PDF)'), true);
  });

  it("someone else's test, read only: no Add criterion (its button is disabled), the exports still", async () => {
    const view = {
      ...sampleQuiz('Testul colegei'),
      id: 'q9',
      version: 2,
      totalPoints: 90,
      isOwner: false,
      access: 'grade',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-01',
    };
    stub = stubApi({ 'GET /api/quizzes/q9': () => jsonResponse(200, view) });
    renderApp('/quizzes/q9/edit');
    await screen.findByLabelText(/^Title/);
    await findStatus('Read only');
    assert.ok(screen.getByRole('button', { name: 'Add criterion' }).closest('fieldset[disabled]'), 'the button is disabled with its fieldset');
    assert.equal(await paletteOffers('Add criterion'), false);
    assert.equal(await paletteOffers('Export test (PDF)'), true);
  });
});
