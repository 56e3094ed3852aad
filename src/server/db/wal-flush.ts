// Group commit for the embedded database. Transactions commit with
// synchronous_commit = off: the commit record stays in PostgreSQL's WAL
// buffers and the single connection is free at once. Before the caller hears
// "committed", it waits for a flush barrier: one turn on the connection that,
// if any WAL is not yet on disk, writes a tiny WAL message with flush = true,
// so XLogFlush writes and fsyncs everything before it. Every caller that
// finished before the barrier took its turn is covered by that one fsync.
import type { SerialQueue } from './pglite-dialect';

/**
 * Flushes when WAL was inserted past what is on disk. pg_logical_emit_message
 * (non-transactional, flush = true) takes no transaction id, unlike a
 * synchronous commit would; its record is a few dozen bytes.
 */
export const FLUSH_WAL_SQL =
  "SELECT CASE WHEN pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn() THEN pg_logical_emit_message(false, 'catedra', 'flush', true) END";

export class WalFlusher {
  /** The barrier queued and not yet finished: whoever finishes before it runs can join it. */
  private next: Promise<void> | undefined;
  private flushes = 0;

  constructor(
    private readonly queue: SerialQueue,
    private readonly flush: () => Promise<void>,
  ) {}

  /** How many flushes completed (tests read it). */
  get count(): number {
    return this.flushes;
  }

  /**
   * Resolves once all WAL written before this call is durable. Call it after
   * giving the connection back: the barrier queues behind whoever waits.
   */
  durable(): Promise<void> {
    this.next ??= this.run();
    return this.next;
  }

  /** Resolves when the barrier under way (if any) is done: for readers, who wrote nothing. */
  pending(): Promise<void> {
    return this.next ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    const unlock = await this.queue.lock();
    try {
      await this.flush();
      this.flushes++;
    } finally {
      // Cleared before the connection is handed on: anyone committing after
      // this point needs a barrier of their own.
      this.next = undefined;
      unlock();
    }
  }
}
