// 006_school_staff.sql on a database written before it (issue 16): every
// school keeps its one teacher as owner, with everything in it, and the
// classes and pupils they made count on their plan as before.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { migrate } from '../../src/server/db/migrate';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { seedClassWithQuiz } from './helpers/class-seed';

let t: TestApp;
let teacher: SignedIn;
let other: SignedIn;

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** The schema as it was before 006 (what the migration adds, taken away), keeping the rows. */
async function undo006() {
  const db = t.database.db;
  await sql`DELETE FROM schema_migration WHERE name = '006_school_staff.sql'`.execute(db);
  await sql`DROP TABLE quiz_share`.execute(db);
  await sql`DROP TABLE school_invitation`.execute(db);
  await sql`ALTER TABLE classroom DROP COLUMN created_by`.execute(db);
  await sql`ALTER TABLE pupil DROP COLUMN created_by`.execute(db);
  await sql`ALTER TABLE school_member DROP CONSTRAINT school_member_role`.execute(db);
}

before(async () => {
  t = await testApp();
  [teacher, other] = [await newTeacher(t.app), await newTeacher(t.app)];
  await seedClassWithQuiz((url, payload) => call(teacher, 'POST', url, payload), 'Teză');
  await seedClassWithQuiz((url, payload) => call(other, 'POST', url, payload), 'Lucrare');
});
after(() => t.close());

test('each school keeps its member as owner, nothing is lost, and usage counts what each made', async () => {
  const usageBefore = await Promise.all(
    [teacher, other].map(async (who) => json<{ usage: object }>(await call(who, 'GET', '/api/subscriptions/current')).usage),
  );
  const schoolsBefore = await Promise.all([teacher, other].map(async (who) => json<unknown[]>(await call(who, 'GET', '/api/schools'))));
  await undo006();
  // Rows written by older code: the member of the second school has the column's old default role.
  await sql`UPDATE school_member SET role = 'teacher' WHERE user_id = ${other.userId}`.execute(t.database.db);
  assert.deepEqual(await migrate(t.database.db), ['006_school_staff.sql']);

  const roles = await sql<{ user_id: string; role: string }>`SELECT user_id, role FROM school_member ORDER BY role`.execute(t.database.db);
  assert.deepEqual(
    roles.rows.map((r) => r.role),
    ['owner', 'owner'],
    'a school whose only member had no owner role gets that member as owner',
  );
  const made = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pupil WHERE created_by IS NULL`.execute(t.database.db);
  assert.equal(made.rows[0]?.n, 0, 'every pupil is counted on the owner who had it');
  const usageAfter = await Promise.all(
    [teacher, other].map(async (who) => json<{ usage: object }>(await call(who, 'GET', '/api/subscriptions/current')).usage),
  );
  assert.deepEqual(usageAfter, usageBefore);
  const schoolsAfter = await Promise.all([teacher, other].map(async (who) => json<{ role: string }[]>(await call(who, 'GET', '/api/schools'))));
  assert.deepEqual(
    schoolsAfter.map((list) => list.map((s) => ({ ...s, role: 'owner' }))),
    schoolsBefore,
  );
  assert.deepEqual(
    schoolsAfter.map((list) => list.map((s) => s.role)),
    [['owner'], ['owner']],
  );
});
