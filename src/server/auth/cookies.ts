// The refresh-token cookie: httpOnly so scripts never see it, SameSite=Lax,
// Secure whenever the request came over TLS, scoped to the paths that use it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createSession } from '../repos/sessions.repo';

export const REFRESH_COOKIE = 'catedra_refresh';
// Only the account routes read it; static files and other API calls never carry it.
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: COOKIE_PATH });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}

/** Starts a session for a user who just proved who they are (password or OpenID sign-in). */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const session = await createSession(ctx.db, userId, ctx.config.sessionDays, request.headers['user-agent']);
  setRefreshCookie(request, reply, session.refreshToken, ctx.config.sessionDays * 86_400);
}
