// Power loss: what the server acknowledged must already be on the disk. The
// server runs under strace, and the trace (its order, never its timing) shows
// each answer preceded by a flush of the WAL it depends on, and a checkpoint
// flushing data files before the control file that lets WAL be recycled.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { GOOD_PASSWORD } from './helpers/accounts';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { checkAnswers, parseTrace, STRACE_MISSING, straceAvailable, straceCommand, type TraceEvent } from './helpers/strace';

const dirs: string[] = [];
const running: ServerProcess[] = [];
after(() => {
  for (const server of running) {
    for (const pid of serverPids(server)) process.kill(pid, 'SIGKILL');
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-durability-'));
  dirs.push(dir);
  return dir;
}

/** The node process strace started: signals go to it, not to strace (which would detach and leave it running). */
function serverPids(server: ServerProcess): number[] {
  try {
    const pid = server.child.pid!;
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function send(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response;
}

async function signedIn(baseUrl: string): Promise<Record<string, string>> {
  const email = 'durabil@scoala.ro';
  const registered = await send(baseUrl, '/api/auth/register', {
    email,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    firstName: 'Ana',
    lastName: 'Pop',
  });
  assert.equal(registered.status, 201, await registered.text());
  const login = await send(baseUrl, '/api/auth/login', { email, password: GOOD_PASSWORD });
  assert.equal(login.status, 204);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const refresh = await fetch(`${baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
  const { accessToken } = (await refresh.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

const skip = process.env.CATEDRA_TEST_DB === 'postgres' ? 'embedded database only' : straceAvailable() ? false : STRACE_MISSING;

describe('durability of the embedded database', { skip }, () => {
  test('every acknowledged write of a concurrent burst has its WAL flushed before the answer', async () => {
    const dir = tempDir();
    const traceFile = join(dir, 'server.trace');
    const server = await startServerProcess(
      { DATA_DIR: join(dir, 'data'), RATE_LIMIT_REGISTER_PER_HOUR: '100000', SESSION_SECRET: 'durability-test-secret-durability-test' },
      straceCommand(traceFile),
    );
    running.push(server);
    const headers = await signedIn(server.baseUrl);
    const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => send(server.baseUrl, '/api/schools', { name: `Școala nr. ${i + 1}` }, headers)));
    for (const response of burst) assert.equal(response.status, 201, await response.text());
    for (const pid of serverPids(server)) process.kill(pid, 'SIGTERM');
    assert.equal(await server.exited, 0, server.output());

    const events = parseTrace(readFileSync(traceFile, 'utf8'));
    const created = checkAnswers(events, 'HTTP/1.1 201');
    // The registration and the 24 schools.
    assert.ok(created.length >= 25, `expected 25 answers 201 in the trace, found ${created.length}`);
    for (const check of created) {
      assert.notDeepEqual(check.walWritten, [], `${check.answer}: no WAL was written for this request before its answer`);
      assert.deepEqual(check.unflushed, [], `${check.answer}: WAL written without a flush before the answer`);
    }
    const firstSchool = events.findIndex((e) => e.kind === 'request' && e.text.includes('/api/schools'));
    const lastAnswer = events.findLastIndex((e) => e.kind === 'answer' && e.text.includes('HTTP/1.1 201'));
    const walSyncs = events.slice(firstSchool, lastAnswer).filter((e) => e.kind === 'sync' && e.path.includes('/pg_wal/'));
    console.log(`# 24 schools answered 201 after ${walSyncs.length} WAL flushes`);
    // The group commit's fdatasync runs on libuv's thread pool: the event loop (the thread that reads the
    // requests) serves others meanwhile. (A flush PostgreSQL needs at once, before a data page is written
    // or at a segment's end, still runs on the event loop: 'some', not 'every'.)
    const eventLoop = events[firstSchool]!.thread;
    const offLoop = walSyncs.filter((e) => e.thread !== eventLoop).length;
    console.log(`# ${offLoop} of them off the event loop`);
    assert.ok(offLoop > 0, 'the group commit flushes WAL off the event loop');
  });

  test('a CHECKPOINT flushes the data files it wrote, then the WAL, before it writes the control file', () => {
    const dir = tempDir();
    const traceFile = join(dir, 'checkpoint.trace');
    const child = join(import.meta.dirname, 'helpers', 'checkpoint-child.ts');
    const run = spawnSync(straceCommand(traceFile)[0]!, [...straceCommand(traceFile).slice(1), process.execPath, '--import', 'tsx', child, join(dir, 'data')], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);

    const events = parseTrace(readFileSync(traceFile, 'utf8'));
    const marker = (text: string) => events.findIndex((e) => e.kind === 'stdout' && e.text.includes(text));
    const begin = marker('CHECKPOINT-BEGIN');
    const end = marker('CHECKPOINT-END');
    assert.ok(begin >= 0 && end > begin, 'the markers around the checkpoint are in the trace');
    const during = events.slice(begin, end);
    const controlWrites = during.flatMap((e, i) => (e.kind === 'write' && e.path.endsWith('/global/pg_control') ? [i] : []));
    assert.ok(controlWrites.length > 0, 'the checkpoint writes global/pg_control');
    const controlWrite = controlWrites.at(-1)!;
    const synced = (path: string, from: number, to: number) => during.slice(from, to).some((e) => e.kind === 'sync' && e.path === path);

    // Every data file written before the control file names the new checkpoint is flushed before it.
    const dataWrites = events
      .slice(0, begin + controlWrite)
      .flatMap((e, i) => (e.kind === 'write' && /\/base\/\d+\/\d+/.test(e.path) ? [{ path: e.path, at: i }] : []));
    const writtenByCheckpoint = dataWrites.filter((w) => w.at > begin);
    assert.ok(writtenByCheckpoint.length > 0, 'the checkpoint wrote dirty pages to base/…');
    const lastWrite = new Map<string, number>();
    for (const write of dataWrites) lastWrite.set(write.path, write.at);
    const flushedAfter = (path: string, at: number, to: number) => events.slice(at, to).some((e: TraceEvent) => e.kind === 'sync' && e.path === path);
    for (const [path, at] of lastWrite) assert.ok(flushedAfter(path, at, begin + controlWrite), `${path} was written and not flushed before pg_control`);

    // The checkpoint record is durable before pg_control points at it, and pg_control itself is flushed.
    const walSynced = during.slice(0, controlWrite).some((e) => e.kind === 'sync' && e.path.includes('/pg_wal/'));
    assert.ok(walSynced, 'the WAL is flushed before the control file is written');
    assert.ok(
      synced(during[controlWrite]!.kind === 'write' ? (during[controlWrite] as { path: string }).path : '', controlWrite, during.length),
      'pg_control is flushed',
    );
  });
});
