// Its own file (its own process): the assignment feature must not have loaded
// before the '?' press, as on a teacher's first visit to the Quizzes page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, within } from '@testing-library/react';
import { firstVisitHooks, renderApp } from '../support/shell';

describe("'?' on a first visit", () => {
  firstVisitHooks();

  it("lists 'g a' and 'g n' before the palette was ever opened", async () => {
    renderApp('/quizzes');
    await screen.findByRole('heading', { level: 1, name: 'Quizzes' });
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const assign = await within(help).findByText('Assign a quiz to a classroom…');
    assert.equal(assign.closest('div')?.querySelector('dd')?.textContent, 'GthenA', 'G, then A');
    const grade = await within(help).findByText('Grade a quiz in a classroom…');
    assert.equal(grade.closest('div')?.querySelector('dd')?.textContent, 'GthenN', 'G, then N');
  });
});
