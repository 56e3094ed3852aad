// The database going away (issue 9): with PostgreSQL stopped the API answers
// 503 with a clear message instead of crashing or hanging, and it recovers by
// itself when the server is back. Runs where Debian's PostgreSQL is installed
// (CI installs it); skipped elsewhere.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/index';
import { json, testConfig, testPasswords } from './helpers/app';

const pgBin = (() => {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    const bin = versions.map((v) => join('/usr/lib/postgresql', v, 'bin')).find((b) => existsSync(join(b, 'pg_ctl')));
    return bin;
  } catch {
    return undefined;
  }
})();
const isRoot = process.getuid?.() === 0;
const skip = !pgBin
  ? 'PostgreSQL is not installed'
  : !isRoot
    ? 'needs root to run PostgreSQL as the postgres user'
    : process.env.CATEDRA_TEST_DB === 'postgres'
      ? 'runs once, in the PGlite pass (it starts its own PostgreSQL)'
      : false;

let dir: string;
let port: number;
let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;

function asPostgres(command: string) {
  execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' });
}
const pgCtl = (action: 'start' | 'stop') =>
  asPostgres(
    `'${pgBin}/pg_ctl' -D '${dir}/data' ${action === 'start' ? `-o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1" -l '${dir}/log'` : '-m fast'} -w ${action}`,
  );

before(async () => {
  if (skip) return;
  port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      server.close(() => resolve(address.port));
    });
  });
  dir = mkdtempSync(join(tmpdir(), 'catedra-outage-'));
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  asPostgres(`'${pgBin}/initdb' -D '${dir}/data' -A trust -U postgres --no-sync >/dev/null`);
  pgCtl('start');
  database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres`, poolSize: 2 });
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  app = await buildApp(testConfig(), { passwords: testPasswords, database, logStream: quiet });
  await app.ready();
});

after(async () => {
  if (skip) return;
  await app?.close();
  await database?.close().catch(() => {});
  try {
    pgCtl('stop');
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
});

test('PostgreSQL stopped: 503 with a clear message; started again: back to normal', { skip }, async () => {
  const health = () => app!.inject({ method: 'GET', url: '/api/health' });
  assert.equal((await health()).statusCode, 200);
  pgCtl('stop');
  const down = await health();
  assert.equal(down.statusCode, 503);
  assert.equal(json<{ error: { code: string; message: string } }>(down).error.code, 'unavailable');
  assert.equal(json<{ error: { message: string } }>(down).error.message, 'The database is unavailable. Please try again in a moment.');
  assert.equal(down.headers['retry-after'], '5');
  const signIn = await app!.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.ro', password: 'Parola-Buna1!' } });
  assert.equal(signIn.statusCode, 503, 'a sign-in during the outage is not mistaken for a wrong password');
  pgCtl('start');
  let status = 0;
  for (let i = 0; i < 20 && status !== 200; i++) {
    status = (await health()).statusCode;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  assert.equal(status, 200);
});
