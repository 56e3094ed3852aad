// Opens the database the configuration asks for: the embedded PGlite in
// DATA_DIR by default, or a PostgreSQL server when DATABASE_URL is set.
// Either way the rest of the server sees one Kysely instance.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { type Durability, openEmbedded, walSyncOf } from './embedded';
import { acquireDataDirLock } from './lock';
import { migrate } from './migrate';
import { SerializedPGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
  /** A consistent gzipped tar of the embedded data directory (PGlite only): test templates and backups. */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseTarget =
  /** `durability` 'none' is PGlite as shipped, for the bench's before/after only. */
  | { kind: 'pglite'; dataDir: string; durability?: Durability }
  /** An in-memory PGlite, optionally started from a dumped data directory (tests). */
  | { kind: 'memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

async function openPGlite(options: { dataDir?: string; loadDataDir?: Blob; durability?: Durability }): Promise<PGlite> {
  const { types } = await import('@electric-sql/pglite');
  // A due date is a calendar day: keep 'YYYY-MM-DD' rather than a midnight-UTC Date (pg does the same below).
  const parsers = { [types.DATE]: (value: string) => value };
  return openEmbedded({ ...options, parsers });
}

function pgliteHandle(pglite: PGlite, durability: Durability, onClosed: () => void = () => {}): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new SerializedPGliteDialect(pglite, { groupCommit: durability === 'flush', walSync: walSyncOf(pglite) }) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    close: () =>
      (closing ??= (async () => {
        try {
          if (!pglite.closed) await sql`CHECKPOINT`.execute(db);
        } finally {
          await db.destroy();
          onClosed();
        }
      })()),
  };
}

async function postgresHandle(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pg = await import('pg');
  // Dates and numbers as JavaScript values, the same as PGlite gives them.
  pg.default.types.setTypeParser(pg.default.types.builtins.INT8, (value) => Number(value));
  pg.default.types.setTypeParser(pg.default.types.builtins.NUMERIC, (value) => Number(value));
  pg.default.types.setTypeParser(pg.default.types.builtins.DATE, (value) => value);
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A client losing its server (idle in the pool, or checked out) emits 'error';
  // unheard, that would crash the process. The query in flight fails on its
  // own and is answered 503; the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | undefined;
  return { db, kind: 'postgres', close: () => (closing ??= db.destroy()) };
}

/** Opens the database and applies any pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (target.kind === 'postgres') {
    handle = await postgresHandle(target.url, target.poolSize);
  } else if (target.kind === 'memory') {
    handle = pgliteHandle(await openPGlite({ loadDataDir: target.loadDataDir }), 'flush');
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    const release = await acquireDataDirLock(target.dataDir);
    try {
      const durability = target.durability ?? 'flush';
      handle = pgliteHandle(await openPGlite({ dataDir: join(target.dataDir, 'pg'), durability }), durability, release);
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
