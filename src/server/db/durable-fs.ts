// PGlite's Node filesystem with a real fsync. PostgreSQL asks for fsync() on
// the WAL at commit, on data files and pg_control at checkpoint and on
// directories after renames; Emscripten hands that call to the stream's
// filesystem, and NODEFS supplies none, so it succeeded without touching the
// disk (electric-sql/pglite#1107). This gives NODEFS one that flushes the host
// descriptor behind the stream. See docs/durability.md. It also keeps each
// file's size between changes (knownSizes below).
import { closeSync, fdatasyncSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFSInit = Awaited<ReturnType<NodeFS['init']>>;
type EmscriptenOptions = NodeFSInit['emscriptenOpts'];

/** The few parts of Emscripten's FS a stream's fsync needs (the module's own types do not describe NODEFS internals). */
interface EmscriptenStream {
  nfd?: number;
  node: { mode: number };
}
type Operation = (...args: never[]) => unknown;
type Seek = (stream: EmscriptenStream, offset: number, whence: number) => number;
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number; write: Operation; setattr: Operation; llseek: Seek };
  node_ops: { setattr: Operation; rename: Operation; unlink: Operation };
  realPath(node: EmscriptenStream['node']): string;
  tryFSOperation<T>(operation: () => T): T;
}
interface EmscriptenModule {
  NODEFS: NodeFsInternals;
  FS: { isDir(mode: number): boolean; isFile(mode: number): boolean };
}

const SEEK_END = 2;

/** fdatasync for files (their size is data, so it is included); fsync for directories (entries are metadata). */
function flushHost(fd: number, directory: boolean): void {
  if (directory) fsyncSync(fd);
  else fdatasyncSync(fd);
}

/** A WAL segment file (24 hex digits in pg_wal): the only flushes a barrier may defer. */
const WAL_SEGMENT = /[/\\]pg_wal[/\\][0-9A-F]{24}$/;

/**
 * Moves the WAL flush of a group commit off the event loop. While the
 * barrier's query runs (`during`), PostgreSQL's fsync of a WAL segment only
 * records the file; `settle` then flushes those files with fdatasync on
 * libuv's thread pool, and the waiters hear "durable" after that. Meanwhile
 * the connection serves other queries: HTTP, JSON and SQL go on while the
 * disk flushes.
 *
 * PostgreSQL now believes that WAL is flushed while it is not yet. Its rule
 * is "WAL before data": it writes a data page (or truncates, renames or
 * removes a file) only after flushing the WAL that describes it. So before
 * anything but WAL reaches a file while some WAL is unsynced, that WAL is
 * flushed at once, synchronously (`beforeOtherChange`). No data file can
 * reach the disk ahead of its WAL, as with a plain fsync. A failed flush
 * poisons the whole object: as PostgreSQL PANICs on a failed fsync rather
 * than retry it (the kernel may have dropped the pages), every later barrier
 * fails, and nothing more is acknowledged until a restart replays the WAL.
 */
export class DeferredWalSync {
  private deferring = false;
  /** Each unsynced segment, with the number of the deferral that last recorded it. */
  private readonly unsynced = new Map<string, number>();
  private deferrals = 0;
  private failure: Error | undefined;

  /** From the fsync hook: true when this flush was recorded for `settle` instead. */
  defer(path: () => string): boolean {
    if (!this.deferring) return false;
    const file = path();
    if (!WAL_SEGMENT.test(file)) return false;
    this.unsynced.set(file, ++this.deferrals);
    return true;
  }

  /** From the write hooks: anything but WAL about to change, so the unsynced WAL goes first. */
  beforeOtherChange(path: () => string | undefined): void {
    if (this.unsynced.size === 0) return;
    const file = path();
    if (file !== undefined && WAL_SEGMENT.test(file)) return;
    this.syncNow();
  }

  /** Runs the barrier's query with WAL flushes deferred. */
  async during<T>(run: () => Promise<T>): Promise<T> {
    if (this.failure) throw this.failure;
    this.deferring = true;
    try {
      return await run();
    } finally {
      this.deferring = false;
    }
  }

  /** Flushes the WAL recorded by `during`, off the event loop. */
  async settle(): Promise<void> {
    if (this.failure) throw this.failure;
    const files = [...this.unsynced];
    try {
      await Promise.all(files.map(([file]) => this.datasyncUnlessDone(file)));
    } catch (error) {
      this.failure = error as Error;
      throw error;
    }
    // A segment deferred again while this flush ran may hold WAL written after it began: it stays for that barrier's own settle.
    for (const [file, deferral] of files) if (this.unsynced.get(file) === deferral) this.unsynced.delete(file);
  }

