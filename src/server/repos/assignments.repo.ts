// Quizzes given to classrooms with a due date (SPEC 7 assignments). Callers
// check first that the caller may see the classroom and the quiz; every
// statement here is scoped to that classroom. Unassigning keeps the grades:
// assigning the quiz again brings them back.
import { sql } from 'kysely';
import type { AssignedQuiz } from '../../domain/api/assignments';
import { classAverageMark } from '../../domain/grading';
import { fromHundredths } from '../../domain/points';
import type { Db } from '../db/index';
import { classroomIdsOf, resultsReadable } from './tenancy';

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
      sql<number>`(SELECT count(*)::int FROM grade g JOIN pupil p ON p.id = g.pupil_id WHERE g.quiz_id = qa.quiz_id AND p.classroom_id = qa.classroom_id AND g.score IS NOT NULL)`.as(
        'gradedCount',
      ),
      sql<number>`(SELECT count(*)::int FROM pupil p WHERE p.classroom_id = qa.classroom_id)`.as('pupilCount'),
      sql<
        number | null
      >`(SELECT round(avg(g.score))::int FROM grade g JOIN pupil p ON p.id = g.pupil_id WHERE g.quiz_id = qa.quiz_id AND p.classroom_id = qa.classroom_id AND g.score IS NOT NULL)`.as(
        'averageScore',
      ),
      // Each paper's points and settled mark, so the average mark is the report's (double correction's final marks count).
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
      const marked = (papers ?? []).map(([score, finalMark]) => ({
        score: fromHundredths(score),
        finalMark: finalMark === null ? null : fromHundredths(finalMark),
      }));
      return {
        ...row,
        ...scale,
        averageScore: row.averageScore === null ? null : fromHundredths(row.averageScore),
        averageMark: classAverageMark(marked, scale),
      };
    }),
  );
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

/** False when the quiz is not assigned to the classroom. */
export async function setDueDate(tx: Db, quizId: string, classroomId: string, dueDate: string | null): Promise<boolean> {
  const updated = await tx
    .updateTable('quiz_assignment')
    .set({ due_date: dueDate, updated_at: sql`now()` })
    .where('quiz_id', '=', quizId)
    .where('classroom_id', '=', classroomId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** False when the quiz was not assigned to the classroom. */
export async function unassign(tx: Db, quizId: string, classroomId: string): Promise<boolean> {
  const deleted = await tx.deleteFrom('quiz_assignment').where('quiz_id', '=', quizId).where('classroom_id', '=', classroomId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
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
