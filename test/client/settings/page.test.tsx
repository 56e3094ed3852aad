import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { getPreferences } from '../../../src/client/core/preferences';
import { jsonResponse } from '../support/fetch-stub';
import { ana, renderApp, resetShell, signIn, stubApi } from '../support/shell';

async function openSettings() {
  renderApp('/settings');
  return screen.findByRole('heading', { level: 1, name: 'Settings' });
}

describe('settings page', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('theme: light, dark or system, applied at once and remembered', async () => {
    stub = stubApi();
    await openSettings();
    // Queried afresh each time: the page may be drawn again once the session is in.
    const themeRadio = (name: string) => within(screen.getByRole('group', { name: 'Theme' })).getByRole('radio', { name }) as HTMLInputElement;
    fireEvent.click(themeRadio('Dark'));
    assert.ok(document.documentElement.classList.contains('dark'));
    assert.equal(localStorage.getItem('quiz-app.theme'), 'dark');
    await waitFor(() => assert.equal(themeRadio('Dark').checked, true, 'the choice shows as made'));
    fireEvent.click(themeRadio('Light'));
    assert.equal(document.documentElement.classList.contains('dark'), false);
    assert.equal(getPreferences().theme, 'light');
  });

  it('reduced motion and the page appearance (background and card variants, both "default" at first)', async () => {
    stub = stubApi();
    await openSettings();
    const motion = screen.getByRole('checkbox', { name: /Reduce motion/ });
    fireEvent.click(motion);
    assert.ok(document.documentElement.classList.contains('reduce-motion'));
    assert.equal(localStorage.getItem('quiz-app.reducedMotion'), 'true');

    const background = screen.getByRole('group', { name: 'Page background' });
    assert.equal((within(background).getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked, true);
    assert.equal((within(screen.getByRole('group', { name: 'Cards' })).getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked, true);
    fireEvent.click(within(background).getByRole('radio', { name: 'Framed' }));
    await waitFor(() => assert.ok(document.querySelector('[data-background="framed"]'), 'waiting for document.querySelector(\'[data-background="framed"]\')'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Cards' })).getByRole('radio', { name: 'Elevated' }));
    assert.deepEqual(JSON.parse(localStorage.getItem('quiz-app.config') ?? '{}'), { appearance: { background: 'framed', card: 'elevated' } });
  });

  it('language: choosing Română translates the page', async () => {
    stub = stubApi();
    await openSettings();
    fireEvent.click(within(screen.getByRole('group', { name: 'Interface language' })).getByRole('radio', { name: 'Română' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Setări' }));
    assert.equal(localStorage.getItem('quiz-app.language'), 'ro');
  });

  it('profile names are checked here with the shared schema before any call', async () => {
    stub = stubApi();
    await openSettings();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'A1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    assert.ok(await screen.findByText('First name must contain only letters and spaces (2-50 characters)'));
    assert.equal(stub.callsTo('PUT /api/auth/user').length, 0);
  });

  it('saving sends PUT /api/auth/user and the new name shows in the bar', async () => {
    stub = stubApi({ 'PUT /api/auth/user': (call) => jsonResponse(200, { ...ana, ...(call.body as object), name: 'Ioana Pop' }) });
    await openSettings();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ioana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    assert.ok(await screen.findByText('Profile saved.'));
    assert.deepEqual(stub.callsTo('PUT /api/auth/user')[0]?.body, { firstName: 'Ioana', lastName: 'Pop' });
    assert.equal(within(screen.getByRole('navigation', { name: 'Main' })).getByTestId('nav-user-name').textContent, 'Ioana Pop');
  });

  it("the server's field messages (400) show under the fields", async () => {
    stub = stubApi({
      'PUT /api/auth/user': () =>
        jsonResponse(400, {
          error: {
            code: 'validation',
            message: 'Please check your input and try again.',
            fields: { lastName: 'Last name must contain only letters and spaces (2-50 characters)' },
          },
        }),
    });
    await openSettings();
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Pop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    assert.ok(await screen.findByText('Last name must contain only letters and spaces (2-50 characters)'));
    assert.ok(screen.getByRole('alert'));
  });
});
