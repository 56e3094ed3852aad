// Group commit: callers that finished their work before a flush barrier took
// its turn share that one flush; nobody hears "done" before the WAL they
// wrote (or read) is on disk. The trace-level proof is durability.test.ts.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { SerialQueue } from '../../src/server/db/pglite-dialect';
import { WalFlusher } from '../../src/server/db/wal-flush';
import { testDatabase } from './helpers/database';
import type { DatabaseHandle } from '../../src/server/db/index';

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
    const flusher = new WalFlusher(queue, async () => {
      events.push(`flush ${flusher.count}`);
      if (flusher.count === 1) {
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
    assert.equal(flusher.count, 2);
    // The connection was handed back after the failure.
    (await queue.lock())();
  });
});

describe('every query and transaction waits for its WAL', () => {
  let handle: DatabaseHandle;
  after(() => handle?.close());

  test('an insert, a transaction and a read that saw them resolve only once the WAL is flushed', async () => {
    handle = await testDatabase();
    if (handle.kind === 'postgres') return; // PostgreSQL commits synchronously on its own
    const { db } = handle;
    // The insert position can sit one page header (24 or 40 bytes) past the flushed end
    // of the last record; one unflushed row is more than that.
    const flushed = async () =>
      (await sql<{ flushed: boolean }>`SELECT pg_current_wal_insert_lsn() - pg_current_wal_flush_lsn() <= 40 AS flushed`.execute(db)).rows[0]!.flushed;
    await sql`CREATE TABLE group_commit_probe (id int PRIMARY KEY)`.execute(db);
    assert.equal(await flushed(), true, 'after DDL');
    await sql`INSERT INTO group_commit_probe VALUES (1)`.execute(db);
    assert.equal(await flushed(), true, 'after an insert');
    await db.transaction().execute(async (tx) => {
      await sql`INSERT INTO group_commit_probe VALUES (2)`.execute(tx);
      await sql`INSERT INTO group_commit_probe VALUES (3)`.execute(tx);
    });
    assert.equal(await flushed(), true, 'after a transaction');
    // Ten at once: all durable when the last one resolves.
    await Promise.all(Array.from({ length: 10 }, (_, i) => sql`INSERT INTO group_commit_probe VALUES (${10 + i})`.execute(db)));
    assert.equal(await flushed(), true, 'after a burst');
  });
});
