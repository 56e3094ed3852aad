// Slows down password guessing against one account. Per-IP limits (the
// rate-limit plugin) stop one machine; this stops many machines aiming at one
// account. The block is short and bounded (at most 15 minutes), so an
// attacker cannot keep a real teacher locked out for long, and a success
// clears it. The count lives in the database (login_failure), so every
// instance behind a load balancer sees the same one: a district's limit is
// not multiplied by its number of app servers.
import { sql } from 'kysely';
import type { Db } from '../db/index';

const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const MAX_BLOCK_MS = 15 * 60_000;
const FIRST_BLOCK_MS = 30_000;
/** Rows of old failures are swept once in this many recorded failures (bounded table under a spray of made-up accounts). */
const SWEEP_EVERY = 200;

export class LoginThrottle {
  private failuresSinceSweep = 0;

  constructor(
    private readonly db: Db,
    /** The app clock: the same on every instance to within NTP, and moved by tests. */
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before this account may try again, or 0. */
  async retryAfterSeconds(account: string): Promise<number> {
    const row = await this.db.selectFrom('login_failure').select('blocked_until').where('account', '=', key(account)).executeTakeFirst();
    if (!row?.blocked_until) return 0;
    const wait = new Date(row.blocked_until).getTime() - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  async recordFailure(account: string): Promise<void> {
    const now = new Date(this.now());
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    // One upsert counts the failure, starting a new window when the old one is over;
    // concurrent failures on several instances each add one.
    const row = await this.db
      .insertInto('login_failure')
      .values({ account: key(account), failures: 1, first_failure_at: now, blocked_until: null })
      .onConflict((oc) =>
        oc.column('account').doUpdateSet({
          failures: sql`CASE WHEN login_failure.first_failure_at < ${windowStart} THEN 1 ELSE login_failure.failures + 1 END`,
          first_failure_at: sql`CASE WHEN login_failure.first_failure_at < ${windowStart} THEN ${now}::timestamptz ELSE login_failure.first_failure_at END`,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (row.failures >= FREE_FAILURES) {
      // 30 s after the 5th failure, doubling with each further one, capped.
      const block = Math.min(FIRST_BLOCK_MS * 2 ** (row.failures - FREE_FAILURES), MAX_BLOCK_MS);
      await this.db
        .updateTable('login_failure')
        .set({ blocked_until: new Date(now.getTime() + block) })
        .where('account', '=', key(account))
        .execute();
    }
    if (++this.failuresSinceSweep >= SWEEP_EVERY) {
      this.failuresSinceSweep = 0;
      await this.db
        .deleteFrom('login_failure')
        .where('first_failure_at', '<', windowStart)
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
        .execute();
    }
  }

  async recordSuccess(account: string): Promise<void> {
    await this.db.deleteFrom('login_failure').where('account', '=', key(account)).execute();
  }
}

function key(account: string): string {
  return account.toLowerCase();
}
