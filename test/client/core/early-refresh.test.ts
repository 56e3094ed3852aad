// The page's inline script starts the session's refresh while it parses
// (server/early-refresh.ts); the boot's first refresh takes that answer
// instead of presenting the cookie a second time. Runs the very script the
// server puts in the page.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { clearAccessToken, getAccessToken } from '../../../src/client/core/access-token';
import { restoreSession } from '../../../src/client/core/auth.api';
import { dropEarlyReads } from '../../../src/client/core/early-refresh';
import { ApiError, api, configureHttp, refreshAccessToken } from '../../../src/client/core/http';
import { setLanguage } from '../../../src/client/core/i18n';
import { EARLY_READS_ELEMENT_ID, EARLY_REFRESH_GLOBAL, SIGNED_OUT_COOKIE } from '../../../src/domain/api/early-refresh';
import { EARLY_REFRESH_SCRIPT } from '../../../src/server/early-refresh';
import { jsonResponse, networkFailure, type RouteHandler, stubFetch } from '../support/fetch-stub';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const USER = { id: 'u1', email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', provider: 'local' };

function writeCookie(text: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; the page's script reads document.cookie
  document.cookie = text;
}

/** What the browser does with the page's inline script. */
const runPageScript = () => new Function(EARLY_REFRESH_SCRIPT)();

describe("the page's early refresh", () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  let restoreEnvironment: () => void;
  const paths = () => stub?.calls.map((call) => `${call.method} ${call.path}`);

  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    clearAccessToken();
    restoreEnvironment = configureHttp({ onAuthFailure: () => {}, locks: () => null, openChannel: () => null });
  });
  afterEach(() => {
    stub?.restore();
    restoreEnvironment();
    clearAccessToken();
    (globalThis as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL] = undefined;
  });

  const start = (refresh: RouteHandler) => {
    stub = stubFetch({ 'POST /api/auth/refresh': refresh, 'GET /api/auth/user': () => jsonResponse(200, USER) });
    runPageScript();
  };

  it('the boot takes the refresh the page started: the cookie is presented once, then the user is asked with its token', async () => {
    start(() => jsonResponse(200, { accessToken: 'from-the-page', expiresAt: inMinutes(15) }));
    assert.deepEqual(paths(), ['POST /api/auth/refresh'], 'the page asks before any of the client has run');
    const user = await restoreSession();
    assert.equal(user?.id, 'u1');
    assert.deepEqual(paths(), ['POST /api/auth/refresh', 'GET /api/auth/user']);
    assert.equal(stub?.calls[1]?.headers.get('authorization'), 'Bearer from-the-page');
    assert.equal(getAccessToken(), 'from-the-page');
  });

  it('only the first refresh takes it: a later one presents the cookie again', async () => {
    let issued = 0;
    start(() => jsonResponse(200, { accessToken: `token-${++issued}`, expiresAt: inMinutes(15) }));
    assert.equal(await refreshAccessToken(), 'token-1');
    assert.equal(await refreshAccessToken(), 'token-2');
    assert.deepEqual(paths(), ['POST /api/auth/refresh', 'POST /api/auth/refresh']);
  });

  it('no session (401): nobody is signed in, and the client does not ask again', async () => {
    start(() => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Sign in' } }));
    assert.equal(await restoreSession(), null);
    assert.deepEqual(paths(), ['POST /api/auth/refresh']);
  });

  // The server marks a browser without a session (server/auth/cookies.ts): its pages ask nothing, so a
  // visitor's sign-in page logs no refused refresh. Any other cookie, or a value other than 1, still asks.
  it('a browser marked signed out asks for no refresh: the page answers 401 itself, and nobody is signed in', async () => {
    writeCookie(`${SIGNED_OUT_COOKIE}=1`);
    writeCookie('theme=dark');
    try {
      start(() => jsonResponse(200, { accessToken: 'not-asked', expiresAt: inMinutes(15) }));
      assert.deepEqual(paths(), []);
      assert.equal(await restoreSession(), null);
      assert.deepEqual(paths(), [], 'nor does the boot ask again');
    } finally {
      writeCookie(`${SIGNED_OUT_COOKIE}=; max-age=0`);
      writeCookie('theme=; max-age=0');
    }
    stub?.restore();
    writeCookie(`x${SIGNED_OUT_COOKIE}=1`);
    try {
      start(() => jsonResponse(200, { accessToken: 'asked', expiresAt: inMinutes(15) }));
      assert.deepEqual(paths(), ['POST /api/auth/refresh'], 'another cookie whose name ends the same is not the hint');
    } finally {
      writeCookie(`x${SIGNED_OUT_COOKIE}=; max-age=0`);
    }
  });

  it('a failure before any answer is a network error, as for any call, and the next refresh goes out', async () => {
    let attempt = 0;
    start(() => (++attempt === 1 ? networkFailure() : jsonResponse(200, { accessToken: 'second', expiresAt: inMinutes(15) })));
    await assert.rejects(restoreSession(), (error) => error instanceof ApiError && error.type === 'network');
    assert.equal(await refreshAccessToken(), 'second');
  });

  /** The JSON block the server writes into the page before the script. */
  const withReadsBlock = async (urls: string[], run: () => Promise<void>) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EARLY_READS_ELEMENT_ID;
    block.textContent = JSON.stringify({ lang: 'en', urls });
    document.head.append(block);
    try {
      await run();
    } finally {
      block.remove();
      dropEarlyReads();
    }
  };

  it("with the page's list of reads, the refresh names the page and brings their answers: nothing else goes out", async () => {
    await withReadsBlock(['/api/auth/user', '/api/schools'], async () => {
      const schools = [{ id: 's1', name: 'Colegiul' }];
      stub = stubFetch({
        'POST /api/auth/refresh': () =>
          jsonResponse(200, {
            accessToken: 'from-the-page',
            expiresAt: inMinutes(15),
            early: { '/api/auth/user': JSON.stringify(USER), '/api/schools': JSON.stringify(schools) },
          }),
      });
      runPageScript();
      assert.equal(stub.calls[0]?.headers.get('x-catedra-page'), `${location.pathname}${location.search}`, 'the page names its address');
      assert.equal(stub.calls[0]?.headers.get('accept-language'), 'en', "in the reads' language");
      assert.equal((await restoreSession())?.id, 'u1');
      assert.equal(getAccessToken(), 'from-the-page', 'the boot reads the refresh as before');
      assert.deepEqual(await api.get('/api/schools'), schools);
      assert.deepEqual(paths(), ['POST /api/auth/refresh'], 'one request for the token, who is signed in and the screen');
    });
  });

  it('a read the refresh left out is asked by the page with its token, once', async () => {
    await withReadsBlock(['/api/auth/user', '/api/schools'], async () => {
      stub = stubFetch({
        'POST /api/auth/refresh': () =>
          jsonResponse(200, { accessToken: 'from-the-page', expiresAt: inMinutes(15), early: { '/api/auth/user': JSON.stringify(USER) } }),
        'GET /api/schools': () => jsonResponse(200, [{ id: 's1', name: 'Colegiul' }]),
      });
      runPageScript();
      assert.equal((await restoreSession())?.id, 'u1');
      assert.deepEqual(await api.get('/api/schools'), [{ id: 's1', name: 'Colegiul' }]);
      assert.deepEqual(paths(), ['POST /api/auth/refresh', 'GET /api/schools']);
      assert.equal(stub.calls[1]?.headers.get('authorization'), 'Bearer from-the-page');
      assert.equal(stub.calls[1]?.headers.get('accept-language'), 'en');
    });
  });

  it('with the list but no session, nobody is signed in and no read goes out', async () => {
    await withReadsBlock(['/api/auth/user', '/api/schools'], async () => {
      start(() => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Sign in' } }));
      assert.equal(await restoreSession(), null);
      assert.deepEqual(paths(), ['POST /api/auth/refresh']);
    });
  });

  it('a server error keeps its status and message', async () => {
    start(() => jsonResponse(503, { error: { code: 'unavailable', message: 'Try again shortly' } }));
    await assert.rejects(refreshAccessToken(), (error) => error instanceof ApiError && error.status === 503 && error.message === 'Try again shortly');
  });
});
