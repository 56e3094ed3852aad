// Quizzes given to classrooms with a due date (SPEC 7 assignments). Callers
// check first that the caller may see the classroom and the quiz; every
// statement here is scoped to that classroom. Unassigning keeps the grades:
// assigning the quiz again brings them back.
import { sql } from 'kysely';
import type { AssignedQuiz } from '../../domain/api/assignments';
import { classAverageMark } from '../../domain/grading';
import { fromHundredths } from '../../domain/points';
import type { Db } from '../db/index';
import { classroomIdsOf, gradableQuizIds, resultsReadable } from './tenancy';

// ---------------------------------------------------------------------------
// What a reader may do with a (test, class) assignment (issue 16), each rule
// one expression over the pair's columns: the condition of the route's write
// and the flag of each listed assignment, so the Quizzes tab offers what the
// server does. That the class is in one of the user's schools is the caller's
// own filter.
// ---------------------------------------------------------------------------

/**
 * Whether the user may change the due date of the test in the class: whoever
 * may grade the test (its author, a colleague it is shared with). A school's
 * owner only reads a colleague's test.
 */
export function dueDateChangeable(db: Db, userId: string, quizColumn: string) {
  return sql<boolean>`(${sql.ref(quizColumn)} IN (${gradableQuizIds(db, userId)}))`;
}

/**
 * Whether the user may take the test from the class. Taken away, the class's
 * marks show nowhere until it is given again: the author and a colleague who
 * may edit the test may always; a colleague who only grades it, only while
 * nobody has marked the class (a test given by mistake), in the grid or in a
 * double correction.
 */
export function unassignable(db: Db, userId: string, quizColumn: string, classroomColumn: string) {
  const quiz = sql.ref(quizColumn);
  const classroom = sql.ref(classroomColumn);
  const editable = db
    .selectFrom('quiz')
    .select('quiz.id')
    .where((eb) =>
      eb.or([
        eb('quiz.owner_id', '=', userId),
        eb(
          'quiz.id',
          'in',
          eb.selectFrom('quiz_share').select('quiz_share.quiz_id').where('quiz_share.user_id', '=', userId).where('quiz_share.permission', '=', 'edit'),
        ),
      ]),
    );
  return sql<boolean>`(${quiz} IN (${editable}) OR (${quiz} IN (${gradableQuizIds(db, userId)})
    AND NOT EXISTS (SELECT 1 FROM grade marked JOIN pupil marked_pupil ON marked_pupil.id = marked.pupil_id WHERE marked.quiz_id = ${quiz} AND marked_pupil.classroom_id = ${classroom})
    AND NOT EXISTS (SELECT 1 FROM correction corrected JOIN pupil corrected_pupil ON corrected_pupil.id = corrected.pupil_id WHERE corrected.quiz_id = ${quiz} AND corrected_pupil.classroom_id = ${classroom})))`;
}

/** The contract's AssignedQuiz, with its dates as the database gives them. */
export type AssignedQuizView = AssignedQuiz<Date>;

/** The tests assigned to the classroom that the user may see (issue 16: not a colleague's unshared test). */
export function listAssignedQuizzes(db: Db, userId: string, classroomId: string, quizId?: string): Promise<AssignedQuizView[]> {
  let query = db
    .selectFrom('quiz_assignment as qa')
    .innerJoin('quiz', 'quiz.id', 'qa.quiz_id')
    .where('qa.classroom_id', '=', classroomId)
    .where(resultsReadable(db, userId, 'qa.quiz_id', 'qa.classroom_id'))
    .select([
      'qa.quiz_id as quizId',
      'qa.classroom_id as classroomId',
      'quiz.title',
      'quiz.class_label as classLabel',
      'quiz.total_points as totalPoints',
      'quiz.base_points as basePoints',
      'qa.due_date as dueDate',
      'qa.created_at as assignedAt',
      dueDateChangeable(db, userId, 'qa.quiz_id').as('canChangeDueDate'),
      unassignable(db, userId, 'qa.quiz_id', 'qa.classroom_id').as('canUnassign'),
      sql<number>`(SELECT count(*)::int FROM pupil p WHERE p.classroom_id = qa.classroom_id)`.as('pupilCount'),
      // Papers with marks on some of the test's questions but not all (a rule's mark, `q/rule`, marks its question).
      sql<number>`(SELECT count(*)::int FROM grade g JOIN pupil p ON p.id = g.pupil_id
        WHERE g.quiz_id = qa.quiz_id AND p.classroom_id = qa.classroom_id AND g.score IS NOT NULL
          AND (SELECT count(DISTINCT split_part(e.key, '/', 1)) FROM jsonb_each(g.question_scores) e WHERE jsonb_typeof(e.value) = 'number')
            BETWEEN 1 AND (SELECT count(*) FROM jsonb_array_elements(quiz.document->'sections') s, jsonb_array_elements(s->'questions') q) - 1
      )`.as('incompleteCount'),
      // Each paper with points, its points and settled mark, read once: the count, the average and the average mark
      // (the report's: double correction's final marks count) are all taken from it.
      sql<
        [number, number | null][] | null
      >`(SELECT json_agg(json_build_array(g.score, g.final_mark)) FROM grade g JOIN pupil p ON p.id = g.pupil_id WHERE g.quiz_id = qa.quiz_id AND p.classroom_id = qa.classroom_id AND g.score IS NOT NULL)`.as(
        'papers',
      ),
    ])
    .orderBy(sql`qa.due_date DESC NULLS LAST`)
    .orderBy('qa.created_at', 'desc');
  if (quizId) query = query.where('qa.quiz_id', '=', quizId);
  return query.execute().then((rows) =>
    rows.map(({ papers, ...row }) => {
      const scale = { totalPoints: fromHundredths(row.totalPoints), basePoints: fromHundredths(row.basePoints) };
      const scores = (papers ?? []).map(([score]) => score);
      const marked = (papers ?? []).map(([score, finalMark]) => ({
        score: fromHundredths(score),
        finalMark: finalMark === null ? null : fromHundredths(finalMark),
      }));
      return {
        ...row,
        ...scale,
        gradedCount: scores.length,
        averageScore: scores.length === 0 ? null : fromHundredths(meanHundredths(scores)),
        averageMark: classAverageMark(marked, scale),
      };
    }),
  );
}

