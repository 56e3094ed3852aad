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

/** The matched route's path ("/api/quizzes/:id"), or for no route (a 404) the path as sent. */
const routePath = (request: FastifyRequest) => request.routeOptions.url ?? request.url;

/** Whether the request is for the API, by its route (see above). */
export function isApiRequest(request: FastifyRequest): boolean {
  return routePath(request).startsWith('/api/');
}

export function installBearerGuard(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request) => {
    if (!isProtectedApiPath(routePath(request))) return;
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
