// Tenancy in SQL (DESIGN.md 2): a user sees the schools they are a member of,
// and through them classrooms and pupils. Every query that reads or writes
// those rows joins through school_member, so another user's id simply finds
// nothing (404) instead of being loaded and then refused.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/index';
import type { Database, SchoolRole } from '../db/schema';
import { statement } from '../db/statement';
import { forbidden, notFound } from '../errors';
import { isUuid, optionalIdQuery } from '../ids';

/** Classroom ids the user may touch, as a subquery. */
export function classroomIdsOf(db: Db, userId: string) {
  return db
    .selectFrom('classroom')
    .innerJoin('school_member', 'school_member.school_id', 'classroom.school_id')
    .select('classroom.id')
    .where('school_member.user_id', '=', userId);
}

/** True when the user may touch the classroom. */
export async function canSeeClassroom(db: Db, userId: string, classroomId: string): Promise<boolean> {
  return (await visibleClassroom(db, userId, classroomId)).length > 0;
}

const visibleClassroom = statement((db, userId: string, classroomId: string) => classroomIdsOf(db, userId).where('classroom.id', '=', classroomId));

/** True when the user may touch every one of the classrooms. */
export async function canSeeClassrooms(db: Db, userId: string, classroomIds: string[]): Promise<boolean> {
  const visible = await classroomIdsOf(db, userId).where('classroom.id', 'in', classroomIds).execute();
  return visible.length === classroomIds.length;
}

/** School ids the user is a member of, as a subquery. */
export function schoolIdsOf(db: Db, userId: string) {
  return db.selectFrom('school_member').select('school_id').where('user_id', '=', userId);
}

/**
 * Serialises plan-limited creations of one user inside a transaction, so two
 * concurrent requests cannot both pass the limit check.
 */
