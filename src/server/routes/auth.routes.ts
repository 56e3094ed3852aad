// Local accounts and sessions (DESIGN.md 3): register, login, refresh,
// current user, logout, forgot and reset password.
import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordSchema,
  loginSchema,
  type PasswordPolicyView,
  profileSchema,
  registerSchemaFor,
  resetPasswordSchemaFor,
} from '../../domain/schemas/auth';
import { clearRefreshCookie, markSignedOut, refreshCookieOf, setRefreshCookie, startSession } from '../auth/cookies';
import { bearerOf } from '../auth/guard';
import { assertSameOrigin } from '../auth/origin';
import { verifyAgainstDummy } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { earlyAnswers } from '../early-answers';
import { ApiError, conflict, unauthenticated } from '../errors';
import { languageFrom, translate } from '../i18n';
import { endResetTokens, insertResetToken, liveResetToken, useResetToken } from '../repos/password-resets.repo';
import { revokeAllSessions, revokeSession, rotateRefreshToken, sessionIdForRefreshToken, userIdForRefreshToken } from '../repos/sessions.repo';
import { createDefaultSubscription } from '../repos/subscriptions.repo';
import { findUserByEmail, findUserById, insertUser, isDuplicateEmail, setPasswordHash, toPublicUser, updateProfile } from '../repos/users.repo';
import { parseBody } from '../validate';

