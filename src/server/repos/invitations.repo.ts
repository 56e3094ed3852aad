// Invitation links to a school (issue 16). Only the SHA-256 of a link's token
// is stored (auth/tokens.ts hashToken). Joining checks and counts the use in
// one statement, so two people racing for a single-use link cannot both win.
import { sql } from 'kysely';
import type { Invitation, InvitationPreview, InvitationStatus } from '../../domain/api/staff';
import type { Db } from '../db/index';
import { notFound } from '../errors';
import { forgetDeparture } from './school-domain.repo';
import { fullNameOf } from './users.repo';

const creatorName = sql<string>`coalesce(${fullNameOf('creator')}, '')`;

const invitationColumns = [
  'school_invitation.id',
  'school_invitation.max_uses as maxUses',
  'school_invitation.uses',
  'school_invitation.expires_at as expiresAt',
  'school_invitation.created_at as createdAt',
  creatorName.as('createdByName'),
  sql<string>`coalesce(school_invitation.sent_to, '')`.as('sentTo'),
  sql<string>`coalesce(school_invitation.link_end, '')`.as('linkEnd'),
] as const;

export async function insertInvitation(
  db: Db,
  invitation: { schoolId: string; tokenHash: string; maxUses: number; expiresAt: Date; createdBy: string; sentTo: string | null; linkEnd: string },
): Promise<Invitation<Date>> {
  const { id } = await db
    .insertInto('school_invitation')
    .values({
      school_id: invitation.schoolId,
      token_hash: invitation.tokenHash,
      max_uses: invitation.maxUses,
      expires_at: invitation.expiresAt,
      created_by: invitation.createdBy,
      sent_to: invitation.sentTo,
      link_end: invitation.linkEnd,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [created] = await pendingInvitations(db, invitation.schoolId, id);
  // Deleted with its school in another request since the insert: for the caller, the school is gone.
  if (!created) throw notFound();
  return created;
}

/** The school's links that still work (not revoked, not expired, not used up), newest first. */
export function pendingInvitations(db: Db, schoolId: string, id?: string): Promise<Invitation<Date>[]> {
  let query = db
    .selectFrom('school_invitation')
    .leftJoin('app_user as creator', 'creator.id', 'school_invitation.created_by')
    .where('school_invitation.school_id', '=', schoolId)
    .where('school_invitation.revoked_at', 'is', null)
    .where('school_invitation.expires_at', '>', sql<Date>`now()`)
    .whereRef('school_invitation.uses', '<', 'school_invitation.max_uses')
    .select(invitationColumns)
    .orderBy('school_invitation.created_at', 'desc');
  if (id) query = query.where('school_invitation.id', '=', id);
  return query.execute();
}

/** False when the school has no such link still working. */
export async function revokeInvitation(db: Db, schoolId: string, id: string): Promise<boolean> {
  const revoked = await db
    .updateTable('school_invitation')
    .set({ revoked_at: sql`now()` })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows) > 0;
}

/**
 * The link's state for the person opening it. For one who was removed from the school or left it after the
 * link was made, it is withdrawn: a link with uses left brought a removed teacher straight back
 * (docs/trust.md: only a new link does).
 */
const statusFor = (userId: string) => sql<InvitationStatus>`CASE
  WHEN school_invitation.revoked_at IS NOT NULL THEN 'revoked'
  WHEN EXISTS (SELECT 1 FROM school_departure d WHERE d.school_id = school_invitation.school_id AND d.user_id = ${userId}
    AND d.departed_at >= school_invitation.created_at) THEN 'revoked'
  WHEN school_invitation.uses >= school_invitation.max_uses THEN 'used'
  WHEN school_invitation.expires_at <= now() THEN 'expired'
  ELSE 'valid' END`;

/** What a link invites to, for the person opening it; undefined for a token that was never issued. */
export async function previewInvitation(db: Db, tokenHash: string, userId: string): Promise<InvitationPreview | undefined> {
  const row = await db
    .selectFrom('school_invitation')
    .innerJoin('school', 'school.id', 'school_invitation.school_id')
    .leftJoin('app_user as creator', 'creator.id', 'school_invitation.created_by')
    .where('school_invitation.token_hash', '=', tokenHash)
    .select([
      'school.id as schoolId',
      'school.name as schoolName',
      creatorName.as('invitedBy'),
      statusFor(userId).as('status'),
      sql<boolean>`EXISTS (SELECT 1 FROM school_member m WHERE m.school_id = school.id AND m.user_id = ${userId})`.as('alreadyMember'),
    ])
    .executeTakeFirst();
  return row;
}

export type AcceptOutcome = { joined: string } | { member: string } | { refused: InvitationStatus } | undefined;

/**
 * Joins the user to the link's school as a teacher, counting one use.
 * Someone already a member joins nothing and uses nothing up. Undefined for a
 * token never issued. Call inside a transaction.
 */
export async function acceptInvitation(tx: Db, tokenHash: string, userId: string): Promise<AcceptOutcome> {
  const preview = await previewInvitation(tx, tokenHash, userId);
  if (!preview) return undefined;
  if (preview.alreadyMember) return { member: preview.schoolId };
  // A link that does not work for this person (withdrawn for them too: they left after it was made) is refused here;
  // the update below still guards a link that stops working meanwhile.
  if (preview.status !== 'valid') return { refused: preview.status };
  // The use is counted only while the link still works, in the statement that checks it.
  const used = await tx
    .updateTable('school_invitation')
    .set({ uses: sql`uses + 1` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .whereRef('uses', '<', 'max_uses')
    .returning('school_id')
    .executeTakeFirst();
  if (!used) {
    const now = await previewInvitation(tx, tokenHash, userId);
    return { refused: now && now.status !== 'valid' ? now.status : 'used' };
  }
  const joined = await tx
    .insertInto('school_member')
    .values({ school_id: used.school_id, user_id: userId, role: 'teacher' })
    .onConflict((oc) => oc.columns(['school_id', 'user_id']).doNothing())
    .returning('school_id')
    .executeTakeFirst();
  // Joined meanwhile by another tab: that join stands, and this use is given back with the transaction.
  if (!joined) throw new MemberMeanwhile(used.school_id);
  await forgetDeparture(tx, used.school_id, userId);
  return { joined: used.school_id };
}

/** Thrown inside acceptInvitation's transaction to roll its use back. */
export class MemberMeanwhile extends Error {
  constructor(readonly schoolId: string) {
    super('already a member');
  }
}
