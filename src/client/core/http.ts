// The one HTTP client of the SPA (DESIGN 4): same-origin JSON with cookies,
// the interface language on every call (server messages come back
// translated), the in-memory bearer token refreshed ahead of expiry, one
// shared refresh per tab and one at a time across tabs, one retry after a
// 401, and every failure as an ApiError of a SPEC 8 type and severity.
import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import {
  clearAccessToken,
  configureTokenCoordination,
  coordinateRefresh,
  defaultTokenCoordination,
  forAnotherAccount,
  getAccessToken,
  isAccessTokenFresh,
  type TokenCoordination,
  type TokenGrant,
  toTokenGrant,
} from './access-token';
import { browser } from './browser';
import { config } from './config';
import { takeEarlyRead, takeEarlyRefresh } from './early-refresh';
import { getTargetLanguage, t } from './i18n';
import { LOGIN_REDIRECT_PATH } from './paths';

/** SPEC 8 error types. */
export type ErrorType = 'api' | 'validation' | 'network' | 'application' | 'permission' | 'authentication';

/** SPEC 8 severities: `high` for any status of 500 or above, `critical` when the app itself broke. */
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface ApiErrorInit {
  type: ErrorType;
  /** HTTP status; null when no response arrived. */
  status: number | null;
  message: string;
  /** Per-field messages (already translated by the server), keyed by field path. */
  fields?: Record<string, string>;
  /** The server's error code (`validation`, `conflict`, `plan_limit`...), or the client's (`refresh_failed`). */
  code?: string;
  /** The message exactly as the server sent it, when it sent one. */
  serverMessage?: string;
  /**
   * What else the server's error body carries for the client to act on (a
   * 409's current version, saved rows and conflicts); its shape is the
   * resource's contract in domain/api, read through that contract's guard.
   */
  details?: Readonly<Record<string, unknown>>;
  /** Derived from the type and status unless given. */
  severity?: ErrorSeverity;
}

export function severityFor(type: ErrorType, status: number | null): ErrorSeverity {
  if (status !== null && status >= 500) return 'high';
  if (type === 'validation') return 'low';
  // An exception in our own code is a bug, worse than any answer the server gives.
  if (type === 'application') return 'high';
  return 'medium';
}

export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number | null;
  readonly severity: ErrorSeverity;
  readonly fields: Record<string, string>;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.severity = init.severity ?? severityFor(init.type, init.status);
    this.fields = init.fields ?? {};
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.details = init.details ?? {};
  }

  /** The fields of this error, for building a variant of it (the severity is derived again unless kept). */
  toInit(): ApiErrorInit {
    return {
      type: this.type,
      status: this.status,
      message: this.message,
      fields: this.fields,
      code: this.code,
      serverMessage: this.serverMessage,
      details: this.details,
    };
  }
}

/** The server's one error shape (DESIGN 2). */
interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown; errorId?: unknown } & Record<string, unknown>;
}

/** The body's error fields beyond the common ones (DESIGN 2). */
function detailsOf(error: ErrorBody['error']): Record<string, unknown> {
  if (!error || typeof error !== 'object') return {};
  const { code: _code, message: _message, fields: _fields, ...details } = error;
  return details;
}

function typeForStatus(status: number, code: string | undefined): ErrorType {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'authentication';
  // A plan limit is a business rule to explain, not a missing permission.
  if (status === 403 && code !== 'plan_limit') return 'permission';
  return 'api';
}

function retryAfterSeconds(response: Response | undefined): number {
  const seconds = Number(response?.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** SPEC 8 friendly message for a status, used when the server sent none. */
function messageForStatus(status: number, response: Response | undefined): string {
  if (status === 400 || status === 422) return t('errors.validation');
  if (status === 401) return t('errors.authentication');
  if (status === 403) return t('errors.permission');
  if (status === 404) return t('errors.notFound');
  if (status === 409) return t('errors.conflict');
  if (status === 413) return t('errors.payloadTooLarge');
  if (status === 429) return t('errors.rateLimited', { seconds: retryAfterSeconds(response) });
  if (status === 503) return t('errors.unavailable');
  if (status >= 500) return t('errors.server');
  return t('errors.request');
}

function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(value)) if (typeof message === 'string') fields[path] = message;
  return fields;
}

