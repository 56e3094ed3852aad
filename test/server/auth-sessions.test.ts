// Sessions that end when they end (issue 12): links never built from request
// headers, revocation that stops the access token at once, a refresh race
// that does not sign the teacher out, reset links that die together, the
// reset token checked before any hashing, and TRUST_PROXY meaning one hop.

import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SIGNED_OUT_COOKIE } from '../../src/domain/api/early-refresh';
import { REFRESH_COOKIE } from '../../src/server/auth/cookies';
import { defaultPasswordHasher, type PasswordHasher } from '../../src/server/auth/password';
import { hashToken } from '../../src/server/auth/tokens';
import { loadConfig } from '../../src/server/config';
import { GOOD_PASSWORD, register, signIn } from './helpers/accounts';
import { cookieValue, json, type TestApp, testApp } from './helpers/app';
import { instancesOnOneDatabase } from './helpers/instances';
import { startOidcProvider } from './helpers/oidc-provider';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

const NEW_PASSWORD = 'Alta-Parola2?';
const FORGED_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function _lastMailTo(app: TestApp['database'], email: string): Promise<string> {
  // The mail is queued after the 202; it lands in the outbox a moment later.
  for (let i = 0; i < 200; i++) {
    const mail = await app.db.selectFrom('mail_outbox').select('body').where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirst();
    if (mail) return mail.body;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no mail reached ${email}`);
}

async function resetLink(app: FastifyInstance, database: TestApp['database'], email: string, headers: Record<string, string> = {}) {
  const before = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
  assert.equal(response.statusCode, 202);
  for (let i = 0; i < 200; i++) {
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select(['body', 'created_at'])
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .execute();
    if (mails.length > Number(before.n)) {
      const body = mails[0]!.body;
      const link = /(\S+\/reset-password\?token=[\w%-]+)/.exec(body)?.[1];
      assert.ok(link, body);
      return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the reset mail never arrived');
}

function resetWith(app: FastifyInstance, token: string, password = NEW_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } });
}

function refresh(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });
}

describe('absolute URLs never come from request headers', () => {
  test('the reset link uses the address the server listens on, whatever Host and X-Forwarded-Host say', async () => {
    const proxied = await testApp({ trustProxy: 1, port: 3123 });
    try {
      const { email } = await register(proxied.app);
      const { link } = await resetLink(proxied.app, proxied.database, email, FORGED_HOST);
      assert.ok(link.startsWith('http://127.0.0.1:3123/reset-password?token='), link);
    } finally {
      await proxied.close();
    }
  });

  test('PUBLIC_URL, when set, is the base of every mailed link', async () => {
    const configured = await testApp({ publicUrl: 'https://catedra.liceul-unirea.ro' });
    try {
      const { email } = await register(configured.app);
      const { link } = await resetLink(configured.app, configured.database, email, FORGED_HOST);
      assert.ok(link.startsWith('https://catedra.liceul-unirea.ro/reset-password?token='), link);
    } finally {
      await configured.close();
    }
  });

  test('listening on every interface without PUBLIC_URL: links name this machine, and start-up warns', async () => {
    const open = await testApp({ host: '0.0.0.0', port: 3124 });
    try {
      assert.ok(
        open.logs.some((line) => /PUBLIC_URL/.test(line) && /"level":40/.test(line)),
        'a warning names PUBLIC_URL',
      );
      const { email } = await register(open.app);
      const { link } = await resetLink(open.app, open.database, email, FORGED_HOST);
      assert.ok(link.startsWith(`http://${hostname()}:3124/reset-password?token=`), link);
    } finally {
      await open.close();
    }
    assert.equal(
      t.logs.some((line) => /PUBLIC_URL/.test(line)),
      false,
      'no warning when listening on loopback',
    );
  });

  test('the OpenID redirect URI ignores Host and X-Forwarded-Host', async () => {
    const callback = 'http://127.0.0.1:3125/login/oauth2/code/keycloak';
    const provider = await startOidcProvider({ clientId: 'catedra', clientSecret: 'secret-of-catedra', redirectUris: [callback], accounts: {} });
    const withOidc = await testApp({
      trustProxy: 1,
      port: 3125,
      oidc: { issuer: provider.issuer, clientId: 'catedra', clientSecret: 'secret-of-catedra', scope: 'openid email' },
    });
    try {
      const start = await withOidc.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak', headers: FORGED_HOST });
      assert.equal(start.statusCode, 302);
      assert.equal(new URL(String(start.headers.location)).searchParams.get('redirect_uri'), callback);
    } finally {
      await withOidc.close();
      await provider.close();
    }
  });
});

