// Group commit: callers that finished their work before a flush barrier took
// its turn share that one flush; nobody hears "done" before the WAL they
// wrote (or read) is on disk. The trace-level proof is durability.test.ts.

import assert from 'node:assert/strict';
import { scrypt } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { DeferredWalSync } from '../../src/server/db/durable-fs';
import { openEmbedded } from '../../src/server/db/embedded';
import { mayWrite, SerializedPGliteDialect, SerialQueue } from '../../src/server/db/pglite-dialect';
import { WalFlusher } from '../../src/server/db/wal-flush';

function countingFlusher(queue: SerialQueue, fail = false) {
  const order: string[] = [];
  const flusher = new WalFlusher(queue, async () => {
    order.push('flush');
    if (fail) throw new Error('disk gone');
  });
  return { flusher, order };
}

describe('WalFlusher', () => {
  test('callers that finish while the connection is busy share one flush', async () => {
    const queue = new SerialQueue();
    const { flusher } = countingFlusher(queue);
    const unlock = await queue.lock(); // someone else's transaction holds the connection
    const waits = Array.from({ length: 5 }, () => flusher.durable());
    assert.equal(new Set(waits).size, 1, 'all five wait for the same barrier');
    unlock();
    await Promise.all(waits);
    assert.equal(flusher.count, 1);
  });

  test('nobody commits during a flush, and whoever commits after it gets a flush of its own', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    let finishFlush!: () => void;
    let flushing!: () => void;
    const flushStarted = new Promise<void>((resolve) => (flushing = resolve));
    let started = 0;
    const flusher = new WalFlusher(queue, async () => {
      events.push(`flush ${++started}`);
      if (started === 1) {
        flushing();
        await new Promise<void>((resolve) => (finishFlush = resolve));
      }
    });
    const first = flusher.durable();
    await flushStarted;
    // A transaction asking for the connection now waits until the flush is over.
    const writer = queue.lock().then((unlock) => {
      events.push('commit');
      unlock();
      return flusher.durable();
    });
    finishFlush();
    await first;
    await writer;
    assert.deepEqual(events, ['flush 1', 'commit', 'flush 2']);
  });

  test('a failed flush fails its waiters (nothing is acknowledged), and the next caller tries again', async () => {
    const queue = new SerialQueue();
    let fail = true;
    const flusher = new WalFlusher(queue, async () => {
      if (fail) throw new Error('disk gone');
    });
    await assert.rejects(flusher.durable(), /disk gone/);
    fail = false;
    await flusher.durable();
    assert.equal(flusher.count, 1, 'one flush completed');
    // The connection was handed back after the failure.
    (await queue.lock())();
  });
});