/** Any failure of a call, as the ApiError the views understand. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? null;
    if (status === null) return new ApiError({ type: 'network', status: null, message: t('errors.network') }, { cause: error });
    const body = (error.data ?? {}) as ErrorBody;
    const code = typeof body.error?.code === 'string' ? body.error.code : undefined;
    const serverMessage = typeof body.error?.message === 'string' && body.error.message ? body.error.message : undefined;
    return new ApiError(
      {
        type: typeForStatus(status, code),
        status,
        code,
        serverMessage,
        message: serverMessage ?? messageForStatus(status, error.response),
        fields: stringFields(body.error?.fields),
        details: detailsOf(body.error),
      },
      { cause: error },
    );
  }
  return new ApiError({ type: 'application', status: null, message: t('errors.generic') }, { cause: error });
}

/** The SPEC 8 friendly text for a failure's type (for a toast), whatever the server said. */
export function friendlyMessage(error: unknown): string {
  const { type, status } = toApiError(error);
  if (type === 'network') return t('errors.network');
  if (type === 'authentication') return t('errors.authentication');
  if (type === 'permission') return t('errors.permission');
  if (type === 'validation') return t('errors.validation');
  if (type === 'api') return status !== null && status >= 500 ? t('errors.server') : t('errors.request');
  return t('errors.generic');
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error.cause instanceof Error && error.cause.name === 'AbortError'));
}

const REFRESH_PATH = '/api/auth/refresh';

const client = ofetch.create(
  {
    credentials: 'include',
    // Retries belong to callers (core/retry.ts), which know what is safe to repeat.
    retry: 0,
    // SPEC 9; ofetch applies it only when the caller passed no signal of its own.
    timeout: config.api.timeoutMs,
    onRequest({ options }) {
      options.headers.set('Accept-Language', getTargetLanguage());
    },
  },
  {
    // The session's first refresh was asked for by the page while it parsed (core/early-refresh): its
    // answer is this call's, read like any other, so the cookie is presented once per page load. So
    // were the screen's first reads, with its token: a GET asking the same takes the page's answer.
    fetch: (input, init) => (input === REFRESH_PATH && takeEarlyRefresh()) || takeEarlyRead(input, init) || fetch(input, init),
  },
);

// ---------------------------------------------------------------- the session

const USER_PATH = '/api/auth/user';

export type { RefreshLock, TokenChannel } from './access-token';

export interface HttpEnvironment extends Omit<TokenCoordination, 'marginMs'> {
  /** Called once per rejected refresh; by default a full-page redirect to the sign-in path. */
  onAuthFailure: (error: ApiError) => void;
}

/**
 * Who decides what a refused session means: the running session (core/session
 * registers it), which sends a signed-in teacher to the sign-in page but
 * ignores a refusal that arrives after the teacher signed out (a request that
 * was on its way with the revoked token). Without one, the sign-in redirect.
 */
let sessionRejectedHandler: ((error: ApiError) => void) | null = null;

export function onSessionRejected(handler: (error: ApiError) => void): () => void {
  sessionRejectedHandler = handler;
  return () => {
    if (sessionRejectedHandler === handler) sessionRejectedHandler = null;
  };
}

const defaultEnvironment: HttpEnvironment = {
  ...defaultTokenCoordination,
  onAuthFailure: (error) => {
    console.warn(error.message);
    if (sessionRejectedHandler) sessionRejectedHandler(error);
    else browser.assign(LOGIN_REDIRECT_PATH);
  },
};

let env: HttpEnvironment = defaultEnvironment;

function applyEnvironment(next: HttpEnvironment): void {
  env = next;
  configureTokenCoordination({ locks: next.locks, openChannel: next.openChannel, now: next.now, marginMs: config.auth.tokenRefreshMarginMs });
}
applyEnvironment(defaultEnvironment);

