// Kysely's statements on the embedded database reach PGlite's backend in one
// call each (pglite-one-call.ts; issue 15: PGlite's query() took six, which
// cost more than a small statement itself), and answer what query() answers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/index';
import { SerializedPGliteDialect } from '../../src/server/db/pglite-dialect';
import { isDatabaseUnavailable } from '../../src/server/error-handler';
import { createDefaultSubscription } from '../../src/server/repos/subscriptions.repo';
import { newTeacher } from './helpers/accounts';
import { capturedLogs, json, testConfig, testPasswords } from './helpers/app';

let database: DatabaseHandle;
let calls = 0;
const proto = PGlite.prototype as unknown as { execProtocolRawSync: (message: Uint8Array) => Uint8Array };
const original = proto.execProtocolRawSync;

before(async () => {
  proto.execProtocolRawSync = function (this: PGlite, message: Uint8Array) {
    calls++;
    return original.call(this, message);
  };
  database = await openDatabase({ kind: 'memory' });
});
after(async () => {
  await database.close();
  proto.execProtocolRawSync = original;
});

const newUser = (email: string) =>
  database.db.insertInto('app_user').values({ email, first_name: 'A', last_name: 'B' }).returning('id').executeTakeFirstOrThrow();

async function subscriptionsOf(userId: string): Promise<number> {
  const { count } = await database.db
    .selectFrom('subscription')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function callsOf(run: () => Promise<unknown>): Promise<number> {
  calls = 0;
  await run();
  return calls;
}

test('a statement run again is one call into the backend', async () => {
  const read = () => database.db.selectFrom('app_user').select(['id', 'email']).where('id', '=', '00000000-0000-4000-8000-000000000001').execute();
  await read();
  assert.equal(await callsOf(read), 1);
  const rows = await database.db.selectFrom('school').select(sql<number>`1 + ${41}`.as('answer')).execute();
  assert.deepEqual(rows, []);
  const [answer] = await sql<{
    answer: number;
    day: string;
    at: Date;
    doc: unknown;
  }>`SELECT ${41}::int + 1 AS answer, ${'2026-11-26'}::date AS day, ${new Date(0)}::timestamptz AS at, ${JSON.stringify({ a: [1] })}::jsonb AS doc`
    .execute(database.db)
    .then((result) => result.rows);
  assert.deepEqual(answer, { answer: 42, day: '2026-11-26', at: new Date(0), doc: { a: [1] } });
});

test("a statement run often keeps one plan for every value, as PostgreSQL keeps a prepared statement's (planning was half a read)", async () => {
  const read = (id: string) =>
    database.db
      .selectFrom('school')
      .innerJoin('school_member', 'school_member.school_id', 'school.id')
      .select('school.id')
      .where('school_member.user_id', '=', id)
      .execute();
  for (let run = 0; run < 10; run++) await read(`00000000-0000-4000-8000-00000000000${run}`);
  const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`
    SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%"school_member"."user_id" = $1%' AND statement NOT LIKE '%pg_prepared_statements%'`.execute(
    database.db,
  );
  const [plans] = rows;
  assert.equal(rows.length, 1);
  assert.ok(plans && plans.generic_plans > 0, `planned for each value: ${JSON.stringify(plans)}`);
});

test('the subscription every account starts with is added once, however often it is asked for', async () => {
  const user = await newUser('twice@scoala.ro');
  const limits = { quizzes: 1, students: 1, classes: 1 };
  for (let run = 0; run < 8; run++) await createDefaultSubscription(database.db, user.id, limits);
  assert.equal(await subscriptionsOf(user.id), 1);
});

test("an ON CONFLICT whose partial index is chosen by a parameter's value keeps finding it, however often it runs", async () => {
  // A generic plan (PostgreSQL's choice after five runs of a prepared statement) would not see the values.
  const user = await newUser('once@scoala.ro');
  for (let run = 0; run < 8; run++) {
    await database.db
      .insertInto('subscription')
      .values({ user_id: user.id, plan: 'free', status: 'active', max_quizzes: 1, max_students: 1, max_classes: 1, features: '[]' })
      .onConflict((oc) => oc.columns(['user_id']).where('status', 'in', ['trial', 'active']).doNothing())
      .execute();
  }
  assert.equal(await subscriptionsOf(user.id), 1);
});

test('DDL in between: a kept statement reading * answers the new columns, not an error', async () => {
  await sql`CREATE TABLE one_call_probe (id int PRIMARY KEY)`.execute(database.db);
  await sql`INSERT INTO one_call_probe VALUES (1)`.execute(database.db);
  const read = () => sql<Record<string, unknown>>`SELECT * FROM one_call_probe WHERE id = ${1}`.execute(database.db).then((r) => r.rows);
  assert.deepEqual(await read(), [{ id: 1 }]);
  await sql`ALTER TABLE one_call_probe ADD COLUMN note text DEFAULT 'n'`.execute(database.db);
  assert.deepEqual(await read(), [{ id: 1, note: 'n' }]);
});

test('a failing statement fails as query() fails, with its code and its text, and the next one runs', async () => {
  await assert.rejects(
    sql`SELECT * FROM no_such_table WHERE id = ${1}`.execute(database.db),
    (error: { code?: string; query?: string }) => error.code === '42P01' && error.query?.includes('no_such_table') === true,
  );
  await assert.rejects(
    database.db.selectFrom('app_user').selectAll().where('id', '=', 'not-a-uuid').execute(),
    (error: { code?: string }) => error.code === '22P02',
  );
  assert.deepEqual(await sql`SELECT ${'ok'}::text AS v`.execute(database.db).then((r) => r.rows), [{ v: 'ok' }]);
});

test('a transaction begun while the database closes fails that request, without hanging or ending the process (bench crash)', async () => {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Record<string, never>>({ dialect: new SerializedPGliteDialect(pglite) });
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const closed = pglite.close();
    const attempt = db.transaction().execute((trx) => sql`SELECT 1`.execute(trx));
    await assert.rejects(attempt, /closing|closed/i);
    await closed;
    // A turn for a stray rejection to be reported.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('a statement still waiting its turn when the database closes fails as PGlite says it is closed, not with a TypeError (bench log)', async () => {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Record<string, never>>({ dialect: new SerializedPGliteDialect(pglite) });
  const read = () => sql`SELECT ${1}::int AS one`.execute(db);
  await read(); // prepared and kept: the next run goes straight to the backend
  // A request whose client hung up is still running when the server stops: its next statement comes after close().
  const closed = pglite.close();
  const late = read();
  await closed;
  await assert.rejects(late, /PGlite is clos(ed|ing)/);
});

test('a request reaching the embedded database as it closes, or after, answers 503 (retry later), not an unhandled 500', async () => {
  for (const message of ['PGlite is closing', 'PGlite is closed', 'driver has already been destroyed'])
    assert.ok(isDatabaseUnavailable(new Error(message)), message);
  const handle = await openDatabase({ kind: 'memory' });
  const { logs, logStream } = capturedLogs();
  const app = await buildApp(testConfig(), { passwords: testPasswords, database: handle, logStream });
  try {
    await app.ready();
    const teacher = await newTeacher(app);
    const list = () => app.inject({ method: 'GET', url: '/api/schools', headers: teacher.headers });
    assert.equal((await list()).statusCode, 200);
    await handle.close();
    const response = await list();
    assert.equal(response.statusCode, 503, logs.slice(-2).join(''));
    assert.equal(json<{ error: { code: string } }>(response).error.code, 'unavailable');
    assert.ok(!logs.some((line) => line.includes('unhandled error')));
  } finally {
    await app.close();
  }
});
