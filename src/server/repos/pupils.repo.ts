// Pupils as the API shows them, read and written through the caller's
// memberships (see tenancy.ts): an id of someone else's finds nothing, so
// the route answers 404.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Pupil } from '../../domain/api/pupils';
import type { Language } from '../../domain/languages';
import { inPupilOrder } from '../../domain/pupil-order';
import type { PupilInput } from '../../domain/schemas/schools';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';
import { statement } from '../db/statement';
import { classroomIdsOf, ownedClassroomIdsOf } from './tenancy';

export type PupilView = Pupil<Date>;

const pupilColumns = [
  'pupil.id',
  'pupil.classroom_id as classroomId',
  'pupil.name',
  'pupil.email',
  'pupil.created_at as createdAt',
  'pupil.updated_at as updatedAt',
] as const;

/**
 * Issue 16: a pupil goes with every colleague's grades of them, so only the
 * school's owners or the teacher who added them delete them. The one rule of
 * the delete and of each pupil's `deletable` (editing is every member's).
 */
const deletableBy = (db: Db, userId: string) => (eb: ExpressionBuilder<Database, 'pupil'>) =>
  eb.or([eb('pupil.classroom_id', 'in', ownedClassroomIdsOf(db, userId)), eb('pupil.created_by', '=', userId)]);

/** The pupil's columns and whether `userId` may delete it (a pupil whose author's account is gone is the owners'). */
const pupilView = (db: Db, userId: string) =>
  [...pupilColumns, (eb: ExpressionBuilder<Database, 'pupil'>) => sql<boolean>`coalesce(${deletableBy(db, userId)(eb)}, false)`.as('deletable')] as const;

/**
 * In the class register's order of `language` (domain/pupil-order.ts);
 * namesakes in the order they were added. English when the caller has no
 * reader's language (the account export, JSON for a machine).
 */
export async function listPupils(db: Db, userId: string, classroomId: string, language: Language): Promise<PupilView[]> {
  const rows = await db
    .selectFrom('pupil')
    .where('pupil.classroom_id', '=', classroomId)
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .select(pupilView(db, userId))
    .orderBy('pupil.created_at')
    .orderBy('pupil.id')
    .execute();
  return inPupilOrder(rows, language);
}

const visibleClassroomPupils = statement((db, userId: string, classroomId: string) =>
  db
    .selectFrom('classroom')
    .leftJoin('pupil', 'pupil.classroom_id', 'classroom.id')
    .where('classroom.id', '=', classroomId)
    .where('classroom.id', 'in', classroomIdsOf(db, userId))
    .select(pupilView(db, userId))
    .orderBy('pupil.created_at')
    .orderBy('pupil.id'),
);

/**
 * listPupils and the classroom's visibility in one query (a classroom
 * left-joined to its pupils): undefined when the user may not see such a
 * classroom, [] for an empty one.
 */
export async function listPupilsIfVisible(db: Db, userId: string, classroomId: string, language: Language): Promise<PupilView[] | undefined> {
  const rows = await visibleClassroomPupils(db, userId, classroomId);
  if (rows.length === 0) return undefined;
  // An empty classroom is one row of nulls.
  const pupils = rows.filter((row): row is PupilView => row.id !== null);
  return inPupilOrder(pupils, language);
}

export function findPupil(db: Db, userId: string, id: string): Promise<PupilView | undefined> {
  return db
    .selectFrom('pupil')
    .where('pupil.id', '=', id)
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .select(pupilView(db, userId))
    .executeTakeFirst();
}

/** Call after checking the caller may see the classroom; answers the new pupils' ids in input order. */
export async function insertPupils(tx: Db, classroomId: string, pupils: PupilInput[], creatorId: string): Promise<string[]> {
  const rows = await tx
    .insertInto('pupil')
    .values(pupils.map((p) => ({ classroom_id: classroomId, name: p.name, email: p.email ?? '', created_by: creatorId })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** An email left out of the input keeps its value; false when the user may not see such a pupil. */
export async function updatePupil(db: Db, userId: string, id: string, input: PupilInput): Promise<boolean> {
  const updated = await db
    .updateTable('pupil')
    .set({ name: input.name, ...(input.email !== undefined ? { email: input.email } : {}), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('classroom_id', 'in', classroomIdsOf(db, userId))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** False when the user may not see such a pupil; the pupil's grades and comments go with it (ON DELETE CASCADE). */
export async function deletePupil(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('pupil')
    .where('id', '=', id)
    .where('classroom_id', 'in', classroomIdsOf(db, userId))
    .where(deletableBy(db, userId))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
