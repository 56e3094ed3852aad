// The editor's keys work from the moment it is drawn. Alone in its file: the
// editor's chunk loads here for the first time, so the screen appears outside
// React's act(), as in the browser, and nothing flushes its effects early.
import assert from 'node:assert/strict';
import { after, it, mock } from 'node:test';
import { screen } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { press, resetEditor } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

after(async () => {
  mock.restoreAll();
  await resetEditor();
});

it('Alt+N pressed as the editor appears opens "Add a question" (the commands come with the editor, not a frame later)', async () => {
  await setLanguage('en', { persist: false });
  mock.method(console, 'warn', () => {});
  signIn();
  const stub = stubApi();
  let pressed = false;
  // Presses in the same task as the editor's first drawing, as a key already waiting would arrive.
  const observer = new MutationObserver(() => {
    if (pressed || !document.getElementById('qe-title')) return;
    pressed = true;
    observer.disconnect();
    press('n', { altKey: true });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderApp('/quizzes/create');
  try {
    assert.ok(await screen.findByRole('dialog', { name: 'Add a question' }));
    assert.ok(pressed);
  } finally {
    observer.disconnect();
    stub.restore();
  }
});
