/**
 * A real OpenID Provider (panva/oidc-provider) running in-process on 127.0.0.1,
 * plus a fetch-based "browser" that drives a login through it. Lets tests
 * exercise our OIDC sign-in end to end against a spec-compliant provider
 * instead of a hand-rolled mock.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcTestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  name?: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Keyed by account id; the key is also the login name typed at the login prompt. */
  accounts: Record<string, OidcTestAccount>;
}

export interface RunningOidcProvider {
  /** e.g. `http://127.0.0.1:54321` (no trailing slash, exactly what the provider puts in `iss`). */
  issuer: string;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------
// Minimal typings for the parts of oidc-provider we touch. The package ships
// no TypeScript declarations (and we may not add @types/oidc-provider), so we
// describe just enough of its surface here.
// ---------------------------------------------------------------------------

interface ProviderGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

interface ProviderInstance {
  Grant: {
    new (init: { accountId: string; clientId: string }): ProviderGrant;
    find(id: string): Promise<ProviderGrant | undefined>;
  };
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): void;
}

/** The slice of oidc-provider's `KoaContextWithOIDC` our configuration callbacks read. */
interface ProviderContext {
  oidc: {
    provider: ProviderInstance;
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    params?: { scope?: unknown };
  };
}

type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

// oidc-provider talks to developers through console.warn / console.info with
// these prefixes ("unsupported runtime" on Node 20, "devInteractions enabled",
// "in-memory adapter"...). They are expected in a test fixture, so we drop them
// -- but only them, and only while importing / constructing the provider.
const NOTICE_PREFIXES = ['oidc-provider WARNING:', 'oidc-provider NOTICE:'];

