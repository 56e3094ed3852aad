import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { type AuthContext, type AuthMachine, createAuthMachine, isBusy, isInitializing, isSignedIn } from '../../../src/client/core/auth.machine';
import { browser } from '../../../src/client/core/browser';
import { ApiError } from '../../../src/client/core/http';
import { setLanguage } from '../../../src/client/core/i18n';
import { LOGIN_REDIRECT_PATH } from '../../../src/client/core/paths';
import { getSession, settled as sessionSettled, startSession, stopSession } from '../../../src/client/core/session';
import type { User } from '../../../src/client/core/user';
import { jsonResponse, networkFailure, stubFetch } from '../support/fetch-stub';
import { tokenFor } from '../support/tokens';

const ana: User = { id: '1', email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', name: 'Ana Pop', username: 'ana' };

/** The machine with its network services replaced, started. */
function machineWith(restore: () => Promise<User | null>, end: () => Promise<void> = async () => {}) {
  return start(createAuthMachine({ restoreSession: restore, endSession: end }));
}

function start(machine: AuthMachine): AuthMachine {
  machine.trigger['session.start']();
  return machine;
}

/** The context once no check or sign-out runs. */
function settled(machine: AuthMachine) {
  const quiet = () => !isInitializing(machine.getSnapshot().context) && !isBusy(machine.getSnapshot().context);
  return new Promise<AuthContext>((resolve) => {
    if (quiet()) return resolve(machine.getSnapshot().context);
    const subscription = machine.subscribe(() => {
      if (!quiet()) return;
      subscription.unsubscribe();
      resolve(machine.getSnapshot().context);
    });
  });
}

describe('the auth machine', () => {
  beforeEach(() => {
    clearAccessToken();
    // Failures are logged by design; keep the test output clean.
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => mock.restoreAll());

  it('starts loading, then is authenticated with the user the restore found', async () => {
    const actor = machineWith(async () => ana);
    assert.ok(actor.getSnapshot().context.state === 'loading');
    assert.ok(isInitializing(actor.getSnapshot().context));
    const snapshot = await settled(actor);
    assert.ok(snapshot.state === 'authenticated');
    assert.ok(isSignedIn(snapshot));
    assert.deepEqual(snapshot.user, ana);
  });

  it('is unauthenticated when there is no session', async () => {
    const actor = machineWith(async () => null);
    const snapshot = await settled(actor);
    assert.ok(snapshot.state === 'unauthenticated');
    assert.equal(snapshot.user, null);
    assert.equal(snapshot.error, null);
  });

  it('is unauthenticated, and only logs, when the restore fails', async () => {
    const failure = new Error('server down');
    const actor = machineWith(async () => {
      throw failure;
    });
    const snapshot = await settled(actor);
    assert.ok(snapshot.state === 'unauthenticated');
    assert.equal(snapshot.error, failure);
  });

  it('logout clears the user and the token even when the server call fails', async () => {
    const actor = machineWith(
      async () => ana,
      async () => {
        throw new Error('offline');
      },
    );
    await settled(actor);
    setAccessToken('token-1', new Date(Date.now() + 60_000).toISOString());
    actor.send({ type: 'session.logout' });
    assert.ok(isBusy(actor.getSnapshot().context));
    const snapshot = await settled(actor);
    assert.ok(snapshot.state === 'unauthenticated');
    assert.equal(snapshot.user, null);
    assert.equal(snapshot.signedOut, true);
    assert.equal(getAccessToken(), null);
  });

  it('logout that succeeds ends the same way', async () => {
    const end = mock.fn(async () => {});
    const actor = machineWith(async () => ana, end);
    await settled(actor);
    actor.send({ type: 'session.logout' });
    const snapshot = await settled(actor);
    assert.equal(end.mock.callCount(), 1);
    assert.ok(snapshot.state === 'unauthenticated');
    assert.equal(snapshot.user, null);
  });

  it('session.check after a password sign-in finds the new session', async () => {
    let signedIn = false;
    const actor = machineWith(async () => (signedIn ? ana : null));
    await settled(actor);
    signedIn = true;
    actor.send({ type: 'session.check' });
    assert.ok(isBusy(actor.getSnapshot().context), 'a re-check is busy, not initializing');
    assert.ok(!isInitializing(actor.getSnapshot().context));
    assert.ok((await settled(actor)).state === 'authenticated');
  });

  it('login is a full-page redirect to the identity provider path', async () => {
    const assign = mock.method(browser, 'assign', () => {});
    const actor = machineWith(async () => null);
    await settled(actor);
    actor.send({ type: 'session.login' });
    assert.deepEqual(
      assign.mock.calls.map((call) => call.arguments),
      [[LOGIN_REDIRECT_PATH]],
    );
  });

  it('ignores what its state does not take, as a machine would', async () => {
    const restore = mock.fn(async () => ana);
    let endSignOut = () => {};
    const actor = machineWith(restore, () => new Promise<void>((resolve) => (endSignOut = resolve)));
    actor.send({ type: 'session.logout' });
    assert.equal(actor.getSnapshot().context.state, 'loading', 'no sign-out before the session is known');
    await settled(actor);
    actor.send({ type: 'session.check' });
    assert.equal(actor.getSnapshot().context.state, 'authenticated', 'a signed-in teacher is not checked again');
    assert.equal(restore.mock.callCount(), 1);
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.logout' });
    assert.equal(actor.getSnapshot().context.state, 'loggingOut', 'the sign-out runs once, to its end');
    endSignOut();
    const snapshot = await settled(actor);
    assert.equal(snapshot.state, 'unauthenticated');
    assert.equal(snapshot.signedOut, true);
  });

  it('asking whether an event would change it does not run its effects', async () => {
    const actor = machineWith(async () => ana);
    await settled(actor);
    setAccessToken('token-1', new Date(Date.now() + 60_000).toISOString());
    assert.equal(actor.can['session.expired'](), true);
    assert.equal(getAccessToken(), 'token-1');
    assert.equal(actor.getSnapshot().context.state, 'authenticated');
  });
});

describe('the auth machine with its real network calls', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(() => {
    clearAccessToken();
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => {
    stub?.restore();
    mock.restoreAll();
  });

  it('POSTs /api/auth/refresh, then GETs /api/auth/user with the bearer token and the interface language', async () => {
    await setLanguage('ro', { persist: false });
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'token-1', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      'GET /api/auth/user': () => jsonResponse(200, ana),
    });
    const actor = start(createAuthMachine());
    const snapshot = await settled(actor);
    assert.ok(snapshot.state === 'authenticated');
    assert.deepEqual(snapshot.user, ana);
    assert.deepEqual(
      stub.calls.map((c) => `${c.method} ${c.path}`),
      ['POST /api/auth/refresh', 'GET /api/auth/user'],
    );
    const [refresh, user] = stub.calls;
    assert.equal(user?.headers.get('authorization'), 'Bearer token-1');
    assert.equal(refresh?.headers.get('accept-language'), 'ro');
    await setLanguage('en', { persist: false });
  });

  it('a 401 from refresh means signed out, without asking for the user', async () => {
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(401, { error: { code: 'authentication', message: 'no session' } }) });
    const actor = start(createAuthMachine());
    const snapshot = await settled(actor);
    assert.ok(snapshot.state === 'unauthenticated');
    assert.equal(snapshot.error, null);
    assert.equal(stub.callsTo('GET /api/auth/user').length, 0);
  });

  it('a 204 from /api/auth/user means signed out and drops the token', async () => {
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'token-2', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      'GET /api/auth/user': () => jsonResponse(204),
    });
    const actor = start(createAuthMachine());
    assert.ok((await settled(actor)).state === 'unauthenticated');
    assert.equal(getAccessToken(), null);
  });

  it('logout POSTs /api/auth/logout and still signs out when the network is down', async () => {
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'token-3', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      'GET /api/auth/user': () => jsonResponse(200, ana),
      'POST /api/auth/logout': () => networkFailure(),
    });
    const actor = start(createAuthMachine());
    await settled(actor);
    actor.send({ type: 'session.logout' });
    const snapshot = await settled(actor);
    assert.equal(stub.callsTo('POST /api/auth/logout').length, 1);
    assert.ok(snapshot.state === 'unauthenticated');
    assert.equal(snapshot.user, null);
    assert.equal(getAccessToken(), null);
  });
});

