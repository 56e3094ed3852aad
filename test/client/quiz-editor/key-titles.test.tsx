// The hover texts of a question's buttons name their shortcuts; in Spanish
// they said "Alt+Shift+Backspace" where Spanish keyboards (and the grid's
// help) say Mayús and Retroceso. They use the translated key names now.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

/** The titles of the second question's buttons, in the order they stand. */
function titles(): string[] {
  const card = screen.getAllByRole('article')[1]!;
  const toolbar = within(card)
    .getAllByRole('group')
    .find((group) => group.querySelectorAll('button[title]').length === 4)!;
  return [...toolbar.querySelectorAll('button')].map((button) => button.title);
}

describe('quiz editor: the buttons name their keys as the reader’s keyboard prints them', () => {
  editorScreenHooks();

  it('in Spanish: Mayús and Retroceso; in English: Shift and Backspace', async () => {
    await renderEditor({ quiz: quizView(sampleQuiz('Evaluare')) });
    assert.deepEqual(titles(), [
      'Move question up (Alt+↑)',
      'Move question down (Alt+↓)',
      'Duplicate question (Alt+Shift+D)',
      'Delete question (Alt+Shift+Backspace)',
    ]);
    await act(() => setLanguage('es', { persist: false }));
    assert.deepEqual(titles(), [
      'Subir la pregunta (Alt+↑)',
      'Bajar la pregunta (Alt+↓)',
      'Duplicar la pregunta (Alt+Mayús+D)',
      'Eliminar la pregunta (Alt+Mayús+Retroceso)',
    ]);
  });
});
