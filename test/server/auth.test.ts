import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { REFRESH_COOKIE } from '../../src/server/auth/cookies';
import { AccessTokens } from '../../src/server/auth/tokens';
import { GOOD_PASSWORD, newTeacher, register, signIn, uniqueEmail } from './helpers/accounts';
import { cookieValue, json, type TestApp, testApp } from './helpers/app';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; errorId?: string } };

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

describe('POST /api/auth/register', () => {
  test('creates the account with a Free plan and answers 201 with the user', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, firstName: 'Ana-Maria', lastName: 'Ștefănescu' },
    });
    assert.equal(response.statusCode, 201);
    const user = json(response);
    assert.equal(user.email, email.toUpperCase());
    assert.equal(user.firstName, 'Ana-Maria');
    assert.equal(user.lastName, 'Ștefănescu');
    assert.equal(user.name, 'Ana-Maria Ștefănescu');
    assert.equal('password_hash' in user || 'passwordHash' in user, false);
    const stored = await t.database.db.selectFrom('app_user').select('password_hash').where('id', '=', String(user.id)).executeTakeFirstOrThrow();
    assert.match(stored.password_hash ?? '', /^scrypt\$\d+\$8\$1\$/);
    const plan = await t.database.db.selectFrom('subscription').selectAll().where('user_id', '=', String(user.id)).execute();
    assert.equal(plan.length, 1);
    assert.equal(plan[0]?.plan, 'free');
  });

  test("the app as shipped hashes with DESIGN.md 3's scrypt parameters (N=2^17, r=8, p=1), and signs in with them", async () => {
    // The other tests hash with cheaper parameters (helpers/app.ts); this app keeps the production hasher.
    const shipped = await testApp({}, undefined, { passwords: undefined });
    try {
      const { userId } = await newTeacher(shipped.app); // registers, then signs in (asserting 204)
      const stored = await shipped.database.db.selectFrom('app_user').select('password_hash').where('id', '=', String(userId)).executeTakeFirstOrThrow();
      assert.match(stored.password_hash ?? '', /^scrypt\$131072\$8\$1\$/);
    } finally {
      await shipped.close();
    }
  });

  test('answers 400 with the SPEC message of every bad field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'weakpass', confirmPassword: 'weakpass', firstName: 'A', lastName: 'B4' },
    });
    assert.equal(response.statusCode, 400);
    const body = json<ErrorBody>(response);
    assert.equal(body.error.code, 'validation');
    assert.equal(body.error.message, 'Please check your input and try again.');
    assert.deepEqual(body.error.fields, {
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
      firstName: 'First name must contain only letters and spaces (2-50 characters)',
      lastName: 'Last name must contain only letters and spaces (2-50 characters)',
    });
  });

  test('requires every field, and a matching confirmation', async () => {
    const empty = json<ErrorBody>(await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} }));
    assert.equal(empty.error.fields?.email, 'Email is required');
    assert.equal(empty.error.fields?.password, 'Field is required');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: `${GOOD_PASSWORD}x`, firstName: 'Ion', lastName: 'Pop' },
    });
    assert.equal(mismatch.statusCode, 400);
    assert.deepEqual(json<ErrorBody>(mismatch).error.fields, { confirmPassword: 'Passwords must match' });
  });

  test('translates messages for the caller language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ro-RO,ro;q=0.9,en;q=0.5' },
      payload: { email: 'x', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, firstName: 'Ion', lastName: 'Pop' },
    });
    const body = json<ErrorBody>(response);
    assert.notEqual(body.error.fields?.email, 'Invalid email address');
    assert.ok(body.error.fields?.email);
  });

  test('answers 409 when the email already has an account, in any letter case', async () => {
    const { email } = await register(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, firstName: 'Ion', lastName: 'Pop' },
    });
    assert.equal(again.statusCode, 409);
    assert.equal(json<ErrorBody>(again).error.message, 'An account with this email already exists.');
  });

  test('rejects unknown fields and non-JSON bodies with the error shape', async () => {
    const extra = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), isAdmin: true } });
    assert.equal(extra.statusCode, 400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    assert.equal(broken.statusCode, 400);
    assert.equal(json<ErrorBody>(broken).error.code, 'validation');
  });
});

