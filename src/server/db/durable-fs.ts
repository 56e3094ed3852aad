// PGlite's Node filesystem with a real fsync. PostgreSQL asks for fsync() on
// the WAL at commit, on data files and pg_control at checkpoint and on
// directories after renames; Emscripten hands that call to the stream's
// filesystem, and NODEFS supplies none, so it succeeded without touching the
// disk (electric-sql/pglite#1107). This gives NODEFS one that flushes the host
// descriptor behind the stream. See docs/durability.md.
import { closeSync, fdatasyncSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFSInit = Awaited<ReturnType<NodeFS['init']>>;
type EmscriptenOptions = NodeFSInit['emscriptenOpts'];

/** The few parts of Emscripten's FS a stream's fsync needs (the module's own types do not describe NODEFS internals). */
interface EmscriptenStream {
  nfd?: number;
  node: { mode: number };
}
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number };
  realPath(node: EmscriptenStream['node']): string;
  tryFSOperation<T>(operation: () => T): T;
}
interface EmscriptenModule {
  NODEFS: NodeFsInternals;
  FS: { isDir(mode: number): boolean };
}

/** fdatasync for files (their size is data, so it is included); fsync for directories (entries are metadata). */
function flushHost(fd: number, directory: boolean): void {
  if (directory) fsyncSync(fd);
  else fdatasyncSync(fd);
}

function installHostFsync(module: EmscriptenModule): void {
  const nodefs = module.NODEFS;
  nodefs.stream_ops.fsync = (stream) =>
    // A host error becomes an errno PostgreSQL sees: it then PANICs rather than trust a failed flush.
    nodefs.tryFSOperation(() => {
      const directory = module.FS.isDir(stream.node.mode);
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
}

export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<NodeFSInit> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [...(emscriptenOpts.preRun ?? []), (module: unknown) => installHostFsync(module as EmscriptenModule)];
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
