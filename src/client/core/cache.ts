// The client's read cache (DESIGN 4, SPEC 4 and 9): a time-to-live per
// entry, at most 50 entries (least recently used out first), one request per
// key at a time, and invalidation by key, prefix or tag so a write can drop
// exactly what it made stale ('schools', 'school:<id>'). Views that read
// through useCachedQuery re-render when their entry is refreshed or dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CacheTag } from './cache-tags';
import { config } from './config';
import { onDataOwnerChange } from './data-owner';

export const DEFAULT_CACHE_MS = config.cache.ttlMs;
export const MAX_CACHE_SIZE = config.cache.maxSize;
/** SPEC 4: school data is cached 60 s. */
export const SCHOOL_CACHE_MS = config.cache.schoolMs;
/** SPEC 4: a classroom (with its pupils and quizzes) is cached 60000 ms per classroom id. */
export const CLASSROOM_CACHE_MS = config.cache.classroomMs;

export interface CacheEntryOptions {
  /** Defaults to the cache's time-to-live (300000 ms). */
  ttlMs?: number;
  /** Names under which the entry can be dropped together (`schools`, `school:42`). */
  tags?: readonly CacheTag[];
}

export interface CacheFetchOptions extends CacheEntryOptions {
  /** Ignore a cached value and any request in flight: ask the server again and keep its answer. */
  force?: boolean;
}

export interface CacheEvent {
  /**
   * `set`: a fresh value arrived; `invalidate`: the entry was dropped and readers should ask again;
   * `forget`: the entry belonged to a teacher who signed out, and nobody asks for it again.
   */
  type: 'set' | 'invalidate' | 'forget';
  key: string;
}

export interface QueryCacheOptions {
  maxSize?: number;
  ttlMs?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  tags: ReadonlySet<CacheTag>;
}

interface Inflight {
  promise: Promise<unknown>;
  tags: ReadonlySet<CacheTag>;
}

export class QueryCache {
  // A Map iterates in insertion order; re-inserting on every read keeps the least recently used first.
  readonly #entries = new Map<string, Entry>();
  readonly #inflight = new Map<string, Inflight>();
  readonly #listeners = new Set<(event: CacheEvent) => void>();
  readonly #maxSize: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: QueryCacheOptions = {}) {
    this.#maxSize = options.maxSize ?? MAX_CACHE_SIZE;
    this.#ttlMs = options.ttlMs ?? DEFAULT_CACHE_MS;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether a fresh value is held (an expired one is dropped on the way). */
  has(key: string): boolean {
    return this.#fresh(key) !== undefined;
  }

  /** The fresh value, or undefined; a read counts as a use for the eviction order. */
  get<T>(key: string): T | undefined {
    return this.#fresh(key)?.value as T | undefined;
  }

  /** Stores a value; without tags of its own it keeps those of the entry it replaces. */
  set<T>(key: string, value: T, options: CacheEntryOptions = {}): void {
    const previous = this.#entries.get(key);
    this.#entries.delete(key);
    // A request for the key still on its way started before this value was known: its answer is not kept.
    this.#inflight.delete(key);
    const tags = options.tags ? new Set(options.tags) : (previous?.tags ?? new Set<CacheTag>());
    this.#entries.set(key, { value, expiresAt: this.#now() + (options.ttlMs ?? this.#ttlMs), tags });
    this.#evict();
    this.#emit({ type: 'set', key });
  }

