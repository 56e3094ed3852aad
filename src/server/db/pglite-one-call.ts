// PGlite's query() sends a statement to its backend in six separate calls into
// the WebAssembly module (Parse, Describe statement, Bind, Describe portal,
// Execute, Sync), the second only to learn the parameters' types so that it
// can serialize them. Each call runs the backend's message loop and copies
// its output back: on a one-row read that
// loop costs more than the statement itself (issue 15: 1.4 ms for a primary-key
// read through query() against 0.6 ms through exec()).
//
// oneCallQueries answers exactly what query() answers, in one call: a
// statement's text (the same for every execution of a Kysely statement) is
// prepared once as a named statement, its parameters' types kept; then Bind,
// Describe portal, Execute and Sync go to the backend as one buffer, and the
// backend does not parse and analyse it again. PostgreSQL plans a prepared
// statement as it always does (plan_cache_mode auto): for its values the first
// five times, then once for all values if that plan is no dearer. Planning was
// half the time of a tenancy-checked read (issue 15's profile: a quiz read
// 1.24 ms planned each time, 0.62 ms on the kept plan). Values are serialized by
// PGlite's own serializers for those types, results read from the backend's
// bytes by pglite-results.ts (with PGlite's type parsers), and a database error
// carries the statement as query()'s does.
//
// A prepared statement is invalidated by DDL on the tables it reads, and one
// reading `*` then fails ("cached plan must not change result type"). Only
// SELECT, INSERT, UPDATE, DELETE and WITH texts are prepared, and any other
// statement but transaction control (migrations' DDL) closes them all.

import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { execUnread, messagesOf, readResult } from './pglite-results';

/**
 * About the statements the app builds (an IN-list adds one text per length);
 * each holds a parse tree and maybe a plan in the backend's memory.
 */
const MAX_PREPARED = 300;

const PREPARED_KINDS = new Set(['select', 'insert', 'update', 'delete', 'with']);
/** Statements that change no table's shape: prepared statements stay valid across them. */
const SHAPE_KEEPING_KINDS = new Set(['begin', 'start', 'commit', 'end', 'rollback', 'savepoint', 'release', 'show', 'checkpoint', 'lock']);

/**
 * An ON CONFLICT whose index predicate holds a parameter (`on conflict (a) where b = $1 do ...`)
 * finds its partial index only in a plan made for the values; PostgreSQL would
 * switch a prepared one to a generic plan after five runs and then fail. Such a
 * text runs as the unnamed statement, planned each time, as `pg` runs every one.
 */
const PARAMETER_IN_CONFLICT_TARGET = /\bon conflict\b(?:(?!\bdo\b)[\s\S])*?\bwhere\b(?:(?!\bdo\b)[\s\S])*?\$\d/i;

const kindOf = (text: string) => /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';

interface Prepared {
  name: string;
  types: number[];
}

/** The named statements of one PGlite instance, least recently used closed first. */
class PreparedStatements {
  private readonly byText = new Map<string, Prepared>();
  private counter = 0;
  /** Statements to close: sent ahead of the next statement, in the same call. */
  private closing: string[] = [];

  get(text: string): Prepared | undefined {
    const prepared = this.byText.get(text);
    if (prepared) {
      // Most recently used last: a Map keeps insertion order.
      this.byText.delete(text);
      this.byText.set(text, prepared);
    }
    return prepared;
  }

  nextName(): string {
    return `catedra_${++this.counter}`;
  }

  add(text: string, prepared: Prepared): void {
    this.byText.set(text, prepared);
    if (this.byText.size > MAX_PREPARED) {
      const [oldest, { name }] = this.byText.entries().next().value as [string, Prepared];
      this.byText.delete(oldest);
      this.closing.push(name);
    }
  }

  forgetAll(): void {
    for (const { name } of this.byText.values()) this.closing.push(name);
    this.byText.clear();
  }

