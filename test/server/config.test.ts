// The configuration refuses what the server cannot run with, by name and with
// the range it wants, and lists every wrong setting at once.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/server/config';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('PORT is 0 to 65535 (0: any free port, as the tests use it)', () => {
  assert.equal(loadConfig({ PORT: '0' }).port, 0);
  assert.equal(loadConfig({ PORT: '65535' }).port, 65535);
  assert.throws(() => loadConfig({ PORT: '70000' }), /^ConfigError: PORT must be a whole number from 0 to 65535, got "70000"$/);
  assert.throws(() => loadConfig({ PORT: '-1' }), /PORT must be a whole number from 0 to 65535, got "-1"/);
  assert.throws(() => loadConfig({ PORT: 'abc' }), /PORT must be a whole number from 0 to 65535, got "abc"/);
});

test('a negative count says which numbers are allowed', () => {
  assert.throws(() => loadConfig({ FREE_PLAN_CLASSES: '-3' }), /FREE_PLAN_CLASSES must be a whole number, 0 or more, got "-3"/);
  assert.equal(loadConfig({ FREE_PLAN_CLASSES: '0' }).freePlan.classes, 0);
  // A sign-in that lasts no day, or no request body at all, is not a setting.
  assert.throws(() => loadConfig({ SESSION_DAYS: '0' }), /SESSION_DAYS must be a whole number, 1 or more, got "0"/);
  assert.throws(() => loadConfig({ BODY_LIMIT_BYTES: '0' }), /BODY_LIMIT_BYTES must be a whole number, 1 or more, got "0"/);
});

test("LOG_LEVEL is one of pino's levels", () => {
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) assert.equal(loadConfig({ LOG_LEVEL: level }).logLevel, level);
  assert.throws(() => loadConfig({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent, got "verbose"/);
});

test('SESSION_SECRET signs access tokens: one shorter than 32 characters is refused', () => {
  assert.throws(() => loadConfig({ SESSION_SECRET: 'x' }), /SESSION_SECRET must be at least 32 characters long \(it has 1\)/);
  assert.throws(() => loadConfig({ SESSION_SECRET: 'a'.repeat(31) }), /SESSION_SECRET must be at least 32 characters/);
  assert.equal(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }).sessionSecret, 'a'.repeat(32));
  assert.equal(loadConfig({}).sessionSecret, undefined);
});

test('a server refuses a PUBLIC_DIR without index.html', () => {
  const built = mkdtempSync(join(tmpdir(), 'catedra-public-'));
  dirs.push(built);
  const serving = { servesPublicDir: true };
  assert.throws(
    () => loadConfig({ PUBLIC_DIR: join(built, 'nonexistent') }, process.cwd(), serving),
    /PUBLIC_DIR must be a built web app \(a folder with index\.html\); .*nonexistent.* has no index\.html/,
  );
  assert.throws(() => loadConfig({ PUBLIC_DIR: built }, process.cwd(), serving), /PUBLIC_DIR must be a built web app/);
  writeFileSync(join(built, 'index.html'), '<!doctype html>');
  assert.equal(loadConfig({ PUBLIC_DIR: built }, process.cwd(), serving).publicDir, built);
  // The backup tool reads the same settings and serves nothing: no files are looked at.
  assert.equal(loadConfig({ PUBLIC_DIR: join(built, 'nonexistent') }).publicDir, join(built, 'nonexistent'));
});

test('every wrong setting is named at once', () => {
  const error = (() => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'verbose', TRUST_PROXY: 'yes', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (caught) {
      return caught;
    }
    assert.fail('loadConfig accepted wrong settings');
  })();
  assert.ok(error instanceof ConfigError, String(error));
  assert.deepEqual(
    error.problems.map((problem) => problem.split(' ')[0]),
    ['DATABASE_URL', 'PORT', 'SESSION_SECRET', 'LOG_LEVEL', 'TRUST_PROXY'],
  );
  assert.match(error.message, /^5 settings are wrong:\n {2}- DATABASE_URL .*\n {2}- PORT .*\n/);
});
