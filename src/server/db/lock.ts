// One process per embedded data directory: PGlite is a single-connection
// database, and two processes writing the same files would corrupt it.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Catedra process (pid ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: String(owner.host ?? '') } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock file in `dir`, or throws DataDirLockedError when a live
 * process holds it. A lock left by a crashed process (its pid is gone, or is
 * our own after a restart in a container) is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  const path = join(dir, 'catedra.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const heldByOther = owner && owner.pid !== process.pid && (owner.host !== hostname() || isAlive(owner.pid));
      if (heldByOther) throw new DataDirLockedError(dir, owner.pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}
