// Statements built once (issue 15). Kysely builds a statement's tree and
// compiles it to SQL on every call: in a CPU profile of the one-pupil
// autosave that was 15 % of the server's time, for SQL that is the same on
// every call but for its values. A statement whose SQL never depends on its
// values is built once, with placeholders where the values go, and each call
// only puts its values in their places.
//
// The SQL must not depend on the values: no `if (value)` in the builder, no
// list a value's length decides (`in` a list: pass an array to `= any(...)`),
// no column left out for an undefined value, no value turned into text while
// building. Under node:test (and with CATEDRA_CHECK_STATEMENTS=1) every call
// also builds the statement from its real values and throws when the SQL or
// the values differ, so the suite finds a builder that breaks the rule.
//
// One compiled statement serves every database the process opens, because
// both dialects (PGlite's and `pg`'s) compile PostgreSQL's SQL; a dialect that
// compiled differently would need its compiler as part of the key.
import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './index';

/** Where the `index`th value of a call goes. */
class Placeholder {
  constructor(readonly index: number) {}
}

const checking = process.env.NODE_TEST_CONTEXT !== undefined || process.env.CATEDRA_CHECK_STATEMENTS === '1';

export type Statement<A extends unknown[], O> = (db: Db, ...values: A) => Promise<O[]>;

/** A statement built and compiled on its first call; later calls run it with their own values. */
export function statement<A extends unknown[], O>(build: (db: Db, ...values: A) => Compilable<O>): Statement<A, O> {
  let built: CompiledQuery<O> | undefined;
  return async (db, ...values) => {
    // A plugin (the tests' statement counter) is owed every statement as it is built.
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery(build(db, ...values))).rows;
    built ??= build(db, ...(values.map((_, index) => new Placeholder(index)) as A)).compile();
    const query: CompiledQuery<O> = { ...built, parameters: built.parameters.map((value) => (value instanceof Placeholder ? values[value.index] : value)) };
    if (checking) assertSameStatement(build(db, ...values).compile(), query);
    return (await db.executeQuery(query)).rows;
  };
}

function assertSameStatement(fresh: CompiledQuery, reused: CompiledQuery): void {
  if (fresh.sql !== reused.sql || !isDeepStrictEqual(fresh.parameters, reused.parameters)) {
    throw new Error(`statement(): its SQL depends on its values, so it cannot be built once.\nbuilt once: ${reused.sql}\nfrom these values: ${fresh.sql}`);
  }
}
