// The page asks for a screen's first reads itself (domain/api/early-reads.ts,
// server/early-refresh.ts), and the client takes those answers only when it
// asks the very same address: the page's list and the route loaders' reads
// (app/route-loaders.ts) must name the same addresses, written the same way,
// or a cold load asks twice. This holds them together for every route the
// page reads early, and checks the client takes an answer once, only with the
// token and the language it was asked with.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { ROUTE_LOADERS } from '../../../src/client/app/route-loaders';
import { ROUTE_READS } from '../../../src/client/app/route-reads';
import { clearAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { cache } from '../../../src/client/core/cache';
import { dropEarlyReads, takeEarlyRead } from '../../../src/client/core/early-refresh';
import { api, configureHttp } from '../../../src/client/core/http';
import { setLanguage } from '../../../src/client/core/i18n';
import * as records from '../../../src/client/core/records.cache';
import { closeAllSessions } from '../../../src/client/features/quiz-editor/editor-session';
import { EARLY_READS, earlyReadsOf, USER_READ } from '../../../src/domain/api/early-reads';
import { EARLY_READS_GLOBAL } from '../../../src/domain/api/early-refresh';
import { matchRoute } from '../../../src/domain/routes';

const IDS: Record<string, string> = { schoolId: 's1', classroomId: 'c1', quizId: 'q1', id: 'q1' };
/** Each early route at an address, and the queries that change what it reads. */
const ADDRESSES = EARLY_READS.flatMap((route) => {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => IDS[name] ?? 'x');
  if (route.path.endsWith('/quizzes/:quizId'))
    return ['', '?tab=report', '?tab=analysis', '?tab=compare', '?tab=grades'].map((search) => [path, search] as const);
  if (route.path === '/quiz/:quizId/grade') return [[path, '?classroomId=c1'] as const, [path, ''] as const];
  return [[path, ''] as const];
});

/** Every address the client's fetch is asked for, exactly as asked; no answer ever comes. */
function captureFetch(): string[] {
  const asked: string[] = [];
  mock.method(globalThis, 'fetch', (input: unknown) => {
    asked.push(String(input));
    return new Promise(() => {});
  });
  return asked;
}

describe("the page's early reads and the route loaders", () => {
  let restoreHttp = () => {};
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    cache.clear();
    restoreHttp = configureHttp({ locks: () => null, openChannel: () => null, onAuthFailure: () => {} });
    setAccessToken('held', Date.now() + 3_600_000);
  });
  afterEach(() => {
    mock.restoreAll();
    restoreHttp();
    clearAccessToken();
    cache.clear();
    dropEarlyReads();
    // The editor's loader opens its session ahead of the screen.
    closeAllSessions();
  });

  for (const [path, search] of ADDRESSES) {
    it(`${path}${search}: the page asks what the route loader asks, written the same way`, async () => {
      const asked = captureFetch();
      const loader = ROUTE_LOADERS.find((candidate) => matchRoute(candidate.path, path));
      assert.ok(loader, `a route loader for ${path}`);
      const params = matchRoute(loader.path, path) ?? {};
      const reads = loader.reads ? ROUTE_READS[loader.path]!(params, new URLSearchParams(search)) : [];
      for (const read of reads) records.fetchRecord(read).catch(() => undefined);
      (await loader.signedIn?.(params))?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const page = earlyReadsOf(path, search.slice(1));
      assert.equal(page[0], USER_READ, 'who is signed in comes first');
      assert.deepEqual([...asked].sort(), page.slice(1).sort());
    });
  }

  it('every screen whose loader reads records has its early reads: none is left to a second round trip', () => {
    const early = new Set(EARLY_READS.map((route) => route.path));
    const missing = ROUTE_LOADERS.filter((loader) => loader.reads && !early.has(loader.path)).map((loader) => loader.path);
    assert.deepEqual(missing, []);
  });

  it("the user's read is the one the session makes", () => {
    assert.equal(USER_READ, '/api/auth/user');
  });
});

describe('taking an early read', () => {
  const early = (reads: Record<string, Promise<Response>>) => {
    (globalThis as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL] = Promise.resolve({ token: 'page-token', lang: 'en', reads });
  };
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  let restoreHttp = () => {};
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    restoreHttp = configureHttp({ locks: () => null, openChannel: () => null, onAuthFailure: () => {} });
  });
  afterEach(() => {
    mock.restoreAll();
    restoreHttp();
    clearAccessToken();
    dropEarlyReads();
  });

  it("a GET with the page's token and language takes its answer, once; the next one goes out", async () => {
    setAccessToken('page-token', Date.now() + 3_600_000);
    early({ '/api/schools': answer([{ id: 's1', name: 'Early' }]) });
    const asked = captureFetch();
    assert.deepEqual(await api.get('/api/schools'), [{ id: 's1', name: 'Early' }]);
    assert.deepEqual(asked, []);
    void api.get('/api/schools').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(asked, ['/api/schools']);
  });

  it('another token (another session), another language or another method goes out', async () => {
    const schools = answer([]);
    early({ '/api/schools': schools });
    const asked = captureFetch();
    setAccessToken('another-token', Date.now() + 3_600_000);
    void api.get('/api/schools').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(asked, ['/api/schools']);
    setAccessToken('page-token', Date.now() + 3_600_000);
    await setLanguage('ro', { persist: false });
    void api.get('/api/schools').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(asked, ['/api/schools', '/api/schools']);
    assert.equal(takeEarlyRead('/api/schools', { method: 'POST' }), undefined);
  });

  it('once dropped (the teacher moved on), nothing is taken', async () => {
    setAccessToken('page-token', Date.now() + 3_600_000);
    early({ '/api/schools': answer([]) });
    dropEarlyReads();
    const asked = captureFetch();
    void api.get('/api/schools').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(asked, ['/api/schools']);
  });
});