/** Swaps parts of the environment (tests, or main.tsx); returns a function that restores the defaults. */
export function configureHttp(overrides: Partial<HttpEnvironment>): () => void {
  applyEnvironment({ ...defaultEnvironment, ...overrides });
  return () => applyEnvironment(defaultEnvironment);
}

/**
 * The last refresh's refusal when it said there is no session (401), until a refresh succeeds. The
 * route loaders' reads do not ask again then: a signed-out visitor's home page refreshed three times
 * (three 401s in the console), once per loader. A sign-in brings a token, which they use.
 */
let noSession: ApiError | null = null;

async function exchangeRefreshCookie(): Promise<TokenGrant> {
  let body: unknown;
  try {
    body = await client<unknown>(REFRESH_PATH, { method: 'POST' });
  } catch (error) {
    const failure = toApiError(error);
    noSession = failure.status === 401 ? failure : null;
    throw failure;
  }
  noSession = null;
  const grant = toTokenGrant(body);
  if (!grant) throw new ApiError({ type: 'authentication', status: null, code: 'refresh_invalid', message: t('errors.refreshFailed') });
  // The browser's cookie now signs in someone else (they signed in in another tab): this tab's teacher must
  // not go on as them, with their own name on screen. A refused session: this one ends here.
  if (forAnotherAccount(getAccessToken(), grant.accessToken)) {
    throw new ApiError({ type: 'authentication', status: 401, code: 'account_changed', message: t('errors.refreshFailed') });
  }
  return grant;
}

/**
 * Exchanges the refresh cookie for a new access token and holds it, shared
 * by every caller meanwhile and serialised across tabs (core/access-token).
 * Rejects with the ApiError of the refresh call (401 when there is no
 * session); it does not redirect.
 */
export function refreshAccessToken(): Promise<string> {
  return coordinateRefresh(exchangeRefreshCookie);
}

/** Network trouble, a rate limit or a server error may pass; anything else means the session is gone. */
function sessionRejected(error: ApiError): boolean {
  if (error.code === 'refresh_invalid') return true;
  return error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429;
}

const handledFailures = new WeakSet<ApiError>();

async function refreshForRequest(): Promise<string> {
  try {
    return await refreshAccessToken();
  } catch (error) {
    const cause = toApiError(error);
    // A transient failure keeps the session: sending the user away would lose their unsaved work.
    if (!sessionRejected(cause)) throw cause;
    const failure = new ApiError(
      { type: 'authentication', status: cause.status ?? 401, code: 'refresh_failed', message: t('errors.refreshFailed') },
      { cause },
    );
    // Concurrent requests share one rejected refresh: one redirect, not one per request.
    if (!handledFailures.has(cause)) {
      handledFailures.add(cause);
      clearAccessToken();
      env.onAuthFailure(failure);
    }
    throw failure;
  }
}

function freshToken(): string | null {
  const token = getAccessToken();
  return token && isAccessTokenFresh(config.auth.tokenRefreshMarginMs, env.now()) ? token : null;
}

/** Whether a request would go out now with the held token (no refresh first). */
export function holdsFreshAccessToken(): boolean {
  return freshToken() !== null;
}

/**
 * The access token a request would carry now: the held one while fresh,
 * else the shared refresh's (at boot, the very refresh the session's restore
 * runs). Rejects when there is no session, without the sign-in redirect a
 * request's failed refresh makes: for callers that only get ahead of the
 * screens (app/route-loaders.ts).
 */
export function accessTokenForRequests(): Promise<string> {
  const token = freshToken();
  if (token) return Promise.resolve(token);
  return noSession && getAccessToken() === null ? Promise.reject(noSession) : refreshAccessToken();
}

/** An expired bearer makes the user endpoint answer "nobody"; without one it asks the cookie. */
function unexpiredToken(): string | null {
  const token = getAccessToken();
  return token && isAccessTokenFresh(0, env.now()) ? token : null;
}

type BearerPolicy = 'none' | 'ifHeld' | 'required';

/** The path of a call, or null for another origin (which never gets the bearer). */
function sameOriginPath(url: string): string | null {
  const origin = typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://catedra.invalid';
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? parsed.pathname : null;
}