describe('the WAL flushed off the connection (settle)', () => {
  test('the connection serves others while a barrier settles; its writers, and readers after it, hear only once it has', async () => {
    const queue = new SerialQueue();
    let settleStarted!: () => void;
    const settling = new Promise<void>((resolve) => (settleStarted = resolve));
    let finishSettle!: () => void;
    const flusher = new WalFlusher(
      queue,
      async () => {},
      () => {
        settleStarted();
        return new Promise<void>((resolve) => (finishSettle = resolve));
      },
    );
    let writerHeard = false;
    const writer = flusher.durable().then(() => (writerHeard = true));
    await settling;
    // The connection is free: another request's query runs now.
    (await queue.lock())();
    let readerHeard = false;
    const reader = flusher.pending().then(() => (readerHeard = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(writerHeard, false, 'no writer is acknowledged before its WAL is on disk');
    assert.equal(readerHeard, false, 'a reader who may have seen that write waits too');
    finishSettle();
    await Promise.all([writer, reader]);
    assert.equal(flusher.count, 1);
  });

  test('a later barrier is acknowledged only after the earlier one settled', async () => {
    const queue = new SerialQueue();
    const settles: (() => void)[] = [];
    const flusher = new WalFlusher(
      queue,
      async () => {},
      () => new Promise<void>((resolve) => settles.push(resolve)),
    );
    const heard: string[] = [];
    const first = flusher.durable().then(() => heard.push('first'));
    for (let turn = 0; turn < 100 && settles.length < 1; turn++) await new Promise((resolve) => setImmediate(resolve));
    const second = flusher.durable().then(() => heard.push('second'));
    assert.notEqual(first, second, 'a write after the first flush query needs its own barrier');
    for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(settles.length, 1, 'the second flush waits for the first to settle');
    settles[0]!();
    for (let turn = 0; turn < 100 && settles.length < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    settles[1]!();
    await Promise.all([first, second]);
    assert.deepEqual(heard, ['first', 'second']);
  });
});

/** More password hashing than libuv's pool has threads: whatever is queued after it waits. */
function busyThreadPool(): Promise<unknown>[] {
  return Array.from({ length: 8 }, () => new Promise((resolve) => scrypt('password', 'salt', 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 26 }, resolve)));
}

describe('DeferredWalSync', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-walsync-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'pg_wal'));
  const segment = join(dir, 'pg_wal', '000000010000000000000001');
  const dataFile = join(dir, 'base', '5', '16384');
  writeFileSync(segment, 'wal');

  test('only WAL segment flushes asked during a barrier are deferred, and settle flushes them', async () => {
    const walSync = new DeferredWalSync();
    assert.equal(
      walSync.defer(() => segment),
      false,
      'outside a barrier PostgreSQL flushes at once',
    );
    const deferred = await walSync.during(async () => [walSync.defer(() => segment), walSync.defer(() => dataFile), walSync.defer(() => join(dir, 'pg_wal'))]);
    assert.deepEqual(deferred, [true, false, false], 'a WAL segment waits; a data file or a directory does not');
    await walSync.settle();
  });

  test('before any other file changes, the deferred WAL is flushed at once (WAL before data)', async () => {
    const walSync = new DeferredWalSync();
    await walSync.during(async () => walSync.defer(() => join(dir, 'pg_wal', '000000010000000000000009')));
    // That segment does not exist: flushing it fails, which shows when the flush is attempted.
    assert.doesNotThrow(() => walSync.beforeOtherChange(() => segment), 'more WAL may be written first');
    assert.throws(() => walSync.beforeOtherChange(() => dataFile), /ENOENT/, 'a data page waits for the WAL before it');
  });

  test('a segment flushed at once and then recycled while its settle waited for the thread pool is not a failed flush', async () => {
    // Seen under load: registrations' password hashing held libuv's thread pool, a data write flushed the
    // WAL at once, PostgreSQL recycled the segment (a rename), and the settle queued behind the hashing
    // then found no file: the whole database refused every later write until a restart.
    const walSync = new DeferredWalSync();
    const recycled = join(dir, 'pg_wal', '00000001000000000000000B');
    writeFileSync(recycled, 'wal');
    await walSync.during(async () => walSync.defer(() => recycled));
    // settle's open waits behind the hashing.
    const hashing = busyThreadPool();
    const settled = walSync.settle();
    walSync.beforeOtherChange(() => dataFile); // a data page: the WAL before it is flushed now
    renameSync(recycled, join(dir, 'pg_wal', '00000001000000000000000C')); // PostgreSQL recycles the segment
    await settled;
    await walSync.during(async () => {}); // not poisoned: later barriers go on
    await Promise.all(hashing);
  });

  test('a segment deferred again while an earlier settle flushes it is flushed again by the later barrier', async () => {
    // The earlier flush may have begun before the later barrier's WAL was written: it cannot count for it.
    const walSync = new DeferredWalSync();
    const shared = join(dir, 'pg_wal', '00000001000000000000000D');
    writeFileSync(shared, 'wal');
    await walSync.during(async () => walSync.defer(() => shared));
    const hashing = busyThreadPool();
    const earlier = walSync.settle();
    await walSync.during(async () => walSync.defer(() => shared));
    await earlier;
    // The segment is gone (outside PostgreSQL's sight): the later settle's flush of it shows as ENOENT.
    rmSync(shared);
    await assert.rejects(walSync.settle(), /ENOENT/, 'the later barrier flushes the segment itself');
    await Promise.all(hashing);
  });

  test('a failed flush fails every later barrier, as PostgreSQL PANICs on a failed fsync', async () => {
    const walSync = new DeferredWalSync();
    await walSync.during(async () => walSync.defer(() => join(dir, 'pg_wal', '00000001000000000000000A')));
    await assert.rejects(walSync.settle(), /ENOENT/);
    await assert.rejects(
      walSync.during(async () => {}),
      /ENOENT/,
      'no barrier after a failed flush',
    );
    await assert.rejects(walSync.settle(), /ENOENT/);
  });
});