  /**
   * While this flush waited for a thread (a busy pool: password hashing),
   * a change to another file may have flushed the segment at once and
   * PostgreSQL then renamed or removed it (recycling). Gone and no longer
   * unsynced means flushed: every rename or unlink first flushes all unsynced
   * WAL (beforeOtherChange). Gone while still unsynced is a real failure.
   */
  private async datasyncUnlessDone(file: string): Promise<void> {
    try {
      await datasyncFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !this.unsynced.has(file)) return;
      throw error;
    }
  }

  private syncNow(): void {
    if (this.failure) throw this.failure;
    try {
      for (const file of this.unsynced.keys()) syncPath(file, false);
    } catch (error) {
      this.failure = error as Error;
      throw error;
    }
    this.unsynced.clear();
  }
}

async function datasyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

function installHostFsync(module: EmscriptenModule, walSync: DeferredWalSync): void {
  const nodefs = module.NODEFS;
  const pathOf = (node: EmscriptenStream['node']) => () => nodefs.realPath(node);
  nodefs.stream_ops.fsync = (stream) =>
    // A host error becomes an errno PostgreSQL sees: it then PANICs rather than trust a failed flush.
    nodefs.tryFSOperation(() => {
      const directory = module.FS.isDir(stream.node.mode);
      if (!directory && walSync.defer(pathOf(stream.node))) return 0;
      if (typeof stream.nfd === 'number') {
        flushHost(stream.nfd, directory);
      } else {
        const fd = openSync(nodefs.realPath(stream.node), 'r');
        try {
          flushHost(fd, directory);
        } finally {
          closeSync(fd);
        }
      }
      return 0;
    });
  const sizes = knownSizes(module);
  // Every way a file other than WAL changes: the unsynced WAL is flushed first, and the file's known size forgotten.
  const guard = <F extends Operation>(operation: F, path: (...args: Parameters<F>) => string | undefined, node?: (...args: Parameters<F>) => object): F =>
    ((...args: Parameters<F>) => {
      nodefs.tryFSOperation(() => walSync.beforeOtherChange(() => path(...args)));
      if (node) sizes.forget(node(...args));
      return operation(...args);
    }) as F;
  const ofStream = (stream: EmscriptenStream) => stream.node;
  const ofNode = (node: object) => node;
  const { write, setattr: setattrByDescriptor } = nodefs.stream_ops;
  nodefs.stream_ops.write = guard(write, (stream: EmscriptenStream) => nodefs.realPath(stream.node), ofStream);
  // ftruncate (and fchmod, futimes): Emscripten prefers the stream's setattr to the node's.
  nodefs.stream_ops.setattr = guard(setattrByDescriptor, () => undefined, ofStream);
  const { setattr, rename, unlink } = nodefs.node_ops;
  nodefs.node_ops.setattr = guard(setattr, () => undefined, ofNode);
  nodefs.node_ops.rename = guard(rename, () => undefined, ofNode);
  // An unlinked node is dropped by Emscripten (a new file at that path is a new node): nothing to forget.
  nodefs.node_ops.unlink = guard(unlink, () => undefined);
  nodefs.stream_ops.llseek = sizes.seek(nodefs.stream_ops.llseek);
}

/**
 * PostgreSQL asks a relation's size (lseek to its end) each time it plans a
 * statement on it or starts a scan of it, for the table and each of its
 * indexes. NODEFS answers each with an fstat of the host file: ~50 a report
 * request (a tenth of its CPU in a profile, which overstated it: throughput
 * moved within noise). The database directory is this process's alone
 * (db/lock.ts), and every change of a file's size passes through the hooks
 * above, which forget it; so a size is asked of the disk once after each change.
 */
function knownSizes(module: EmscriptenModule) {
  const sizes = new WeakMap<object, number>();
  return {
    forget(node: object): void {
      sizes.delete(node);
    },
    seek(seekOnDisk: Seek): Seek {
      return (stream, offset, whence) => {
        if (whence !== SEEK_END || !module.FS.isFile(stream.node.mode)) return seekOnDisk(stream, offset, whence);
        let size = sizes.get(stream.node);
        if (size === undefined) {
          size = seekOnDisk(stream, 0, SEEK_END);
          sizes.set(stream.node, size);
        }
        // Before the start of the file: NODEFS's own error (EINVAL).
        return size + offset < 0 ? seekOnDisk(stream, offset, whence) : size + offset;
      };
    },
  };
}

export class DurableNodeFS extends NodeFS {
  /** The group commit's deferred WAL flushes (see DeferredWalSync). */
  readonly walSync = new DeferredWalSync();

  override async init(...args: Parameters<NodeFS['init']>): Promise<NodeFSInit> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [...(emscriptenOpts.preRun ?? []), (module: unknown) => installHostFsync(module as EmscriptenModule, this.walSync)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as EmscriptenOptions };
  }
}

/**
 * Flushes every file and directory under `dir`, as initdb does when it
 * finishes. PGlite copies a new (or restored) data directory into place with
 * plain writes PostgreSQL never sees, so no checkpoint would ever flush them.
 */
export function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path, false);
  }
  syncPath(dir, true);
}

export function syncPath(path: string, directory: boolean): void {
  const fd = openSync(path, 'r');
  try {
    flushHost(fd, directory);
  } finally {
    closeSync(fd);
  }
}
