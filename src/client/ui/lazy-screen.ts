// Lazy screens (DESIGN 4) with SPEC 8/9 chunk handling: a chunk that fails to
// load, or has not arrived within the SPEC 9 time-out, becomes one
// recognisable error ('ChunkLoadError') that the error boundary answers with
// the reload screen, instead of a spinner that never ends.
import { type ComponentType, createElement, lazy, useState } from 'react';
import { config } from '../core/config';

export const CHUNK_LOAD_ERROR = 'ChunkLoadError';

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = CHUNK_LOAD_ERROR;
  }
}

/** What browsers say when a dynamic import fails outside lazyScreen (Chrome, Firefox, Safari). */
const NATIVE_CHUNK_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === CHUNK_LOAD_ERROR || NATIVE_CHUNK_FAILURE.test(error.message);
}

export interface LazyScreenOptions {
  /** How long the chunk may take; SPEC 9's 120 s unless a test says otherwise. */
  timeoutMs?: number;
}

/** Runs a chunk import with the time-out; every failure comes out as a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, options: LazyScreenOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? config.chunkLoadTimeoutMs;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    let started: Promise<T>;
    try {
      started = load();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(error instanceof Error ? error.message : 'Loading chunk failed', { cause: error }));
      },
    );
  });
}

/** A chunk's import that remembers its module once it is in (see lazyNamedScreen). */
export interface ChunkImport<T> {
  (): Promise<T>;
  /** The module, once an import through this function has resolved; undefined before. */
  loaded(): T | undefined;
}

/** Wraps `() => import(...)` so that whoever renders the chunk's screens can tell, synchronously, that it has arrived. */
export function chunkImport<T>(load: () => Promise<T>): ChunkImport<T> {
  let module: T | undefined;
  const start = () =>
    load().then((arrived) => {
      module = arrived;
      return arrived;
    });
  return Object.assign(start, { loaded: () => module });
}

/**
 * A lazy screen: React.lazy over the chunk's import (with the time-out and the
 * ChunkLoadError contract), except when the chunk is already in as the screen mounts.
 * A lazy component suspends on its first render even when its chunk arrived long
 * before (it learns so a microtask later), and React then holds the screen behind the
 * fallback for at least 300 ms (its fallback throttle): on a cold load, where boot
 * fetches the screen's chunk beside the session (route-loaders), a third of the time
 * to the first data (issue 15). Which of the two a mounted screen renders is decided
 * once, when it mounts, so a screen never remounts because its chunk arrived.
 */
function lazyPicked<M, P extends object>(load: (() => Promise<M>) | ChunkImport<M>, pick: (module: M) => ComponentType<P>, options?: LazyScreenOptions) {
  const Lazy = lazy(() => loadChunk(load, options).then((module) => ({ default: pick(module) })));
  const arrived = 'loaded' in load ? load.loaded : () => undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per screen at module level, never in a render
  function LazyScreen(props: P) {
    const [inAtMount] = useState(arrived);
    return inAtMount ? createElement(pick(inAtMount), props) : createElement(Lazy, props);
  }
  return LazyScreen;
}

/** A lazy screen from a module whose default export is the component (see lazyPicked). */
// `any` is React.lazy's own constraint; callers still get C's real props.
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature: any screen, whatever its props (unknown would refuse every one)
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, options?: LazyScreenOptions): C {
  // The props are C's: lazyPicked only passes them through.
  return lazyPicked(load, (module) => module.default, options) as unknown as C;
}

/**
 * A named export of a feature's index as a lazy screen: features export
 * several screens from one chunk (`lazyNamedScreen(screenChunks.auth, 'SignInPage')`).
 */
export function lazyNamedScreen<K extends string, P extends object>(
  load: (() => Promise<{ [name in K]: ComponentType<P> }>) | ChunkImport<{ [name in K]: ComponentType<P> }>,
  name: K,
  options?: LazyScreenOptions,
): ComponentType<P> {
  return lazyPicked(load, (module) => module[name], options);
}
