// Its own file (its own process): 'g n' typed on a teacher's first screen,
// before any palette opening loaded the feature that owns the command.
import { describe, it } from 'node:test';
import { fireEvent, screen } from '@testing-library/react';
import { firstVisitHooks, renderApp } from '../support/shell';

describe('a shortcut of a feature not loaded yet', () => {
  firstVisitHooks();

  it("'g n' on the Quizzes page opens the grade chooser at once", async () => {
    renderApp('/quizzes');
    await screen.findByRole('heading', { level: 1, name: 'Quizzes' });
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'n' });
    await screen.findByRole('dialog', { name: /Grade a quiz/ });
  });
});