describe('revocation stops the access token at once', () => {
  test('after sign-out the access token is refused', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.headers,
      cookies: { [REFRESH_COOKIE]: session.refreshCookie },
    });
    assert.equal(logout.statusCode, 204);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: session.headers })).statusCode, 204);
    assert.equal(
      (await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: session.headers, payload: { firstName: 'Irina', lastName: 'Vlad' } })).statusCode,
      401,
    );
  });

  // The page's cookie clears either way, so a session it presented and sign-out left running was a session nobody could see.
  test("sign-out ends the cookie's session too when the access token is another session's", async () => {
    const { email } = await register(t.app);
    const [first, second] = [await signIn(t.app, email), await signIn(t.app, email)];
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: first.headers,
      cookies: { [REFRESH_COOKIE]: second.refreshCookie },
    });
    assert.equal(logout.statusCode, 204);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers: first.headers })).statusCode, 401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: second.refreshCookie } });
    assert.equal(refresh.statusCode, 401, refresh.body);
  });

  test('after a password reset every access token of the account is refused', async () => {
    const { email } = await register(t.app);
    const first = await signIn(t.app, email);
    const second = await signIn(t.app, email);
    const { token } = await resetLink(t.app, t.database, email);
    assert.equal((await resetWith(t.app, token)).statusCode, 204);
    for (const session of [first, second]) {
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 401);
    }
  });

  test('after a refresh-token replay the family’s access tokens are refused', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const rotated = await refresh(t.app, session.refreshCookie);
    assert.equal(rotated.statusCode, 200);
    const { accessToken } = json<{ accessToken: string }>(rotated);
    await t.database.db
      .updateTable('refresh_token')
      .set({ used_at: sql`now() - interval '1 minute'` })
      .where('token_hash', '=', hashToken(session.refreshCookie))
      .execute();
    assert.equal((await refresh(t.app, session.refreshCookie)).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers: { authorization: `Bearer ${accessToken}` } })).statusCode, 401);
  });
});

// The page's inline script reads the hint and asks for no refresh (server/early-refresh.ts): it must be
// there exactly while the browser has no session, whichever way the session ended or never began.
describe('the signed-out hint beside the refresh cookie', () => {
  const hintOf = (response: { cookies: Array<{ name: string; value: string; maxAge?: number; path?: string; httpOnly?: boolean }> }) =>
    response.cookies.find((cookie) => cookie.name === SIGNED_OUT_COOKIE);
  const set = (response: Parameters<typeof hintOf>[0]) => {
    const hint = hintOf(response);
    assert.ok(hint && hint.value === '1' && (hint.maxAge ?? 0) > 0, JSON.stringify(response.cookies));
    assert.equal(hint.path, '/', 'every page reads it');
    assert.ok(!hint.httpOnly, "the page's script reads it");
  };
  const cleared = (response: Parameters<typeof hintOf>[0]) => {
    const hint = hintOf(response);
    assert.ok(hint && hint.value === '' && hint.path === '/', JSON.stringify(response.cookies));
  };
  const hinted = { [SIGNED_OUT_COOKIE]: '1' };

  test('a refresh without a cookie, a refused refresh and a sign-out set it; once set, it is not sent again', async () => {
    set(await t.app.inject({ method: 'POST', url: '/api/auth/refresh' }));
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: hinted });
    assert.equal(again.statusCode, 401);
    assert.equal(hintOf(again), undefined);
    set(await refresh(t.app, 'made-up-token'));

    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.headers,
      cookies: { [REFRESH_COOKIE]: session.refreshCookie },
    });
    set(logout);
  });

  test('a sign-in and a refresh clear it when the browser carries it, and say nothing of it otherwise', async () => {
    const { email, password } = await register(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, cookies: hinted });
    assert.equal(login.statusCode, 204);
    cleared(login);
    const cookie = cookieValue(login, REFRESH_COOKIE) ?? '';
    const rotated = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie, ...hinted } });
    assert.equal(rotated.statusCode, 200);
    cleared(rotated);
    const next = await refresh(t.app, cookieValue(rotated, REFRESH_COOKIE) ?? '');
    assert.equal(next.statusCode, 200);
    assert.equal(hintOf(next), undefined);
  });
});

