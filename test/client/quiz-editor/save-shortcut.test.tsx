// Ctrl/Cmd+S in the editor saves now, as in the grade grid. It was Alt+S
// only: a teacher pressing Ctrl+S by habit got the browser's "Save page as"
// and nothing was saved.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

describe('quiz editor: Ctrl/Cmd+S', () => {
  editorScreenHooks();

  it('saves at once from inside a field, the text being typed included, and keeps the browser from saving the page', async () => {
    const saves: RecordedCall[] = [];
    const { title } = await renderEditor({
      quiz: quizView(sampleQuiz('Evaluare')),
      routes: {
        'PUT /api/quizzes/q1': (call: RecordedCall) => {
          saves.push(call);
          return jsonResponse(200, quizView(call.body as object, 4));
        },
      },
    });
    type('Evaluare finală', title);
    const browserDefault = fireEvent.keyDown(title, { key: 's', code: 'KeyS', ctrlKey: true, bubbles: true });
    assert.equal(browserDefault, false, "the browser's Save page is not offered");
    await waitFor(() => assert.equal(saves.length, 1, 'saved at once, not after the autosave pause'));
    assert.equal((saves[0]!.body as { title: string }).title, 'Evaluare finală');
  });

  it('names its keys where the editor says how to save', async () => {
    await renderEditor({ quiz: quizView(sampleQuiz('Evaluare')) });
    assert.ok(screen.getByText(/Alt\+N adds a question and Ctrl\+S saves, even while you type/));
  });
});
