import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import {
  cache as appCache,
  type CacheEvent,
  CLASSROOM_CACHE_MS,
  DEFAULT_CACHE_MS,
  QueryCache,
  SCHOOL_CACHE_MS,
  useCachedQuery,
} from '../../../src/client/core/cache';
import { cacheTags } from '../../../src/client/core/cache-tags';
import { setDataOwner } from '../../../src/client/core/data-owner';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('QueryCache', () => {
  it('exports the SPEC 4 and 9 time-to-lives', () => {
    assert.deepEqual([DEFAULT_CACHE_MS, SCHOOL_CACHE_MS, CLASSROOM_CACHE_MS], [300_000, 60_000, 60_000]);
  });

  it('keeps an entry for its time-to-live (300000 ms by default, or per entry)', async () => {
    const time = clock();
    const cache = new QueryCache({ now: time.now });
    cache.set('a', 1);
    cache.set('school:1', { name: 'Școala 1' }, { ttlMs: SCHOOL_CACHE_MS });
    time.advance(SCHOOL_CACHE_MS - 1);
    assert.deepEqual(cache.get('school:1'), { name: 'Școala 1' });
    time.advance(1);
    assert.equal(cache.get('school:1'), undefined);
    assert.equal(cache.get('a'), 1);
    time.advance(DEFAULT_CACHE_MS - SCHOOL_CACHE_MS);
    assert.equal(cache.has('a'), false);
  });

  it('fetch serves a fresh value without calling the loader, and calls it again once expired', async () => {
    const time = clock();
    const cache = new QueryCache({ now: time.now });
    const loader = mock.fn(async () => ['5A', '5B']);
    assert.deepEqual(await cache.fetch('classrooms', loader, { ttlMs: 1000 }), ['5A', '5B']);
    assert.deepEqual(await cache.fetch('classrooms', loader, { ttlMs: 1000 }), ['5A', '5B']);
    assert.equal(loader.mock.callCount(), 1);
    time.advance(1000);
    await cache.fetch('classrooms', loader, { ttlMs: 1000 });
    assert.equal(loader.mock.callCount(), 2);
  });

  it('holds at most 50 entries and evicts the least recently used', () => {
    const cache = new QueryCache();
    for (let i = 0; i < 50; i += 1) cache.set(`k${i}`, i);
    assert.equal(cache.get('k0'), 0, 'reading k0 makes k1 the least recently used');
    cache.set('k50', 50);
    assert.equal(cache.size, 50);
    assert.equal(cache.has('k1'), false);
    assert.equal(cache.has('k0'), true);
    assert.equal(cache.has('k50'), true);
  });

  it('expired entries go before live ones when the cache is full', () => {
    const time = clock();
    const cache = new QueryCache({ now: time.now, maxSize: 3 });
    cache.set('old', 1);
    cache.set('short', 2, { ttlMs: 10 });
    cache.set('live', 3);
    time.advance(10);
    cache.set('new', 4);
    assert.deepEqual(
      ['old', 'short', 'live', 'new'].map((key) => cache.has(key)),
      [true, false, true, true],
    );
  });

  it('two callers of one key share one request', async () => {
    const cache = new QueryCache();
    const answer = deferred<string>();
    const loader = mock.fn(() => answer.promise);
    const first = cache.fetch('school:1', loader);
    const second = cache.fetch('school:1', loader);
    answer.resolve('Școala 1');
    assert.deepEqual(await Promise.all([first, second]), ['Școala 1', 'Școala 1']);
    assert.equal(loader.mock.callCount(), 1);
  });

  it('does not cache failures, and a loader that throws at once leaves nothing behind', async () => {
    const cache = new QueryCache();
    await assert.rejects(
      cache.fetch('x', async () => Promise.reject(new Error('down'))),
      /down/,
    );
    await assert.rejects(
      cache.fetch('x', () => {
        throw new Error('sync');
      }),
      /sync/,
    );
    assert.equal(await cache.fetch('x', async () => 'up'), 'up');
  });

  it('invalidates by key, by prefix and by tag, telling subscribers', () => {
    const cache = new QueryCache();
    const events: CacheEvent[] = [];
    cache.subscribe((event) => events.push(event));
    cache.set('schools', [1, 2], { tags: [cacheTags.schools] });
    cache.set('school:1', { id: 1 }, { tags: [cacheTags.school('1')] });
    cache.set('school:1:classrooms', [], { tags: [cacheTags.school('1')] });
    cache.set('school:2', { id: 2 }, { tags: [cacheTags.school('2')] });
    cache.set('classroom:7', { id: 7 });
    cache.set('classroom:7:pupils', []);
    events.length = 0;

    cache.invalidateTags(cacheTags.school('1'));
    assert.deepEqual(
      ['school:1', 'school:1:classrooms', 'school:2'].map((key) => cache.has(key)),
      [false, false, true],
    );
    cache.invalidatePrefix('classroom:7');
    assert.deepEqual([cache.has('classroom:7'), cache.has('classroom:7:pupils')], [false, false]);
    cache.invalidate('schools');
    assert.equal(cache.has('schools'), false);
    assert.deepEqual(
      events.map((event) => `${event.type} ${event.key}`),
      ['invalidate school:1', 'invalidate school:1:classrooms', 'invalidate classroom:7', 'invalidate classroom:7:pupils', 'invalidate schools'],
    );
  });

  it('an answer that arrives after its key was invalidated is returned but not kept', async () => {
    const cache = new QueryCache();
    const answer = deferred<string>();
    const pending = cache.fetch('schools', () => answer.promise, { tags: [cacheTags.schools] });
    cache.invalidateTags(cacheTags.schools);
    answer.resolve('stale');
    assert.equal(await pending, 'stale');
    assert.equal(cache.has('schools'), false);
  });

  it('a value set while a request for its key is on its way is kept over that older answer', async () => {
    const cache = new QueryCache();
    const older = deferred<string>();
    const pending = cache.fetch('quiz:1', () => older.promise);
    cache.set('quiz:1', 'saved');
    older.resolve('read before the save');
    assert.equal(await pending, 'read before the save', 'its caller still gets its answer');
    assert.equal(cache.get('quiz:1'), 'saved');
  });

  it('invalidateTagsExcept drops the tagged entries but the one the caller is about to set', () => {
    const cache = new QueryCache();
    cache.set('quiz:1', 'record', { tags: [cacheTags.quiz('1')] });
    cache.set('quiz:1:report', 'report', { tags: [cacheTags.quiz('1')] });
    cache.invalidateTagsExcept('quiz:1', cacheTags.quiz('1'));
    assert.deepEqual([cache.has('quiz:1'), cache.has('quiz:1:report')], [true, false]);
  });

  it("the app's cache forgets at sign-out, and has every reader ask afresh when another teacher takes the tab over", () => {
    const events: string[] = [];
    const unsubscribe = appCache.subscribe((event) => events.push(`${event.type} ${event.key}`));
    try {
      setDataOwner('ana');
      appCache.set('quiz:1', 'Ana’s');
      setDataOwner(null);
      setDataOwner('ana');
      appCache.set('quiz:1', 'Ana’s');
      setDataOwner('bogdan');
      assert.deepEqual(
        events.filter((event) => !event.startsWith('set')),
        ['forget quiz:1', 'invalidate quiz:1'],
      );
    } finally {
      unsubscribe();
      setDataOwner(null);
      appCache.clear();
    }
  });

  it('force bypasses a fresh value and a request in flight, and keeps the new answer', async () => {
    const cache = new QueryCache();
    cache.set('schools', ['old']);
    const inFlight = deferred<string[]>();
    const events: string[] = [];
    cache.subscribe((event) => events.push(`${event.type} ${event.key}`));
    assert.deepEqual(await cache.fetch('schools', async () => ['new'], { force: true }), ['new']);
    assert.deepEqual(cache.get('schools'), ['new']);
    assert.deepEqual(events, ['set schools']);

    cache.invalidate('schools');
    const slow = cache.fetch('schools', () => inFlight.promise);
    const forced = await cache.fetch('schools', async () => ['forced'], { force: true });
    inFlight.resolve(['overtaken']);
    assert.deepEqual([forced, await slow], [['forced'], ['overtaken']]);
    assert.deepEqual(cache.get('schools'), ['forced'], 'the overtaken answer does not replace the forced one');
  });
});

