// The app's side of an OpenID sign-in in tests: an app configured for the
// in-process provider (oidc-provider.ts), the browser's round trip through
// it, and the session the callback started. oidc.test.ts and
// school-domain.test.ts both sign teachers in this way.
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../../../src/server/auth/cookies';
import { cookieValue, json, type TestApp, testApp } from './app';
import { completeLogin, type OidcTestAccount, type RunningOidcProvider, startOidcProvider } from './oidc-provider';

const REDIRECT_URI = 'http://localhost/login/oauth2/code/keycloak';
const CLIENT = { clientId: 'catedra', clientSecret: 'catedra-client-secret' };

export interface OidcApp {
  provider: RunningOidcProvider;
  /** An app whose OpenID sign-in goes to `provider`. */
  app: TestApp;
  close(): Promise<void>;
}

/** The provider with `accounts` (keyed by login name) and an app configured for it. */
export async function startOidcApp(accounts: Record<string, OidcTestAccount>): Promise<OidcApp> {
  const provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT_URI], accounts });
  const app = await testApp({ oidc: { issuer: provider.issuer, ...CLIENT, redirectUri: REDIRECT_URI, scope: 'openid email profile' } });
  return {
    provider,
    app,
    async close() {
      await app.close();
      await provider.close();
    },
  };
}

/** The cookies an answer set, as the browser would send them back. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The whole browser round trip as `login`: the app's redirect to the provider (`start`) and its answer to the provider's callback. */
export async function providerRoundTrip(
  { app }: TestApp,
  login: string,
  returnTo?: string,
): Promise<{ start: LightMyRequestResponse; callback: LightMyRequestResponse }> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const start = await app.inject({ method: 'GET', url: `/oauth2/authorization/keycloak${query}` });
  const back = new URL(await completeLogin(String(start.headers.location), login));
  const callback = await app.inject({ method: 'GET', url: back.pathname + back.search, cookies: cookiesOf(start) });
  return { start, callback };
}

/** The session a callback started: an access token's headers and the user it names (throws when there is none). */
export async function sessionOf<User = Record<string, unknown>>(
  { app }: TestApp,
  callback: LightMyRequestResponse,
): Promise<{ headers: { authorization: string }; user: User }> {
  const cookie = cookieValue(callback, REFRESH_COOKIE);
  if (!cookie) throw new Error(`the callback started no session: ${callback.statusCode} ${String(callback.headers.location)}`);
  const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });
  const { accessToken } = json<{ accessToken: string }>(refresh);
  const headers = { authorization: `Bearer ${accessToken}` };
  return { headers, user: json<User>(await app.inject({ method: 'GET', url: '/api/auth/user', headers })) };
}