describe('the session the views read', () => {
  beforeEach(() => mock.method(console, 'warn', () => {}));
  afterEach(() => {
    stopSession();
    mock.timers.reset();
    mock.restoreAll();
  });

  /**
   * The session started on a server that cannot be reached, its first check failed, the clock in the test's
   * hands: the restore fails until `answer` is set; `calls` counts the checks.
   */
  async function startWithServerDown() {
    mock.timers.enable({ apis: ['setTimeout'] });
    const state = { calls: 0, answer: undefined as User | null | undefined };
    const restoreSession = async () => {
      state.calls += 1;
      if (state.answer === undefined) throw new ApiError({ type: 'network', status: null, message: 'errors.network' });
      return state.answer;
    };
    startSession(createAuthMachine({ restoreSession }));
    return { state, down: await sessionSettled() };
  }

  it('a first check that cannot reach the server says so, and is tried again on its own until it answers', async () => {
    const { state, down } = await startWithServerDown();
    assert.equal(down.status, 'unauthenticated');
    assert.equal(down.checkFailure?.type, 'network', 'the views know it was not "no session"');
    mock.timers.tick(1_000);
    assert.equal(state.calls, 1, 'not hammered');
    mock.timers.tick(60_000);
    assert.equal(state.calls, 2, 'tried again after a while');
    await sessionSettled();
    mock.timers.tick(120_000);
    assert.equal(state.calls, 3, 'and again, later');
    state.answer = ana;
    await sessionSettled();
    mock.timers.tick(120_000);
    const back = await sessionSettled();
    assert.equal(back.status, 'authenticated');
    assert.equal(back.checkFailure, null);
    assert.equal(state.calls, 4);
    mock.timers.tick(600_000);
    assert.equal(state.calls, 4, 'no more checks once it answered');
  });

  it('a browser back online checks again at once; a check that answers "no session" is not repeated', async () => {
    const { state } = await startWithServerDown();
    state.answer = null;
    window.dispatchEvent(new Event('online'));
    const answered = await sessionSettled();
    assert.equal(state.calls, 2);
    assert.equal(answered.status, 'unauthenticated');
    assert.equal(answered.checkFailure, null);
    mock.timers.tick(600_000);
    window.dispatchEvent(new Event('online'));
    assert.equal(state.calls, 2, 'nobody to look for any more');
  });

  it('a stopped session is not checked again', async () => {
    const { state } = await startWithServerDown();
    stopSession();
    mock.timers.tick(600_000);
    window.dispatchEvent(new Event('online'));
    assert.equal(state.calls, 1);
  });

  it('a stopped session’s late answer does not reach the views', async () => {
    let answer: (user: User | null) => void = () => {};
    const first = createAuthMachine({ restoreSession: () => new Promise((resolve) => (answer = resolve)) });
    startSession(first);
    stopSession();
    startSession(createAuthMachine({ restoreSession: async () => null }));
    await sessionSettled();
    answer(ana);
    await settled(first);
    assert.equal(getSession().status, 'unauthenticated');
    assert.equal(getSession().user, null);
  });
});