/** Lets the event loop turn until `holders` callers hold or wait for the connection (counted in turns, not time). */
async function queued(dialect: SerializedPGliteDialect, holders: number) {
  for (let turn = 0; turn < 10_000 && dialect.queue.length < holders; turn++) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(dialect.queue.length, holders, 'every caller reached the queue (nothing else may hold them back)');
}

describe('every query and transaction waits for its WAL', () => {
  let pglite: PGlite | undefined;
  after(() => pglite?.close());

  test('writes wait for their own flush; reads wait only for a flush already under way', async () => {
    pglite = await openEmbedded({});
    const dialect = new SerializedPGliteDialect(pglite, { groupCommit: true });
    const db = new Kysely<{ probe: { id: number } }>({ dialect });
    const flusher = dialect.flusher!;
    // The insert position can sit one page header (24 or 40 bytes) past the flushed end
    // of the last record; one unflushed row is more than that.
    const flushed = async () =>
      (await sql<{ flushed: boolean }>`SELECT pg_current_wal_insert_lsn() - pg_current_wal_flush_lsn() <= 40 AS flushed`.execute(db)).rows[0]!.flushed;
    await sql`CREATE TABLE probe (id int PRIMARY KEY)`.execute(db);
    assert.equal(await flushed(), true, 'after DDL');
    await db.insertInto('probe').values({ id: 1 }).execute();
    assert.equal(await flushed(), true, 'after an insert');
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('probe').values({ id: 2 }).execute();
      await tx.insertInto('probe').values({ id: 3 }).execute();
    });
    assert.equal(await flushed(), true, 'after a transaction');

    const before = flusher.count;
    assert.equal((await db.selectFrom('probe').selectAll().execute()).length, 3);
    assert.equal(flusher.count, before, 'a read with nothing to flush costs no flush');

    // A read queued behind a write answers only after that write's flush.
    const gate = await dialect.queue.lock();
    let flushesWhenReadAnswered = -1;
    const write = db.insertInto('probe').values({ id: 4 }).execute();
    const read = db
      .selectFrom('probe')
      .selectAll()
      .execute()
      .then((rows) => {
        flushesWhenReadAnswered = flusher.count;
        return rows;
      });
    await queued(dialect, 3); // the gate, the write and the read
    gate();
    await Promise.all([write, read]);
    assert.equal(flushesWhenReadAnswered, before + 1, 'the read answered after the flush of the write before it');

    // Ten saves queued together share one flush, and all are durable when they resolve.
    const countBefore = flusher.count;
    const held = await dialect.queue.lock();
    const saves = Array.from({ length: 10 }, (_, i) =>
      db
        .insertInto('probe')
        .values({ id: 10 + i })
        .execute(),
    );
    await queued(dialect, 11);
    held();
    await Promise.all(saves);
    assert.equal(flusher.count, countBefore + 1, 'one flush for the ten saves');
    assert.equal(await flushed(), true, 'after a burst');
    await db.destroy();
    pglite = undefined;
  });

  test('only a plain SELECT built with Kysely counts as a read', () => {
    const db = new Kysely<{ probe: { id: number } }>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    assert.equal(mayWrite(db.selectFrom('probe').selectAll().compile()), false);
    assert.equal(mayWrite(db.insertInto('probe').values({ id: 1 }).compile()), true);
    assert.equal(mayWrite(db.updateTable('probe').set({ id: 2 }).compile()), true);
    assert.equal(mayWrite(db.deleteFrom('probe').compile()), true);
    assert.equal(
      mayWrite(
        db
          .with('gone', (q) => q.deleteFrom('probe').returning('id'))
          .selectFrom('gone')
          .selectAll()
          .compile(),
      ),
      true,
    );
    assert.equal(mayWrite(sql`SELECT 1`.compile(db)), true, 'raw SQL is assumed to write');
  });
});
