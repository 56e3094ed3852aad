// Settings from the command palette (README: every action is a command):
// Save profile submits the profile form as its button does.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { jsonResponse } from '../support/fetch-stub';
import { runFromPalette } from '../support/palette';
import { ana, renderApp, resetShell, signIn, stubApi } from '../support/shell';

describe('settings: Save profile in the palette', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    stub?.restore();
    stub = null;
  });

  it('checks the names as the button does, then saves and the new name shows in the bar', async () => {
    stub = stubApi({ 'PUT /api/auth/user': (call) => jsonResponse(200, { ...ana, ...(call.body as object), name: 'Ioana Pop' }) });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'A1' } });
    await runFromPalette('Save profile');
    assert.ok(await screen.findByText('First name must contain only letters and spaces (2-50 characters)'));
    assert.equal(stub.callsTo('PUT /api/auth/user').length, 0);
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ioana' } });
    await runFromPalette('Save profile');
    assert.ok(await screen.findByText('Profile saved.'));
    assert.deepEqual(stub.callsTo('PUT /api/auth/user')[0]?.body, { firstName: 'Ioana', lastName: 'Pop' });
    assert.equal(within(screen.getByRole('navigation', { name: 'Main' })).getByTestId('nav-user-name').textContent, 'Ioana Pop');
  });
});
