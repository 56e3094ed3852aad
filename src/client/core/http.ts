// The one HTTP client of the SPA: same-origin JSON with cookies, the
// interface language on every call (server messages come back translated),
// the in-memory bearer token, and every failure as an ApiError.
// Refresh-ahead, shared refresh and the retry after a 401 come next (DESIGN 4).
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { getAccessToken } from './access-token';
import { getLanguage, t } from './i18n';

/** SPEC 8 error types. */
export type ErrorType = 'api' | 'validation' | 'network' | 'application' | 'permission' | 'authentication';

export interface ApiErrorInit {
  type: ErrorType;
  /** HTTP status; null when no response arrived. */
  status: number | null;
  message: string;
  /** Per-field messages (already translated by the server), keyed by field path. */
  fields?: Record<string, string>;
  /** The server's error code (`validation`, `conflict`, `plan_limit`...). */
  code?: string;
  /** The message exactly as the server sent it, when it sent one. */
  serverMessage?: string;
}

export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number | null;
  readonly fields: Record<string, string>;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.code = init.code;
    this.serverMessage = init.serverMessage;
  }

  /** The fields of this error, for building a variant of it. */
  toInit(): ApiErrorInit {
    return { type: this.type, status: this.status, message: this.message, fields: this.fields, code: this.code, serverMessage: this.serverMessage };
  }
}

/** The server's one error shape (DESIGN 2). */
interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
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
function friendlyMessage(status: number, response: Response | undefined): string {
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
        message: serverMessage ?? friendlyMessage(status, error.response),
        fields: stringFields(body.error?.fields),
      },
      { cause: error },
    );
  }
  return new ApiError({ type: 'application', status: null, message: t('errors.generic') }, { cause: error });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error.cause instanceof Error && error.cause.name === 'AbortError'));
}

const client = ofetch.create({
  credentials: 'include',
  // Retries belong to the sync and refresh logic, which knows what is safe to repeat.
  retry: 0,
  onRequest({ options }) {
    options.headers.set('Accept-Language', getLanguage());
    const token = getAccessToken();
    if (token && !options.headers.has('Authorization')) options.headers.set('Authorization', `Bearer ${token}`);
  },
});

export type RequestOptions = Pick<FetchOptions<'json'>, 'method' | 'query' | 'headers' | 'signal'> & {
  /** A JSON-serialisable body. */
  body?: object;
};

/** Calls the API and returns the parsed body (undefined for an empty one). Aborts are rethrown as they are. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await client<T>(path, options as FetchOptions<'json'>);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw toApiError(error);
  }
}

/** Like request, for callers that must check the status (SPEC 7: registration succeeds only with 201). */
export async function requestWithStatus<T>(path: string, options: RequestOptions = {}): Promise<{ status: number; data: T | undefined }> {
  try {
    const response = await client.raw<T>(path, options as FetchOptions<'json'>);
    return { status: response.status, data: response._data };
  } catch (error) {
    if (isAbort(error)) throw error;
    throw toApiError(error);
  }
}
