// Sign-in by domain (issue 16): a school's owner names the domain of its
// staff's accounts; whoever signs in through the OpenID provider with a
// verified address there joins as a teacher, unless they were removed from
// the school or left it (school_departure). Local accounts never join this
// way: nobody vouches for their address.
import { sql } from 'kysely';
import type { Db } from '../db/index';

export async function joinDomainOf(db: Db, schoolId: string): Promise<string | null> {
  const row = await db.selectFrom('school').select('join_domain').where('id', '=', schoolId).executeTakeFirst();
  return row?.join_domain ?? null;
}

export async function setJoinDomain(db: Db, schoolId: string, domain: string | null): Promise<void> {
  await db.updateTable('school').set({ join_domain: domain }).where('id', '=', schoolId).execute();
}

/** The domain of an address ('' without one). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Makes the user a teacher of every school whose domain is their verified address's, except those they left; the schools joined now. */
export async function joinSchoolsByDomain(db: Db, userId: string, verifiedEmail: string): Promise<string[]> {
  const domain = domainOf(verifiedEmail);
  if (!verifiedEmail.includes('@') || domain === '') return [];
  const joined = await db
    .insertInto('school_member')
    .columns(['school_id', 'user_id', 'role'])
    .expression((eb) =>
      eb
        .selectFrom('school')
        .select(['school.id', sql.lit(userId).as('user_id'), sql.lit('teacher').as('role')])
        .where('school.join_domain', '=', domain)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('school_departure')
                .select('school_departure.user_id')
                .whereRef('school_departure.school_id', '=', 'school.id')
                .where('school_departure.user_id', '=', userId),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(['school_id', 'user_id']).doNothing())
    .returning('school_id')
    .execute();
  return joined.map((row) => row.school_id);
}

/** Removed or left: remembered so that sign-in by domain does not bring them back. */
export async function recordDeparture(tx: Db, schoolId: string, userId: string): Promise<void> {
  await tx
    .insertInto('school_departure')
    .values({ school_id: schoolId, user_id: userId })
    .onConflict((oc) => oc.columns(['school_id', 'user_id']).doUpdateSet({ departed_at: sql<Date>`now()` }))
    .execute();
}

/** Joined by an invitation link: an owner asked them back, so a later sign-in by domain may too. */
export async function forgetDeparture(tx: Db, schoolId: string, userId: string): Promise<void> {
  await tx.deleteFrom('school_departure').where('school_id', '=', schoolId).where('user_id', '=', userId).execute();
}
