// The server as a process: one per data directory, data that survives a
// restart, and acknowledged writes that survive kill -9.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { openDatabase } from '../../src/server/db/index';
import { GOOD_PASSWORD } from './helpers/accounts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './helpers/server-process';

const dirs: string[] = [];
const running: ServerProcess[] = [];
after(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-process-'));
  dirs.push(dir);
  return dir;
}

/** Far more than a burst needs (12 registrations, 60 saves): reached only when the server stops acknowledging. */
const MAX_BURST_REQUESTS = 2000;

let initialised: string | undefined;

/**
 * A copy of a data directory initialised once: PGlite's initdb and the
 * migrations cost about 9 s of CPU per fresh directory. The first test starts
 * on an empty directory; the others are about restarts and crashes.
 */
async function initialisedDataDir() {
  if (!initialised) {
    initialised = dataDir();
    const handle = await openDatabase({ kind: 'pglite', dataDir: initialised });
    await handle.close();
  }
  const dir = dataDir();
  cpSync(initialised, dir, { recursive: true });
  return dir;
}

async function start(dir: string) {
  const server = await startServerProcess({ DATA_DIR: dir, RATE_LIMIT_REGISTER_PER_HOUR: '100000', SESSION_SECRET: 'process-test-secret-process-test-secret' });
  running.push(server);
  return server;
}

function registerVia(baseUrl: string, email: string) {
  return fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, firstName: 'Elena', lastName: 'Dumitru' }),
  });
}

async function emailsIn(dir: string): Promise<Set<string>> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const rows = await handle.db.selectFrom('app_user').select('email').execute();
    return new Set(rows.map((r) => r.email));
  } finally {
    await handle.close();
  }
}

