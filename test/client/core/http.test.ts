import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { clearAccessToken, getAccessToken, onAccountLeft, setAccessToken } from '../../../src/client/core/access-token';
import { restoreSession } from '../../../src/client/core/auth.api';
import {
  ApiError,
  api,
  asList,
  configureHttp,
  fetchById,
  friendlyMessage,
  type RefreshLock,
  refreshAccessToken,
  request,
  requestWithStatus,
  type TokenChannel,
} from '../../../src/client/core/http';
import { setLanguage } from '../../../src/client/core/i18n';
import { isGradeConflictDetails } from '../../../src/domain/api/grades';
import { jsonResponse, networkFailure, type RouteHandler, stubFetch } from '../support/fetch-stub';
import { tokenFor } from '../support/tokens';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A refresh endpoint that hands out token-1, token-2... valid for 15 minutes. */
function refresher(gate?: Promise<void>) {
  let issued = 0;
  const handler: RouteHandler = async () => {
    await gate;
    issued += 1;
    return jsonResponse(200, { accessToken: `token-${issued}`, expiresAt: inMinutes(15) });
  };
  return { handler, issued: () => issued };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('http: requests and errors', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    stub?.restore();
    clearAccessToken();
  });

  it('sends the interface language, the bearer token and JSON bodies', async () => {
    await setLanguage('es', { persist: false });
    setAccessToken('abc', inMinutes(10));
    stub = stubFetch({ 'POST /api/things': () => jsonResponse(201, { id: 3 }) });
    assert.deepEqual(await request('/api/things', { method: 'POST', body: { name: 'Ș' } }), { id: 3 });
    const [call] = stub.calls;
    assert.equal(call?.headers.get('accept-language'), 'es');
    assert.equal(call?.headers.get('authorization'), 'Bearer abc');
    assert.deepEqual(call?.body, { name: 'Ș' });
  });

  it('api.get/post/put/del use their methods', async () => {
    setAccessToken('abc', inMinutes(10));
    stub = stubFetch({
      'GET /api/schools': () => jsonResponse(200, [{ id: 1 }]),
      'POST /api/schools': () => jsonResponse(201, { id: 2 }),
      'PUT /api/schools/2': () => jsonResponse(200, { id: 2, name: 'Liceul' }),
      'DELETE /api/schools/2': () => jsonResponse(204),
    });
    assert.deepEqual(await api.get('/api/schools', { query: { q: 'x' } }), [{ id: 1 }]);
    assert.deepEqual(await api.post('/api/schools', { name: 'Școala' }), { id: 2 });
    assert.deepEqual(await api.put('/api/schools/2', { name: 'Liceul' }), { id: 2, name: 'Liceul' });
    assert.equal(await api.del('/api/schools/2'), undefined);
    assert.deepEqual(
      stub.calls.map((c) => `${c.method} ${c.path}`),
      ['GET /api/schools', 'POST /api/schools', 'PUT /api/schools/2', 'DELETE /api/schools/2'],
    );
  });

  it("keeps the server's message, code and field messages", async () => {
    setAccessToken('abc', inMinutes(10));
    stub = stubFetch({
      'POST /api/things': () =>
        jsonResponse(400, { error: { code: 'validation', message: 'Revisa los datos', fields: { 'sections.0.title': 'Obligatorio' } } }),
    });
    const error = await failureOf(request('/api/things', { method: 'POST', body: {} }));
    assert.equal(error.type, 'validation');
    assert.equal(error.severity, 'low');
    assert.equal(error.status, 400);
    assert.equal(error.code, 'validation');
    assert.equal(error.message, 'Revisa los datos');
    assert.equal(error.serverMessage, 'Revisa los datos');
    assert.deepEqual(error.fields, { 'sections.0.title': 'Obligatorio' });
    assert.equal(friendlyMessage(error), 'Please check your input and try again.');
  });

  it("keeps what else the error body carries as details, read through the resource's contract", async () => {
    setAccessToken('abc', inMinutes(10));
    const saved = [{ pupilId: 'p1', score: 4, questionScores: { q1: 4 }, comments: '', version: 2, gradedAt: '2026-03-02T09:00:00.000Z' }];
    stub = stubFetch({
      'POST /api/quizzes/q1/grades': () =>
        jsonResponse(409, { error: { code: 'conflict', message: '1 conflict', saved, conflicts: [{ pupilId: 'p2', current: null }] } }),
    });
    const error = await failureOf(request('/api/quizzes/q1/grades', { method: 'POST', body: {} }));
    assert.deepEqual(error.details, { saved, conflicts: [{ pupilId: 'p2', current: null }] });
    assert.ok(isGradeConflictDetails(error.details));
    assert.deepEqual(error.toInit().details, error.details, 'a variant built from the error keeps them');
  });

  it('normalises each status to a SPEC 8 type, severity and friendly message', async () => {
    setAccessToken('abc', inMinutes(10));
    const cases: [number, ApiError['type'], ApiError['severity'], string, string][] = [
      [400, 'validation', 'low', 'Please check your input and try again.', 'Please check your input and try again.'],
      [403, 'permission', 'medium', 'You do not have permission to perform this action.', 'You do not have permission to perform this action.'],
      [404, 'api', 'medium', 'Not found.', 'Request failed. Please try again.'],
      [409, 'api', 'medium', 'Someone else changed this in the meantime.', 'Request failed. Please try again.'],
      [500, 'api', 'high', 'Server error. Please try again later.', 'Server error. Please try again later.'],
      [502, 'api', 'high', 'Server error. Please try again later.', 'Server error. Please try again later.'],
      [418, 'api', 'medium', 'Request failed. Please try again.', 'Request failed. Please try again.'],
    ];
    for (const [status, type, severity, message, friendly] of cases) {
      stub?.restore();
      stub = stubFetch({ 'GET /api/thing': () => jsonResponse(status) });
      const error = await failureOf(request('/api/thing'));
      assert.deepEqual([error.status, error.type, error.severity, error.message, error.serverMessage], [status, type, severity, message, undefined]);
      assert.equal(friendlyMessage(error), friendly);
    }
  });

  it('a 401 from an auth endpoint is an authentication error with the SPEC message', async () => {
    stub = stubFetch({ 'POST /api/auth/login': () => jsonResponse(401) });
    const error = await failureOf(request('/api/auth/login', { method: 'POST', body: {} }));
    assert.deepEqual([error.type, error.severity, error.message], ['authentication', 'medium', 'Please log in to continue.']);
  });

  it('a plan limit is an api error to explain, not a permission problem', async () => {
    setAccessToken('abc', inMinutes(10));
    stub = stubFetch({ 'POST /api/schools': () => jsonResponse(403, { error: { code: 'plan_limit', message: 'Limit' } }) });
    assert.equal((await failureOf(request('/api/schools', { method: 'POST', body: {} }))).type, 'api');
  });

  it('a failure without a response is a network error; an exception is an application error', async () => {
    setAccessToken('abc', inMinutes(10));
    stub = stubFetch({ 'GET /api/thing': () => networkFailure() });
    const error = await failureOf(request('/api/thing'));
    assert.deepEqual([error.type, error.status, error.severity], ['network', null, 'medium']);
    assert.equal(error.message, 'Network connection issue. Please check your internet connection and try again.');
    assert.equal(friendlyMessage(new RangeError('bug')), 'Something went wrong. Please try again.');
  });

  it('an abort by the caller is rethrown as it is', async () => {
    setAccessToken('abc', inMinutes(10));
    const controller = new AbortController();
    stub = stubFetch({
      'GET /api/slow': () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await assert.rejects(
      request('/api/slow', { signal: controller.signal }),
      (error: Error) => error.name === 'AbortError' || error.cause instanceof DOMException,
    );
  });

  it('requestWithStatus gives the status; auth calls other than the user carry no bearer', async () => {
    setAccessToken('abc', inMinutes(10));
    stub = stubFetch({ 'POST /api/auth/register': () => jsonResponse(201, { id: 'u1' }), 'POST /api/auth/logout': () => jsonResponse(204) });
    assert.deepEqual(await requestWithStatus('/api/auth/register', { method: 'POST', body: {} }), { status: 201, data: { id: 'u1' } });
    await request('/api/auth/logout', { method: 'POST' });
    assert.deepEqual(
      stub.calls.map((call) => call.headers.get('authorization')),
      [null, null],
    );
  });

  it('never sends the bearer to another origin', async () => {
    setAccessToken('abc', inMinutes(10));
    const original = globalThis.fetch;
    const seen: (string | null)[] = [];
    globalThis.fetch = (async (_: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(new Headers(init.headers).get('authorization'));
      return jsonResponse(200, {});
    }) as typeof fetch;
    try {
      await request('https://elsewhere.example/api/schools');
      await request('http://localhost:3000/api/schools');
    } finally {
      globalThis.fetch = original;
    }
    assert.deepEqual(seen, [null, 'Bearer abc']);
  });

  it('SPEC 5: no id, no call', async () => {
    stub = stubFetch({});
    const fetcher = mock.fn(async (id: string) => ({ id }));
    assert.equal(await fetchById(null, fetcher, null), null);
    assert.equal(await fetchById(undefined, fetcher, null), null);
    assert.deepEqual(await fetchById('', fetcher, []), []);
    assert.equal(fetcher.mock.callCount(), 0);
    assert.deepEqual(await fetchById('7', fetcher, null), { id: '7' });
    assert.deepEqual(asList({ not: 'a list' }), []);
    assert.deepEqual(asList([1, 2]), [1, 2]);
    assert.equal(stub.calls.length, 0);
  });
});

