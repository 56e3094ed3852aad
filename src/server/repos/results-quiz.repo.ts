// The quiz a results read is about, with what that read needs besides the
// marks, in one statement (issue 15): the results routes asked the quiz, the
// class filter, the hand-entered counts and the class's double correction in
// four statements, and on the embedded database each statement costs more
// than the little it reads (the report: 530 -> 660 req/s without two of them).
import { sql } from 'kysely';
import type { ManualCount } from '../../domain/api/results';
import type { Db } from '../db/index';
import { statement } from '../db/statement';
import { notFound } from '../errors';
import { optionalIdQuery } from '../ids';
import { accessColumn, hasAccess, type QuizRow, visibleQuizIds } from './quizzes.repo';
import { assignedClassroomIds } from './results.repo';
import { classroomIdsOf, resultClassroomIdsOf } from './tenancy';

export interface QuizForResults {
  quiz: QuizRow;
  /** The ?classroomId= filter: absent, or a class the reader may see. */
  classroomId: string | undefined;
  /** That class's name (an export's file is named after it). */
  classroomName: string | undefined;
  /**
   * The counts a teacher typed in for questions not graded pupil by pupil, for a reader who may grade the
   * test (the author and the colleagues it is shared with to grade or edit). They are the test's, not one
   * class's, typed for any class the graders chose: an evaluator or a school's owner, who read the test
   * for one class or one school, are given none.
   */
  manual: ManualCount[];
  /** The filter's class, given the test, has a reconciled double correction whose results the reader reads (issue 17). */
  reconciled: boolean;
}

const quizForResultsRow = statement((db, userId: string, quizId: string, classroomId: string | null) =>
  db
    .selectFrom('quiz')
    .where('quiz.id', '=', quizId)
    .where('quiz.id', 'in', visibleQuizIds(db, userId))
    .selectAll('quiz')
    .select(accessColumn(userId))
    .select((eb) => [
      // The filter's class, when the reader may see it: its name, or null.
      classroomIdsOf(db, userId).clearSelect().select('classroom.name').where('classroom.id', '=', classroomId).limit(1).as('classroom_name'),
      eb
        .selectFrom('question_analysis as qa')
        .whereRef('qa.quiz_id', '=', 'quiz.id')
        .select(
          sql<
            ManualCount[]
          >`coalesce(json_agg(json_build_object('questionId', qa.question_id, 'correctCount', qa.correct_count, 'totalCount', qa.total_count)), '[]')`.as(
            'counts',
          ),
        )
        .as('manual'),
      eb
        .exists(
          eb
            .selectFrom('double_correction as dc')
            .whereRef('dc.quiz_id', '=', 'quiz.id')
            .where('dc.classroom_id', '=', classroomId)
            .where('dc.reconciled_at', 'is not', null)
            .where('dc.classroom_id', 'in', resultClassroomIdsOf(db, userId, quizId))
            // As the marks: a class the test was taken from counts for nothing until it is given the test again.
            .where('dc.classroom_id', 'in', assignedClassroomIds(db, quizId)),
        )
        .as('reconciled'),
    ]),
);

/**
 * The quiz when the reader may see it, and the ?classroomId= filter when they
 * may see that class; anything else is a 404, like any id of someone else's.
 */
export async function quizForResults(db: Db, userId: string, quizId: string, filter: unknown): Promise<QuizForResults> {
  const classroomId = optionalIdQuery(filter);
  const [row] = await quizForResultsRow(db, userId, quizId, classroomId ?? null);
  if (!row || (classroomId !== undefined && row.classroom_name === null)) throw notFound();
  const { classroom_name, manual, reconciled, ...quiz } = row;
  return {
    quiz,
    classroomId,
    classroomName: classroom_name ?? undefined,
    manual: hasAccess(quiz, 'grade') ? (manual ?? []) : [],
    reconciled: Boolean(reconciled),
  };
}
