// A @fastify/rate-limit store that keeps its counters in the database
// (rate_limit_counter), so that every instance on one PostgreSQL server counts
// the same hits: behind N instances a client gets the configured limit, not
// N times it. The same code runs on PGlite. Only the account routes are
// limited, and each of them already does far more work than one upsert.
//
// Windows are fixed and measured by the database's clock, the one clock all
// instances share.
import { sql } from 'kysely';
import type { Db } from '../db/index';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child`: the route's merged rate-limit options with the route itself. */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are swept once in this many hits. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Db) {
  let hitsSinceSweep = 0;

  // The plugin instantiates the store itself (`new Store(options)`) and then
  // asks it for one child per route: a class closing over the database.
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    child(routeOptions: RouteOptions & object) {
      const info = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[info.method].flat().join(',')} ${info.url ?? ''}|`);
    }

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      this.count(key, timeWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      db.selectFrom('rate_limit_counter')
        .select(['hits', sql<number>`greatest(0, extract(epoch FROM window_ends_at - now()) * 1000)`.as('ttl')])
        .where('key', '=', this.prefix + key)
        .where('window_ends_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
        .then(
          (row) => callback(null, { current: row?.hits ?? 0, ttl: Math.ceil(Number(row?.ttl ?? 0)) }),
          (error: Error) => callback(error),
        );
    }

    private async count(key: string, timeWindowMs: number) {
      const window = sql`make_interval(secs => ${timeWindowMs / 1000})`;
      const row = await db
        .insertInto('rate_limit_counter')
        .values({ key: this.prefix + key, hits: 1, window_ends_at: sql`now() + ${window}` })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`CASE WHEN rate_limit_counter.window_ends_at <= now() THEN 1 ELSE rate_limit_counter.hits + 1 END`,
            window_ends_at: sql`CASE WHEN rate_limit_counter.window_ends_at <= now() THEN now() + ${window} ELSE rate_limit_counter.window_ends_at END`,
          }),
        )
        .returning(['hits', sql<number>`extract(epoch FROM window_ends_at - now()) * 1000`.as('ttl')])
        .executeTakeFirstOrThrow();
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.deleteFrom('rate_limit_counter').where('window_ends_at', '<', sql<Date>`now()`).execute();
      }
      return { current: row.hits, ttl: Math.max(1, Math.ceil(Number(row.ttl))) };
    }
  };
}
