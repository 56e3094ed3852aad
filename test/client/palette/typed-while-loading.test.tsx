// Its own file (its own process): the palette's first opening, while its code
// is still loading. An outside tester pressed Ctrl+K and typed "rezultate" at
// once: only "e" reached the search, the other letters went to the page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { firstVisitHooks, renderApp } from '../support/shell';

describe('the palette opened for the first time', () => {
  firstVisitHooks();

  it('keeps what is typed while its code loads as its search, and none of it reaches the page (g n opened the grade chooser)', async () => {
    renderApp('/quizzes');
    await screen.findByRole('heading', { level: 1, name: 'Quizzes' });
    const page = document.activeElement ?? document.body;
    // Ctrl+K and the keys after it in one go, before any of the palette's code has arrived.
    fireEvent.keyDown(page, { key: 'k', ctrlKey: true });
    for (const key of ['g', 'n', 'x', 'Backspace', ' ', 's']) fireEvent.keyDown(document.activeElement ?? page, { key });
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const search = within(dialog).getByRole('combobox') as HTMLInputElement;
    assert.equal(search.value, 'gn s');
    assert.equal(screen.queryByRole('dialog', { name: /Grade a quiz/ }), null, 'the g n typed meanwhile was not a shortcut');
    // The keys are the page's again once the palette is there, and after it closes.
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: 'Command palette' }), null));
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'n' });
    await screen.findByRole('dialog', { name: /Grade a quiz/ });
  });
});