function isOidcProviderNotice(args: unknown[]): boolean {
  const [first] = args;
  // attention.js may wrap the text in ANSI colour codes when attached to a TTY.
  const text = typeof first === 'string' ? first.replace(/\x1b\[[0-9;]*m/g, '') : '';
  return NOTICE_PREFIXES.some((prefix) => text.startsWith(prefix));
}

// Reference-counted so overlapping callers (e.g. parallel tests starting
// providers) cannot restore each other's wrapper and leave console patched.
let mutedCallers = 0;
let originalConsole: Pick<Console, 'warn' | 'info'> | undefined;

async function withoutOidcProviderNotices<T>(run: () => T | Promise<T>): Promise<T> {
  if (mutedCallers++ === 0) {
    const original = { warn: console.warn, info: console.info };
    originalConsole = original;
    console.warn = (...args: unknown[]) => {
      if (!isOidcProviderNotice(args)) original.warn.apply(console, args);
    };
    console.info = (...args: unknown[]) => {
      if (!isOidcProviderNotice(args)) original.info.apply(console, args);
    };
  }
  try {
    return await run();
  } finally {
    if (--mutedCallers === 0 && originalConsole) {
      console.warn = originalConsole.warn;
      console.info = originalConsole.info;
      originalConsole = undefined;
    }
  }
}

let providerModule: Promise<ProviderConstructor> | undefined;

function loadProvider(): Promise<ProviderConstructor> {
  // Imported lazily (and once) so the module-level "unsupported runtime" notice
  // can be filtered. The specifier is a plain `string` on purpose: a literal
  // would make tsc fail with TS7016 because the package has no declarations.
  // The result is therefore `any`, narrowed right away to our own typings.
  const specifier: string = 'oidc-provider';
  providerModule ??= withoutOidcProviderNotices(async () => {
    const mod = (await import(specifier)) as { default: ProviderConstructor };
    return mod.default;
  });
  return providerModule;
}

function listen(server: ReturnType<typeof createServer>): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const Provider = await loadProvider();

  // The Provider needs its issuer URL at construction time, and the issuer
  // contains the port, so bind the socket first and attach the handler after.
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;

  // A fresh signing key per provider; without `jwks` oidc-provider falls back
  // to a well-known development key (and warns about it).
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const configuration = {
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: {
      // Signed cookies, like a real deployment. Cookies only get the Secure
      // flag when the request itself is secure, so plain http just works.
      keys: [randomBytes(32).toString('base64url')],
    },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client v6 `discovery(server, clientId, clientSecret)` picks
        // ClientSecretPost when given a secret string; a client registered for
        // a different method would be rejected at the token endpoint.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username'],
    },
    // By default oidc-provider keeps scope-derived claims out of the ID token
    // whenever an access token is issued (they are then only served by the
    // userinfo endpoint). Most real providers (Google, Entra, Keycloak...) put
    // them in the ID token, so behave like those: a sign-in that reads the
    // email from the ID token must work here as it does in production.
    conformIdTokenClaims: false,
    // Explicit lifetimes (seconds); the defaults work but log a notice on
    // first use. The authorization code keeps its 60 s default.
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    // Plain-text error page (the default one logs a notice and is styled HTML);
    // completeLogin includes it in its error message.
    async renderError(ctx: { type: string; body: string }, out: Record<string, unknown>) {
      ctx.type = 'text';
      ctx.body = Object.entries(out)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join('\n');
    },
    // Built-in login form: accepts any login/password and sets the account id
    // to the login name. Good enough for tests; findAccount decides who exists.
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: ProviderContext, sub: string) {
      const account = Object.hasOwn(options.accounts, sub) ? options.accounts[sub] : undefined;
      // The dev login form lets any name through, and oidc-provider does not
      // cope with a login whose account then cannot be found (it crashes with
      // an obscure TypeError). Fail loudly instead: in this fixture an unknown
      // login is a mistake in the test. The user agent sees a server_error
      // page and the message below is logged via the server_error listener.
      if (!account) {
        const known = Object.keys(options.accounts).join(', ');
        throw new Error(`oidc-provider fixture: no account "${sub}" (known: ${known})`);
      }
      return {
        accountId: sub,
        // oidc-provider filters these down to what the granted scopes allow.
        async claims() {
          return { ...account, sub };
        },
      };
    },
    // Auto-grant consent, as for a first-party client: when no grant exists
    // yet, grant exactly the scope that was requested so the consent prompt
    // never shows and the flow is authorization request -> login -> callback.
    async loadExistingGrant(ctx: ProviderContext) {
      const { provider, client, session, result, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
      await grant.save();
      return grant;
    },
  };

  let provider: ProviderInstance;
  try {
    provider = await withoutOidcProviderNotices(() => new Provider(issuer, configuration));
  } catch (error) {
    // Rejected configuration: don't leave the socket listening. (Static
    // clients are validated lazily, so bad client metadata only shows up as an
    // error response to the first authorization request.)
    server.close();
    throw error;
  }
  // oidc-provider turns unexpected exceptions into a generic "server_error"
  // page and only reports the cause through this event; surface it so a
  // failing test shows why.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error:', error));
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch (undici) keeps connections alive; without this close() would
        // wait for them to time out and keep the test process running.
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------
// completeLogin: a tiny, fetch-based user agent.
// ---------------------------------------------------------------------------

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * Just enough of RFC 6265 for one origin: path scoping, replacement and
 * deletion (oidc-provider scopes its interaction cookies to
 * /interaction/<uid> and /auth/<uid> and clears them once used).
 */