describe('two refreshes with the same cookie at the same moment', () => {
  test('both succeed with the same successor, which keeps working', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const [a, b] = await Promise.all([refresh(t.app, session.refreshCookie), refresh(t.app, session.refreshCookie)]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200], `${a.body} ${b.body}`);
    const successor = cookieValue(a, REFRESH_COOKIE);
    assert.ok(successor);
    assert.equal(cookieValue(b, REFRESH_COOKIE), successor, 'the late tab gets the same successor');
    for (const answer of [a, b]) {
      const headers = { authorization: `Bearer ${json<{ accessToken: string }>(answer).accessToken}` };
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers })).statusCode, 200);
    }
    assert.equal((await refresh(t.app, successor)).statusCode, 200, 'the successor rotates as usual');
  });

  test('a replay after the grace window still revokes the whole family', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const rotated = await refresh(t.app, session.refreshCookie);
    const successor = cookieValue(rotated, REFRESH_COOKIE)!;
    await t.database.db
      .updateTable('refresh_token')
      .set({ used_at: sql`now() - interval '1 minute'` })
      .where('token_hash', '=', hashToken(session.refreshCookie))
      .execute();
    assert.equal((await refresh(t.app, session.refreshCookie)).statusCode, 401);
    assert.equal((await refresh(t.app, successor)).statusCode, 401, 'the legitimate holder is signed out too');
  });

  test('within the window, a token whose successor has already moved on counts as a replay', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const successor = cookieValue(await refresh(t.app, session.refreshCookie), REFRESH_COOKIE)!;
    const third = cookieValue(await refresh(t.app, successor), REFRESH_COOKIE)!;
    assert.equal((await refresh(t.app, session.refreshCookie)).statusCode, 401);
    assert.equal((await refresh(t.app, third)).statusCode, 401);
  });
});

