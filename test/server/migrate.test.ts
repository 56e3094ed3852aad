import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitStatements } from '../../src/server/db/migrate';

test('splitStatements keeps quoted semicolons, dollar bodies and drops comments', () => {
  const script = `
    -- a comment; with a semicolon
    CREATE TABLE a (x text DEFAULT 'a;b');
    CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;
    INSERT INTO "we;ird" VALUES ('it''s; fine')
  `;
  assert.deepEqual(splitStatements(script), [
    "CREATE TABLE a (x text DEFAULT 'a;b')",
    'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql',
    `INSERT INTO "we;ird" VALUES ('it''s; fine')`,
  ]);
});
