import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { newTeacher } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';

type ErrorBody = { error: { code: string; message: string; errorId?: string } };

let t: TestApp;
let publicDir: string;

before(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'catedra-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><head><!--app-session--><title>Catedra</title></head><div id="root"></div>');
  writeFileSync(join(publicDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A route that fails the way a bug would, to see what a 500 looks like.
  t = await testApp({ publicDir, bodyLimitBytes: 2048 }, (app) =>
    app.get('/api/auth/__boom', () => {
      throw new Error('secret internal detail');
    }),
  );
});
after(async () => {
  await t.close();
  rmSync(publicDir, { recursive: true, force: true });
});

describe('static files and the SPA', () => {
  test('index.html is never cached and carries a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const csp = String(response.headers['content-security-policy']);
    // One inline script, allowed by its hash: the session's early refresh (server/early-refresh.ts).
    const script = /<script>([^<]+)<\/script>/.exec(response.body)?.[1];
    assert.ok(script?.includes('/api/auth/refresh'), response.body);
    const hash = createHash('sha256')
      .update(script ?? '')
      .digest('base64');
    assert.match(csp, new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests/, 'a school server on plain http must keep working');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
  });

  test("every answer carries helmet's headers for our CSP: page, asset, API, 401, 404 and 500 alike", async () => {
    const { securityHeaders } = await import('../../src/server/security-headers');
    const { contentSecurityPolicy } = await import('../../src/server/app');
    const expected = securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(t.config),
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    assert.ok(Object.keys(expected).length >= 10, JSON.stringify(expected));
    assert.equal(expected['x-frame-options'], 'SAMEORIGIN');
    const { headers } = await newTeacher(t.app);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' }),
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers }),
      t.app.inject({ method: 'GET', url: '/api/schools' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here', headers }),
      t.app.inject({ method: 'GET', url: '/api/auth/__boom' }),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 401, 404, 500],
    );
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) assert.equal(answer.headers[name], value, `${answer.statusCode} ${name}`);
    }
  });

  test('hashed assets are cached for a year; other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    assert.equal(icon.headers['cache-control'], 'public, max-age=3600');
  });

  test('unknown page paths get the SPA; unknown assets and API paths get a JSON 404', async () => {
    for (const path of ['/schools/123', '/sign-in', '/quizzes/create?x=1']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      assert.equal(page.statusCode, 200, path);
      assert.match(page.body, /<div id="root">/);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    assert.equal(asset.statusCode, 404);
    assert.equal(json<ErrorBody>(asset).error.code, 'not_found');
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/nothing-here' });
    assert.equal(api.statusCode, 404);
    assert.equal(json<ErrorBody>(api).error.code, 'not_found');
  });

  test('an odd path to a file (a double slash, an encoded ..) is a 404 like any missing file, not a 403 "check your input"', async () => {
    for (const path of ['//x', '//api/schools', '/assets/..%2f..%2fpackage.json']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      assert.equal(response.statusCode, 404, `${path}: ${response.body}`);
      assert.equal(json<ErrorBody>(response).error.code, 'not_found', path);
    }
  });

  test('the login redirect goes to our sign-in page when no identity provider is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak' });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/sign-in');
    const back = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak?returnTo=%2Fquizzes' });
    assert.equal(back.headers.location, '/sign-in?returnTo=%2Fquizzes');
    const open = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak?returnTo=%2F%2Fevil.example' });
    assert.equal(open.headers.location, '/sign-in', 'no open redirect');
  });

  test("a provider's answer arriving with no provider configured goes to our sign-in page, which says it failed", async () => {
    // A sign-in begun before the provider was switched off: the SPA's 200 "page not found" told the teacher nothing.
    const response = await t.app.inject({ method: 'GET', url: '/login/oauth2/code/keycloak?code=abc&state=xyz' });
    assert.equal(response.statusCode, 302, response.body.slice(0, 80));
    assert.equal(response.headers.location, '/sign-in?error=oidc&reason=disabled');
  });
});

describe('errors', () => {
  test('a 500 answers only an error id, and the log has the detail under it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/__boom' });
    assert.equal(response.statusCode, 500);
    const body = json<ErrorBody>(response);
    assert.equal(body.error.code, 'internal');
    assert.equal(body.error.message, 'Server error. Please try again later.');
    assert.match(body.error.errorId ?? '', /^[0-9a-f-]{36}$/);
    assert.doesNotMatch(response.body, /secret internal detail/);
    const logged = t.logs.find((line) => line.includes(body.error.errorId!));
    assert.ok(logged?.includes('secret internal detail'));
  });

  test('a body over the limit is refused with 413 and the error shape', async () => {
    const teacher = await newTeacher(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...teacher.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(5000) }),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(json<ErrorBody>(response).error.code, 'payload_too_large');
  });

  test('the health probe reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(json(response).status, 'ok');
  });

  test('API answers are never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });
});