  /** Close messages for the statements dropped since the last call. */
  takeCloses(): Uint8Array[] {
    const closes = this.closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.closing = [];
    return closes;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** What query() attaches to a database error (PGlite's makePGliteError). */
function withStatement(error: unknown, query: string, params: unknown[] | undefined, options: QueryOptions | undefined): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * Parses `text` once as the statement `name` ('' for the unnamed one) and
 * answers its parameters' types, or undefined when it does not parse (the
 * caller then lets query() report the error as it would have).
 */
async function prepare(pglite: PGlite, statements: PreparedStatements, text: string, name: string): Promise<number[] | undefined> {
  try {
    const messages = await pglite.execProtocolStream(
      concat([
        ...statements.takeCloses(),
        protocol.serialize.parse({ text, name }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseDescribeStatementResults(messages);
  } catch {
    return undefined;
  }
}

type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/**
 * `fallback` is the query() of the same scope (the instance, or the open
 * transaction): used for a text whose types cannot be asked for, so that its
 * error is the one query() gives.
 */
function oneCall(pglite: PGlite, statements: PreparedStatements, fallback: Query, inTransaction: boolean): Query {
  return async <T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes || options?.serializers) return fallback<T>(query, params, options);
    const kind = kindOf(query);
    const result = await pglite._runExclusiveQuery(async () => {
      // A statement that waited its turn behind close() (a request whose client hung up, still running at
      // shutdown) fails as query() would, "PGlite is closing/closed" (a 503), not in the backend's remains.
      await pglite._checkReady();
      const kept = PREPARED_KINDS.has(kind) && !PARAMETER_IN_CONFLICT_TARGET.test(query);
      let prepared = kept ? statements.get(query) : undefined;
      let parseNow: Uint8Array[] = [];
      if (!prepared) {
        if (kept) {
          const name = statements.nextName();
          const types = await prepare(pglite, statements, query, name);
          if (!types) return undefined;
          prepared = { name, types };
          statements.add(query, prepared);
        } else {
          // Parsed in the same call as it runs; its types are asked for first.
          const types = await prepare(pglite, statements, query, '');
          if (!types) return undefined;
          prepared = { name: '', types };
          parseNow = [protocol.serialize.parse({ text: query })];
        }
      }
      const { name, types } = prepared;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[types[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      let raw: Uint8Array;
      try {
        raw = await execUnread(
          pglite,
          concat([
            ...statements.takeCloses(),
            ...parseNow,
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
      } finally {
        // DDL (a migration) may have changed what the kept statements read.
        if (!PREPARED_KINDS.has(kind) && !SHAPE_KEEPING_KINDS.has(kind)) statements.forgetAll();
      }
      let result = readResult<T>(raw, pglite.parsers, options);
      if (!result) {
        try {
          result = parse.parseResults(messagesOf(raw), pglite.parsers, options)[0] as Results<T>;
        } catch (error) {
          throw withStatement(error, query, params, options);
        }
      }
      // query() syncs the filesystem after a statement outside a transaction (a no-op for a Node directory; kept alike).
      if (!inTransaction) await pglite.syncToFs();
      return result;
    });
    return result ?? fallback<T>(query, params, options);
  };
}

/** A transaction that never began: every statement fails with why it could not. */
function refusing(error: unknown): Transaction {
  const refuse = () => Promise.reject(error);
  // Only what Kysely's driver uses of a transaction: its statements, and whether it is closed.
  return { closed: false, query: refuse, sql: refuse, exec: refuse, rollback: async () => {}, listen: refuse } as unknown as Transaction;
}

/** One set per instance: statement names are the backend's, shared by every dialect opened on it. */
const preparedOf = new WeakMap<PGlite, PreparedStatements>();

/**
 * The instance as Kysely's PGlite driver uses it (query, and query inside
 * transaction), with both going through oneCall; everything else is the
 * instance's own.
 */
export function oneCallQueries(pglite: PGlite): PGlite {
  const statements = preparedOf.get(pglite) ?? new PreparedStatements();
  preparedOf.set(pglite, statements);
  const query = oneCall(pglite, statements, pglite.query.bind(pglite) as Query, false);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    let entered = false;
    const running = pglite.transaction((tx) => {
      entered = true;
      const txQuery = oneCall(pglite, statements, tx.query.bind(tx) as Query, true);
      const wrapped = new Proxy(tx, {
        get(target, property) {
          // A closed transaction's query() throws; let it.
          if (property === 'query') return target.closed ? target.query.bind(target) : txQuery;
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      return callback(wrapped);
    });
    // Kysely's driver keeps this promise aside and waits for the callback to begin before it awaits it.
    // Refused before the callback ran (the database is closing: a request still in flight at shutdown),
    // the callback would never run: the request would wait for ever, and the rejection, unhandled, would
    // end the process. The callback runs instead on a transaction that refuses every statement with
    // that error, so the request fails as any failed statement does, and Kysely's rollback sees it.
    return running.catch(async (error: unknown) => {
      if (entered) throw error;
      await callback(refusing(error)).catch(() => undefined);
      throw error;
    });
  };
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      // Bound to the instance: PGlite keeps its state in private fields.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