describe('http: the access token and its refresh', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  let onAuthFailure: ReturnType<typeof mock.fn<(error: ApiError) => void>>;
  let restoreEnvironment: () => void;

  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    clearAccessToken();
    onAuthFailure = mock.fn<(error: ApiError) => void>();
    restoreEnvironment = configureHttp({ onAuthFailure, locks: () => null, openChannel: () => null });
  });
  afterEach(() => {
    stub?.restore();
    restoreEnvironment();
    clearAccessToken();
  });

  it('refreshes first when no token is held, then sends the new one', async () => {
    const refresh = refresher();
    stub = stubFetch({ 'POST /api/auth/refresh': refresh.handler, 'GET /api/schools': () => jsonResponse(200, []) });
    await request('/api/schools');
    assert.deepEqual(
      stub.calls.map((c) => `${c.method} ${c.path}`),
      ['POST /api/auth/refresh', 'GET /api/schools'],
    );
    assert.equal(stub.calls[0]?.headers.get('authorization'), null, 'the refresh itself carries no bearer');
    assert.equal(stub.calls[1]?.headers.get('authorization'), 'Bearer token-1');
    assert.equal(getAccessToken(), 'token-1');
  });

  it('refreshes when the token expires within 60 s, not before', async () => {
    const refresh = refresher();
    stub = stubFetch({ 'POST /api/auth/refresh': refresh.handler, 'GET /api/schools': () => jsonResponse(200, []) });
    setAccessToken('old', new Date(Date.now() + 2 * MINUTE).toISOString());
    await request('/api/schools');
    assert.equal(refresh.issued(), 0);
    assert.equal(stub.calls.at(-1)?.headers.get('authorization'), 'Bearer old');

    setAccessToken('old', new Date(Date.now() + 59_000).toISOString());
    await request('/api/schools');
    assert.equal(refresh.issued(), 1);
    assert.equal(stub.calls.at(-1)?.headers.get('authorization'), 'Bearer token-1');
  });

  it('concurrent requests share one refresh', async () => {
    const gate = deferred();
    const refresh = refresher(gate.promise);
    stub = stubFetch({ 'POST /api/auth/refresh': refresh.handler, 'GET /api/a': () => jsonResponse(200, 'a'), 'GET /api/b': () => jsonResponse(200, 'b') });
    const all = Promise.all([request('/api/a'), request('/api/b'), request('/api/a'), refreshAccessToken()]);
    gate.resolve();
    assert.deepEqual(await all, ['a', 'b', 'a', 'token-1']);
    assert.equal(stub.callsTo('POST /api/auth/refresh').length, 1);
    assert.ok(stub.calls.filter((c) => c.path !== '/api/auth/refresh').every((c) => c.headers.get('authorization') === 'Bearer token-1'));
  });

  it('retries once after a 401, with a refreshed token', async () => {
    const refresh = refresher();
    setAccessToken('revoked', inMinutes(10));
    stub = stubFetch({
      'POST /api/auth/refresh': refresh.handler,
      'GET /api/schools': (call) => (call.headers.get('authorization') === 'Bearer token-1' ? jsonResponse(200, ['ok']) : jsonResponse(401)),
    });
    assert.deepEqual(await request('/api/schools'), ['ok']);
    assert.deepEqual(
      stub.calls.map((c) => `${c.method} ${c.path}`),
      ['GET /api/schools', 'POST /api/auth/refresh', 'GET /api/schools'],
    );
  });

  it("a 401 that survives the retry is 'Authentication required', without a redirect", async () => {
    setAccessToken('revoked', inMinutes(10));
    stub = stubFetch({ 'POST /api/auth/refresh': refresher().handler, 'GET /api/schools': () => jsonResponse(401) });
    const error = await failureOf(request('/api/schools'));
    assert.deepEqual([error.type, error.status, error.message], ['authentication', 401, 'Authentication required']);
    assert.equal(stub.callsTo('GET /api/schools').length, 2, 'one retry only');
    assert.equal(onAuthFailure.mock.callCount(), 0);
  });

  it('never retries the user or refresh endpoints after a 401', async () => {
    setAccessToken('revoked', inMinutes(10));
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(401),
      'PUT /api/auth/user': () => jsonResponse(401),
      'GET /api/auth/user': () => jsonResponse(401),
    });
    assert.equal((await failureOf(request('/api/auth/user', { method: 'PUT', body: {} }))).status, 401);
    assert.equal((await failureOf(request('/api/auth/user'))).status, 401);
    assert.equal((await failureOf(refreshAccessToken())).status, 401);
    assert.deepEqual(
      stub.calls.map((c) => `${c.method} ${c.path}`),
      ['PUT /api/auth/user', 'GET /api/auth/user', 'POST /api/auth/refresh'],
    );
    assert.equal(stub.calls[0]?.headers.get('authorization'), 'Bearer revoked', 'PUT /api/auth/user carries the bearer');
    assert.equal(stub.calls[1]?.headers.get('authorization'), 'Bearer revoked', 'GET /api/auth/user carries the bearer');
  });

  it('GET /api/auth/user never triggers a refresh: without a token it relies on the cookie', async () => {
    stub = stubFetch({ 'GET /api/auth/user': () => jsonResponse(204) });
    assert.equal(await request('/api/auth/user'), undefined);
    assert.equal(stub.calls[0]?.headers.get('authorization'), null);
    setAccessToken('expired', new Date(Date.now() - 1000).toISOString());
    await request('/api/auth/user');
    assert.equal(stub.calls[1]?.headers.get('authorization'), null, 'an expired bearer would hide the cookie');
  });

  it("a rejected refresh fails every waiting request with 'Authentication failed: Could not refresh token.' and redirects once", async () => {
    const gate = deferred();
    stub = stubFetch({
      'POST /api/auth/refresh': async () => {
        await gate.promise;
        return jsonResponse(401, { error: { code: 'authentication', message: 'no session' } });
      },
      'GET /api/a': () => jsonResponse(200, 'a'),
    });
    const failures = Promise.all([failureOf(request('/api/a')), failureOf(request('/api/a'))]);
    gate.resolve();
    for (const error of await failures) {
      assert.deepEqual([error.type, error.code, error.message], ['authentication', 'refresh_failed', 'Authentication failed: Could not refresh token.']);
      // A session that ended is expected (signed out elsewhere, expired), not the app failing: SPEC 8's high is for
      // 500s, and a high one is logged as an error by every screen whose read it stopped.
      assert.equal(error.severity, 'medium');
    }
    assert.equal(onAuthFailure.mock.callCount(), 1);
    assert.equal(onAuthFailure.mock.calls[0]?.arguments[0].message, 'Authentication failed: Could not refresh token.');
    assert.equal(stub.callsTo('GET /api/a').length, 0);
    assert.equal(getAccessToken(), null);
  });

  it('the default failure handler sends the browser to the sign-in path', async () => {
    restoreEnvironment();
    restoreEnvironment = configureHttp({ locks: () => null, openChannel: () => null });
    const { browser } = await import('../../../src/client/core/browser');
    const { LOGIN_REDIRECT_PATH } = await import('../../../src/client/core/paths');
    const assign = mock.method(browser, 'assign', () => {});
    const warn = mock.method(console, 'warn', () => {});
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(401) });
    await failureOf(request('/api/a'));
    assert.deepEqual(
      assign.mock.calls.map((call) => call.arguments),
      [[LOGIN_REDIRECT_PATH]],
    );
    assign.mock.restore();
    warn.mock.restore();
  });

  it('a refresh lost to the network keeps the session and does not redirect', async () => {
    stub = stubFetch({ 'POST /api/auth/refresh': () => networkFailure() });
    const error = await failureOf(request('/api/a'));
    assert.equal(error.type, 'network');
    assert.equal(onAuthFailure.mock.callCount(), 0);
  });

  it('the session restore uses the shared refresh and reads a 401 as "no session"', async () => {
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(401) });
    assert.equal(await restoreSession(), null);
    assert.equal(onAuthFailure.mock.callCount(), 0, 'a visitor without a session is not redirected by the restore');
  });
});