/**
 * The mean of integer hundredths, rounded to a hundredth half up as PostgreSQL's round(avg(...)) did. Exact:
 * the sum is an integer, and a quotient that is not exactly on a half lies at least 1 / (2 × count) from one.
 */
function meanHundredths(values: readonly number[]): number {
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** Assigns the quiz to each classroom; one already assigned takes the new due date. */
export async function assignToClassrooms(tx: Db, quizId: string, classroomIds: string[], dueDate: string | null) {
  await tx
    .insertInto('quiz_assignment')
    .values(classroomIds.map((classroomId) => ({ quiz_id: quizId, classroom_id: classroomId, due_date: dueDate })))
    .onConflict((oc) => oc.columns(['quiz_id', 'classroom_id']).doUpdateSet({ due_date: sql`excluded.due_date`, updated_at: sql`now()` }))
    .execute();
}

/**
 * Assigns the quizzes to the classroom in one statement (so all or none);
 * one already assigned keeps its due date, as when assigned alone.
 */
export async function assignQuizzesToClassroom(tx: Db, classroomId: string, quizIds: string[], dueDate: string | null) {
  await tx
    .insertInto('quiz_assignment')
    .values(quizIds.map((quizId) => ({ quiz_id: quizId, classroom_id: classroomId, due_date: dueDate })))
    .onConflict((oc) => oc.columns(['quiz_id', 'classroom_id']).doNothing())
    .execute();
}

/** Assigns the quiz to the classroom; false when it already was (its due date is left as it is). */
export async function assignToClassroom(tx: Db, quizId: string, classroomId: string, dueDate: string | null): Promise<boolean> {
  const inserted = await tx
    .insertInto('quiz_assignment')
    .values({ quiz_id: quizId, classroom_id: classroomId, due_date: dueDate })
    .onConflict((oc) => oc.columns(['quiz_id', 'classroom_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** False when the quiz is not assigned to the classroom, or the user may not change its due date (dueDateChangeable). */
export async function setDueDate(tx: Db, userId: string, quizId: string, classroomId: string, dueDate: string | null): Promise<boolean> {
  const updated = await tx
    .updateTable('quiz_assignment')
    .set({ due_date: dueDate, updated_at: sql`now()` })
    .where('quiz_id', '=', quizId)
    .where('classroom_id', '=', classroomId)
    .where(dueDateChangeable(tx, userId, 'quiz_assignment.quiz_id'))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Takes the quiz from the classroom when the user may (unassignable, checked
 * in the delete itself): 'refused' when they may not, 'missing' when it was
 * not assigned.
 */
export async function unassign(tx: Db, userId: string, quizId: string, classroomId: string): Promise<'unassigned' | 'refused' | 'missing'> {
  const deleted = await tx
    .deleteFrom('quiz_assignment')
    .where('quiz_id', '=', quizId)
    .where('classroom_id', '=', classroomId)
    .where(unassignable(tx, userId, 'quiz_assignment.quiz_id', 'quiz_assignment.classroom_id'))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return 'unassigned';
  const assigned = await tx
    .selectFrom('quiz_assignment')
    .select('quiz_id')
    .where('quiz_id', '=', quizId)
    .where('classroom_id', '=', classroomId)
    .executeTakeFirst();
  return assigned ? 'refused' : 'missing';
}

/** Every assignment of a test the user may see to a classroom they see (for the account export). */
export function assignmentsOfVisibleClassrooms(db: Db, userId: string) {
  return db
    .selectFrom('quiz_assignment as qa')
    .selectAll()
    .where('qa.classroom_id', 'in', classroomIdsOf(db, userId))
    .where(resultsReadable(db, userId, 'qa.quiz_id', 'qa.classroom_id'))
    .execute();
}
