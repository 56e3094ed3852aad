// Lazy screens (DESIGN 4) with SPEC 8/9 chunk handling: a chunk that fails to
// load, or has not arrived within the SPEC 9 time-out, becomes one
// recognisable error ('ChunkLoadError') that the error boundary answers with
// the reload screen, instead of a spinner that never ends.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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

/**
 * A React.lazy screen whose chunk import has the time-out and the
 * ChunkLoadError contract. Generic over the component (as React.lazy is), so
 * its props are inferred from whatever the import resolves to.
 */
// `any` is React.lazy's own constraint; callers still get C's real props.
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature: any screen, whatever its props (unknown would refuse every one)
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, options?: LazyScreenOptions): LazyExoticComponent<C> {
  return lazy(() => loadChunk(load, options));
}

/**
 * A named export of a feature's index as a lazy screen: features export
 * several screens from one chunk (`lazyNamedScreen(() => import('../features/auth'), 'SignInPage')`).
 */
export function lazyNamedScreen<K extends string, P>(
  load: () => Promise<{ [name in K]: ComponentType<P> }>,
  name: K,
  options?: LazyScreenOptions,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(load, options).then((module) => ({ default: module[name] })));
}
