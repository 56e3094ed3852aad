// Users and what the API shows of them.
import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { UserRow } from '../db/schema';
import { statement } from '../db/statement';

/** A person's name as the app shows it, from the user table or an alias of it ('app_user', 'creator'): first and last, trimmed. */
export const fullNameOf = (user: string) => sql<string>`btrim(${sql.ref(`${user}.first_name`)} || ' ' || ${sql.ref(`${user}.last_name`)})`;

/** How a colleague is named where someone acted (a grade, a step): their full name, their email when they gave none. */
export const nameOrEmailOf = (user: string) => sql<string | null>`coalesce(nullif(${fullNameOf(user)}, ''), ${sql.ref(`${user}.email`)})`;

export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name together, for display. */
  name: string;
  username: string;
}

export function toPublicUser(row: UserRow): PublicUser {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name,
    username: row.username ?? row.email,
  };
}

export async function findUserById(db: Db, id: string) {
  return (await userById(db, id))[0];
}

const userById = statement((db, id: string) => db.selectFrom('app_user').selectAll().where('id', '=', id));

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('app_user').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export interface NewUserInput {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  username?: string | null;
}

export function insertUser(db: Db, input: NewUserInput) {
  return db
    .insertInto('app_user')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      username: input.username ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user as saved; undefined when there is no such user. */
export function updateProfile(db: Db, userId: string, names: { firstName: string; lastName: string }) {
  return db
    .updateTable('app_user')
    .set({ first_name: names.firstName, last_name: names.lastName, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function setPasswordHash(tx: Db, userId: string, passwordHash: string) {
  await tx.updateTable('app_user').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

/** True when the error is the unique index on lower(email). */
export function isDuplicateEmail(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === 'app_user_email_key' || /app_user_email_key/.test(e.message ?? ''));
}
