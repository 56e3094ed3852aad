import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createActor, fromPromise, waitFor } from 'xstate';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { authMachine } from '../../../src/client/core/auth.machine';
import { browser } from '../../../src/client/core/browser';
import { setLanguage } from '../../../src/client/core/i18n';
import { LOGIN_REDIRECT_PATH } from '../../../src/client/core/paths';
import type { User } from '../../../src/client/core/user';
import { jsonResponse, networkFailure, stubFetch } from '../support/fetch-stub';

const ana: User = { id: '1', email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', name: 'Ana Pop', username: 'ana' };

/** The machine with its network actors replaced. */
function machineWith(restore: () => Promise<User | null>, end: () => Promise<void> = async () => {}) {
  return authMachine.provide({ actors: { restoreSession: fromPromise(restore), endSession: fromPromise(end) } });
}

const settled = (actor: ReturnType<typeof createActor<typeof authMachine>>) => waitFor(actor, (s) => !s.hasTag('initializing') && !s.hasTag('busy'));

describe('authMachine', () => {
  beforeEach(() => {
    clearAccessToken();
    // Failures are logged by design; keep the test output clean.
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => mock.restoreAll());

  it('starts loading, then is authenticated with the user the restore found', async () => {
    const actor = createActor(machineWith(async () => ana)).start();
    assert.ok(actor.getSnapshot().matches('loading'));
    assert.ok(actor.getSnapshot().hasTag('initializing'));
    const snapshot = await settled(actor);
    assert.ok(snapshot.matches('authenticated'));
    assert.ok(snapshot.hasTag('signedIn'));
    assert.deepEqual(snapshot.context.user, ana);
    actor.stop();
  });

  it('is unauthenticated when there is no session', async () => {
    const actor = createActor(machineWith(async () => null)).start();
    const snapshot = await settled(actor);
    assert.ok(snapshot.matches('unauthenticated'));
    assert.equal(snapshot.context.user, null);
    assert.equal(snapshot.context.error, null);
    actor.stop();
  });

  it('is unauthenticated, and only logs, when the restore fails', async () => {
    const failure = new Error('server down');
    const actor = createActor(
      machineWith(async () => {
        throw failure;
      }),
    ).start();
    const snapshot = await settled(actor);
    assert.ok(snapshot.matches('unauthenticated'));
    assert.equal(snapshot.context.error, failure);
  });

  it('logout clears the user and the token even when the server call fails', async () => {
    const actor = createActor(
      machineWith(
        async () => ana,
        async () => {
          throw new Error('offline');
        },
      ),
    ).start();
    await settled(actor);
    setAccessToken('token-1', new Date(Date.now() + 60_000).toISOString());
    actor.send({ type: 'session.logout' });
    assert.ok(actor.getSnapshot().hasTag('busy'));
    const snapshot = await settled(actor);
    assert.ok(snapshot.matches('unauthenticated'));
    assert.equal(snapshot.context.user, null);
    assert.equal(snapshot.context.signedOut, true);
    assert.equal(getAccessToken(), null);
  });

  it('logout that succeeds ends the same way', async () => {
    const end = mock.fn(async () => {});
    const actor = createActor(machineWith(async () => ana, end)).start();
    await settled(actor);
    actor.send({ type: 'session.logout' });
    const snapshot = await settled(actor);
    assert.equal(end.mock.callCount(), 1);
    assert.ok(snapshot.matches('unauthenticated'));
    assert.equal(snapshot.context.user, null);
  });

  it('session.check after a password sign-in finds the new session', async () => {
    let signedIn = false;
    const actor = createActor(machineWith(async () => (signedIn ? ana : null))).start();
    await settled(actor);
    signedIn = true;
    actor.send({ type: 'session.check' });
    assert.ok(actor.getSnapshot().hasTag('busy'), 'a re-check is busy, not initializing');
    assert.ok(!actor.getSnapshot().hasTag('initializing'));
    assert.ok((await settled(actor)).matches('authenticated'));
  });

  it('login is a full-page redirect to the identity provider path', async () => {
    const assign = mock.method(browser, 'assign', () => {});
    const actor = createActor(machineWith(async () => null)).start();
    await settled(actor);
    actor.send({ type: 'session.login' });
    assert.deepEqual(
      assign.mock.calls.map((call) => call.arguments),
      [[LOGIN_REDIRECT_PATH]],
    );
  });
});

describe('authMachine with its real network actors', () => {
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
    const actor = createActor(authMachine).start();
    const snapshot = await settled(actor);
    assert.ok(snapshot.matches('authenticated'));
    assert.deepEqual(snapshot.context.user, ana);
    assert.deepEqual(
      stub.calls.map((c) => `${c.method} ${c.path}`),
      ['POST /api/auth/refresh', 'GET /api/auth/user'],
    );
    const [refresh, user] = stub.calls;
    assert.equal(user?.headers.get('authorization'), 'Bearer token-1');
    assert.equal(refresh?.headers.get('accept-language'), 'ro');
    actor.stop();
    await setLanguage('en', { persist: false });
  });

  it('a 401 from refresh means signed out, without asking for the user', async () => {
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(401, { error: { code: 'authentication', message: 'no session' } }) });
    const actor = createActor(authMachine).start();
    const snapshot = await settled(actor);
    assert.ok(snapshot.matches('unauthenticated'));
    assert.equal(snapshot.context.error, null);
    assert.equal(stub.callsTo('GET /api/auth/user').length, 0);
  });

  it('a 204 from /api/auth/user means signed out and drops the token', async () => {
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'token-2', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      'GET /api/auth/user': () => jsonResponse(204),
    });
    const actor = createActor(authMachine).start();
    assert.ok((await settled(actor)).matches('unauthenticated'));
    assert.equal(getAccessToken(), null);
  });

  it('logout POSTs /api/auth/logout and still signs out when the network is down', async () => {
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'token-3', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      'GET /api/auth/user': () => jsonResponse(200, ana),
      'POST /api/auth/logout': () => networkFailure(),
    });
    const actor = createActor(authMachine).start();
    await settled(actor);
    actor.send({ type: 'session.logout' });
    const snapshot = await settled(actor);
    assert.equal(stub.callsTo('POST /api/auth/logout').length, 1);
    assert.ok(snapshot.matches('unauthenticated'));
    assert.equal(snapshot.context.user, null);
    assert.equal(getAccessToken(), null);
  });
});
