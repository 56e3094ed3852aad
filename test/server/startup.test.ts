// Starting the real server (src/server/main.ts) with settings it cannot run
// with: a short message on stderr naming the setting, exit code 1, no stack
// trace, and never the database password.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
/** A hang guard only: each of these ends in a few seconds (one opens a fresh embedded database). */
const HANG_GUARD_MS = 180_000;
const STACK_LINE = /^\s+at /m;

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-startup-'));
  dirs.push(dir);
  return dir;
}

/** Settings of the machine running the tests that would change what the server does. */
const CONFIG_PREFIXES = [
  'PORT',
  'HOST',
  'PUBLIC_',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_',
  'OIDC_',
  'SMTP_URL',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'BODY_LIMIT',
  'PASSWORD_POLICY',
  'RATE_LIMIT_',
  'FREE_PLAN_',
];

interface Run {
  code: number | string;
  stdout: string;
  stderr: string;
  /** It started listening (and was then stopped): the settings were accepted. */
  listened: boolean;
}

function runServer(env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_PREFIXES.some((prefix) => name.startsWith(prefix))));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')], {
    cwd: root,
    env: { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let listened = false;
  const guard = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!listened && stdout.includes('Server listening at')) {
      listened = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code, signal) => {
      clearTimeout(guard);
      resolve({ code: code ?? signal ?? -1, stdout, stderr, listened });
    }),
  );
}

function assertRefused(run: Run, message: RegExp) {
  const said = `stderr:\n${run.stderr}\nstdout:\n${run.stdout}`;
  assert.equal(run.listened, false, `the server started; ${said}`);
  assert.equal(run.code, 1, said);
  assert.match(run.stderr, message, said);
  assert.doesNotMatch(run.stderr, STACK_LINE, `a stack trace was printed; ${said}`);
}

describe('start-up with settings the server cannot run with', () => {
  test('a bad value prints one line naming it, no stack trace', async () => {
    const run = await runServer({ PORT: 'abc' });
    assertRefused(run, /^Catedra could not start: PORT must be a whole number from 0 to 65535, got "abc"\n$/);
  });

  test('values fastify and pino would refuse are named before they get there', async () => {
    assertRefused(await runServer({ PORT: '70000' }), /PORT must be a whole number from 0 to 65535, got "70000"/);
    assertRefused(await runServer({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent, got "verbose"/);
  });

  test('several bad values are listed together', async () => {
    const run = await runServer({ PORT: '-1', FREE_PLAN_CLASSES: '-3', SESSION_SECRET: 'x' });
    assertRefused(run, /3 settings are wrong:/);
    assert.match(run.stderr, /PORT must be a whole number from 0 to 65535, got "-1"/);
    assert.match(run.stderr, /SESSION_SECRET must be at least 32 characters long/);
    assert.match(run.stderr, /FREE_PLAN_CLASSES must be a whole number, 0 or more, got "-3"/);
  });

  test('a PUBLIC_DIR without index.html is refused instead of serving 404s', async () => {
    const missing = join(dataDir(), 'nonexistent');
    assertRefused(await runServer({ PUBLIC_DIR: missing }), /PUBLIC_DIR must be a built web app \(a folder with index\.html\)/);
  });

  test('an unreachable database is named by address, never with its password', async () => {
    // Port 1 on the loopback: nothing listens there, the connection is refused at once.
    const run = await runServer({ DATABASE_URL: 'postgres://catedra:s3cret-Pa55@127.0.0.1:1/catedra' });
    assertRefused(run, /^Catedra could not start: cannot reach the database at 127\.0\.0\.1:1: .*ECONNREFUSED/m);
    assert.doesNotMatch(run.stderr + run.stdout, /s3cret-Pa55/);
  });

  test('an address it cannot listen on is named', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as { port: number }).port;
      const run = await runServer({ PORT: String(port) });
      assertRefused(run, new RegExp(`^Catedra could not start: cannot listen on HOST=127\\.0\\.0\\.1 PORT=${port}: .*EADDRINUSE`, 'm'));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