describe('a sign-out the server did not hear (a shared laptop, offline)', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(() => {
    clearAccessToken();
    localStorage.clear();
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => {
    stub?.restore();
    mock.restoreAll();
    localStorage.clear();
  });

  const grant = (token: string) => () => jsonResponse(200, { accessToken: token, expiresAt: new Date(Date.now() + 900_000).toISOString() });

  /** Ana signs out of her laptop session while the server cannot be reached. */
  async function signOutOffline() {
    stub = stubFetch({
      'POST /api/auth/refresh': grant(tokenFor('ana', 'ana-laptop')),
      'GET /api/auth/user': () => jsonResponse(200, ana),
      'POST /api/auth/logout': () => networkFailure(),
    });
    const first = start(createAuthMachine());
    await settled(first);
    first.send({ type: 'session.logout' });
    return settled(first);
  }

  it('is ended at the next check, never restored: the next person does not walk into it', async () => {
    assert.equal((await signOutOffline()).state, 'unauthenticated', 'signed out here even so (SPEC 4)');

    // The next page load: the cookie still opens Ana's session, and the server is back.
    stub?.restore();
    stub = stubFetch({
      'POST /api/auth/refresh': grant(tokenFor('ana', 'ana-laptop')),
      'GET /api/auth/user': () => jsonResponse(200, ana),
      'POST /api/auth/logout': () => jsonResponse(204),
    });
    const next = start(createAuthMachine());
    const snapshot = await settled(next);
    assert.equal(snapshot.state, 'unauthenticated');
    assert.equal(stub.callsTo('POST /api/auth/logout').length, 1, 'ended on the server now');
    assert.equal(stub.callsTo('GET /api/auth/user').length, 0);
    assert.equal(getAccessToken(), null);

    // Ended: the page after that is an ordinary signed-out one (no second sign-out).
    const after = start(createAuthMachine());
    await settled(after);
    assert.equal(stub.callsTo('POST /api/auth/logout').length, 1);
  });

  it("stays ended while the server still cannot hear it, and a new sign-in's session is restored", async () => {
    await signOutOffline();
    assert.equal((await settled(start(createAuthMachine()))).state, 'unauthenticated', 'still offline: still not restored');

    // Bogdan signs in with his password: his cookie, his session.
    stub?.restore();
    stub = stubFetch({
      'POST /api/auth/refresh': grant(tokenFor('bogdan', 'bogdan-laptop')),
      'GET /api/auth/user': () => jsonResponse(200, { ...ana, id: '2', name: 'Bogdan' }),
    });
    const snapshot = await settled(start(createAuthMachine()));
    assert.equal(snapshot.state, 'authenticated');
    assert.equal(snapshot.user?.name, 'Bogdan');
  });
});
