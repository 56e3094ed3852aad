// Every /api route outside /api/auth/ needs a valid bearer access token
// (SPEC 6). The check runs before the body is read, so an anonymous caller
// cannot make the server parse anything. It reads the path of the route the
// router matched, not the request's own spelling: "/%61pi/quizzes" reaches the
// route of "/api/quizzes" (the router decodes it), and was let through to
// the body parser (an outside tester's 7 MB bodies, anonymous).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthenticated } from '../errors';

const PUBLIC_API_PREFIXES = ['/api/auth/', '/api/health'];

export function isProtectedApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !PUBLIC_API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Whether the request is for the API: the matched route's path, or for no route (a 404) the path as sent. */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

export function installBearerGuard(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request) => {
    if (!isProtectedApiPath(request.routeOptions.url ?? request.url)) return;
    const token = bearerOf(request);
    const claims = token ? await ctx.tokens.verify(token) : null;
    if (!claims) throw unauthenticated();
    request.auth = claims;
  });
}

/** The signed-in user of a protected route (the guard has already run). */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw unauthenticated();
  return request.auth.userId;
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return /^Bearer\s+([\w.~+/=-]+)$/i.exec(header)?.[1];
}
