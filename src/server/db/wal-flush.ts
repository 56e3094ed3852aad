// Group commit for the embedded database. Transactions commit with
// synchronous_commit = off: the commit record stays in PostgreSQL's WAL
// buffers and the single connection is free at once. Before the caller hears
// "committed", it waits for a flush barrier: one turn on the connection that,
// if any WAL is not yet on disk, writes a tiny WAL message with flush = true,
// so XLogFlush writes and fsyncs everything before it. Every caller that
// finished before the barrier took its turn is covered by that one fsync.
// On disk that fsync is deferred (DeferredWalSync in durable-fs.ts): the
// barrier's query only records the WAL files, the connection goes back to
// work, and the fdatasync runs on libuv's thread pool ("settle") before the
// barrier's callers hear "durable".
import type { SerialQueue } from './pglite-dialect';

/**
 * Flushes when WAL was inserted past what is on disk. pg_logical_emit_message
 * (non-transactional, flush = true) takes no transaction id, unlike a
 * synchronous commit would; its record is a few dozen bytes.
 */
export const FLUSH_WAL_SQL =
  "SELECT CASE WHEN pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn() THEN pg_logical_emit_message(false, 'catedra', 'flush', true) END";

export class WalFlusher {
  /** The barrier queued and not yet started: whoever finishes before it takes its turn can join it. */
  private queued: Promise<void> | undefined;
  /** The barrier whose flush query ran and whose WAL is being made durable off the connection. */
  private settling: Promise<void> | undefined;
  private flushes = 0;

  /**
   * `flush` runs holding the connection; `settle`, after handing it back,
   * finishes making that WAL durable (DeferredWalSync: the fdatasync off the
   * event loop). Without `settle`, `flush` alone makes it durable.
   */
  constructor(
    private readonly queue: SerialQueue,
    private readonly flush: () => Promise<void>,
    private readonly settle: () => Promise<void> = async () => {},
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
    this.queued ??= this.run();
    return this.queued;
  }

  /**
   * For readers, who wrote nothing but may have read what others wrote: resolves
   * when everything committed before now is durable, that is after the queued
   * barrier (it follows the settling one) or else the settling one.
   */
  pending(): Promise<void> {
    return this.queued ?? this.settling ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    // Barriers settle in order: WAL is replayed up to its first gap, so a
    // later barrier's waiters are not acknowledged before an earlier one's.
    await this.settling?.catch(() => {});
    const unlock = await this.queue.lock();
    let settled: Promise<void>;
    try {
      await this.flush();
      settled = this.settle();
    } catch (error) {
      this.queued = undefined;
      unlock();
      throw error;
    }
    // From here on, whoever commits needs a barrier of their own; the
    // connection goes back to work while the disk flushes.
    this.queued = undefined;
    const settling = settled.then(() => void this.flushes++);
    this.settling = settling;
    unlock();
    try {
      await settling;
    } finally {
      if (this.settling === settling) this.settling = undefined;
    }
  }
}
