// Password reset links (DESIGN.md 3). Only the hash of a link's token is
// stored; a link works once, before it expires, and only the newest one of an
// account works at all.
import { sql } from 'kysely';
import type { Db } from '../db/index';

/** The account of a link that is neither used nor expired. */
export function liveResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Ends every outstanding reset link of an account. */
export async function endResetTokens(tx: Db, userId: string) {
  await tx.updateTable('password_reset').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertResetToken(tx: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await tx.insertInto('password_reset').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
}

/**
 * Uses the link up and answers its account, or undefined when it is used,
 * expired or unknown. Checking and using are one statement: two resets racing
 * with one link cannot both win.
 */
export async function useResetToken(tx: Db, tokenHash: string): Promise<string | undefined> {
  const reset = await tx
    .updateTable('password_reset')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return reset?.user_id;
}
