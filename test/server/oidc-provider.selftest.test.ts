/**
 * Self-test for the in-process OpenID provider fixture: drives a full
 * authorization code + PKCE flow with openid-client exactly the way the app
 * does, so a broken fixture fails here rather than in the sign-in tests.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as client from 'openid-client';

import { completeLogin, startOidcProvider } from './helpers/oidc-provider';

const clientId = 'catedra-test';
const clientSecret = 'catedra-test-secret';
// Never actually requested: completeLogin stops at the redirect to it.
const redirectUri = 'http://127.0.0.1:9/auth/oidc/callback';

test('oidc-provider fixture: authorization code + PKCE login through openid-client', async (t) => {
  const provider = await startOidcProvider({
    clientId,
    clientSecret,
    redirectUris: [redirectUri],
    accounts: {
      'ana.popescu': {
        email: 'ana@example.test',
        email_verified: true,
        given_name: 'Ana',
        family_name: 'Popescu',
        preferred_username: 'ana',
        name: 'Ana Popescu',
      },
    },
  });
  t.after(() => provider.close());

  // Plain http on loopback is why allowInsecureRequests is needed.
  const config = await client.discovery(new URL(provider.issuer), clientId, clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  });

  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(pkceCodeVerifier);
  const expectedState = client.randomState();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state: expectedState,
  });

  const callbackUrl = await completeLogin(authorizationUrl.href, 'ana.popescu');
  assert.ok(callbackUrl.startsWith(`${redirectUri}?`), `unexpected callback URL: ${callbackUrl}`);
  const callbackParams = new URL(callbackUrl).searchParams;
  assert.equal(callbackParams.get('state'), expectedState);
  assert.ok(callbackParams.get('code'));

  const tokens = await client.authorizationCodeGrant(config, new URL(callbackUrl), {
    pkceCodeVerifier,
    expectedState,
  });

  const claims = tokens.claims();
  assert.ok(claims, 'expected an ID token');
  assert.equal(claims.iss, provider.issuer);
  assert.equal(claims.aud, clientId);
  assert.equal(claims.sub, 'ana.popescu');
  assert.equal(claims.email, 'ana@example.test');
  assert.equal(claims.email_verified, true);
  assert.equal(claims.given_name, 'Ana');
  assert.equal(claims.family_name, 'Popescu');

  const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  assert.equal(userInfo.sub, 'ana.popescu');
  assert.equal(userInfo.email, 'ana@example.test');
  assert.equal(userInfo.given_name, 'Ana');
  assert.equal(userInfo.family_name, 'Popescu');
  assert.equal(userInfo.name, 'Ana Popescu');
  assert.equal(userInfo.preferred_username, 'ana');
});

test('oidc-provider fixture: logging in as an unknown account fails loudly', async (t) => {
  const provider = await startOidcProvider({
    clientId,
    clientSecret,
    redirectUris: [redirectUri],
    accounts: { known: { email: 'known@example.test' } },
  });
  t.after(() => provider.close());

  const config = await client.discovery(new URL(provider.issuer), clientId, clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  });
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
    state: client.randomState(),
  });

  // Expected to also log "oidc-provider server_error: ... no account "stranger"".
  await assert.rejects(completeLogin(authorizationUrl.href, 'stranger'), /HTTP 500: error: server_error/);
});
