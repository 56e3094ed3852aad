// Replaces globalThis.fetch with a table of routes ('POST /api/auth/login')
// and records every call, so client code runs unchanged against fake answers.

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (?classroomId=…). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type RouteHandler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
  });
}

/** A failure before any response, as the browser reports a lost connection. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

export function stubFetch(routes: Record<string, RouteHandler>) {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost:3000');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return jsonResponse(404, { error: { code: 'not_found', message: `no stub for ${call.method} ${call.path}` } });
    return handler(call);
  }) as typeof fetch;
  return {
    calls,
    /** Calls to one route, in order. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
