// The hooks DurableNodeFS puts on PGlite's files (db/durable-fs.ts), driven
// through the database's own Emscripten filesystem as PostgreSQL drives it:
// every way a file changes waits for the WAL deferred by a group commit, and
// a file's size is asked of the disk once after each change, never answered
// stale.

import assert from 'node:assert/strict';
import fs, { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { openEmbedded, walSyncOf } from '../../src/server/db/embedded';

const SEEK_END = 2;

/** The few calls of Emscripten's FS (POSIX's, by path and descriptor) these tests make. */
interface EmscriptenFs {
  open(path: string, flags: string): Stream;
  close(stream: Stream): void;
  write(stream: Stream, data: Uint8Array, offset: number, length: number, position?: number): number;
  llseek(stream: Stream, offset: number, whence: number): number;
  ftruncate(fd: number, length: number): void;
  truncate(path: string, length: number): void;
  rename(from: string, to: string): void;
}
interface Stream {
  fd: number;
}

describe('PGlite files under DurableNodeFS', { skip: process.env.CATEDRA_TEST_DB === 'postgres' ? 'embedded database only' : false }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-durable-fs-'));
  const hostDir = join(dir, 'data');
  let pglite: PGlite;
  let FS: EmscriptenFs;
  /** The data directory as PostgreSQL sees it, inside the module. */
  let dataDir: string;
  before(async () => {
    pglite = await openEmbedded({ dataDir: hostDir });
    // The module's filesystem is PGlite's Emscripten FS, typed by Emscripten's own declarations only loosely.
    FS = pglite.Module.FS as unknown as EmscriptenFs;
    dataDir = (await pglite.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory;
  });
  after(async () => {
    await pglite?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bytes = (n: number) => new Uint8Array(n).fill(7);
  const sizeOnDisk = (name: string) => statSync(join(hostDir, name)).size;

  test('the size at the end of a file follows every change made to it', async () => {
    const path = `${dataDir}/probe-size`;
    const reader = FS.open(path, 'w+');
    const end = () => FS.llseek(reader, 0, SEEK_END);
    assert.equal(end(), 0);
    const writer = FS.open(path, 'r+');
    FS.write(writer, bytes(8192), 0, 8192, 0);
    assert.equal(end(), 8192, 'a write through another descriptor');
    FS.write(writer, bytes(100), 0, 100, 8192);
    assert.equal(end(), 8292);
    FS.ftruncate(writer.fd, 4096);
    assert.equal(end(), 4096, 'ftruncate');
    FS.truncate(path, 1000);
    assert.equal(end(), 1000, 'truncate by path');
    FS.close(FS.open(path, 'w'));
    assert.equal(end(), 0, 'opened with O_TRUNC');
    const appender = FS.open(path, 'a');
    FS.write(appender, bytes(10), 0, 10);
    FS.write(appender, bytes(10), 0, 10);
    assert.equal(end(), 20, 'appends');
    assert.equal(FS.llseek(reader, -5, SEEK_END), 15, 'an offset from the end');
    assert.throws(() => FS.llseek(reader, -21, SEEK_END), 'before the start of the file is refused');
    const other = `${dataDir}/probe-size-2`;
    FS.close(FS.open(other, 'w'));
    const renamed = FS.open(other, 'r+');
    FS.write(renamed, bytes(30), 0, 30, 0);
    FS.rename(other, `${dataDir}/probe-size-3`);
    FS.write(renamed, bytes(30), 0, 30, 30);
    assert.equal(FS.llseek(renamed, 0, SEEK_END), 60, 'a renamed file');
    for (const stream of [reader, writer, appender, renamed]) FS.close(stream);
    assert.equal(sizeOnDisk('probe-size'), 20, 'the disk agrees');
  });

  test('a size is asked of the disk once until the file changes', async (t) => {
    const path = `${dataDir}/probe-asked`;
    const stream = FS.open(path, 'w+');
    FS.write(stream, bytes(8192), 0, 8192, 0);
    let asked = 0;
    const fstatSync = fs.fstatSync;
    t.after(() => {
      fs.fstatSync = fstatSync;
    });
    // The module's NODEFS calls fs.fstatSync on node:fs's object at each call.
    fs.fstatSync = ((...args: Parameters<typeof fstatSync>) => {
      asked++;
      return fstatSync(...args);
    }) as typeof fstatSync;
    for (let i = 0; i < 5; i++) assert.equal(FS.llseek(stream, 0, SEEK_END), 8192);
    assert.equal(asked, 1, 'five seeks to the end, one fstat');
    FS.write(stream, bytes(8192), 0, 8192, 8192);
    for (let i = 0; i < 5; i++) assert.equal(FS.llseek(stream, 0, SEEK_END), 16384);
    assert.equal(asked, 2, 'asked again after a write');
    // And the planner's and scans' own seeks, on a table read again and again, are among those answered.
    await pglite.exec('CREATE TABLE probe (n int); INSERT INTO probe SELECT generate_series(1, 1000)');
    await pglite.query('SELECT count(*) FROM probe');
    const before = asked;
    for (let i = 0; i < 20; i++) await pglite.query('SELECT count(*) FROM probe WHERE n > $1', [i]);
    assert.ok(asked - before < 5, `20 reads of a table asked its size ${asked - before} times`);
    FS.close(stream);
  });

  test("PostgreSQL's own sizes agree with the disk after a table grows, is vacuumed short, rewritten and truncated", async () => {
    const rows = async <T>(text: string, params: unknown[] = []) => (await pglite.query<T>(text, params)).rows;
    await pglite.exec('CREATE TABLE grown (id serial PRIMARY KEY, body text); CREATE INDEX grown_body ON grown (body)');
    const relations = ['grown', 'grown_pkey', 'grown_body'];
    const disagreements: string[] = [];
    const compare = async (step: string) => {
      await pglite.exec('CHECKPOINT');
      for (const relation of relations) {
        const sql = 'SELECT pg_relation_size($1) AS size, pg_relation_filepath($1) AS path';
        const [asked] = await rows<{ size: string; path: string }>(sql, [relation]);
        const onDisk = statSync(join(hostDir, asked!.path)).size;
        if (Number(asked!.size) !== onDisk) disagreements.push(`${step}: ${relation} ${asked!.size} against ${onDisk} on disk`);
      }
    };
    for (let round = 0; round < 2; round++) {
      await pglite.exec(`INSERT INTO grown (body) SELECT repeat(md5(g::text), 20) FROM generate_series(1, 5000) g`);
      await compare('grown');
      // The last rows deleted: VACUUM cuts the table's empty end off (a truncate through its descriptor).
      await pglite.exec('DELETE FROM grown WHERE id > (SELECT max(id) - 4000 FROM grown)');
      await pglite.exec('VACUUM grown');
      await compare('vacuumed short');
      await pglite.exec('VACUUM FULL grown');
      await compare('rewritten');
    }
    await pglite.exec('TRUNCATE grown');
    await compare('truncated');
    assert.deepEqual(disagreements, []);
    assert.deepEqual(await rows('SELECT count(*)::int AS n FROM grown'), [{ n: 0 }]);
  });

  test('a truncate through an open descriptor waits for the deferred WAL, as a write does', async () => {
    const name = 'probe-truncate';
    const stream = FS.open(`${dataDir}/${name}`, 'w+');
    FS.write(stream, bytes(100), 0, 100, 0);
    const walSync = walSyncOf(pglite)!;
    // A group commit's WAL not yet on disk; its segment does not exist, so flushing it fails, which shows when it
    // is attempted. (The failed flush poisons the database, as PostgreSQL's PANIC would: this test comes last.)
    await walSync.during(async () => walSync.defer(() => join(hostDir, 'pg_wal', '0000000100000000000000FF')));
    assert.throws(() => FS.ftruncate(stream.fd, 0), 'the truncate first flushes the WAL before it');
    assert.equal(sizeOnDisk(name), 100, 'and nothing reached the file before its WAL');
  });
});