/**
 * SPEC 6: calls under /api/auth/ carry no bearer, except the user endpoint:
 * GET sends the token it has (the server falls back to the cookie, and a
 * signed-out visitor must not trigger a refresh), PUT needs a valid one.
 */
function bearerPolicy(path: string | null, method: string): BearerPolicy {
  if (path === null) return 'none';
  if (path === USER_PATH) return method === 'GET' ? 'ifHeld' : 'required';
  return path.startsWith('/api/auth/') ? 'none' : 'required';
}

// ---------------------------------------------------------------- requests

export type RequestOptions = Pick<FetchOptions<'json'>, 'method' | 'query' | 'headers' | 'signal'> & {
  /** A JSON-serialisable body. */
  body?: object;
};

function withBearer(options: RequestOptions, token: string | null): FetchOptions<'json'> {
  const headers = new Headers(options.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...options, headers } as FetchOptions<'json'>;
}

async function send<R>(url: string, options: RequestOptions, exec: (options: FetchOptions<'json'>) => Promise<R>): Promise<R> {
  const path = sameOriginPath(url);
  const policy = bearerPolicy(path, (options.method ?? 'GET').toUpperCase());
  let token = policy === 'required' ? (freshToken() ?? (await refreshForRequest())) : policy === 'ifHeld' ? unexpiredToken() : null;
  try {
    return await exec(withBearer(options, token));
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = toApiError(error);
    // SPEC 4: one retry after a 401, never for the user and refresh endpoints.
    if (failure.status !== 401 || policy !== 'required' || path === USER_PATH || path === REFRESH_PATH) throw failure;
    const current = freshToken();
    // Another request refreshed while this one was in flight: its token is the answer, no second rotation.
    token = current && current !== token ? current : await refreshForRequest();
  }
  try {
    return await exec(withBearer(options, token));
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = toApiError(error);
    if (failure.status !== 401) throw failure;
    throw new ApiError({ ...failure.toInit(), type: 'authentication', message: t('errors.authenticationRequired') }, { cause: error });
  }
}

/** Calls the API and returns the parsed body (undefined for an empty one). Aborts are rethrown as they are. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, (resolved) => client<T>(path, resolved));
}

/** Like request, for callers that must check the status (SPEC 7: registration succeeds only with 201). */
export function requestWithStatus<T>(path: string, options: RequestOptions = {}): Promise<{ status: number; data: T | undefined }> {
  return send(path, options, async (resolved) => {
    const response = await client.raw<T>(path, resolved);
    return { status: response.status, data: response._data };
  });
}

/** A file the API sent (an export), with the content-disposition header that names it. */
export interface FileResponse {
  blob: Blob;
  /** The raw header; core/content-disposition.ts reads the file name out of it. */
  disposition: string | null;
}

/** GETs a file with the bearer, refresh and 401 retry of every call; the body is kept as bytes, never parsed. */
export function requestFile(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<FileResponse> {
  return send(path, { ...options, method: 'GET' }, async (resolved) => {
    // send() builds JSON options (headers, bearer, signal); a file wants the same ones with a blob body.
    // The options carry no hooks of their own, so only the response type parameter changes.
    const response = await client.raw<Blob, 'blob'>(path, { ...(resolved as unknown as FetchOptions<'blob'>), responseType: 'blob' });
    return { blob: response._data ?? new Blob([]), disposition: response.headers.get('content-disposition') };
  });
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands for features' api modules: `api.get<School[]>('/api/schools')`. */
export const api = {
  get: <T>(path: string, options?: CallOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: object, options?: CallOptions) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: object, options?: CallOptions) => request<T>(path, { ...options, method: 'PUT', body }),
  del: <T = void>(path: string, options?: CallOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * SPEC 5: a fetch with no id returns its empty value (null, an empty list)
 * without calling the server.
 */
export async function fetchById<Id extends string | number, T, E>(id: Id | null | undefined | '', fetcher: (id: Id) => Promise<T>, empty: E): Promise<T | E> {
  if (id === null || id === undefined || id === '') return empty;
  return fetcher(id);
}

/** SPEC 7: a list response that is not an array is treated as empty. */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
