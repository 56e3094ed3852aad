// Which sessions were revoked (sign-out, password reset, refresh-token
// replay), so that their access tokens stop working before they expire.
//
// An access token is a signed JWT checked without the database; looking the
// session up on every request would cost a query per request (the embedded
// database is the bottleneck, DESIGN.md 7). Instead each instance keeps the
// set of recently revoked session ids in memory:
// - a revocation made here is added at once (markRevoked);
// - revocations made by other instances on the same database are fetched at
//   most once a second, by the first request that finds the set older than
//   that; it waits for the fetch, so no request is answered from a set more
//   than a second old. A request costs a map lookup; the instance, one small
//   indexed query per second while it has traffic.
// An id is kept for the access-token lifetime (plus a margin): by then every
// token of that session has expired anyway, and refresh refuses revoked
// sessions in the database itself.
import { sql } from 'kysely';
import type { Db } from '../db/index';

/** A revocation's transaction may commit a little after its revoked_at (now() is the transaction's start): look back this far at every poll. */
const COMMIT_LAG_MARGIN_SECONDS = 10;
const KEEP_MARGIN_MS = 60_000;
/** The promise to a district: a sign-out anywhere refuses the token everywhere within this (SPEC, issue 15). */
export const MAX_STALENESS_MS = 1000;

export interface RevocationOptions {
  /** How long an access token lives; revoked ids are kept at least this long. */
  accessTokenSeconds: number;
  /** The most a request may trust a set not refreshed from the database. */
  maxStalenessMs?: number;
  now?: () => number;
}

export class SessionRevocations {
  /** Session id -> when this instance learned of it (local clock). */
  private readonly revoked = new Map<string, number>();
  private lastPollStartedAt = Number.NEGATIVE_INFINITY;
  /** The database's clock at the previous poll: the next one asks from there, so instance clocks never matter. */
  private databaseTimeOfLastPoll: Date | undefined;
  private polling: Promise<void> | undefined;
  private readonly maxStalenessMs: number;
  private readonly keepMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: RevocationOptions,
  ) {
    this.maxStalenessMs = options.maxStalenessMs ?? MAX_STALENESS_MS;
    this.keepMs = options.accessTokenSeconds * 1000 + KEEP_MARGIN_MS;
    this.now = options.now ?? Date.now;
  }

  /** Call after the revoking transaction committed. */
  markRevoked(sessionIds: Iterable<string>): void {
    const seenAt = this.now();
    for (const id of sessionIds) this.revoked.set(id, seenAt);
  }

  isRevoked = (sessionId: string): boolean | Promise<boolean> => {
    if (this.now() - this.lastPollStartedAt < this.maxStalenessMs) return this.revoked.has(sessionId);
    return this.poll().then(() => this.revoked.has(sessionId));
  };

  /** Fetches revocations made since the last poll; concurrent callers share one query. */
  poll(): Promise<void> {
    this.polling ??= this.fetch().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async fetch(): Promise<void> {
    const startedAt = this.now();
    const from = this.databaseTimeOfLastPoll
      ? sql`${this.databaseTimeOfLastPoll}::timestamptz - make_interval(secs => ${COMMIT_LAG_MARGIN_SECONDS})`
      : sql`now() - make_interval(secs => ${Math.ceil(this.keepMs / 1000)})`;
    const { rows } = await sql<{ checked_at: Date; ids: string | null }>`
      SELECT now() AS checked_at, string_agg(id::text, ',') AS ids
      FROM auth_session WHERE revoked_at IS NOT NULL AND revoked_at > ${from}`.execute(this.db);
    const row = rows[0];
    if (row?.ids) this.markRevoked(row.ids.split(','));
    if (row) this.databaseTimeOfLastPoll = row.checked_at;
    this.lastPollStartedAt = startedAt;
    this.forgetExpired(startedAt);
  }

  private forgetExpired(now: number): void {
    for (const [id, seenAt] of this.revoked) if (now - seenAt > this.keepMs) this.revoked.delete(id);
  }
}
