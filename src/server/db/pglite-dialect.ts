// Kysely's PGlite dialect hands every caller the same connection. PGlite is a
// single connection, so a query from one request could land inside another
// request's open transaction. This dialect queues callers: whoever holds the
// connection (one query, or a whole transaction) has it alone.
import { PGliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';

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

function serialize(driver: Driver, queue: SerialQueue): Driver {
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
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export class SerializedPGliteDialect extends PGliteDialect {
  readonly queue = new SerialQueue();

  constructor(pglite: PGlite) {
    super({ pglite });
  }

  override createDriver(): Driver {
    return serialize(super.createDriver(), this.queue);
  }
}
