// Starts PGlite the way PostgreSQL's durability guarantees are written for:
// fsync on (PGlite's defaults pass -F), WAL flushed with fsync() (the call its
// Node filesystem now honours, see durable-fs.ts), full-page writes as
// PostgreSQL ships them. Commits are asynchronous so that the WalFlusher can
// group them; no caller hears "committed" before the flush (docs/durability.md).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { type DeferredWalSync, DurableNodeFS, syncPath, syncTree } from './durable-fs';

/** 'flush': every answer waits for its WAL on disk. 'none': PGlite as shipped (fsync off), for the bench's comparison only. */
export type Durability = 'flush' | 'none';

export async function durableStartParams(): Promise<string[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    // fsync() reaches the host; fdatasync() and O_DSYNC do not through Emscripten.
    '-c',
    'wal_sync_method=fsync',
    '-c',
    'synchronous_commit=off',
  ];
}

export interface EmbeddedOptions extends Pick<PGliteOptions, 'parsers' | 'loadDataDir'> {
  /** A directory on disk; none for an in-memory database. */
  dataDir?: string;
  durability?: Durability;
}

const walSyncs = new WeakMap<PGlite, DeferredWalSync>();

/** The deferred WAL flushes of a database opened on disk with durability 'flush' (none in memory). */
export function walSyncOf(pglite: PGlite): DeferredWalSync | undefined {
  return walSyncs.get(pglite);
}

export async function openEmbedded({ dataDir, durability = 'flush', ...options }: EmbeddedOptions): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (durability === 'none') return PGlite.create({ dataDir, ...options });
  const startParams = await durableStartParams();
  if (!dataDir) return PGlite.create({ ...options, startParams });
  const copiedIn = options.loadDataDir !== undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  const fs = new DurableNodeFS(dataDir);
  const pglite = await PGlite.create({ ...options, fs, startParams });
  walSyncs.set(pglite, fs.walSync);
  if (copiedIn) {
    // initdb's output or a restored snapshot was written behind PostgreSQL's back: flush it all once.
    syncTree(dataDir);
    syncPath(dirname(dataDir), true);
  }
  return pglite;
}