class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(response: Response, requestUrl: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();

      let path = defaultCookiePath(requestUrl);
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attrValue = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            if (attrValue.startsWith('/')) path = attrValue;
            break;
          case 'max-age':
            if (Number(attrValue) <= 0) expired = true;
            break;
          case 'expires':
            if (Date.parse(attrValue) <= Date.now()) expired = true;
            break;
        }
      }

      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  headerFor(url: URL): string | undefined {
    const matching = [...this.#cookies.values()]
      .filter((cookie) => pathMatches(url.pathname, cookie.path))
      // Longer paths first, as browsers do.
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

function defaultCookiePath(url: URL): string {
  const lastSlash = url.pathname.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : url.pathname.slice(0, lastSlash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return named[lower] ?? _match;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return decodeHtmlEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

interface HtmlForm {
  action: string;
  method: string;
  fields: Map<string, string>;
}

/** First <form> of a page: the dev login/consent pages have exactly one. */
function parseForm(html: string): HtmlForm | undefined {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const [, formAttributes = '', body = ''] = form;
  const fields = new Map<string, string>();
  for (const [input] of body.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (name) fields.set(name, attribute(input, 'value') ?? '');
  }
  return {
    action: attribute(` ${formAttributes}`, 'action') ?? '',
    method: (attribute(` ${formAttributes}`, 'method') ?? 'get').toUpperCase(),
    fields,
  };
}

function describePage(status: number, html: string): string {
  // oidc-provider's error page lists error / error_description in <pre> tags.
  const text = html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `HTTP ${status}: ${decodeHtmlEntities(text).slice(0, 500)}`;
}

const MAX_STEPS = 20;

/**
 * Follows `authorizationUrl` like a browser would: every redirect is followed
 * by hand so cookies can be kept, HTML forms are submitted with `login` as the
 * login name (any password is accepted), and consent is confirmed if asked.
 * Resolves with the absolute URL of the redirect back to the client (query
 * carries `code` and `state`, or `error`) WITHOUT requesting it, so the caller
 * can hand it to openid-client's `authorizationCodeGrant`.
 */
export async function completeLogin(authorizationUrl: string, login: string): Promise<string> {
  const start = new URL(authorizationUrl);
  const providerOrigin = start.origin;
  const redirectUri = start.searchParams.get('redirect_uri');
  const isClientRedirect = (url: URL) => url.origin !== providerOrigin || (redirectUri !== null && url.href.startsWith(redirectUri));

  const jar = new CookieJar();
  let url = start;
  let request: { method: string; body?: URLSearchParams } = { method: 'GET' };
  let loginSubmissions = 0;

  for (let step = 0; step < MAX_STEPS; step += 1) {
    const headers = new Headers();
    const cookie = jar.headerFor(url);
    if (cookie) headers.set('cookie', cookie);
    // fetch sets the urlencoded content-type itself for a URLSearchParams body.
    const response = await fetch(url, { ...request, headers, redirect: 'manual' });
    jar.store(response, url);

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (isClientRedirect(next)) return next.href;
      url = next;
      request = { method: 'GET' };
      continue;
    }

    const html = await response.text();
    const form = response.ok ? parseForm(html) : undefined;
    if (!form) {
      throw new Error(`completeLogin: no redirect or form at ${url.href} (${describePage(response.status, html)})`);
    }

    const { fields } = form;
    if (fields.has('login')) {
      // The dev login form accepts any login and just records it as the
      // account id; an unknown account simply gets the login form again.
      if (loginSubmissions > 0) throw new Error(`completeLogin: login "${login}" was not accepted by the provider`);
      loginSubmissions += 1;
      fields.set('login', login);
      fields.set('password', 'any-password');
    }
    // Anything else (e.g. the consent form: a hidden prompt=consent field) is
    // submitted as-is, which is what clicking its only button does.

    const target = new URL(form.action || url.href, url);
    if (form.method === 'POST') {
      request = { method: 'POST', body: new URLSearchParams([...fields]) };
    } else {
      target.search = new URLSearchParams([...fields]).toString();
      request = { method: 'GET' };
    }
    if (isClientRedirect(target)) {
      throw new Error(`completeLogin: the provider posts back to the client (response_mode=form_post?), unsupported`);
    }
    url = target;
  }

  throw new Error(`completeLogin: gave up after ${MAX_STEPS} requests without reaching the client redirect`);
}