describe('useCachedQuery', () => {
  afterEach(cleanup);

  function Schools({ cache, loader, id }: { cache: QueryCache; loader: () => Promise<string[]>; id: string | null }) {
    const { data, loading, error } = useCachedQuery(id === null ? null : `school:${id}:classrooms`, loader, { cache, tags: [cacheTags.schools] });
    if (loading) return createElement('p', null, 'loading');
    if (error) return createElement('p', null, 'failed');
    return createElement('p', null, data ? data.join(', ') : 'none');
  }

  it('loads, re-renders on a forced refresh elsewhere, and refetches when its entry is dropped', async () => {
    const cache = new QueryCache();
    let answer = ['5A'];
    const loader = mock.fn(async () => answer);
    render(createElement(Schools, { cache, loader, id: '1' }));
    assert.ok(await screen.findByText('5A'));

    answer = ['5A', '5B'];
    await act(async () => {
      await cache.fetch('school:1:classrooms', loader, { force: true });
    });
    assert.ok(screen.getByText('5A, 5B'));

    answer = ['6A'];
    act(() => cache.invalidateTags(cacheTags.schools));
    assert.ok(await screen.findByText('6A'));
    assert.equal(loader.mock.callCount(), 3);
  });

  it('a sign-out forgets the entries without the open screens asking for them again', async () => {
    const cache = new QueryCache();
    const loader = mock.fn(async () => ['5A']);
    render(createElement(Schools, { cache, loader, id: '1' }));
    assert.ok(await screen.findByText('5A'));
    const events: string[] = [];
    cache.subscribe((event) => events.push(`${event.type} ${event.key}`));
    act(() => cache.forgetAll());
    await act(async () => {});
    assert.equal(cache.has('school:1:classrooms'), false);
    assert.deepEqual(events, ['forget school:1:classrooms']);
    assert.equal(loader.mock.callCount(), 1, 'nothing asked again for the teacher who left');
  });

  it('SPEC 5: with no id it reads nothing and calls nothing', async () => {
    const cache = new QueryCache();
    const loader = mock.fn(async () => ['x']);
    render(createElement(Schools, { cache, loader, id: null }));
    await waitFor(() => assert.ok(screen.getByText('none'), "waiting for screen.getByText('none')"));
    assert.equal(loader.mock.callCount(), 0);
  });

  it('shows a failure', async () => {
    const cache = new QueryCache();
    render(createElement(Schools, { cache, loader: async () => Promise.reject(new Error('down')), id: '2' }));
    assert.ok(await screen.findByText('failed'));
  });
});