export async function lockUser(tx: Db, userId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`.execute(tx);
}

/**
 * The ?classroomId= filter of a list: absent (undefined), or a classroom the
 * caller may see. Anything else is a 404, like any id of someone else's.
 */
export async function classroomFilter(db: Db, userId: string, value: unknown): Promise<string | undefined> {
  const classroomId = optionalIdQuery(value);
  if (classroomId !== undefined && !(await canSeeClassroom(db, userId, classroomId))) throw notFound();
  return classroomId;
}

/** School ids where the user is an owner (issue 16: manages the school, reads every result in it), as a subquery. */
export function ownedSchoolIdsOf(db: Db, userId: string) {
  return db.selectFrom('school_member').select('school_id').where('user_id', '=', userId).where('role', '=', 'owner');
}

/** Classroom ids of the schools the user owns, as a subquery. */
export function ownedClassroomIdsOf(db: Db, userId: string) {
  return db.selectFrom('classroom').select('classroom.id').where('classroom.school_id', 'in', ownedSchoolIdsOf(db, userId));
}

/** In a query over `quiz`: the user's own quizzes and those a colleague shared with them (to grade or to edit). */
export const ownOrShared = (userId: string) => (eb: ExpressionBuilder<Database, 'quiz'>) => [
  eb('quiz.owner_id', '=', userId),
  eb('quiz.id', 'in', eb.selectFrom('quiz_share').select('quiz_share.quiz_id').where('quiz_share.user_id', '=', userId)),
];

/** Quiz ids the user may grade: their own and those shared with them (for grading or editing). */
export function gradableQuizIds(db: Db, userId: string) {
  return db
    .selectFrom('quiz')
    .select('quiz.id')
    .where((eb) => eb.or(ownOrShared(userId)(eb)));
}

// ---------------------------------------------------------------------------
// Reading results (issue 16), one rule in two forms. A user reads a test's
// results in a class of one of their schools when they may grade the test
// (their own, or shared with them), or when they own the class's school. A
// director who is a teacher elsewhere does not read, there, the results of a
// test they only see as that school's owner.
// ---------------------------------------------------------------------------

/**
 * The rule for one (test, class) pair of the caller's query, named by column
 * references ('qa.quiz_id', 'pupil.classroom_id'): a read over many tests and
 * classes (a class's assigned tests, a pupil's grades, the account export).
 * That the class is in one of the user's schools is the caller's own filter.
 */
export function resultsReadable(db: Db, userId: string, quizColumn: string, classroomColumn: string) {
  // Raw SQL around the two subqueries: the columns come from whatever tables (and aliases) the caller's query has.
  return sql<boolean>`(${sql.ref(quizColumn)} IN (${gradableQuizIds(db, userId)}) OR ${sql.ref(classroomColumn)} IN (${ownedClassroomIdsOf(db, userId)}))`;
}

/**
 * The rule for one test, as the classes where the user reads its results:
 * what the report, the analysis, the exports, the grid and the comparison ask.
 */
export function resultClassroomIdsOf(db: Db, userId: string, quizId: string) {
  return db
    .selectFrom('classroom')
    .innerJoin('school_member', 'school_member.school_id', 'classroom.school_id')
    .select('classroom.id')
    .where('school_member.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('school_member.role', '=', 'owner'),
        eb.exists(
          eb
            .selectFrom('quiz')
            .select('quiz.id')
            .where('quiz.id', '=', quizId)
            .where((inner) =>
              inner.or([
                inner('quiz.owner_id', '=', userId),
                inner.exists(
                  inner
                    .selectFrom('quiz_share')
                    .select('quiz_share.quiz_id')
                    .whereRef('quiz_share.quiz_id', '=', 'quiz.id')
                    .where('quiz_share.user_id', '=', userId),
                ),
              ]),
            ),
        ),
      ]),
    );
}

/** Pupil ids of the classes of the schools the user owns, as a subquery. */
export function pupilsOfOwnedClassrooms(db: Db, userId: string) {
  return db.selectFrom('pupil').select('pupil.id').where('pupil.classroom_id', 'in', ownedClassroomIdsOf(db, userId));
}

/** The user's role in the school; undefined when not a member. */
export async function roleIn(db: Db, userId: string, schoolId: string): Promise<SchoolRole | undefined> {
  const row = await db.selectFrom('school_member').select('role').where('school_id', '=', schoolId).where('user_id', '=', userId).executeTakeFirst();
  return row?.role;
}

/** 404 for a non-member (they may not know the school exists), 403 for a member who is not an owner. */
export async function assertSchoolOwner(db: Db, userId: string, schoolId: string): Promise<void> {
  if (!isUuid(schoolId)) throw notFound();
  const role = await roleIn(db, userId, schoolId);
  if (!role) throw notFound();
  if (role !== 'owner') throw forbidden();
}

/**
 * Whether a mark's last grader still holds it (`table` is grade or correction): a colleague's marks are theirs to
 * delete while they are a member of the school of the pupil's class and, for a grade, while the test is theirs or
 * still shared with them (an evaluator's correction is theirs while they are a member). Once they have left, or the
 * author has ended the share, nobody else could clear them, so they no longer hold the test back (issue 16): a
 * test whose share was revoked after the colleague marked their class could never be deleted.
 */
export function graderStillHolds(table: 'grade' | 'correction') {
  const shared =
    table === 'grade'
      ? sql`and (exists (select 1 from quiz_share grader_share
            where grader_share.quiz_id = ${sql.ref(`${table}.quiz_id`)} and grader_share.user_id = ${sql.ref(`${table}.graded_by`)})
          or exists (select 1 from quiz graded_quiz
            where graded_quiz.id = ${sql.ref(`${table}.quiz_id`)} and graded_quiz.owner_id = ${sql.ref(`${table}.graded_by`)}))`
      : sql``;
  return sql<boolean>`(exists (
    select 1 from pupil marked_pupil
    join classroom marked_class on marked_class.id = marked_pupil.classroom_id
    join school_member grader_membership on grader_membership.school_id = marked_class.school_id
    where marked_pupil.id = ${sql.ref(`${table}.pupil_id`)} and grader_membership.user_id = ${sql.ref(`${table}.graded_by`)}) ${shared})`;
}

/**
 * Whether each of the quizzes may be given to each of the classes as far as their schools go: a class of a school
 * the quiz's author belongs to. A colleague a test is shared with teaches with its author; a class of a school of
 * their own, without the author, would give that school's owner the test for good (issue 16's school reading).
 */
export async function inAuthorsSchools(db: Db, quizIds: readonly string[], classroomIds: readonly string[]): Promise<boolean> {
  if (quizIds.length === 0 || classroomIds.length === 0) return true;
  const outside = await db
    .selectFrom('quiz')
    .innerJoin('classroom', (join) => join.on('classroom.id', 'in', classroomIds))
    .select('quiz.id')
    .where('quiz.id', 'in', quizIds)
    .where(({ exists, selectFrom, not }) =>
      not(
        exists(
          selectFrom('school_member as author')
            .select('author.user_id')
            .whereRef('author.school_id', '=', 'classroom.school_id')
            .whereRef('author.user_id', '=', 'quiz.owner_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return !outside;
}
