// The access-token check remembers tokens it has verified (issue 15: the
// WebCrypto signature check cost more than the rest of a one-query read). A
// remembered token must still expire on the same clock, still be refused once
// its session is revoked, and a changed token text is checked in full.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AccessTokens } from '../../src/server/auth/tokens';

const SECRET = 'cache-test-secret-cache-test-secret-cache-test';
const claims = { userId: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' };

test('a token verified once is not signature-checked again, on every request after', async (t) => {
  const tokens = new AccessTokens(SECRET, 900);
  const { accessToken } = await tokens.issue(claims);
  const verify = t.mock.method(crypto.subtle, 'verify');
  for (let i = 0; i < 5; i++) assert.deepEqual(await tokens.verify(accessToken), claims);
  assert.equal(verify.mock.callCount(), 1);
});

test('a remembered token expires at its exp, on the clock the tokens are given', async () => {
  let now = Date.parse('2026-03-01T08:00:00Z');
  const tokens = new AccessTokens(SECRET, 900, () => now);
  const { accessToken } = await tokens.issue(claims);
  assert.deepEqual(await tokens.verify(accessToken), claims);
  now += 899_999;
  assert.deepEqual(await tokens.verify(accessToken), claims);
  now += 1;
  assert.equal(await tokens.verify(accessToken), null);
  assert.equal(await tokens.verify(accessToken), null);
});

test('a remembered token of a session revoked since is refused', async () => {
  const revoked = new Set<string>();
  const tokens = new AccessTokens(SECRET, 900, Date.now, (sessionId) => revoked.has(sessionId));
  const { accessToken } = await tokens.issue(claims);
  assert.deepEqual(await tokens.verify(accessToken), claims);
  revoked.add(claims.sessionId);
  assert.equal(await tokens.verify(accessToken), null);
});

test('a token changed by one character after a good one was verified is refused', async () => {
  const tokens = new AccessTokens(SECRET, 900);
  const { accessToken } = await tokens.issue(claims);
  assert.deepEqual(await tokens.verify(accessToken), claims);
  // A character in the middle of the signature: the last one also holds padding bits.
  const at = accessToken.length - 10;
  const changed = accessToken[at] === 'A' ? 'B' : 'A';
  assert.equal(await tokens.verify(`${accessToken.slice(0, at)}${changed}${accessToken.slice(at + 1)}`), null);
  const forged = await new AccessTokens('another-secret-another-secret-another-secret', 900).issue(claims);
  assert.equal(await tokens.verify(forged.accessToken), null);
});
