// Links between an OpenID provider's identity (issuer and subject) and a user.
import type { Db } from '../db/index';

/** The user already linked to the identity, if any. */
export async function linkedUserId(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const linked = await db.selectFrom('user_identity').select('user_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return linked?.user_id;
}

export async function linkIdentity(tx: Db, issuer: string, subject: string, userId: string) {
  await tx.insertInto('user_identity').values({ issuer, subject, user_id: userId }).execute();
}
