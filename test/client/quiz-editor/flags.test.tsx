import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { render, screen } from '@testing-library/react';
import { overrideFlags } from '../../../src/client/core/config';
import type { ExportPdf } from '../../../src/client/features/pdf';
import { PdfExportPanel } from '../../../src/client/features/quiz-detail/export/PdfExportPanel';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { editorScreenHooks, renderEditor, stubEditorApi } from '../support/render-editor';

describe('quiz editor: the advancedQuizSettings flag', () => {
  let restore = () => {};
  editorScreenHooks({ before: () => stubEditorApi(), after: () => restore() });

  it('off: the time limit is not shown (hidden, not disabled)', async () => {
    restore = overrideFlags({ advancedQuizSettings: false });
    await renderEditor();
    assert.ok(screen.getByLabelText(/^Base points/));
    assertAbsent(screen.queryByLabelText(/^Time limit/));
  });

  it('on: the time limit is there to edit', async () => {
    restore = overrideFlags({ advancedQuizSettings: true });
    await renderEditor();
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
