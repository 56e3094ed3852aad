// The OpenID sign-in against a real provider (oidc-provider) running in this
// process on loopback: the authorization-code flow with PKCE, then linking or
// creating the user.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../../src/server/auth/cookies';
import { linkOrCreateUser } from '../../src/server/routes/oidc.routes';
import { register, signIn } from './helpers/accounts';
import { cookieValue, type TestApp } from './helpers/app';
import { completeLogin, type RunningOidcProvider } from './helpers/oidc-provider';
import { cookiesOf, type OidcApp, providerRoundTrip, sessionOf, startOidcApp } from './helpers/oidc-sign-in';

let oidc: OidcApp;
let provider: RunningOidcProvider;
let t: TestApp;

before(async () => {
  oidc = await startOidcApp({
    maria: { email: 'maria.ionescu@liceu.ro', email_verified: true, given_name: 'Maria', family_name: 'Ionescu', preferred_username: 'mionescu' },
    local: { email: 'local.teacher@liceu.ro', email_verified: true, given_name: 'Local', family_name: 'Teacher' },
    unverified: { email: 'claimed@liceu.ro', email_verified: false, given_name: 'Mallory', family_name: 'Smith' },
  });
  ({ provider, app: t } = oidc);
});
after(() => oidc.close());

/** Runs the whole browser round trip and returns the app's answer to the provider's callback. */
async function signInWithProvider(login: string, returnTo?: string) {
  const { start, callback } = await providerRoundTrip(t, login, returnTo);
  assert.equal(start.statusCode, 302);
  const authorizationUrl = String(start.headers.location);
  assert.ok(authorizationUrl.startsWith(provider.issuer), authorizationUrl);
  const params = new URL(authorizationUrl).searchParams;
  assert.equal(params.get('code_challenge_method'), 'S256');
  assert.ok(params.get('state') && params.get('nonce') && params.get('code_challenge'));
  return callback;
}

async function userBehind(callback: LightMyRequestResponse) {
  return (await sessionOf(t, callback)).user;
}

describe('OpenID Connect sign-in', () => {
  test('creates the user from the provider claims, with a Free plan, and returns to the page asked for', async () => {
    const callback = await signInWithProvider('maria', '/quizzes');
    assert.equal(callback.statusCode, 302);
    assert.equal(callback.headers.location, '/quizzes');
    const user = await userBehind(callback);
    assert.equal(user.email, 'maria.ionescu@liceu.ro');
    assert.equal(user.firstName, 'Maria');
    assert.equal(user.lastName, 'Ionescu');
    assert.equal(user.username, 'mionescu');
    const plans = await t.database.db.selectFrom('subscription').select('id').where('user_id', '=', String(user.id)).execute();
    assert.equal(plans.length, 1);
  });

  test('signing in again finds the same user by issuer and subject', async () => {
    const first = await userBehind(await signInWithProvider('maria'));
    const second = await userBehind(await signInWithProvider('maria'));
    assert.equal(second.id, first.id);
    const identities = await t.database.db.selectFrom('user_identity').selectAll().where('user_id', '=', String(first.id)).execute();
    assert.equal(identities.length, 1);
    assert.equal(identities[0]?.issuer, provider.issuer);
    assert.equal(identities[0]?.subject, 'maria');
  });

  test('links to the local account with the address the provider verified', async () => {
    const { user: local } = await register(t.app, 'local.teacher@liceu.ro');
    const viaProvider = await userBehind(await signInWithProvider('local'));
    assert.equal(viaProvider.id, local.id);
    await signIn(t.app, 'local.teacher@liceu.ro'); // the password still works too
  });

  test('does not hand a local account to an unverified address', async () => {
    await register(t.app, 'claimed@liceu.ro');
    const callback = await signInWithProvider('unverified');
    assert.equal(callback.statusCode, 302);
    assert.equal(callback.headers.location, '/sign-in?error=oidc&reason=email_in_use');
    assert.equal(cookieValue(callback, REFRESH_COOKIE), undefined);
  });

  test("a provider's names with markup, control characters, lone surrogates or 5,000 letters are cleaned, not stored as sent", async () => {
    const profile = { email: 'hostile.claims@scoala.ro', given_name: '<b>Ana</b>\u0000\ud800', family_name: 'P'.repeat(5000), preferred_username: 'ana\u0007' };
    const userId = await linkOrCreateUser(t.database.db, 'https://idp.example', 'hostile-subject', profile, t.config.freePlan);
    assert.ok(userId);
    const user = await t.database.db.selectFrom('app_user').select(['first_name', 'last_name', 'username']).where('id', '=', userId).executeTakeFirstOrThrow();
    assert.deepEqual(user, { first_name: 'Ana', last_name: 'P'.repeat(50), username: 'ana' });
    // An address is an identity: one with a control character is refused, not rewritten into someone else's.
    await assert.rejects(
      linkOrCreateUser(
        t.database.db,
        'https://idp.example',
        'other-subject',
        { email: 'hostile.claims@scoala.ro\u0000', email_verified: true },
        t.config.freePlan,
      ),
    );
  });

  test('a callback without the flow cookie, or with a tampered state, starts no session', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak' });
    const callback = new URL(await completeLogin(String(start.headers.location), 'maria'));
    const noCookie = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    assert.equal(noCookie.headers.location, '/sign-in?error=oidc&reason=missing_state');
    callback.searchParams.set('state', 'tampered');
    const tampered = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: cookiesOf(start) });
    assert.equal(tampered.headers.location, '/sign-in?error=oidc&reason=provider');
    assert.equal(cookieValue(tampered, REFRESH_COOKIE), undefined);
  });
});