  /**
   * The cached value when fresh; otherwise one request per key, shared by
   * every caller meanwhile. Failures are not cached.
   */
  fetch<T>(key: string, loader: () => Promise<T>, options: CacheFetchOptions = {}): Promise<T> {
    if (!options.force) {
      const entry = this.#fresh(key);
      if (entry) return Promise.resolve(entry.value as T);
      const pending = this.#inflight.get(key);
      if (pending) return pending.promise as Promise<T>;
    }
    const record: Inflight = { promise: Promise.resolve(), tags: new Set(options.tags) };
    // Registered before the loader starts, so a loader that throws at once cannot leave a dead record behind.
    this.#inflight.set(key, record);
    record.promise = (async () => {
      try {
        const value = await loader();
        // Invalidated or overtaken by a forced fetch while in flight: the answer may be stale, so it is not kept.
        if (this.#inflight.get(key) === record) this.set(key, value, options);
        return value;
      } finally {
        if (this.#inflight.get(key) === record) this.#inflight.delete(key);
      }
    })();
    return record.promise as Promise<T>;
  }

  invalidate(key: string): void {
    this.#drop((candidate) => candidate === key);
  }

  invalidatePrefix(prefix: string): void {
    this.#drop((key) => key.startsWith(prefix));
  }

  /** Drops every entry (and request in flight) carrying any of the tags. */
  invalidateTags(...tags: CacheTag[]): void {
    this.#drop((_, entryTags) => tags.some((tag) => entryTags.has(tag)));
  }

  /** invalidateTags, but for one key whose value the caller sets right after (the server's answer to a write). */
  invalidateTagsExcept(keep: string, ...tags: CacheTag[]): void {
    this.#drop((key, entryTags) => key !== keep && tags.some((tag) => entryTags.has(tag)));
  }

  clear(): void {
    this.#drop(() => true);
  }

  /** Drops everything without asking readers to load it again (sign-out: the screens are leaving, and no token is left). */
  forgetAll(): void {
    this.#drop(() => true, 'forget');
  }

  subscribe(listener: (event: CacheEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  #evict(): void {
    if (this.#entries.size <= this.#maxSize) return;
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxSize) break;
      this.#entries.delete(key);
    }
  }

  #drop(matches: (key: string, tags: ReadonlySet<CacheTag>) => boolean, type: 'invalidate' | 'forget' = 'invalidate'): void {
    const dropped = new Set<string>();
    for (const [key, entry] of this.#entries) if (matches(key, entry.tags)) dropped.add(key);
    for (const [key, pending] of this.#inflight) if (matches(key, pending.tags)) dropped.add(key);
    for (const key of dropped) {
      this.#entries.delete(key);
      this.#inflight.delete(key);
    }
    for (const key of dropped) this.#emit({ type, key });
  }

  #emit(event: CacheEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}

/** The app's one cache; features key their entries by resource (`school:42`, `classroom:7:pupils`). */
export const cache = new QueryCache();

// What one teacher read is never shown to the next on a shared computer.
// Before anyone signed in, nothing in the cache belongs to a user.
// At sign-out the screens still open must not ask for the departing teacher's
// data again (they go with the sign-out's navigation); another teacher taking
// over the tab gets every open reader asking afresh, with their own token.
onDataOwnerChange((previous, next) => {
  if (previous === null) return;
  if (next === null) cache.forgetAll();
  else cache.clear();
});

export interface CachedQuery<T> {
  data: T | undefined;
  error: unknown;
  /** True while a request for data not yet held is running. */
  loading: boolean;
  /** Asks the server again (SPEC 4 forced refresh). */
  refresh: () => Promise<void>;
}

/**
 * Reads a key through the cache and follows it: a refreshed entry re-renders
 * the view, a dropped one is fetched again. A null key (SPEC 5: no id) reads
 * nothing and calls nothing.
 */
export function useCachedQuery<T>(key: string | null, loader: () => Promise<T>, options: CacheEntryOptions & { cache?: QueryCache } = {}): CachedQuery<T> {
  const store = options.cache ?? cache;
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown; loading: boolean }>(() => ({
    key,
    data: key === null ? undefined : store.get<T>(key),
    error: null,
    loading: key !== null && !store.has(key),
  }));

  const load = useCallback(
    async (force: boolean) => {
      if (key === null) return;
      if (!force && store.has(key)) {
        setState({ key, data: store.get<T>(key), error: null, loading: false });
        return;
      }
      setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, error: null, loading: true }));
      try {
        const data = await store.fetch(key, () => loaderRef.current(), { ttlMs: optionsRef.current.ttlMs, tags: optionsRef.current.tags, force });
        setState((previous) => (previous.key === key ? { key, data, error: null, loading: false } : previous));
      } catch (error) {
        setState((previous) => (previous.key === key ? { ...previous, error, loading: false } : previous));
      }
    },
    [key, store],
  );

  useEffect(() => {
    if (key === null) {
      setState({ key, data: undefined, error: null, loading: false });
      return undefined;
    }
    void load(false);
    return store.subscribe((event) => {
      if (event.key !== key || event.type === 'forget') return;
      if (event.type === 'invalidate') void load(false);
      else setState({ key, data: store.get<T>(key), error: null, loading: false });
    });
  }, [key, store, load]);

  const refresh = useCallback(() => load(true), [load]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: current ? state.loading : key !== null, refresh };
}

/** One cached read as its api module describes it: the key, the request, the lifetime and tags. */
export interface CacheQuery<T> {
  key: string;
  load: () => Promise<T>;
  options?: CacheEntryOptions;
}

const nothingToLoad = () => Promise.reject(new Error('no query'));

/** useCachedQuery for a query descriptor; null (no id yet) reads nothing. */
export function useQuery<T>(query: CacheQuery<T> | null): CachedQuery<T> {
  return useCachedQuery<T>(query?.key ?? null, query?.load ?? nothingToLoad, query?.options);
}
