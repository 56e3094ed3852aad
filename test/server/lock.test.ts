// The data directory's lock: a crashed server never blocks the next start
// (whatever pid or host its lock names), and a live one is never shared.
// The clock is injected: "waiting" advances it, and can play the live owner's heartbeat.

import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { acquireDataDirLock, beat, DataDirLockedError, HEARTBEAT_MS, type LockClock, STALE_MS, takeOver } from '../../src/server/db/lock';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-lock-'));
  dirs.push(dir);
  return dir;
}

const START = Date.UTC(2026, 10, 23, 12, 0, 0);

/** A clock that moves only when someone waits; `duringWait` plays whatever happens meanwhile. */
function fakeClock(duringWait: (now: number) => void = () => {}): LockClock & { waited: number } {
  let now = START;
  const clock = {
    waited: 0,
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
      clock.waited += ms;
      duringWait(now);
    },
  };
  return clock;
}

function leaveLock(dir: string, owner: { pid: number; host: string; token?: string }, touchedAt: number) {
  const path = join(dir, 'catedra.lock');
  writeFileSync(path, JSON.stringify({ token: 'previous', ...owner }));
  utimesSync(path, touchedAt / 1000, touchedAt / 1000);
  return path;
}

const lockOptions = (clock: LockClock) => ({ clock, heartbeat: false });

describe('data directory lock', () => {
  test('a lock left by a crashed server on another host (re-created container) is taken over at once', async () => {
    const dir = dataDir();
    const path = leaveLock(dir, { pid: 1, host: 'container-before-recreate' }, START - 60_000);
    const clock = fakeClock();
    const release = await acquireDataDirLock(dir, lockOptions(clock));
    assert.equal(clock.waited, 0);
    assert.equal(JSON.parse(readFileSync(path, 'utf8')).host, hostname());
    release();
    assert.equal(existsSync(path), false);
  });

  test('a lock whose pid now belongs to an unrelated live process does not block the start', async () => {
    const dir = dataDir();
    // Our parent (the test runner) is alive on this host, and is not a Catedra server.
    leaveLock(dir, { pid: process.ppid, host: hostname() }, START - 60_000);
    const release = await acquireDataDirLock(dir, lockOptions(fakeClock()));
    release();
  });

  test('a lock that was fresh when the server crashed is taken over once its heartbeat has stopped long enough', async () => {
    const dir = dataDir();
    leaveLock(dir, { pid: 999_999, host: hostname() }, START - 1_000);
    const clock = fakeClock();
    const release = await acquireDataDirLock(dir, lockOptions(clock));
    assert.ok(clock.waited >= STALE_MS - 1_000 && clock.waited <= STALE_MS + HEARTBEAT_MS, `waited ${clock.waited} ms`);
    release();
  });

  test('a live server (its heartbeat moves) is never shared, whatever its pid or host say', async () => {
    const dir = dataDir();
    const path = leaveLock(dir, { pid: 999_999, host: 'elsewhere' }, START - 500);
    const clock = fakeClock((now) => utimesSync(path, now / 1000, now / 1000));
    await assert.rejects(acquireDataDirLock(dir, lockOptions(clock)), (error: Error) => {
      assert.ok(error instanceof DataDirLockedError);
      assert.match(error.message, /in use by another Catedra process \(pid 999999\) on elsewhere\./);
      return true;
    });
    assert.equal(JSON.parse(readFileSync(path, 'utf8')).token, 'previous', 'the live lock is untouched');
  });

  test('two servers started together: the second sees the first one’s heartbeat and stops', async () => {
    const dir = dataDir();
    const first = await acquireDataDirLock(dir, lockOptions(fakeClock()));
    const path = join(dir, 'catedra.lock');
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    const clock = fakeClock((now) => beat(path, owner, now));
    await assert.rejects(acquireDataDirLock(dir, lockOptions(clock)), DataDirLockedError);
    first();
  });

  test('taking over a stale lock never removes a live lock that replaced it meanwhile', async () => {
    const dir = dataDir();
    const path = leaveLock(dir, { pid: 1, host: 'gone' }, START - 60_000);
    const staleSeen = { owner: { pid: 1, host: 'gone', token: 'previous' }, touchedAt: statSync(path).mtimeMs };
    // Another starter already took it over...
    takeOver(path, staleSeen);
    const winner = await acquireDataDirLock(dir, lockOptions(fakeClock()));
    const winnerToken = JSON.parse(readFileSync(path, 'utf8')).token;
    // ...and a slower starter acts on what it saw before: the winner's lock stays.
    takeOver(path, staleSeen);
    assert.equal(JSON.parse(readFileSync(path, 'utf8')).token, winnerToken);
    winner();
  });

  test('the heartbeat touches our lock, and reports it lost once another process owns the file', async () => {
    const dir = dataDir();
    const release = await acquireDataDirLock(dir, lockOptions(fakeClock()));
    const path = join(dir, 'catedra.lock');
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    assert.equal(beat(path, owner, START + 5_000), 'ok');
    assert.equal(statSync(path).mtimeMs, START + 5_000);
    writeFileSync(path, JSON.stringify({ ...owner, token: 'someone-else' }));
    assert.equal(beat(path, owner, START + 7_000), 'lost');
    release();
    assert.ok(existsSync(path), 'release leaves a lock that is not ours');
  });

  test('the heartbeat thread of a running server keeps its lock fresh', async () => {
    const dir = dataDir();
    const path = join(dir, 'catedra.lock');
    const release = await acquireDataDirLock(dir);
    // Backdate it; the next beat brings it forward again (waits for the beat, not for a time).
    utimesSync(path, (Date.now() - 60_000) / 1000, (Date.now() - 60_000) / 1000);
    const backdated = statSync(path).mtimeMs;
    const { watch } = await import('node:fs/promises');
    for await (const _ of watch(path)) if (statSync(path).mtimeMs > backdated) break;
    release();
  });
});
