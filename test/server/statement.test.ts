// Statements built once (db/statement.ts): the same rows as building the
// statement each time, one build with placeholders, and the check that
// refuses a builder whose SQL depends on its values (it runs here: node:test
// sets NODE_TEST_CONTEXT). Runs on PGlite, and on PostgreSQL with
// CATEDRA_TEST_DB=postgres.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type KyselyPlugin, sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/index';
import { statement } from '../../src/server/db/statement';
import { testDatabase } from './helpers/database';

let database: DatabaseHandle;
const emails = ['ana@scoala.ro', 'dan@scoala.ro', 'ioana@scoala.ro'];

before(async () => {
  database = await testDatabase();
  for (const email of emails) {
    await database.db
      .insertInto('app_user')
      .values({ email, first_name: email.split('@')[0]!, last_name: 'Pop', password_hash: 'x' })
      .execute();
  }
});

after(() => database.close());

test('a statement answers what building it each time answers, for each call’s own values, and is built with placeholders once', async () => {
  let placeholderBuilds = 0;
  const byEmail = statement((db, email: string) => {
    if (typeof email !== 'string') placeholderBuilds++;
    return db.selectFrom('app_user').select(['email', 'first_name']).where('email', '=', email);
  });
  for (const email of [...emails, ...emails]) {
    const direct = await database.db.selectFrom('app_user').select(['email', 'first_name']).where('email', '=', email).execute();
    assert.deepEqual(await byEmail(database.db, email), direct);
  }
  assert.deepEqual(await byEmail(database.db, 'nobody@scoala.ro'), []);
  assert.equal(placeholderBuilds, 1);
});

test('a value used twice, an array for = any(), and a statement inside a transaction', async () => {
  const some = statement((db, wanted: string[], skipped: string) =>
    db
      .selectFrom('app_user')
      .select('email')
      .where('email', '=', sql<string>`any(${wanted}::text[])`)
      .where('email', '<>', skipped)
      .where(sql<boolean>`${skipped}::text is not null`)
      .orderBy('email'),
  );
  assert.deepEqual(await some(database.db, emails, 'dan@scoala.ro'), [{ email: 'ana@scoala.ro' }, { email: 'ioana@scoala.ro' }]);
  assert.deepEqual(await some(database.db, ['dan@scoala.ro'], 'ana@scoala.ro'), [{ email: 'dan@scoala.ro' }]);
  const inTransaction = await database.db.transaction().execute((tx) => some(tx, [emails[2]!], ''));
  assert.deepEqual(inTransaction, [{ email: 'ioana@scoala.ro' }]);
});

test('a builder whose SQL depends on its values is refused, whatever the first call built', async () => {
  const branching = statement((db, email: string | null) => {
    const query = db.selectFrom('app_user').select('email');
    return email ? query.where('email', '=', email) : query;
  });
  // Built once from the first call (a placeholder is truthy, as 'ana' is); refused when a value takes the other branch.
  assert.deepEqual(await branching(database.db, 'ana@scoala.ro'), [{ email: 'ana@scoala.ro' }]);
  await assert.rejects(branching(database.db, null), /depends on its values/);
  const listing = statement((db, wanted: string[]) => db.selectFrom('app_user').select('email').where('email', 'in', wanted));
  await assert.rejects(listing(database.db, emails), /depends on its values/);
  const stringified = statement((db, names: string[]) => db.selectFrom('app_user').select('email').where('first_name', '=', JSON.stringify(names)));
  await assert.rejects(stringified(database.db, ['ana']), /depends on its values/);
});

test('with a plugin on the database the statement is built at every call, so the plugin sees each one', async () => {
  let seen = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      seen++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const byEmail = statement((db, email: string) => db.selectFrom('app_user').select('email').where('email', '=', email));
  const plugged = database.db.withPlugin(counting);
  for (const email of emails) assert.deepEqual(await byEmail(plugged, email), [{ email }]);
  assert.equal(seen, emails.length);
});