describe('POST /api/auth/login', () => {
  test('answers 204 with an httpOnly, SameSite=Lax refresh cookie scoped to /api/auth', async () => {
    const { email } = await register(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: GOOD_PASSWORD } });
    assert.equal(response.statusCode, 204);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    assert.ok(cookie?.value);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/api/auth');
    assert.equal(cookie.secure, undefined, 'not Secure over plain http');
  });

  test('marks the cookie Secure behind TLS', async () => {
    const tls = await testApp({ trustProxy: 1 });
    try {
      const { email } = await register(tls.app);
      const response = await tls.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email, password: GOOD_PASSWORD },
      });
      assert.equal(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure, true);
      assert.match(String(response.headers['strict-transport-security']), /max-age=31536000/);
    } finally {
      await tls.close();
    }
  });

  test('answers the same 401 for a wrong password and for an unknown email', async () => {
    const { email } = await register(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Gresit-Parola1!' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: 'Gresit-Parola1!' } });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(json(wrong), json(unknown));
    assert.equal(json<ErrorBody>(wrong).error.message, 'Invalid email or password.');
    assert.equal(cookieValue(wrong, REFRESH_COOKIE), undefined);
  });

  test('rejects a foreign Origin', async () => {
    const { email } = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email, password: GOOD_PASSWORD },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(json<ErrorBody>(response).error.code, 'forbidden_origin');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { email, password: GOOD_PASSWORD },
    });
    assert.equal(own.statusCode, 204);
  });

  test('slows down guessing on one account, briefly, and lets the owner back in after the wait', async () => {
    const { email } = await register(t.app);
    for (let i = 0; i < 5; i++) {
      const guess = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `Guess-${i}-Aa1!` } });
      assert.equal(guess.statusCode, 401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: GOOD_PASSWORD } });
    assert.equal(blocked.statusCode, 429);
    const wait = Number(blocked.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 30, `short block, got ${wait}s`);
    assert.equal(json<ErrorBody>(blocked).error.code, 'rate_limited');
  });

  test('limits sign-in attempts per IP with 429 and Retry-After', async () => {
    const limited = await testApp({ rateLimit: { loginPerMinute: 3, registerPerHour: 1000, passwordResetPerHour: 1000 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'Whatever-1!' } });
        codes.push(r.statusCode);
        if (r.statusCode === 429) assert.ok(Number(r.headers['retry-after']) > 0);
      }
      assert.deepEqual(codes, [401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits on registration and password reset', () => {
  test('registration and password-reset requests are limited per IP with 429 and Retry-After', async () => {
    const limited = await testApp({ rateLimit: { loginPerMinute: 1000, registerPerHour: 2, passwordResetPerHour: 2 } });
    try {
      const register = () => limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'x' } });
      assert.deepEqual([(await register()).statusCode, (await register()).statusCode, (await register()).statusCode], [400, 400, 429]);
      const forgot = () => limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } });
      const codes = [(await forgot()).statusCode, (await forgot()).statusCode];
      const third = await forgot();
      assert.deepEqual([...codes, third.statusCode], [202, 202, 429]);
      assert.ok(Number(third.headers['retry-after']) > 0);
      assert.equal(json<ErrorBody>(third).error.code, 'rate_limited');
      const reset = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: 'guess', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        });
      assert.deepEqual([(await reset()).statusCode, (await reset()).statusCode, (await reset()).statusCode], [400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions: refresh, user, logout', () => {
  test('refresh returns an access token that opens protected routes, and rotates the cookie', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: session.headers });
    assert.equal(user.statusCode, 200);
    assert.deepEqual(Object.keys(json(user)).sort(), ['email', 'firstName', 'id', 'lastName', 'name', 'username']);
    const plan = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: session.headers });
    assert.equal(plan.statusCode, 200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    assert.equal(again.statusCode, 200);
    const body = json<{ accessToken: string; expiresAt: string }>(again);
    const lifetime = Date.parse(body.expiresAt) - Date.now();
    assert.ok(lifetime > 14 * 60_000 && lifetime <= 15 * 60_000, `15 minutes, got ${lifetime} ms`);
    assert.notEqual(cookieValue(again, REFRESH_COOKIE), session.refreshCookie);
  });

  test('a reused refresh token revokes the whole session family', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    const next = cookieValue(rotated, REFRESH_COOKIE)!;
    // The thief replays the old token after the grace window of a legitimate race…
    await t.database.db.updateTable('refresh_token').set({ used_at: sql`now() - interval '1 minute'` }).where('used_at', 'is not', null).execute();
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    assert.equal(replay.statusCode, 401);
    // …and the legitimate holder's newer token is dead too.
    const victim = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: next } });
    assert.equal(victim.statusCode, 401);
    const user = await t.database.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const row = await t.database.db.selectFrom('auth_session').select('revoked_reason').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.revoked_reason, 'refresh_token_reuse');
  });

  test('refresh without a cookie, or with a made-up one, is 401', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode, 401);
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: 'forged-token' } });
    assert.equal(forged.statusCode, 401);
    assert.equal(json<ErrorBody>(forged).error.message, 'Authentication required');
  });

  test('refresh rejects a foreign Origin', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: { [REFRESH_COOKIE]: session.refreshCookie },
    });
    assert.equal(response.statusCode, 403);
  });

  test('GET /api/auth/user is empty when not signed in, and works from the cookie alone', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    assert.equal(anonymous.statusCode, 204);
    assert.equal(anonymous.body, '');
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    assert.equal(json(byCookie).email, email);
  });

  test('protected routes need a bearer: missing, malformed, forged or expired answer 401', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const missing = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current' });
    assert.equal(missing.statusCode, 401);
    assert.equal(json<ErrorBody>(missing).error.code, 'authentication');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: { authorization: 'Token abc' } });
    assert.equal(malformed.statusCode, 401);
    const forged = new AccessTokens('another-secret-another-secret-another-secret', 900);
    const forgedToken = (await forged.issue({ userId: 'someone', sessionId: 'y' })).accessToken;
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: { authorization: `Bearer ${forgedToken}` } })).statusCode,
      401,
    );
    const past = new AccessTokens(t.config.sessionSecret!, 900, () => Date.now() - 16 * 60_000);
    const expired = (await past.issue({ userId: 'u', sessionId: 's' })).accessToken;
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: { authorization: `Bearer ${expired}` } })).statusCode, 401);
    // An unknown /api path is 401 too without a token: nothing about the route table leaks.
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: session.headers })).statusCode, 404);
  });

  test('logout revokes the session and clears the cookie', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers, cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    assert.equal(out.statusCode, 204);
    const cleared = out.cookies.find((c) => c.name === REFRESH_COOKIE);
    assert.equal(cleared?.value, '');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    assert.equal(refresh.statusCode, 401);
  });
});

