import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { render, screen } from '@testing-library/react';
import { overrideFlags } from '../../../src/client/core/config';
import { setLanguage } from '../../../src/client/core/i18n';
import type { ExportPdf } from '../../../src/client/features/pdf';
import { PdfExportPanel } from '../../../src/client/features/quiz-detail/export/PdfExportPanel';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { resetEditor } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

describe('quiz editor: the advancedQuizSettings flag', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  let restore = () => {};
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
    stub = stubApi();
  });
  afterEach(async () => {
    restore();
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  it('off: the time limit is not shown (hidden, not disabled)', async () => {
    restore = overrideFlags({ advancedQuizSettings: false });
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.ok(screen.getByLabelText(/^Base points/));
    assertAbsent(screen.queryByLabelText(/^Time limit/));
  });

  it('on: the time limit is there to edit', async () => {
    restore = overrideFlags({ advancedQuizSettings: true });
    renderApp('/quizzes/create');
    await screen.findByRole('heading', { level: 1, name: 'Create quiz' });
    assert.equal((screen.getByLabelText(/^Time limit/) as HTMLInputElement).disabled, false);
  });

  for (const on of [false, true]) {
    it(`${on ? 'on' : 'off'}: the print panel's shuffled groups (versions A, B…) are ${on ? 'offered' : 'hidden'}`, () => {
      restore = overrideFlags({ advancedQuizSettings: on });
      render(<PdfExportPanel getDocument={() => sampleQuiz('Evaluare')} exporter={(() => Promise.reject(new Error('not used'))) as ExportPdf} />);
      assert.ok(screen.getByRole('button', { name: 'Export test (PDF)' }));
      assert.equal(screen.queryByRole('group', { name: 'Groups' }) !== null, on);
    });
  }
});
