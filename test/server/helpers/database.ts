// A fresh, migrated database per test file. PGlite: an in-memory instance
// started from a dumped template (initdb runs once, not per file). With
// CATEDRA_TEST_DB=postgres: a new database on the TEST_DATABASE_URL server,
// dropped afterwards.

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/index';
import { listMigrations } from '../../../src/server/db/migrate';

const cacheDir = join(import.meta.dirname, '..', '..', '..', '.cache');

async function templatePath(): Promise<string> {
  const migrations = await listMigrations();
  const hash = createHash('sha256')
    .update(migrations.map((m) => m.name + m.sql).join('\0'))
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `pglite-template-${hash}.tar.gz`);
}

async function pgliteTemplate(): Promise<Blob> {
  const path = await templatePath();
  if (!existsSync(path)) {
    const handle = await openDatabase({ kind: 'memory' });
    const dump = await handle.dumpDataDir?.();
    await handle.close();
    if (!dump) throw new Error('the memory database cannot be dumped');
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path); // atomic: parallel test files never read half a file
  }
  return new Blob([readFileSync(path)]);
}

export async function testDatabase(): Promise<DatabaseHandle> {
  if (process.env.CATEDRA_TEST_DB === 'postgres') return postgresDatabase();
  return openDatabase({ kind: 'memory', loadDataDir: await pgliteTemplate() });
}

async function postgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('CATEDRA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const pg = await import('pg');
  const name = `catedra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.default.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