const RESET_TOKEN_MINUTES = 30;
/** The largest sign-in, registration or reset form (names, an address, two passwords at their limits) is ~2 KB. */
const FORM_BODY_LIMIT = 16 * 1024;
/** A refresh or a sign-out reads no body; a client may still send an empty object. */
const NO_BODY_LIMIT = 1024;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, tokens } = ctx;
  const sessionSeconds = config.sessionDays * 86_400;

  // Signed out, anyone may call these: a body is read only as large as the form it carries (a refresh and a sign-out
  // carry none, and a 1 MB one was parsed for nothing, with no rate limit before it).
  // Never above BODY_LIMIT_BYTES: a route's own limit replaces the server's.
  const limit = (max: number, timeWindow: string) => ({
    config: { rateLimit: { max, timeWindow } },
    bodyLimit: Math.min(FORM_BODY_LIMIT, config.bodyLimitBytes),
  });
  const noBody = { bodyLimit: Math.min(NO_BODY_LIMIT, config.bodyLimitBytes) };
  // PASSWORD_POLICY: the rule for new passwords, built once.
  const registerSchema = registerSchemaFor(config.passwordPolicy);
  const resetPasswordSchema = resetPasswordSchemaFor(config.passwordPolicy);

  // Public, like the forms that read it: registration and reset state the rule the server will apply.
  app.get('/api/auth/password-policy', async (): Promise<PasswordPolicyView> => ({ policy: config.passwordPolicy }));

  app.post('/api/auth/register', limit(config.rateLimit.registerPerHour, '1 hour'), async (request, reply) => {
    const input = parseBody(registerSchema, request.body);
    if (await findUserByEmail(db, input.email)) throw conflict('auth.errors.emailTaken');
    const passwordHash = await ctx.passwords.hash(input.password);
    try {
      const user = await db.transaction().execute(async (tx) => {
        const row = await insertUser(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
        await createDefaultSubscription(tx, row.id, config.freePlan);
        return row;
      });
      return reply.status(201).send(toPublicUser(user));
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isDuplicateEmail(error)) throw conflict('auth.errors.emailTaken');
      throw error;
    }
  });

  app.post('/api/auth/login', limit(config.rateLimit.loginPerMinute, '1 minute'), async (request, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const input = parseBody(loginSchema, request.body);
    const wait = await ctx.loginThrottle.retryAfterSeconds(input.email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'rate_limited', { key: 'errors.rateLimited', params: { seconds: wait } });
    }
    const user = await findUserByEmail(db, input.email);
    const ok = user?.password_hash ? await ctx.passwords.verify(input.password, user.password_hash) : await verifyAgainstDummy(ctx.passwords, input.password);
    if (!user || !ok) {
      await ctx.loginThrottle.recordFailure(input.email);
      throw unauthenticated('auth.errors.invalidCredentials');
    }
    await ctx.loginThrottle.recordSuccess(input.email);
    await startSession(ctx, request, reply, user.id);
    return reply.status(204).send();
  });

  app.post('/api/auth/refresh', noBody, async (request, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const presented = refreshCookieOf(request);
    if (!presented) {
      markSignedOut(request, reply);
      throw unauthenticated();
    }
    const outcome = await rotateRefreshToken(db, presented, ctx.refreshSuccessorKey);
    if (outcome.kind !== 'rotated') {
      if (outcome.kind === 'reused') {
        ctx.revocations.markRevoked([outcome.sessionId]);
        request.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session family revoked');
      }
      clearRefreshCookie(request, reply);
      throw unauthenticated();
    }
    setRefreshCookie(request, reply, outcome.refreshToken, sessionSeconds);
    const grant = await tokens.issue({ userId: outcome.userId, sessionId: outcome.sessionId });
    const early = await earlyAnswers(app, request, grant.accessToken);
    return early ? { ...grant, early } : grant;
  });

  app.get('/api/auth/user', async (request, reply) => {
    const bearer = bearerOf(request);
    let userId = bearer ? (await tokens.verify(bearer))?.userId : undefined;
    if (!userId && !bearer) {
      const presented = refreshCookieOf(request);
      if (presented) userId = await userIdForRefreshToken(db, presented);
    }
    const user = userId ? await findUserById(db, userId) : undefined;
    // SPEC 7: an empty response means "not signed in".
    if (!user) return reply.status(204).send();
    return toPublicUser(user);
  });

  // Profile names, from the settings screen. The bearer is required here even
  // though the path is under /api/auth/.
  app.put('/api/auth/user', async (request) => {
    const bearer = bearerOf(request);
    const claims = bearer ? await tokens.verify(bearer) : null;
    if (!claims) throw unauthenticated();
    const input = parseBody(profileSchema, request.body);
    const row = await updateProfile(db, claims.userId, input);
    if (!row) throw unauthenticated();
    return toPublicUser(row);
  });

  app.post('/api/auth/logout', noBody, async (request, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const bearer = bearerOf(request);
    const claims = bearer ? await tokens.verify(bearer) : null;
    const presented = refreshCookieOf(request);
    // Both sessions the browser presents end: the cookie is cleared either way, and a session it held but
    // sign-out left running (an access token of another session beside it) could still refresh.
    const cookieSession = presented ? await sessionIdForRefreshToken(db, presented) : undefined;
    for (const sessionId of new Set([claims?.sessionId, cookieSession])) {
      if (sessionId) ctx.revocations.markRevoked(await revokeSession(db, sessionId, 'logout'));
    }
    clearRefreshCookie(request, reply);
    return reply.status(204).send();
  });

  app.post('/api/auth/forgot-password', limit(config.rateLimit.passwordResetPerHour, '1 hour'), async (request, reply) => {
    const input = parseBody(forgotPasswordSchema, request.body);
    const user = await findUserByEmail(db, input.email);
    if (user) {
      const token = randomToken();
      await db.transaction().execute(async (tx) => {
        // Only the newest link works: fewer live tokens, and the mail the teacher just asked for is the one that counts.
        await endResetTokens(tx, user.id);
        await insertResetToken(tx, user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
      });
      const lang = languageFrom(request.headers['accept-language']);
      // Never from Host or X-Forwarded-Host: a forged header would mail the token to someone else's site.
      const link = `${ctx.publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: a slow mail server must not reveal, by timing, that the account exists.
      void ctx.mailer
        .send({ to: user.email, subject: translate(lang, 'mail.reset.subject'), text: translate(lang, 'mail.reset.body', { link }) })
        .catch((error) => request.log.error({ err: error }, 'queueing the reset mail failed'));
    }
    // The same answer whether or not the account exists.
    return reply.status(202).send();
  });

  app.post('/api/auth/reset-password', limit(config.rateLimit.passwordResetPerHour, '1 hour'), async (request, reply) => {
    const input = parseBody(resetPasswordSchema, request.body);
    const tokenHash = hashToken(input.token);
    const invalid = () => new ApiError(400, 'validation', { key: 'auth.errors.invalidResetToken' }, { token: { key: 'auth.errors.invalidResetToken' } });
    // The token first: hashing costs half a second of CPU, not to be spent on a made-up token.
    if (!(await liveResetToken(db, tokenHash))) throw invalid();
    const passwordHash = await ctx.passwords.hash(input.password);
    // Using the token up is checked again here, in one statement: two resets racing with one link cannot both win.
    const revoked = await db.transaction().execute(async (tx) => {
      const userId = await useResetToken(tx, tokenHash);
      if (!userId) return undefined;
      await setPasswordHash(tx, userId, passwordHash);
      // Every other link of the account dies with this one: an older mail must not reset the new password.
      await endResetTokens(tx, userId);
      return revokeAllSessions(tx, userId, 'password_reset');
    });
    if (!revoked) throw invalid();
    ctx.revocations.markRevoked(revoked);
    return reply.status(204).send();
  });
}
