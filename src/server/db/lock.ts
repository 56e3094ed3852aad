// One process per embedded data directory: PGlite is a single-connection
// database, and two processes writing the same files would corrupt it.
//
// A pid or a host name cannot tell whether the owner still runs (containers
// are re-created with new host names, pids are reused, pid namespaces differ),
// so the owner proves it: a heartbeat thread touches the lock file every
// HEARTBEAT_MS. A lock untouched for STALE_MS belongs to a dead process and is
// taken over; a lock seen touched while we watch belongs to a live one.

import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export const HEARTBEAT_MS = 2_000;
/** Five missed heartbeats: a process that has not touched its lock for this long is gone. */
export const STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  constructor(dir: string, owner: LockOwner) {
    super(
      `The data directory ${dir} is in use by another Catedra process (pid ${owner.pid}) on ${owner.host || 'an unknown host'}. ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockOwner {
  pid: number;
  host: string;
  /** Unique per acquisition: tells our lock from a successor's. */
  token: string;
}

export interface LockClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: LockClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

export interface LockOptions {
  clock?: LockClock;
  /** Start the heartbeat thread (off in tests that drive the heartbeat by hand). */
  heartbeat?: boolean;
  /** The heartbeat found our lock taken by another process: by default, stop at once. */
  onLost?: (message: string) => void;
}

interface Seen {
  owner: LockOwner | null;
  touchedAt: number;
}

function look(path: string): Seen | null {
  try {
    const touchedAt = statSync(path).mtimeMs;
    let owner: LockOwner | null = null;
    try {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
      if (typeof parsed.pid === 'number') owner = { pid: parsed.pid, host: String(parsed.host ?? ''), token: String(parsed.token ?? '') };
    } catch {
      // Half-written or foreign content: its heartbeat still decides.
    }
    return { owner, touchedAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function create(path: string, owner: LockOwner, now: number): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify({ ...owner, startedAt: new Date(now).toISOString() }));
  } finally {
    closeSync(fd);
  }
  utimesSync(path, now / 1000, now / 1000);
  return true;
}

/**
 * Removes the stale lock `seen`, and only it: moved aside atomically, then
 * checked. Had a live process replaced it meanwhile, its lock goes back.
 */
export function takeOver(path: string, seen: Seen): void {
  const aside = `${path}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = look(aside);
  if (moved && (moved.owner?.token !== seen.owner?.token || moved.touchedAt !== seen.touchedAt)) {
    try {
      linkSync(aside, path);
    } catch (error) {
      // EEXIST: its owner already put a new one in place.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

/**
 * The heartbeat itself: touches our lock, or reports that it is no longer
 * ours. A lock that vanished (moved aside for a moment by a starter checking
 * it) is written again.
 */
export function beat(path: string, owner: LockOwner, now: number): 'ok' | 'lost' {
  const seen = look(path);
  if (!seen) return create(path, owner, now) ? 'ok' : beat(path, owner, now);
  if (seen.owner?.token !== owner.token) return 'lost';
  utimesSync(path, now / 1000, now / 1000);
  return 'ok';
}

// A thread of its own, so a long synchronous query on the main thread never
// lets the lock look dead. Plain CommonJS: it runs from the built server too.
const HEARTBEAT_THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const { path, owner, intervalMs } = workerData;
setInterval(() => {
  try {
    const current = JSON.parse(fs.readFileSync(path, 'utf8'));
    if (current.token !== owner.token) return parentPort.postMessage('lost');
    const now = new Date();
    fs.utimesSync(path, now, now);
  } catch (error) {
    if (error.code !== 'ENOENT') return;
    try {
      fs.writeFileSync(path, JSON.stringify(owner), { flag: 'wx' });
    } catch {}
  }
}, intervalMs);
`;

function startHeartbeat(path: string, owner: LockOwner, onLost: (message: string) => void): () => void {
  const worker = new Worker(HEARTBEAT_THREAD, { eval: true, workerData: { path, owner, intervalMs: HEARTBEAT_MS } });
  worker.unref();
  worker.on('message', () => onLost(`Another process took the lock ${path}; this one stops so that only one writes the database.`));
  worker.on('error', () => {});
  return () => void worker.terminate();
}

function stopAtOnce(message: string): void {
  console.error(message);
  process.exit(1);
}

/**
 * Takes the lock file in `dir`, or throws DataDirLockedError when a live
 * process holds it. An existing lock is watched for up to STALE_MS: touched
 * meanwhile, it is alive; untouched, its owner is gone and it is taken over.
 */
export async function acquireDataDirLock(dir: string, options: LockOptions = {}): Promise<() => void> {
  const clock = options.clock ?? realClock;
  const path = join(dir, 'catedra.lock');
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(12).toString('hex') };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(path, owner, clock.now())) {
      const stop = options.heartbeat === false ? () => {} : startHeartbeat(path, owner, options.onLost ?? stopAtOnce);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        stop();
        if (look(path)?.owner?.token === owner.token) rmSync(path, { force: true });
      };
    }
    const first = look(path);
    if (!first) continue;
    const watchedSince = clock.now();
    let stale = false;
    for (;;) {
      const now = clock.now();
      const current = look(path);
      if (!current) break;
      if (current.touchedAt !== first.touchedAt || current.owner?.token !== first.owner?.token) {
        throw new DataDirLockedError(dir, current.owner ?? { pid: 0, host: '', token: '' });
      }
      if (now - current.touchedAt > STALE_MS || now - watchedSince > STALE_MS) {
        stale = true;
        break;
      }
      await clock.sleep(HEARTBEAT_MS / 2);
    }
    if (stale) takeOver(path, first);
  }
  throw new Error(`Could not take the lock file ${path}`);
}
