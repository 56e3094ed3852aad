// Behind several instances on one database (a district on PostgreSQL), the
// per-IP rate limits and the per-account sign-in pause count together: the
// state lives in the database, not in each process.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { GOOD_PASSWORD, register, uniqueEmail } from './helpers/accounts';
import { json } from './helpers/app';
import { type Instances, instancesOnOneDatabase, testClock } from './helpers/instances';

const clock = testClock();
let pair: Instances;
let a: FastifyInstance;
let b: FastifyInstance;
before(async () => {
  pair = await instancesOnOneDatabase(2, { rateLimit: { loginPerMinute: 3, registerPerHour: 1000, passwordResetPerHour: 2 } }, { now: clock.now });
  [a, b] = pair.apps as [FastifyInstance, FastifyInstance];
});
after(() => pair.close());

function login(app: FastifyInstance, email: string, password: string, ip: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
}

describe('rate limits shared by every instance', () => {
  test('sign-in attempts from one address are counted across instances', async () => {
    const codes: number[] = [];
    for (const app of [a, b, a, b]) codes.push((await login(app, uniqueEmail('ghost'), 'Whatever-1!', '192.0.2.10')).statusCode);
    assert.deepEqual(codes, [401, 401, 401, 429]);
    const other = await login(b, uniqueEmail('ghost'), 'Whatever-1!', '192.0.2.11');
    assert.equal(other.statusCode, 401, 'another address has its own count');
  });

  test('password-reset requests are counted across instances, per route', async () => {
    const forgot = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: '192.0.2.20', payload: { email: uniqueEmail('ghost') } });
    const codes = [(await forgot(a)).statusCode, (await forgot(b)).statusCode, (await forgot(a)).statusCode];
    assert.deepEqual(codes, [202, 202, 429]);
    const third = await forgot(b);
    assert.ok(Number(third.headers['retry-after']) > 0);
    assert.equal(json<{ error: { code: string } }>(third).error.code, 'rate_limited');
  });
});

describe('the sign-in pause shared by every instance', () => {
  test('failures against one account on different instances add up, and the pause ends for everyone', async () => {
    const { email } = await register(a);
    // Different addresses, so only the per-account pause can stop this.
    for (let i = 0; i < 5; i++) {
      const guess = await login(i % 2 ? a : b, email, `Guess-${i}-Aa1!`, `198.51.100.${i}`);
      assert.equal(guess.statusCode, 401);
    }
    const blocked = await login(a, email, GOOD_PASSWORD, '198.51.100.50');
    assert.equal(blocked.statusCode, 429);
    const wait = Number(blocked.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 30, `short pause, got ${wait}s`);
    assert.equal((await login(b, email, GOOD_PASSWORD, '198.51.100.51')).statusCode, 429, 'the other instance pauses too');
    clock.advance(wait * 1000);
    assert.equal((await login(b, email, GOOD_PASSWORD, '198.51.100.52')).statusCode, 204, 'the owner gets back in after the wait');
    assert.equal((await login(a, email, 'Wrong-Again1!', '198.51.100.53')).statusCode, 401, 'a success cleared the count');
  });
});
