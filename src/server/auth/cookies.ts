// The refresh-token cookie: httpOnly so scripts never see it, SameSite=Lax,
// Secure whenever the request came over TLS, scoped to the paths that use it.
// Beside it, a hint that the browser has no session (SIGNED_OUT_COOKIE): set
// wherever the refresh cookie is cleared or missing, cleared wherever it is set.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_OUT_COOKIE } from '../../domain/api/early-refresh';
import type { AppContext } from '../context';
import { createSession } from '../repos/sessions.repo';

export const REFRESH_COOKIE = 'catedra_refresh';
// Only the account routes read it; static files and other API calls never carry it.
const COOKIE_PATH = '/api/auth';
/** Chromium's longest cookie life: the hint outlives any session it stands for. */
const SIGNED_OUT_SECONDS = 400 * 86_400;

/** The refresh cookie's attributes; a clear must name the same path, or it clears nothing. */
const refreshAttributes = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: COOKIE_PATH }) as const;
/** The hint's: every page's script reads it, so the whole site and no httpOnly. */
const hintAttributes = (request: FastifyRequest) => ({ sameSite: 'lax', secure: request.protocol === 'https', path: '/' }) as const;

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(REFRESH_COOKIE, token, { ...refreshAttributes(request), maxAge: maxAgeSeconds });
  if (request.cookies[SIGNED_OUT_COOKIE] !== undefined) reply.clearCookie(SIGNED_OUT_COOKIE, hintAttributes(request));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, refreshAttributes(request));
  markSignedOut(request, reply);
}

/**
 * Tells the page's inline script (server/early-refresh.ts) that this browser has no session to refresh, so a
 * visitor's next page asks for none. Readable by scripts on purpose: it says only "signed out". A browser
 * still without it (a first visit) asks once and learns it from the 401.
 */
export function markSignedOut(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[SIGNED_OUT_COOKIE] === '1') return;
  reply.setCookie(SIGNED_OUT_COOKIE, '1', { ...hintAttributes(request), maxAge: SIGNED_OUT_SECONDS });
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
