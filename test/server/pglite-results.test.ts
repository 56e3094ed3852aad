// The embedded database's results are read from the backend's bytes by our
// own reader (pglite-results.ts, issue 15: PGlite's copied every field into a
// new buffer, a fifth of a 30-row read). Every statement must answer what
// PGlite's query() answers: compared here on every type the app stores, on
// empty and large results, writes, array rows, and the answers the reader
// leaves to PGlite's (errors, notices, a column named __proto__).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PGlite, types } from '@electric-sql/pglite';
import { oneCallQueries } from '../../src/server/db/pglite-one-call';

let pglite: PGlite;
let fast: PGlite;

before(async () => {
  pglite = new PGlite();
  await pglite.waitReady;
  fast = oneCallQueries(pglite);
  await pglite.exec(`
    CREATE TABLE probe (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text, n int, big bigint, ratio numeric, ok boolean, doc jsonb, plain json,
      at timestamptz, day date, tags text[], marks int[], raw bytea
    );
    CREATE FUNCTION noisy(x int) RETURNS int AS $$ BEGIN RAISE NOTICE 'noisy %', x; RETURN x; END $$ LANGUAGE plpgsql;
  `);
});
after(() => pglite.close());

const insert = `INSERT INTO probe (name, n, big, ratio, ok, doc, plain, at, day, tags, marks, raw)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`;

const rowsOfEveryType: unknown[][] = [
  [
    'Ștefănescu Ana-Maria 🎓 «ñ»',
    7,
    '9007199254740993',
    '12.345',
    true,
    { q1: 250, 'q2/r1': 0, nested: { list: [1, 'ș', null] } },
    '{"kept": "as text"}',
    new Date('2026-11-27T10:11:12.345Z'),
    '2026-09-15',
    ['a', 'b c', 'd"e', 'ț'],
    [1, 2, 3],
    new Uint8Array([0, 1, 254, 255]),
  ],
  ['', 0, '0', '0', false, {}, '[]', new Date(0), '2000-02-29', [], [], new Uint8Array()],
  [null, null, null, null, null, null, null, null, null, null, null, null],
];

test("every stored type reads back as PGlite's own reader reads it", async () => {
  for (const values of rowsOfEveryType) await fast.query(insert, values);
  const select = 'SELECT * FROM probe WHERE name IS NOT DISTINCT FROM $1 OR true ORDER BY n NULLS LAST';
  // Twice: the first run prepares the statement, the second runs the kept one.
  for (let run = 0; run < 2; run++) {
    const ours = await fast.query(select, ['x']);
    const theirs = await pglite.query(select, ['x']);
    assert.deepEqual(ours, theirs);
    assert.equal(ours.rows.length, 3);
  }
});

test('writes answer the same counts, with and without rows', async () => {
  for (const [text, params] of [
    ['UPDATE probe SET n = n + 1 WHERE name = $1 RETURNING n', ['']],
    ['UPDATE probe SET n = n WHERE name = $1', ['nobody']],
    ["INSERT INTO probe (name) SELECT 'copy ' || g FROM generate_series(1, $1::int) g", [3]],
    ['DELETE FROM probe WHERE name LIKE $1', ['copy %']],
  ] as const) {
    await pglite.query('BEGIN');
    const theirs = await pglite.query(text, [...params]);
    await pglite.query('ROLLBACK');
    const ours = await fast.query(text, [...params]);
    assert.deepEqual(ours, theirs, text);
  }
});

test('an empty result, array rows, parsers of the caller and a repeated column name read as PGlite reads them', async () => {
  const cases: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
    ['SELECT id, name FROM probe WHERE n = $1', [-1], undefined],
    ['SELECT n, name, doc FROM probe WHERE n IS NOT NULL ORDER BY n LIMIT $1', [5], { rowMode: 'array' }],
    ['SELECT n, at FROM probe WHERE n = $1', [0], { parsers: { [types.INT4]: (value: string) => `int ${value}` } }],
    ['SELECT $1::int AS a, $2::text AS a', [1, 'second wins'], undefined],
  ];
  for (const [text, params, options] of cases) assert.deepEqual(await fast.query(text, params, options), await pglite.query(text, params, options), text);
});

test('a result larger than one output chunk reads whole', async () => {
  const text = "SELECT g AS n, repeat('ș', 500) || g AS name FROM generate_series(1, $1::int) g";
  const ours = await fast.query<{ n: number; name: string }>(text, [4000]);
  assert.deepEqual(ours, await pglite.query(text, [4000]));
  assert.equal(ours.rows.at(-1)?.name, `${'ș'.repeat(500)}4000`);
});

test('a value starting with a byte-order mark keeps it, as PostgreSQL through pg gives it (PGlite would drop it)', async () => {
  const { rows } = await fast.query<{ name: string }>('SELECT $1::text AS name', ['\uFEFFPopescu']);
  assert.equal(rows[0]?.name, '\uFEFFPopescu');
});

test('answers the reader leaves to PGlite: a notice, a column named __proto__, an error', async () => {
  const noticed = await fast.query<{ noisy: number }>('SELECT noisy($1) AS noisy', [4]);
  assert.deepEqual(noticed.rows, [{ noisy: 4 }]);

  const odd = await fast.query<Record<string, unknown>>('SELECT $1::int AS "__proto__", 2 AS after', [1]);
  const [row] = odd.rows;
  assert.ok(row);
  assert.equal(Object.getPrototypeOf(row), Object.prototype, 'the column does not become the prototype');
  assert.equal(Object.getOwnPropertyDescriptor(row, '__proto__')?.value, 1);
  assert.equal(row.after, 2);

  await assert.rejects(
    fast.query('INSERT INTO probe (id) VALUES ($1), ($1)', ['00000000-0000-4000-8000-000000000001']),
    (error: { code?: string; query?: string }) => {
      return error.code === '23505' && error.query?.startsWith('INSERT INTO probe') === true;
    },
  );
  assert.deepEqual((await fast.query('SELECT $1::text AS v', ['after the error'])).rows, [{ v: 'after the error' }]);
});