// These are about the embedded database; the PostgreSQL run of the suite skips them.
describe('server process', { skip: process.env.CATEDRA_TEST_DB === 'postgres' && 'embedded database only' }, () => {
  test('a second process on the same DATA_DIR fails with a clear message', async () => {
    const dir = dataDir(); // a first start on an empty directory
    const first = await start(dir);
    await assert.rejects(start(dir), (error: Error & { output?: string; code?: number }) => {
      assert.equal(error.code, 1);
      assert.match(error.output ?? '', /is in use by another Catedra process \(pid \d+\)/);
      return true;
    });
    // The first one is unharmed.
    assert.equal((await fetch(`${first.baseUrl}/api/health`)).status, 200);
    assert.equal(await stopServerProcess(first), 0);
  });

  test('data survives a clean restart, and SIGTERM releases the lock', async () => {
    const dir = await initialisedDataDir();
    const first = await start(dir);
    assert.equal((await registerVia(first.baseUrl, 'restart@scoala.ro')).status, 201);
    assert.equal(await stopServerProcess(first, 'SIGTERM'), 0);
    assert.equal(existsSync(join(dir, 'catedra.lock')), false);
    const second = await start(dir);
    const login = await fetch(`${second.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@scoala.ro', password: GOOD_PASSWORD }),
    });
    assert.equal(login.status, 204);
    assert.equal(await stopServerProcess(second, 'SIGINT'), 0);
  });

  test('every acknowledged write survives kill -9, and the stale lock does not block the restart', async () => {
    const dir = await initialisedDataDir();
    const server = await start(dir);
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    // Six writers at a time until the process is killed mid-burst.
    const writer = async () => {
      // Bounded: a server that stops acknowledging fails the test with its output instead of hanging it.
      while (!killed && sent < MAX_BURST_REQUESTS) {
        const email = `burst.${sent++}@scoala.ro`;
        try {
          const response = await registerVia(server.baseUrl, email);
          if (response.status === 201) acknowledged.push(email);
          if (acknowledged.length >= 12 && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, writer));
    assert.ok(killed, `only ${acknowledged.length} of ${sent} registrations were acknowledged; the server said:\n${server.output()}`);
    assert.equal(await server.exited, 'SIGKILL');
    assert.ok(existsSync(join(dir, 'catedra.lock')), 'the crash left its lock file behind');
    assert.ok(sent > acknowledged.length, 'some writes were in flight when the process died');

    const restarted = await start(dir);
    assert.equal((await fetch(`${restarted.baseUrl}/api/health`)).status, 200);
    assert.equal(await stopServerProcess(restarted), 0);
    const stored = await emailsIn(dir);
    for (const email of acknowledged) assert.ok(stored.has(email), `${email} was acknowledged and must survive`);
  });

  test('npm run backup writes a snapshot that npm run restore brings back; both refuse while the server runs', async () => {
    const dir = await initialisedDataDir();
    const backupTool = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'src', 'server', 'backup.ts'), ...args], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: 'utf8',
      });
    const first = await start(dir);
    assert.equal((await registerVia(first.baseUrl, 'before.backup@scoala.ro')).status, 201);
    const refused = backupTool('backup', join(dir, 'b.tar.gz'));
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /Stop the server first/);
    assert.equal(await stopServerProcess(first), 0);

    const file = join(dir, 'snapshot.tar.gz');
    const made = backupTool('backup', file);
    assert.equal(made.status, 0, made.stderr);
    assert.ok(existsSync(file));

    const second = await start(dir);
    assert.equal((await registerVia(second.baseUrl, 'after.backup@scoala.ro')).status, 201);
    assert.equal(await stopServerProcess(second), 0);

    const restored = backupTool('restore', file);
    assert.equal(restored.status, 0, restored.stderr);
    assert.match(restored.stdout, /The data it replaced is kept in/);
    const emails = await emailsIn(dir);
    assert.ok(emails.has('before.backup@scoala.ro'));
    assert.ok(!emails.has('after.backup@scoala.ro'));
  });

  test('every acknowledged grade save survives kill -9 during a burst of saves', async () => {
    const dir = await initialisedDataDir();
    const server = await start(dir);
    const json = { 'content-type': 'application/json' };
    await registerVia(server.baseUrl, 'grades.burst@scoala.ro');
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'grades.burst@scoala.ro', password: GOOD_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { accessToken } = (await (await fetch(`${server.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } })).json()) as {
      accessToken: string;
    };
    const headers = { ...json, authorization: `Bearer ${accessToken}` };
    const post = async <T>(path: string, body: unknown) =>
      (await (await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as T;
    const school = await post<{ id: string }>('/api/schools', { name: 'Școala' });
    const classroom = await post<{ id: string }>(`/api/schools/${school.id}/classrooms`, { name: 'a V-a' });
    const pupils = await post<{ id: string }[]>(`/api/classrooms/${classroom.id}/pupils`, {
      pupils: Array.from({ length: 10 }, (_, i) => ({ name: `Elev ${i + 1}` })),
    });
    const { sampleQuiz } = await import('./helpers/quiz-fixture');
    const quiz = await post<{ id: string }>('/api/quizzes', sampleQuiz());
    await post(`/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id] });

    // Each writer owns one pupil and saves a new mark as soon as the last one was acknowledged.
    const acknowledged = new Map<string, { mark: number; version: number }>();
    let killed = false;
    let acks = 0;
    let attempts = 0;
    const writer = async (pupilId: string) => {
      let version = 0;
      for (let mark = 0; !killed && attempts++ < MAX_BURST_REQUESTS; mark = (mark + 0.25) % 10) {
        try {
          const response = await fetch(`${server.baseUrl}/api/quizzes/${quiz.id}/grades`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ grades: [{ pupilId, questionScores: { q1: mark }, version }] }),
          });
          if (response.status !== 200) continue;
          const saved = ((await response.json()) as { grades: { version: number }[] }).grades[0]!;
          version = saved.version;
          acknowledged.set(pupilId, { mark, version });
          if (++acks >= 60 && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch {
          return; // the process is gone
        }
      }
    };
    await Promise.all(pupils.map((p) => writer(p.id)));
    assert.ok(killed, `only ${acks} of ${attempts} saves were acknowledged; the server said:\n${server.output()}`);
    assert.equal(await server.exited, 'SIGKILL');

    const restarted = await start(dir);
    const rows = (await (await fetch(`${restarted.baseUrl}/api/quizzes/${quiz.id}/grades`, { headers })).json()) as {
      pupilId: string;
      questionScores: { q1: number };
      version: number;
    }[];
    for (const [pupilId, expected] of acknowledged) {
      const row = rows.find((r) => r.pupilId === pupilId);
      assert.ok(row, `the grade of ${pupilId} was acknowledged`);
      // The server may have committed one more save whose answer never arrived; never fewer.
      assert.ok(row.version >= expected.version, `version ${row.version} >= acknowledged ${expected.version}`);
      if (row.version === expected.version) assert.equal(row.questionScores.q1, expected.mark);
    }
    assert.equal(await stopServerProcess(restarted), 0);
  });
});