describe('http: refresh across tabs', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  let restoreEnvironment = () => {};
  afterEach(() => {
    stub?.restore();
    restoreEnvironment();
    clearAccessToken();
  });

  /** navigator.locks as one browser would run it for two tabs: one holder at a time, in order. */
  function sharedLock(): RefreshLock & { names: string[] } {
    let tail = Promise.resolve();
    const names: string[] = [];
    return {
      names,
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        names.push(name);
        const run = tail.then(callback);
        tail = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
  }

  function channelPair(): [TokenChannel & { sent: unknown[] }, (message: unknown) => void] {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const sent: unknown[] = [];
    const channel = {
      sent,
      postMessage: (message: unknown) => sent.push(message),
      addEventListener: (_: 'message', listener: (event: MessageEvent) => void) => listeners.push(listener),
      close: () => {},
    };
    const deliver = (message: unknown) => listeners.forEach((listener) => listener(new MessageEvent('message', { data: message })));
    return [channel, deliver];
  }

  it("a page's first refresh (no token yet) goes out at once, without waiting for the cross-tab lock, and tells the other tabs", async () => {
    // Chromium grants a page's first lock ~100 ms later on a busy laptop: that was on every cold load's
    // critical path. Two tabs opening at once both present the cookie; the server's grace window gives both the same successor.
    const names: string[] = [];
    const neverGranted: RefreshLock = {
      request: <T>(name: string) => {
        names.push(name);
        return new Promise<T>(() => {});
      },
    };
    const [channel] = channelPair();
    restoreEnvironment = configureHttp({ locks: () => neverGranted, openChannel: () => channel, onAuthFailure: () => {} });
    stub = stubFetch({ 'POST /api/auth/refresh': refresher().handler });
    assert.equal(await refreshAccessToken(), 'token-1');
    assert.deepEqual(names, []);
    assert.equal((channel.sent[0] as { accessToken: string }).accessToken, 'token-1');
  });

  it('renews a token it holds under the catedra-refresh lock and tells the other tabs the new token', async () => {
    const lock = sharedLock();
    const [channel] = channelPair();
    restoreEnvironment = configureHttp({ locks: () => lock, openChannel: () => channel, onAuthFailure: () => {} });
    stub = stubFetch({ 'POST /api/auth/refresh': refresher().handler });
    setAccessToken('expiring', inMinutes(0.5));
    assert.equal(await refreshAccessToken(), 'token-1');
    assert.deepEqual(lock.names, ['catedra-refresh']);
    assert.equal((channel.sent[0] as { accessToken: string }).accessToken, 'token-1');
  });

  it('a tab that waited for the lock uses the token another tab broadcast instead of rotating the cookie again', async () => {
    const lock = sharedLock();
    const [channel, deliver] = channelPair();
    restoreEnvironment = configureHttp({ locks: () => lock, openChannel: () => channel, onAuthFailure: () => {} });
    stub = stubFetch({ 'POST /api/auth/refresh': refresher().handler });
    setAccessToken('expiring', inMinutes(0.5));
    // Another tab holds the lock; while it does, its new token arrives on the channel.
    const otherTab = deferred();
    const held = lock.request('catedra-refresh', () => otherTab.promise);
    const ours = refreshAccessToken();
    deliver({ accessToken: 'from-other-tab', expiresAt: inMinutes(15) });
    otherTab.resolve();
    await held;
    assert.equal(await ours, 'from-other-tab');
    assert.equal(stub.callsTo('POST /api/auth/refresh').length, 0);
  });

  it('ignores a broadcast token older than the one held', async () => {
    const [channel, deliver] = channelPair();
    restoreEnvironment = configureHttp({ locks: () => null, openChannel: () => channel, onAuthFailure: () => {} });
    stub = stubFetch({ 'POST /api/auth/refresh': refresher().handler });
    await refreshAccessToken();
    deliver({ accessToken: 'stale', expiresAt: inMinutes(1) });
    deliver({ nonsense: true });
    assert.equal(getAccessToken(), 'token-1');
    deliver({ accessToken: 'newer', expiresAt: inMinutes(20) });
    assert.equal(getAccessToken(), 'newer');
  });
});

