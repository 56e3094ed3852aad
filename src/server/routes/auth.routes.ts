// Local accounts and sessions (DESIGN.md 3): register, login, refresh,
// current user, logout, forgot and reset password.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../domain/schemas/auth';
import type { AppContext } from '../context';
import { ApiError, conflict, unauthenticated } from '../errors';
import { parseBody } from '../validate';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { assertSameOrigin } from '../auth/origin';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie, startSession } from '../auth/cookies';
import { findUserByEmail, findUserById, insertUser, isDuplicateEmail, toPublicUser } from '../repos/users.repo';
import { createDefaultSubscription } from '../repos/subscriptions.repo';
import {
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  sessionIdForRefreshToken,
  userIdForRefreshToken,
} from '../repos/sessions.repo';
import { languageFrom, translate } from '../i18n';
import { bearerOf } from '../auth/guard';

const RESET_TOKEN_MINUTES = 30;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, tokens } = ctx;
  const sessionSeconds = config.sessionDays * 86_400;

  const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

  app.post('/api/auth/register', limit(config.rateLimit.registerPerHour, '1 hour'), async (request, reply) => {
    const input = parseBody(registerSchema, request.body);
    if (await findUserByEmail(db, input.email)) throw conflict('auth.errors.emailTaken');
    const passwordHash = await hashPassword(input.password);
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
    const wait = ctx.loginThrottle.retryAfterSeconds(input.email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'rate_limited', { key: 'errors.rateLimited', params: { seconds: wait } });
    }
    const user = await findUserByEmail(db, input.email);
    const ok = user?.password_hash ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDummy(input.password);
    if (!user || !ok) {
      ctx.loginThrottle.recordFailure(input.email);
      throw unauthenticated('auth.errors.invalidCredentials');
    }
    ctx.loginThrottle.recordSuccess(input.email);
    await startSession(ctx, request, reply, user.id);
    return reply.status(204).send();
  });

  app.post('/api/auth/refresh', async (request, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const presented = refreshCookieOf(request);
    if (!presented) throw unauthenticated();
    const outcome = await rotateRefreshToken(db, presented);
    if (outcome.kind !== 'rotated') {
      if (outcome.kind === 'reused') request.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session family revoked');
      clearRefreshCookie(request, reply);
      throw unauthenticated();
    }
    setRefreshCookie(request, reply, outcome.refreshToken, sessionSeconds);
    return tokens.issue({ userId: outcome.userId, sessionId: outcome.sessionId });
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
    const row = await db
      .updateTable('app_user')
      .set({ first_name: input.firstName, last_name: input.lastName, updated_at: sql`now()` })
      .where('id', '=', claims.userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw unauthenticated();
    return toPublicUser(row);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const bearer = bearerOf(request);
    const claims = bearer ? await tokens.verify(bearer) : null;
    const presented = refreshCookieOf(request);
    const sessionId = claims?.sessionId ?? (presented ? await sessionIdForRefreshToken(db, presented) : undefined);
    if (sessionId) await revokeSession(db, sessionId, 'logout');
    clearRefreshCookie(request, reply);
    return reply.status(204).send();
  });

  app.post('/api/auth/forgot-password', limit(config.rateLimit.passwordResetPerHour, '1 hour'), async (request, reply) => {
    const input = parseBody(forgotPasswordSchema, request.body);
    const user = await findUserByEmail(db, input.email);
    if (user) {
      const token = randomToken();
      await db
        .insertInto('password_reset')
        .values({ token_hash: hashToken(token), user_id: user.id, expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000) })
        .execute();
      const lang = languageFrom(request.headers['accept-language']);
      const base = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const link = `${base}/reset-password?token=${encodeURIComponent(token)}`;
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
    const passwordHash = await hashPassword(input.password);
    const done = await db.transaction().execute(async (tx) => {
      const reset = await tx
        .updateTable('password_reset')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', hashToken(input.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      if (!reset) return false;
      await tx.updateTable('app_user').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', reset.user_id).execute();
      await revokeAllSessions(tx, reset.user_id, 'password_reset');
      return true;
    });
    if (!done) throw new ApiError(400, 'validation', { key: 'auth.errors.invalidResetToken' }, { token: { key: 'auth.errors.invalidResetToken' } });
    return reply.status(204).send();
  });
}
