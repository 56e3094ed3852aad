// Kysely's PGlite dialect hands every caller the same connection. PGlite is a
// single connection, so a query from one request could land inside another
// request's open transaction. This dialect queues callers: whoever holds the
// connection (one query, or a whole transaction) has it alone. With a
// WalFlusher, giving the connection back also waits until what was written is
// durable (group commit, see wal-flush.ts), and a reader waits for a flush
// already under way so it never answers with data not yet on disk: every query
// and transaction, so no route has to remember it.

import type { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, type DatabaseConnection, type DialectAdapter, type Driver, PGliteAdapter, PGliteDialect, type TransactionSettings } from 'kysely';
import type { DeferredWalSync } from './durable-fs';
import { oneCallQueries } from './pglite-one-call';
import { FLUSH_WAL_SQL, WalFlusher } from './wal-flush';

/** A FIFO mutex: lock() resolves when every earlier holder has unlocked. */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  get length(): number {
    return this.waiting;
  }

  lock(): Promise<() => void> {
    let unlock!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (unlock = resolve));
    this.waiting++;
    return previous.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        this.waiting--;
        unlock();
      };
    });
  }
}

/**
 * Whether a statement may write WAL. Only a plain SELECT built with Kysely is
 * known not to; raw SQL, DDL and data-modifying CTEs count as writes.
 */
export function mayWrite(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; with?: unknown };
  return !(node.kind === 'SelectQueryNode' && node.with === undefined);
}

interface Hold {
  unlock: () => void;
  wrote: boolean;
}

/** The connection as one holder sees it: notes whether anything it ran may have written. */
function watched(connection: DatabaseConnection, hold: Hold): DatabaseConnection {
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'executeQuery') {
        return (query: CompiledQuery) => {
          if (mayWrite(query)) hold.wrote = true;
          return target.executeQuery(query);
        };
      }
      // Bound to the real connection: its private fields (transactions) do not work through a proxy.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function serialize(driver: Driver, queue: SerialQueue, flusher?: WalFlusher): Driver {
  const held = new WeakMap<DatabaseConnection, Hold>();
  return new Proxy(driver, {
    get(target, property, receiver) {
      if (property === 'acquireConnection') {
        return async () => {
          const unlock = await queue.lock();
          try {
            const hold: Hold = { unlock, wrote: false };
            const connection = watched(await target.acquireConnection(), hold);
            held.set(connection, hold);
            return connection;
          } catch (error) {
            unlock();
            throw error;
          }
        };
      }
      if (property === 'beginTransaction') {
        // A transaction is covered as a whole: its COMMIT may need the flush.
        return async (connection: DatabaseConnection, settings: TransactionSettings) => {
          const hold = held.get(connection);
          if (hold) hold.wrote = true;
          return target.beginTransaction(connection, settings);
        };
      }
      if (property === 'releaseConnection') {
        return async (connection: DatabaseConnection) => {
          const hold = held.get(connection);
          try {
            await target.releaseConnection(connection);
          } finally {
            hold?.unlock();
            held.delete(connection);
          }
          // A writer waits for its own flush; a reader waits for a flush already
          // under way, so that it never answers with data not yet on disk.
          if (hold?.wrote) await flusher?.durable();
          else await flusher?.pending();
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Kysely keeps its own mutex for single-connection adapters and releases it
 * only after releaseConnection returns, that is after the flush: every caller
 * would wait for its own flush in turn. Our queue already gives the connection
 * to one holder at a time, so Kysely's is switched off.
 */
class QueuedPGliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class SerializedPGliteDialect extends PGliteDialect {
  readonly queue = new SerialQueue();
  /** Present when the database commits asynchronously and callers wait for a group flush. */
  readonly flusher: WalFlusher | undefined;

  /** `walSync`: the database's deferred WAL flushes, so that the fsync leaves the connection and the event loop free. */
  constructor(pglite: PGlite, options: { groupCommit?: boolean; walSync?: DeferredWalSync } = {}) {
    // Kysely's statements go to the backend in one call each (pglite-one-call.ts).
    const queries = oneCallQueries(pglite);
    super({ pglite: queries });
    const { walSync } = options;
    const flushQuery = async () => {
      await queries.query(FLUSH_WAL_SQL);
    };
    // A barrier queued behind one that just settled would otherwise write its
    // WAL before the settled barrier's callers have sent their answers (its
    // query now reaches the backend within a few microtasks): still durable,
    // those callers' WAL was flushed, but an answer would then follow WAL not
    // yet on disk. One turn of the event loop lets those answers go first.
    const afterAnswers = () => new Promise<void>((resolve) => setImmediate(resolve));
    this.flusher = options.groupCommit
      ? walSync
        ? new WalFlusher(
            this.queue,
            async () => {
              await afterAnswers();
              await walSync.during(flushQuery);
            },
            () => walSync.settle(),
          )
        : new WalFlusher(this.queue, async () => {
            await afterAnswers();
            await flushQuery();
          })
      : undefined;
  }

  override createDriver(): Driver {
    return serialize(super.createDriver(), this.queue, this.flusher);
  }

  override createAdapter(): DialectAdapter {
    return new QueuedPGliteAdapter();
  }
}
