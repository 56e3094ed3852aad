// The key that signs access tokens. Every app instance must share it, so
// when SESSION_SECRET is not set it is generated once and kept in the
// database, where stateless instances behind a load balancer all find it.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index';

export async function signingSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_secret')
    .values({ name: 'access_token_key', value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', 'access_token_key').executeTakeFirstOrThrow();
  return row.value;
}
