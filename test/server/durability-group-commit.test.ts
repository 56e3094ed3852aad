// Group commit: callers that finished their work before a flush barrier took
// its turn share that one flush; nobody hears "done" before the WAL they
// wrote (or read) is on disk. The trace-level proof is durability.test.ts.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
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
