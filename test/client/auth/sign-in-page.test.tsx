import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearAccessToken, getAccessToken } from '../../../src/client/core/access-token';
import { setLanguage } from '../../../src/client/core/i18n';
import { forgetJoin, rememberJoin } from '../../../src/client/core/pending-join';
import { checkSession, getSession, startSession, stopSession } from '../../../src/client/core/session';
import { SignInPage } from '../../../src/client/features/auth';
import { jsonResponse, networkFailure, type RouteHandler, stubFetch } from '../support/fetch-stub';
import { descriptionOf, renderAt } from '../support/render';

const user = { id: '7', email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', name: 'Ana Pop', username: 'ana' };
const token = () => jsonResponse(200, { accessToken: 'token-7', expiresAt: new Date(Date.now() + 900_000).toISOString() });

/** A server where the refresh cookie exists only after a successful login. */
function server(login: RouteHandler) {
  let cookie = false;
  return stubFetch({
    'POST /api/auth/login': async (call) => {
      const response = await login(call);
      cookie = response.status === 204;
      return response;
    },
    'POST /api/auth/refresh': () => (cookie ? token() : jsonResponse(401, { error: { code: 'authentication', message: 'no session' } })),
    'GET /api/auth/user': () => jsonResponse(200, user),
  });
}

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;

  async function start(login: RouteHandler) {
    stub = server(login);
    startSession();
    // The page is shown once the start-up check found no session.
    await checkSession();
    assert.equal(getSession().status, 'unauthenticated');
  }

  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    clearAccessToken();
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => {
    cleanup();
    stopSession();
    stub?.restore();
    mock.restoreAll();
  });

  it("shows the server's 401 message and stays signed out", async () => {
    await start(() => jsonResponse(401, { error: { code: 'authentication', message: 'Invalid email or password.' } }));
    const { location } = renderAt('/sign-in', <SignInPage />);
    signIn('ana@example.ro', 'wrong-password');
    const alert = await screen.findByRole('alert');
    assert.equal(alert.textContent, 'Invalid email or password.');
    assert.equal(getSession().status, 'unauthenticated');
    assert.deepEqual(location.history, ['/sign-in']);
    assert.ok(screen.getByRole('button', { name: 'Sign in' }), 'the form is usable again');
  });

  it('on success runs the session (refresh, then user) and replaces the page with home', async () => {
    await start(() => jsonResponse(204));
    const { location } = renderAt('/sign-in', <SignInPage />);
    signIn('ana@example.ro', 'Parola123!');
    await waitFor(() => assert.deepEqual(location.history, ['/']));
    assert.equal(getSession().status, 'authenticated');
    assert.deepEqual(getSession().user, user);
    assert.equal(getAccessToken(), 'token-7');
    assert.deepEqual(stub?.callsTo('POST /api/auth/login')[0]?.body, { email: 'ana@example.ro', password: 'Parola123!' });
    assert.equal(stub?.callsTo('GET /api/auth/user')[0]?.headers.get('authorization'), 'Bearer token-7');
  });

  it('an invitation link opened signed out is where a successful sign-in goes (issue 16)', async () => {
    const join = '/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    rememberJoin(join);
    try {
      await start(() => jsonResponse(204));
      const { location } = renderAt('/sign-in', <SignInPage />);
      signIn('ana@example.ro', 'Parola123!');
      await waitFor(() => assert.deepEqual(location.history, [join]));
    } finally {
      forgetJoin();
    }
  });

  it('checks the fields before calling the server', async () => {
    await start(() => jsonResponse(204));
    renderAt('/sign-in', <SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    assert.equal(descriptionOf(screen.getByLabelText('Email')), 'Email is required');
    assert.equal(descriptionOf(screen.getByLabelText('Password')), 'Field is required');
    signIn('not-an-email', 'x');
    assert.equal(descriptionOf(screen.getByLabelText('Email')), 'Invalid email address');
    assert.equal(stub?.callsTo('POST /api/auth/login').length, 0);
  });

  it('explains a lost connection and a rate limit', async () => {
    await start(() => networkFailure());
    renderAt('/sign-in', <SignInPage />);
    signIn('ana@example.ro', 'Parola123!');
    assert.equal((await screen.findByRole('alert')).textContent, 'Network connection issue. Please check your internet connection and try again.');
    cleanup();
    stopSession();
    stub?.restore();

    await start(() => jsonResponse(429, undefined, { 'retry-after': '42' }));
    renderAt('/sign-in', <SignInPage />);
    signIn('ana@example.ro', 'Parola123!');
    assert.equal((await screen.findByRole('alert')).textContent, 'Too many attempts. Please wait 42 seconds and try again.');
  });

  it('a sign-in the server accepted but whose session could not be loaded says the connection failed, not the sign-in', async () => {
    await start(() => jsonResponse(204));
    stub?.restore();
    // The login sets the cookie; the refresh right after it does not get through (the connection dropped).
    stub = stubFetch({ 'POST /api/auth/login': () => jsonResponse(204), 'POST /api/auth/refresh': () => networkFailure() });
    renderAt('/sign-in', <SignInPage />);
    signIn('ana@example.ro', 'Parola123!');
    assert.equal((await screen.findByRole('alert')).textContent, 'Network connection issue. Please check your internet connection and try again.');
  });

  it('links to registration and password recovery, and reports a failed organisation sign-in', async () => {
    await start(() => jsonResponse(204));
    renderAt('/sign-in?error=oidc', <SignInPage />);
    assert.equal(screen.getByRole('link', { name: 'Create one' }).getAttribute('href'), '/register');
    assert.equal(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href'), '/forgot-password');
    assert.equal(screen.getByRole('alert').textContent, "Sign-in with your organisation's account failed. Please try again.");
  });
});
