// What the revocation check adds to every authenticated request (issue 12):
// the access token's signature check alone, then with the revoked-session
// lookup, in process. The lookup is a map read; the database is asked at
// most once a second per instance (that poll is timed separately).
import { performance } from 'node:perf_hooks';
import { SessionRevocations } from '../../src/server/auth/revocations';
import { AccessTokens } from '../../src/server/auth/tokens';
import { openDatabase } from '../../src/server/db/index';
import { report } from './table';

const CHECKS = 20_000;
const SECRET = 'bench-secret-bench-secret-bench-secret';
const micros = (ms: number) => `${((ms * 1000) / CHECKS).toFixed(2)} µs per request`;

async function timeChecks(tokens: AccessTokens, token: string): Promise<number> {
  for (let i = 0; i < 1000; i++) await tokens.verify(token); // warm up
  const start = performance.now();
  for (let i = 0; i < CHECKS; i++) await tokens.verify(token);
  return performance.now() - start;
}

export async function benchRevocationCheck() {
  const database = await openDatabase({ kind: 'memory' });
  try {
    const revocations = new SessionRevocations(database.db, { accessTokenSeconds: 900 });
    // A district's worth of recent sign-outs in the set.
    revocations.markRevoked(Array.from({ length: 10_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    const plain = new AccessTokens(SECRET, 900);
    const checked = new AccessTokens(SECRET, 900, Date.now, revocations.isRevoked);
    const { accessToken } = await plain.issue({ userId: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' });
    // Interleaved rounds, the best of each: the machine is shared, and the lower figure is the cost itself.
    let before = Number.POSITIVE_INFINITY;
    let after = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 5; round++) {
      before = Math.min(before, await timeChecks(plain, accessToken));
      after = Math.min(after, await timeChecks(checked, accessToken));
    }
    report('access-token check: signature only (before issue 12)', micros(before));
    report('access-token check: signature + revoked-session lookup, 10,000 revoked', micros(after));
    const lookups = 1_000_000;
    await revocations.poll();
    const lookupStart = performance.now();
    let hits = 0;
    for (let i = 0; i < lookups; i++)
      if (revocations.isRevoked(i % 2 ? '22222222-2222-4222-8222-222222222222' : '00000000-0000-4000-8000-000000000042') === true) hits++;
    const lookupNs = ((performance.now() - lookupStart) * 1e6) / lookups;
    report('revoked-session lookup alone (the per-request cost)', `${lookupNs.toFixed(0)} ns per request (${hits} of ${lookups} revoked)`);
    const pollStart = performance.now();
    for (let i = 0; i < 100; i++) await revocations.poll();
    report('revocation poll (once a second per instance)', `${((performance.now() - pollStart) / 100).toFixed(2)} ms per poll, embedded db`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRevocationCheck();
