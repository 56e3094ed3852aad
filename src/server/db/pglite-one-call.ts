// PGlite's query() sends a statement to its backend in six separate calls into
// the WebAssembly module (Parse, Describe statement, Bind, Describe portal,
// Execute, Sync), the second only to learn the parameters' types so that it
// can serialize them. Each call runs the backend's message loop, sends
// ReadyForQuery handling and copies the output back: on a one-row read that
// loop costs more than the statement itself (issue 15: 1.4 ms for a primary-key
// read through query() against 0.6 ms through exec()).
//
// oneCallQuery answers exactly what query() answers, in one call: the
// parameters' types of each SQL text are asked for once and kept (a Kysely
// statement's text is the same for every execution of it), and Parse, Bind,
// Describe portal, Execute and Sync go to the backend as one buffer. Values are
// serialized by PGlite's own serializers for those types, results parsed by its
// own parser, and a database error carries the statement as query()'s does.

import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Enough for every statement the app builds; a statement whose IN-list length varies adds one text per length. */
const MAX_KEPT_TEXTS = 2000;

/** Parameter types per SQL text, least recently used dropped first. */
class ParameterTypes {
  private readonly byText = new Map<string, number[]>();

  get(text: string): number[] | undefined {
    const types = this.byText.get(text);
    if (types) {
      // Most recently used last: Map keeps insertion order.
      this.byText.delete(text);
      this.byText.set(text, types);
    }
    return types;
  }

  set(text: string, types: number[]): void {
    this.byText.set(text, types);
    if (this.byText.size > MAX_KEPT_TEXTS) this.byText.delete(this.byText.keys().next().value as string);
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

/** The parameter types of `text`, or undefined when it does not parse (the caller lets query() report that). */
async function describe(pglite: PGlite, text: string): Promise<number[] | undefined> {
  try {
    const messages = await pglite.execProtocolStream(
      concat([protocol.serialize.parse({ text }), protocol.serialize.describe({ type: 'S' }), protocol.serialize.sync()]),
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
function oneCall(pglite: PGlite, types: ParameterTypes, fallback: Query, inTransaction: boolean): Query {
  return async <T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes || options?.serializers) return fallback<T>(query, params, options);
    const result = await pglite._runExclusiveQuery(async () => {
      let paramTypes = types.get(query);
      if (!paramTypes) {
        paramTypes = await describe(pglite, query);
        if (!paramTypes) return undefined;
        types.set(query, paramTypes);
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[paramTypes[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
      try {
        messages = await pglite.execProtocolStream(
          concat([
            protocol.serialize.parse({ text: query }),
            protocol.serialize.bind({ values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
      } catch (error) {
        throw withStatement(error, query, params, options);
      }
      // query() syncs the filesystem after a statement outside a transaction (a no-op for a Node directory; kept alike).
      if (!inTransaction) await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
    });
    return result ?? fallback<T>(query, params, options);
  };
}

/**
 * The instance as Kysely's PGlite driver uses it (query, and query inside
 * transaction), with both going through oneCall; everything else is the
 * instance's own.
 */
export function oneCallQueries(pglite: PGlite): PGlite {
  const types = new ParameterTypes();
  const query = oneCall(pglite, types, pglite.query.bind(pglite) as Query, false);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => {
      const txQuery = oneCall(pglite, types, tx.query.bind(tx) as Query, true);
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