describe('PUT /api/auth/user (profile names)', () => {
  test('changes the names of the signed-in user only, with the SPEC name rule', async () => {
    const teacher = await newTeacher(t.app);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: teacher.headers, payload: { firstName: 'Irina', lastName: 'Vlad' } });
    assert.equal(changed.statusCode, 200);
    assert.equal(json(changed).name, 'Irina Vlad');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: teacher.headers, payload: { firstName: 'I', lastName: 'Vlad' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(json<ErrorBody>(bad).error.fields?.firstName, 'First name must contain only letters and spaces (2-50 characters)');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/auth/user', payload: { firstName: 'Irina', lastName: 'Vlad' } });
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('forgot and reset password', () => {
  async function requestReset(email: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    assert.equal(response.statusCode, 202);
    assert.equal(response.body, '');
    // The mail is queued after the answer; wait for it to land in the outbox.
    for (let i = 0; i < 50; i++) {
      const mail = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirst();
      if (mail) return /token=([\w-]+)/.exec(mail.body)?.[1];
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  }

  test('answers 202 whether or not the account exists', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('ghost') } });
    assert.equal(response.statusCode, 202);
    assert.equal(response.body, '');
  });

  test('a reset token works once, changes the password and revokes every session', async () => {
    const { email } = await register(t.app);
    const session = await signIn(t.app, email);
    const token = await requestReset(email);
    assert.ok(token, 'the outbox holds a link with the token');
    const stored = await t.database.db.selectFrom('password_reset').select('token_hash').execute();
    assert.ok(
      stored.every((row) => row.token_hash !== token),
      'only the hash is stored',
    );
    const newPassword = 'Alta-Parola2?';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    assert.equal(reset.statusCode, 204);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    assert.equal(reuse.statusCode, 400);
    assert.equal(json<ErrorBody>(reuse).error.message, 'This password reset link is invalid or has expired.');
    const oldSession = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: session.refreshCookie } });
    assert.equal(oldSession.statusCode, 401);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: GOOD_PASSWORD } });
    assert.equal(oldPassword.statusCode, 401);
    await signIn(t.app, email, newPassword);
  });

  test('an expired token is refused', async () => {
    const { email } = await register(t.app);
    const token = await requestReset(email);
    await t.database.db.updateTable('password_reset').set({ expires_at: sql`now() - interval '1 minute'` }).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Alta-Parola2?', confirmPassword: 'Alta-Parola2?' },
    });
    assert.equal(response.statusCode, 400);
  });

  test('the new password must follow the SPEC rule', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: 'short', confirmPassword: 'short' },
    });
    assert.equal(response.statusCode, 400);
    assert.match(json<ErrorBody>(response).error.fields?.password ?? '', /at least 8 characters/);
  });
});

describe('logs', () => {
  test('never contain passwords, refresh tokens or access tokens', async () => {
    const teacher = await newTeacher(t.app);
    await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: teacher.headers });
    const all = t.logs.join('');
    assert.ok(all.length > 0);
    assert.equal(all.includes(GOOD_PASSWORD), false);
    assert.equal(all.includes(teacher.refreshCookie), false);
    assert.equal(all.includes(teacher.accessToken), false);
  });
});
