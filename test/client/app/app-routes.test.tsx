import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/client/app/App';
import { clearAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { createAuthMachine } from '../../../src/client/core/auth.machine';
import { browser } from '../../../src/client/core/browser';
import { setLanguage } from '../../../src/client/core/i18n';
import { LOGIN_REDIRECT_PATH } from '../../../src/client/core/paths';
import { startSession, stopSession } from '../../../src/client/core/session';
import type { User } from '../../../src/client/core/user';
import { jsonResponse, type RouteHandler, stubFetch } from '../support/fetch-stub';
import { renderAt } from '../support/render';
import { FREE_PLAN } from '../support/shell';

const ana: User = { id: '1', email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', name: 'Ana Pop', username: 'ana' };

/**
 * Starts the session with a restore the test resolves when it wants. A
 * restored user gets an access token, as the real restore leaves one, so the
 * dashboard's own calls go straight to the stubbed API.
 */
function sessionWith(restore: () => Promise<User | null>, end: () => Promise<void> = async () => {}) {
  const restoreWithToken = async () => {
    const user = await restore();
    if (user) setAccessToken('test-token', Date.now() + 3_600_000);
    return user;
  };
  startSession(createAuthMachine({ restoreSession: restoreWithToken, endSession: end }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('routes and guards', () => {
  let assign: ReturnType<typeof mock.fn<(url: string) => void>>;
  let api: ReturnType<typeof stubFetch>;
  /** The dashboard's subscription panel asks for the plan; a test may answer it itself. */
  let subscription: RouteHandler;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    assign = mock.method(browser, 'assign', () => {});
    mock.method(console, 'warn', () => {});
    subscription = () => jsonResponse(200, FREE_PLAN);
    api = stubFetch({ 'GET /api/subscriptions/current': (call) => subscription(call) });
  });
  afterEach(() => {
    // Unmounted first: a screen still on the page could call the API once the stub is gone.
    cleanup();
    stopSession();
    api.restore();
    clearAccessToken();
    mock.restoreAll();
    localStorage.clear();
  });

  it("'/' initialises authentication, then sends a visitor to the login redirect", async () => {
    const restore = deferred<User | null>();
    sessionWith(() => restore.promise);
    renderAt('/', <App />);
    assert.ok(await screen.findByText('Initializing authentication…'));
    await act(async () => restore.resolve(null));
    assert.ok(await screen.findByText('Redirecting to sign in…'));
    assert.ok(assign.mock.calls.some((call) => call.arguments[0] === LOGIN_REDIRECT_PATH));
  });

  it("'/' greets a signed-in user with the profile, and signing out (even failing) leads to /welcome", async () => {
    sessionWith(
      async () => ana,
      async () => {
        throw new Error('offline');
      },
    );
    const { location } = renderAt('/', <App />);
    assert.ok(await screen.findByRole('heading', { name: 'Welcome, Ana Pop' }));
    for (const text of ['ana@example.ro', 'Ana', 'Pop']) assert.ok(screen.getByText(text));
    // One Sign out on the dashboard: the navigation bar's (the page had a second one).
    assert.equal(screen.getAllByRole('button', { name: 'Sign out' }).length, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => assert.equal(location.history?.at(-1), '/welcome'));
    assert.ok(await screen.findByRole('link', { name: 'Create an account' }));
    assert.equal(assign.mock.callCount(), 0, 'signing out does not bounce into the login');
  });

  it('a call the server refuses after the teacher signed out does not bounce into the login either', async () => {
    const plan = deferred<Response>();
    subscription = () => plan.promise;
    let refreshes = 0;
    api.restore();
    api = stubFetch({
      'GET /api/subscriptions/current': (call) => subscription(call),
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return jsonResponse(401, { error: { code: 'unauthorized', message: 'No session' } });
      },
    });
    sessionWith(async () => ana);
    const { location } = renderAt('/', <App />);
    assert.ok(await screen.findByRole('heading', { name: 'Welcome, Ana Pop' }));
    await waitFor(() => assert.equal(api.callsTo('GET /api/subscriptions/current').length, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => assert.equal(location.history?.at(-1), '/welcome'));
    // The plan request was on its way with the revoked session's token: the server now says 401, and so does the refresh.
    await act(async () => plan.resolve(jsonResponse(401, { error: { code: 'unauthorized', message: 'Session ended' } })));
    await waitFor(() => assert.equal(refreshes, 1));
    assert.ok(await screen.findByRole('link', { name: 'Create an account' }));
    assert.equal(assign.mock.callCount(), 0, 'the sign-out stands: no redirect to the sign-in page');
  });

  it('a signed-in teacher whose session the server refuses is sent to sign in', async () => {
    api.restore();
    api = stubFetch({
      'GET /api/subscriptions/current': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Session ended' } }),
      'POST /api/auth/refresh': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'No session' } }),
    });
    sessionWith(async () => ana);
    renderAt('/', <App />);
    await waitFor(() =>
      assert.ok(
        assign.mock.calls.some((call) => call.arguments[0] === LOGIN_REDIRECT_PATH),
        'waiting for assign.mock.calls.some((call) => call.arguments[0] === LOGIN_REDIRE…',
      ),
    );
    assert.ok(await screen.findByText('Redirecting to sign in…'));
  });

  it('names the user by name, then username, then "User"', async () => {
    sessionWith(async () => ({ ...ana, name: '' }));
    renderAt('/', <App />);
    assert.ok(await screen.findByRole('heading', { name: 'Welcome, ana' }));
    cleanup();
    sessionWith(async () => ({ ...ana, name: '', username: '' }));
    renderAt('/', <App />);
    assert.ok(await screen.findByRole('heading', { name: 'Welcome, User' }));
  });

  it('public-only pages show a loading message, then send signed-in visitors to / (replacing history)', async () => {
    const restore = deferred<User | null>();
    sessionWith(() => restore.promise);
    const { location } = renderAt('/register', <App />);
    assert.ok(await screen.findByText('Loading…'));
    await act(async () => restore.resolve(ana));
    await waitFor(() => assert.deepEqual(location.history, ['/']));
    assert.ok(await screen.findByRole('heading', { name: 'Welcome, Ana Pop' }));
  });

  it('the language switcher translates the page, marks the choice and remembers it', async () => {
    sessionWith(async () => null);
    renderAt('/welcome', <App />);
    assert.ok(await screen.findByRole('heading', { name: 'Tests, marks and results in one place' }));
    const group = screen.getByRole('group', { name: 'Language' });
    assert.equal(group.querySelectorAll('button').length, 3);
    fireEvent.click(screen.getByRole('button', { name: /^Español/ }));
    assert.ok(await screen.findByRole('heading', { name: 'Exámenes, notas y resultados en un solo lugar' }));
    assert.equal(screen.getByRole('button', { name: /^Español/ }).getAttribute('aria-pressed'), 'true');
    assert.equal(screen.getByRole('button', { name: /^English/ }).getAttribute('aria-pressed'), 'false');
    assert.equal(document.documentElement.lang, 'es');
    assert.equal(localStorage.getItem('quiz-app.language'), 'es');
    await act(() => setLanguage('en', { persist: false }));
  });

  it('unknown paths show the not-found page', async () => {
    sessionWith(async () => null);
    renderAt('/no-such-page', <App />);
    assert.ok(await screen.findByRole('heading', { name: 'Page not found' }));
  });
});
