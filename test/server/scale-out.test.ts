// Issue 15, "Scale out, for real": two app instances on ONE PostgreSQL
// database, as a district runs them behind a reverse proxy. The per-address
// rate limits and the per-account sign-in pause live in the database, so
// hits spread across instances (even at the same moment) count once; a
// sign-out on one instance refuses the access token on the other within the
// revocation bound. No test waits on the wall clock: the instances share a
// test clock that the test moves.
//
// PostgreSQL only (the embedded database is one process, so there is no
// second instance to speak of): it runs in the PostgreSQL pass of the server
// tests, CATEDRA_TEST_DB=postgres with TEST_DATABASE_URL.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MAX_STALENESS_MS } from '../../src/server/auth/revocations';
import { GOOD_PASSWORD, register, signIn, uniqueEmail } from './helpers/accounts';
import { type Instances, instancesOnOneDatabase, testClock } from './helpers/instances';

const skip = !process.env.TEST_DATABASE_URL
  ? 'PostgreSQL only: set TEST_DATABASE_URL (and CATEDRA_TEST_DB=postgres) to run it'
  : process.env.CATEDRA_TEST_DB !== 'postgres'
    ? 'PostgreSQL only: runs in the CATEDRA_TEST_DB=postgres pass'
    : false;

const RESET_LIMIT = 4;
const clock = testClock();
let pair: Instances;
let a: FastifyInstance;
let b: FastifyInstance;

before(async () => {
  if (skip) return;
  pair = await instancesOnOneDatabase(2, { rateLimit: { loginPerMinute: 1000, registerPerHour: 1000, passwordResetPerHour: RESET_LIMIT } }, { now: clock.now });
  [a, b] = pair.apps as [FastifyInstance, FastifyInstance];
});
after(() => pair?.close());

function forgot(app: FastifyInstance, ip: string) {
  return app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email: uniqueEmail('ghost') } });
}

function login(app: FastifyInstance, email: string, password: string, ip: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
}

const schools = (app: FastifyInstance, headers: { authorization: string }) => app.inject({ method: 'GET', url: '/api/schools', headers });

describe('two instances on one PostgreSQL', { skip }, () => {
  test('a rate-limited account route: N hits spread over both instances pass, the next is refused on either', async () => {
    const codes: number[] = [];
    for (let i = 0; i < RESET_LIMIT; i++) codes.push((await forgot(i % 2 ? b : a, '203.0.113.1')).statusCode);
    assert.deepEqual(codes, Array(RESET_LIMIT).fill(202), 'the limit itself is allowed');
    assert.equal((await forgot(a, '203.0.113.1')).statusCode, 429, 'refused on A');
    assert.equal((await forgot(b, '203.0.113.1')).statusCode, 429, 'refused on B');
  });

  test('hits at the same moment on both instances are each counted once', async () => {
    // Twice the limit, all in flight together, half on each instance: the
    // database's upsert is the only thing that orders them.
    const answers = await Promise.all(Array.from({ length: 2 * RESET_LIMIT }, (_, i) => forgot(i % 2 ? b : a, '203.0.113.2')));
    const codes = answers.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 202).length, RESET_LIMIT, `exactly the limit passes, got ${codes.join(',')}`);
    assert.equal(codes.filter((c) => c === 429).length, RESET_LIMIT, `the rest is refused, got ${codes.join(',')}`);
  });

  test('the sign-in pause started by failures on both instances holds on each of them', async () => {
    const { email } = await register(a);
    // Different addresses, all at once: only the per-account pause can stop the sixth.
    const guesses = await Promise.all(Array.from({ length: 5 }, (_, i) => login(i % 2 ? a : b, email, `Guess-${i}-Aa1!`, `198.51.100.${100 + i}`)));
    assert.deepEqual(
      guesses.map((g) => g.statusCode),
      [401, 401, 401, 401, 401],
    );
    for (const app of [a, b]) {
      const blocked = await login(app, email, GOOD_PASSWORD, '198.51.100.150');
      assert.equal(blocked.statusCode, 429, 'the right password waits too, on either instance');
      assert.ok(Number(blocked.headers['retry-after']) > 0, 'with a Retry-After');
    }
  });

  test(`a sign-out on A refuses the access token on B within ${MAX_STALENESS_MS} ms`, async () => {
    assert.ok(MAX_STALENESS_MS <= 1000, `the promised bound is a second at most, got ${MAX_STALENESS_MS} ms`);
    const { email } = await register(a);
    const session = await signIn(a, email);
    // B reads the revocations now: the worst case, its set is as old as it may be when the sign-out lands.
    assert.equal((await schools(b, session.headers)).statusCode, 200);
    assert.equal((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers })).statusCode, 204);
    assert.equal((await schools(a, session.headers)).statusCode, 401, 'at once on the instance that signed out');
    clock.advance(MAX_STALENESS_MS);
    assert.equal((await schools(b, session.headers)).statusCode, 401, `on the other instance once ${MAX_STALENESS_MS} ms passed`);
  });

  test('a sign-out committed while B was polling is still seen at B’s next poll', async () => {
    const { email } = await register(a);
    const session = await signIn(a, email);
    clock.advance(MAX_STALENESS_MS); // B's next request polls
    // B's poll and A's sign-out race: whichever snapshot B's query sees, its next poll looks back far enough.
    const [read, logout] = await Promise.all([schools(b, session.headers), a.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers })]);
    assert.ok([200, 401].includes(read.statusCode), `B answered ${read.statusCode}`);
    assert.equal(logout.statusCode, 204);
    clock.advance(MAX_STALENESS_MS);
    assert.equal((await schools(b, session.headers)).statusCode, 401, 'refused after one bound');
  });
});
