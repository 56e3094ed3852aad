// Sign-in sessions and their rotating refresh tokens (DESIGN.md 3). A
// session is a token family: each refresh uses up the presented token and
// issues the next; a used token presented again means it was stolen, so the
// whole family is revoked (RFC 9700 4.14.2), except within a short grace
// window for the legitimate race of two tabs refreshing with one cookie.
import { sql } from 'kysely';
import { sanitizeLabel } from '../../domain/sanitize';
import { hashToken, randomToken, refreshSuccessor } from '../auth/tokens';
import type { Db } from '../db/index';

/** Enough to tell a teacher's browsers apart on the session list. */
const USER_AGENT_LENGTH = 300;

/**
 * How long a just-rotated token still yields its (same) successor. Two tabs
 * of one browser share the cookie; on plain http they cannot coordinate
 * (no navigator.locks), so both may present it within a request's time of
 * each other. 20 s covers a slow request on a busy school server or a
 * congested network; a replay after it is treated as theft. A thief who
 * replays within it gets the successor the victim already holds, the
 * accepted cost of the window RFC 9700 describes.
 */
export const REFRESH_GRACE_SECONDS = 20;

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
      .values({ user_id: userId, expires_at: expiresAt, user_agent: userAgent === undefined ? null : sanitizeLabel(userAgent, USER_AGENT_LENGTH) || null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('refresh_token')
      .values({ token_hash: hashToken(refreshToken), session_id: session.id })
      .execute();
    return session.id;
  });
  return { sessionId, refreshToken, expiresAt };
}

export async function rotateRefreshToken(db: Db, presented: string, successorKey: Uint8Array): Promise<RefreshOutcome> {
  const tokenHash = hashToken(presented);
  const successor = refreshSuccessor(presented, successorKey);
  const successorHash = hashToken(successor);
  return db.transaction().execute(async (tx) => {
    // Using the token up and checking it are one statement, so two concurrent
    // refreshes with the same token cannot both rotate it.
    const used = await tx
      .updateTable('refresh_token')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (!used) {
      const known = await tx
        .selectFrom('refresh_token')
        .select(['session_id', sql<boolean>`used_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`.as('within_grace')])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!known) return { kind: 'invalid' };
      // The other tab of a race: the same successor, as long as nobody has rotated it since.
      const sibling = known.within_grace
        ? await tx
            .selectFrom('refresh_token')
            .select('session_id')
            .where('token_hash', '=', successorHash)
            .where('session_id', '=', known.session_id)
            .where('used_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (sibling) {
        const session = await liveSession(tx, known.session_id);
        return session ? { kind: 'rotated', userId: session.user_id, sessionId: session.id, refreshToken: successor } : { kind: 'invalid' };
      }
      await revokeSession(tx, known.session_id, 'refresh_token_reuse');
      return { kind: 'reused', sessionId: known.session_id };
    }
    const session = await liveSession(tx, used.session_id);
    if (!session) return { kind: 'invalid' };
    await tx.insertInto('refresh_token').values({ token_hash: successorHash, session_id: session.id }).execute();
    return { kind: 'rotated', userId: session.user_id, sessionId: session.id, refreshToken: successor };
  });
}

function liveSession(db: Db, sessionId: string) {
  return db
    .selectFrom('auth_session')
    .select(['id', 'user_id'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
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

/** Revokes one session; answers the ids it revoked (none when it already was), for SessionRevocations.markRevoked. */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('auth_session')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Revokes every session of a user; answers the ids it revoked. */
export async function revokeAllSessions(db: Db, userId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('auth_session')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
