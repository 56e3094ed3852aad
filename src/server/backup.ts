// npm run backup / npm run restore: a consistent snapshot of the embedded
// database, and bringing one back. The server must be stopped (the data
// directory's lock says so); with DATABASE_URL use PostgreSQL's own tools.
//   node dist/server/backup.js backup [file]
//   node dist/server/backup.js restore <file>
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from './config';
import { writeFileDurably } from './db/durable-file';
import { openEmbedded } from './db/embedded';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The same durable settings as the server: a restored snapshot is flushed to disk before it is called restored. */
function openData(dataDir: string, loadDataDir?: Blob) {
  return openEmbedded({ dataDir: join(dataDir, 'pg'), loadDataDir });
}

async function backup(dataDir: string, target?: string): Promise<string> {
  if (!existsSync(join(dataDir, 'pg'))) throw new Error(`There is no database in ${dataDir} yet.`);
  const file = resolve(target ?? join('backups', `catedra-${stamp()}.tar.gz`));
  const db = await openData(dataDir);
  try {
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    // Flushed and renamed into place: never a half-written backup under the real name.
    await writeFileDurably(file, [new Uint8Array(await dump.arrayBuffer())]);
  } finally {
    await db.close();
  }
  return file;
}

async function restore(dataDir: string, source: string): Promise<string> {
  const archive = readFileSync(resolve(source));
  const live = join(dataDir, 'pg');
  const kept = existsSync(live) ? join(dataDir, `pg.before-restore-${stamp()}`) : undefined;
  if (kept) renameSync(live, kept);
  try {
    const db = await openData(dataDir, new Blob([archive]));
    try {
      // Proves the snapshot is a working database before we call it restored.
      await db.query('SELECT count(*) FROM schema_migration');
      await db.exec('CHECKPOINT');
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(live, { recursive: true, force: true });
    if (kept) renameSync(kept, live);
    throw new Error(`The backup could not be restored; the previous data is back in place. (${(error as Error).message})`);
  }
  return kept ?? '';
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up the PostgreSQL server with pg_dump and restore with pg_restore.');
  }
  if (command !== 'backup' && command !== 'restore') throw new Error('Usage: npm run backup [-- file]  |  npm run restore -- <file>');
  if (command === 'restore' && !file) throw new Error('Name the backup to restore: npm run restore -- backups/catedra-….tar.gz');
  mkdirSync(config.dataDir, { recursive: true });
  const release = await acquireDataDirLock(config.dataDir);
  try {
    if (command === 'backup') {
      console.log(`Backup written to ${await backup(config.dataDir, file)}`);
    } else {
      const kept = await restore(config.dataDir, file!);
      console.log(`Restored ${file}.${kept ? ` The data it replaced is kept in ${kept}.` : ''}`);
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server first: a backup or restore needs the database to itself.`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