describe('http: another account in this browser (a shared laptop, two tabs)', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  let restoreEnvironment = () => {};
  let stopHearing = () => {};
  afterEach(() => {
    stub?.restore();
    restoreEnvironment();
    stopHearing();
    clearAccessToken();
  });

  function channel(): [TokenChannel, (message: unknown) => void] {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const deliver = (message: unknown) => listeners.forEach((listener) => listener(new MessageEvent('message', { data: message })));
    return [{ postMessage: () => {}, addEventListener: (_, listener) => listeners.push(listener), close: () => {} }, deliver];
  }

  it("a refresh that brings another account's token is a refused session: the request is not sent as them", async () => {
    // Ana's tab, left open; Bogdan signed in in another tab, so the browser's cookie is his now.
    const onAuthFailure = mock.fn<(error: ApiError) => void>();
    restoreEnvironment = configureHttp({ onAuthFailure, locks: () => null, openChannel: () => null });
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: tokenFor('bogdan'), expiresAt: inMinutes(15) }),
      'POST /api/schools': () => jsonResponse(201, { id: 's1' }),
    });
    setAccessToken(tokenFor('ana'), inMinutes(0.5));
    await assert.rejects(request('/api/schools', { method: 'POST', body: { name: 'Școala lui Ana' } }), (error: ApiError) => error.type === 'authentication');
    assert.equal(stub.callsTo('POST /api/schools').length, 0, "nothing is written in Bogdan's account");
    assert.equal(onAuthFailure.mock.callCount(), 1);
    assert.equal(getAccessToken(), null);
  });

  it('a refresh for the same account goes on as before', async () => {
    restoreEnvironment = configureHttp({ onAuthFailure: () => {}, locks: () => null, openChannel: () => null });
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: tokenFor('ana', 'same'), expiresAt: inMinutes(15) }) });
    setAccessToken(tokenFor('ana', 'same'), inMinutes(0.5));
    assert.equal(await refreshAccessToken(), tokenFor('ana', 'same'));
  });

  /** Ana's tab, signed in, hearing the browser's other tabs; `left` counts the times her account left it. */
  async function anasTab() {
    const [tabs, deliver] = channel();
    restoreEnvironment = configureHttp({ onAuthFailure: () => {}, locks: () => null, openChannel: () => tabs });
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: tokenFor('ana'), expiresAt: inMinutes(15) }) });
    const left = mock.fn();
    stopHearing = onAccountLeft(left);
    await refreshAccessToken();
    return { deliver, left };
  }

  it("another tab's token for another account is not taken: this tab's account has left", async () => {
    const { deliver, left } = await anasTab();
    deliver({ accessToken: tokenFor('ana'), expiresAt: inMinutes(20) });
    assert.equal(left.mock.callCount(), 0, "the same teacher's newer token is taken");
    deliver({ accessToken: tokenFor('bogdan'), expiresAt: inMinutes(30) });
    assert.equal(left.mock.callCount(), 1);
    assert.equal(getAccessToken(), null, "neither Ana's token nor Bogdan's");
  });

  it('a sign-out in another tab signs this account out here too, and only this account', async () => {
    const { deliver, left } = await anasTab();
    deliver({ signedOut: 'bogdan' });
    assert.equal(left.mock.callCount(), 0);
    deliver({ signedOut: 'ana' });
    assert.equal(left.mock.callCount(), 1);
    assert.equal(getAccessToken(), null);
  });
});
