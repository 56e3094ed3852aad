// Sign-in sessions and their rotating refresh tokens (DESIGN.md 3). A
// session is a token family: each refresh uses up the presented token and
// issues the next; a used token presented again means it was stolen, so the
// whole family is revoked.
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { hashToken, randomToken } from '../auth/tokens';

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

export async function createSession(db: Db, userId: string, lifetimeDays: number, userAgent?: string) {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + lifetimeDays * 86_400_000);
  const sessionId = await db.transaction().execute(async (tx) => {
    const session = await tx
      .insertInto('auth_session')
      .values({ user_id: userId, expires_at: expiresAt, user_agent: userAgent?.slice(0, 300) ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('refresh_token').values({ token_hash: hashToken(refreshToken), session_id: session.id }).execute();
    return session.id;
  });
  return { sessionId, refreshToken, expiresAt };
}

export async function rotateRefreshToken(db: Db, presented: string): Promise<RefreshOutcome> {
  const tokenHash = hashToken(presented);
  return db.transaction().execute(async (tx) => {
    // Using the token up and checking it are one statement, so two concurrent
    // refreshes with the same token cannot both succeed.
    const used = await tx
      .updateTable('refresh_token')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (!used) {
      const known = await tx.selectFrom('refresh_token').select('session_id').where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!known) return { kind: 'invalid' };
      await revokeSession(tx, known.session_id, 'refresh_token_reuse');
      return { kind: 'reused', sessionId: known.session_id };
    }
    const session = await tx
      .selectFrom('auth_session')
      .select(['id', 'user_id'])
      .where('id', '=', used.session_id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!session) return { kind: 'invalid' };
    const refreshToken = randomToken();
    await tx.insertInto('refresh_token').values({ token_hash: hashToken(refreshToken), session_id: session.id }).execute();
    return { kind: 'rotated', userId: session.user_id, sessionId: session.id, refreshToken };
  });
}

/** The user of a live session whose current (unused) refresh token this is, without rotating it. */
export async function userIdForRefreshToken(db: Db, presented: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_token')
    .innerJoin('auth_session', 'auth_session.id', 'refresh_token.session_id')
    .select(['auth_session.user_id', 'auth_session.id'])
    .where('refresh_token.token_hash', '=', hashToken(presented))
    .where('refresh_token.used_at', 'is', null)
    .where('auth_session.revoked_at', 'is', null)
    .where('auth_session.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id;
}

export async function sessionIdForRefreshToken(db: Db, presented: string): Promise<string | undefined> {
  const row = await db.selectFrom('refresh_token').select('session_id').where('token_hash', '=', hashToken(presented)).executeTakeFirst();
  return row?.session_id;
}

export async function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_session')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Boolean(row);
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: string, reason: string) {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
