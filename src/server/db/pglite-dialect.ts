// Kysely's PGlite dialect hands every caller the same connection. PGlite is a
// single connection, so a query from one request could land inside another
// request's open transaction. This dialect queues callers: whoever holds the
// connection (one query, or a whole transaction) has it alone. With a
// WalFlusher, giving the connection back also waits until what was written is
// durable (group commit, see wal-flush.ts): every query and transaction, so no
// route has to remember it.
import { PGliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
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

function serialize(driver: Driver, queue: SerialQueue, flusher?: WalFlusher): Driver {
  const held = new WeakMap<DatabaseConnection, () => void>();
  return new Proxy(driver, {
    get(target, property, receiver) {
      if (property === 'acquireConnection') {
        return async () => {
          const unlock = await queue.lock();
          try {
            const connection = await target.acquireConnection();
            held.set(connection, unlock);
            return connection;
          } catch (error) {
            unlock();
            throw error;
          }
        };
      }
      if (property === 'releaseConnection') {
        return async (connection: DatabaseConnection) => {
          try {
            await target.releaseConnection(connection);
          } finally {
            held.get(connection)?.();
            held.delete(connection);
          }
          await flusher?.durable();
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export class SerializedPGliteDialect extends PGliteDialect {
  readonly queue = new SerialQueue();
  /** Present when the database commits asynchronously and callers wait for a group flush. */
  readonly flusher: WalFlusher | undefined;

  constructor(pglite: PGlite, options: { groupCommit?: boolean } = {}) {
    super({ pglite });
    this.flusher = options.groupCommit
      ? new WalFlusher(this.queue, async () => {
          await pglite.query(FLUSH_WAL_SQL);
        })
      : undefined;
  }

  override createDriver(): Driver {
    return serialize(super.createDriver(), this.queue, this.flusher);
  }
}