describe('reset links', () => {
  test('a reset ends every outstanding reset link of the account', async () => {
    const { email, user } = await register(t.app);
    const { token } = await resetLink(t.app, t.database, email);
    // A second link requested at the same moment from another instance (the race the request-time rule cannot close).
    const racing = 'racing-link-token-racing-link-token-0123456';
    await t.database.db
      .insertInto('password_reset')
      .values({ token_hash: hashToken(racing), user_id: user.id, expires_at: new Date(Date.now() + 30 * 60_000) })
      .execute();
    assert.equal((await resetWith(t.app, token)).statusCode, 204);
    assert.equal((await resetWith(t.app, racing, 'Treia-Parola3!')).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: NEW_PASSWORD } })).statusCode, 204);
  });

  test('requesting a new link ends the older ones', async () => {
    const { email } = await register(t.app);
    const older = await resetLink(t.app, t.database, email);
    const newer = await resetLink(t.app, t.database, email);
    assert.equal((await resetWith(t.app, older.token)).statusCode, 400);
    assert.equal((await resetWith(t.app, newer.token)).statusCode, 204);
  });

  test('a made-up token is refused before the new password is hashed', async () => {
    let hashed = 0;
    const counting: PasswordHasher = {
      hash: (password) => {
        hashed++;
        return defaultPasswordHasher.hash(password);
      },
      verify: defaultPasswordHasher.verify,
    };
    const counted = await testApp({}, undefined, { passwords: counting });
    try {
      const refused = await resetWith(counted.app, 'made-up-token');
      assert.equal(refused.statusCode, 400);
      assert.equal(hashed, 0, 'no hashing for a token that does not exist');
      const { email } = await register(counted.app);
      hashed = 0;
      const { token } = await resetLink(counted.app, counted.database, email);
      assert.equal((await resetWith(counted.app, token)).statusCode, 204);
      assert.equal(hashed, 1, 'a real reset hashes the new password once');
    } finally {
      await counted.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  test('"true" trusts the nearest proxy only, a number that many hops', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({}).trustProxy, false);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'yes please' }), /TRUST_PROXY/);
  });

  test('a client cannot dodge the per-IP sign-in limit by writing its own X-Forwarded-For', async () => {
    const behindProxy = await testApp({
      ...testConfigFromEnv({ TRUST_PROXY: 'true' }),
      rateLimit: { loginPerMinute: 3, registerPerHour: 1000, passwordResetPerHour: 1000 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The client writes a fresh address each time; the proxy appends the real one.
        const r = await behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
          payload: { email: `nobody${i}@scoala.ro`, password: GOOD_PASSWORD },
        });
        codes.push(r.statusCode);
      }
      assert.deepEqual(codes, [401, 401, 401, 429]);
      const anotherClient = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '198.51.100.8' },
        payload: { email: 'nobody@scoala.ro', password: GOOD_PASSWORD },
      });
      assert.equal(anotherClient.statusCode, 401, 'the address the proxy saw is believed: another client has its own count');
    } finally {
      await behindProxy.close();
    }
  });

  test('the client address and protocol are read one hop deep for true, two for 2', async () => {
    const seen = (app: FastifyInstance) => app.get('/api/health/seen-by-test', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const headers = { 'x-forwarded-for': '203.0.113.1, 198.51.100.2, 192.0.2.3', 'x-forwarded-proto': 'https' };
    for (const [env, ip] of [
      ['true', '192.0.2.3'],
      ['2', '198.51.100.2'],
    ] as const) {
      const app = await testApp(testConfigFromEnv({ TRUST_PROXY: env }), seen);
      try {
        const answer = json<{ ip: string; protocol: string }>(await app.app.inject({ method: 'GET', url: '/api/health/seen-by-test', headers }));
        assert.deepEqual(answer, { ip, protocol: 'https' }, `TRUST_PROXY=${env}`);
      } finally {
        await app.close();
      }
    }
  });
});

function testConfigFromEnv(env: Record<string, string>) {
  return { trustProxy: loadConfig(env).trustProxy };
}

describe('several instances on one database', () => {
  test('sign-out on one instance stops the access token on another after its next poll', async () => {
    const { testClock } = await import('./helpers/instances');
    const clock = testClock();
    const pair = await instancesOnOneDatabase(2, {}, { now: clock.now });
    try {
      const [a, b] = pair.apps as [FastifyInstance, FastifyInstance];
      const { email } = await register(a);
      const session = await signIn(a, email);
      assert.equal((await a.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 200);
      assert.equal((await b.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 200);
      await a.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
      assert.equal((await a.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 401, 'at once where it was revoked');
      clock.advance(1_001);
      assert.equal((await b.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 401, 'within a second elsewhere');
    } finally {
      await pair.close();
    }
  });

  test('an instance started after the revocation refuses the token from its first request', async () => {
    const pair = await instancesOnOneDatabase(1);
    try {
      const [a] = pair.apps as [FastifyInstance];
      const { email } = await register(a);
      const session = await signIn(a, email);
      await a.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
      const { buildApp } = await import('../../src/server/app');
      const { testConfig, testPasswords } = await import('./helpers/app');
      const late = await buildApp(testConfig(), { passwords: testPasswords, database: pair.database });
      pair.apps.push(late);
      assert.equal((await late.inject({ method: 'GET', url: '/api/schools', headers: session.headers })).statusCode, 401);
    } finally {
      await pair.close();
    }
  });
});
