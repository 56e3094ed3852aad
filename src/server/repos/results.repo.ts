// Marks of a classroom, read once and handed to the pure statistics of
// src/domain. Points come out of the database as hundredths and leave here
// as points.
import { sql } from 'kysely';
import type { GradeInput } from '../../domain/analysis';
import { marksFromStored } from '../../domain/api/grades';
import { classAverageMark, paperMark, percentOf } from '../../domain/grading';
import type { Language } from '../../domain/languages';
import type { PupilResult, PupilSnapshot, QuizResultPoint } from '../../domain/performance';
import { fromHundredths } from '../../domain/points';
import { inPupilOrder } from '../../domain/pupil-order';
import type { QuizDocument } from '../../domain/quiz/types';
import { mean, round } from '../../domain/statistics';
import { trendOf } from '../../domain/trend';
import type { Db } from '../db/index';
import { statement } from '../db/statement';
import { quizComment } from './comments.repo';
import { resultClassroomIdsOf, resultsReadable } from './tenancy';

export function toGradeInput(row: { pupil_id: string; score: number | null; question_scores: unknown; final_mark?: number | null }): GradeInput {
  return {
    pupilId: row.pupil_id,
    ...marksFromStored(row.score, row.question_scores),
    finalMark: row.final_mark == null ? null : fromHundredths(row.final_mark),
  };
}

/**
 * Classrooms the quiz is assigned to, as a subquery. Grades count only there:
 * unassigning keeps a class's grades (assigning again brings them back) but
 * leaves them out of the quiz's grades, analysis, report and export meanwhile,
 * as it does from the class's performance.
 */
export function assignedClassroomIds(db: Db, quizId: string) {
  return db.selectFrom('quiz_assignment').select('quiz_assignment.classroom_id').where('quiz_assignment.quiz_id', '=', quizId);
}

/** The grades of a quiz for the pupils the user may see in classes that have it (optionally one classroom). */
function gradesOfQuizQuery(db: Db, userId: string, quizId: string, classroomId?: string) {
  let query = db
    .selectFrom('grade')
    .innerJoin('pupil', 'pupil.id', 'grade.pupil_id')
    .where('grade.quiz_id', '=', quizId)
    .where('pupil.classroom_id', 'in', resultClassroomIdsOf(db, userId, quizId))
    .where('pupil.classroom_id', 'in', assignedClassroomIds(db, quizId));
  if (classroomId) query = query.where('pupil.classroom_id', '=', classroomId);
  return query.orderBy('pupil.created_at').orderBy('pupil.id');
}

/** Grades of a quiz with each pupil's name and comment (the export), in the register's order of `language`. */
export async function gradesOfQuiz(db: Db, userId: string, quizId: string, language: Language, classroomId?: string) {
  const rows = await gradesOfQuizQuery(db, userId, quizId, classroomId)
    .select([
      'grade.pupil_id',
      'grade.score',
      'grade.question_scores',
      'grade.final_mark',
      quizComment.as('comments'),
      'grade.graded_at',
      'pupil.name',
      'pupil.classroom_id',
    ])
    .execute();
  return inPupilOrder(rows, language);
}

/**
 * Only the marks, in the same order: what the analysis and the report read.
 * Without the comment (a subquery per grade) and the dates they never show.
 */
export async function marksOfQuiz(db: Db, userId: string, quizId: string, language: Language, classroomId?: string) {
  const rows = classroomId ? await marksInClass(db, userId, quizId, classroomId) : await marksInAllClasses(db, userId, quizId);
  return inPupilOrder(rows, language);
}

const markColumns = ['grade.pupil_id', 'grade.score', 'grade.question_scores', 'grade.final_mark', 'pupil.name', 'pupil.classroom_id'] as const;
const marksInClass = statement((db, userId: string, quizId: string, classroomId: string) =>
  gradesOfQuizQuery(db, userId, quizId, classroomId).select(markColumns),
);
const marksInAllClasses = statement((db, userId: string, quizId: string) => gradesOfQuizQuery(db, userId, quizId).select(markColumns));

/**
 * The classes a quiz is given to where the user may read its results (the
 * report's rule: resultClassroomIdsOf), with their school and roster size:
 * the rows of the comparison across classes (the route sorts them in the
 * reader's language; the id only makes the order of equal names stable).
 */
export function comparedClassrooms(db: Db, userId: string, quizId: string) {
  return db
    .selectFrom('classroom')
    .innerJoin('school', 'school.id', 'classroom.school_id')
    .where('classroom.id', 'in', resultClassroomIdsOf(db, userId, quizId))
    .where('classroom.id', 'in', assignedClassroomIds(db, quizId))
    .select((eb) => [
      'classroom.id',
      'classroom.name',
      'classroom.school_id',
      'school.name as school_name',
      eb.selectFrom('pupil').whereRef('pupil.classroom_id', '=', 'classroom.id').select(eb.fn.countAll<string>().as('n')).as('pupils'),
    ])
    .orderBy('classroom.id')
    .execute();
}

export type { PupilResult, PupilSnapshot, QuizResultPoint } from '../../domain/performance';

/**
 * Everything the classroom's performance screens need, in one pass over its
 * grades, of the tests assigned to it that the user may see (issue 16: a
 * colleague's test not shared with them stays out); pupils in the register's
 * order of `language`.
 */
export async function classroomResults(db: Db, userId: string, classroomId: string, language: Language) {
  // The tests and the roster together (one round trip on PostgreSQL); the marks need the tests' ids.
  const [quizzes, roster] = await Promise.all([
    db
      .selectFrom('quiz_assignment as qa')
      .innerJoin('quiz', 'quiz.id', 'qa.quiz_id')
      .where('qa.classroom_id', '=', classroomId)
      .where(resultsReadable(db, userId, 'qa.quiz_id', 'qa.classroom_id'))
      .select(['quiz.id', 'quiz.title', 'quiz.total_points', 'quiz.base_points', 'qa.due_date', 'qa.created_at'])
      .orderBy(sql`coalesce(qa.due_date, qa.created_at::date)`)
      .orderBy('qa.created_at')
      .execute(),
    db.selectFrom('pupil').select(['id', 'name']).where('classroom_id', '=', classroomId).orderBy('created_at').orderBy('id').execute(),
  ]);
  const pupils = inPupilOrder(roster, language);
  const grades = quizzes.length
    ? await db
        .selectFrom('grade')
        .innerJoin('pupil', 'pupil.id', 'grade.pupil_id')
        .where('pupil.classroom_id', '=', classroomId)
        .where(
          'grade.quiz_id',
          'in',
          quizzes.map((q) => q.id),
        )
        .where('grade.score', 'is not', null)
        .select(['grade.quiz_id', 'grade.pupil_id', 'grade.score', 'grade.final_mark'])
        .execute()
    : [];

  const byPupil = new Map<string, PupilResult[]>();
  const points: QuizResultPoint[] = quizzes.map((quiz) => {
    const scale = { totalPoints: fromHundredths(quiz.total_points), basePoints: fromHundredths(quiz.base_points) };
    const scores = grades
      .filter((g) => g.quiz_id === quiz.id)
      .map((g) => ({ pupilId: g.pupil_id, score: fromHundredths(g.score!), finalMark: g.final_mark === null ? null : fromHundredths(g.final_mark) }));
    const averagePoints = mean(scores.map((s) => s.score));
    const classAverage = classAverageMark(scores, scale);
    for (const s of scores) {
      const list = byPupil.get(s.pupilId) ?? [];
      list.push({
        quizId: quiz.id,
        title: quiz.title,
        dueDate: quiz.due_date,
        score: s.score,
        totalPoints: scale.totalPoints,
        mark: paperMark(s.score, scale, s.finalMark),
        percent: round(percentOf(s.score, scale)),
        classAverageMark: classAverage,
      });
      byPupil.set(s.pupilId, list);
    }
    return {
      quizId: quiz.id,
      title: quiz.title,
      dueDate: quiz.due_date,
      totalPoints: scale.totalPoints,
      basePoints: scale.basePoints,
      graded: scores.length,
      averagePoints: averagePoints === null ? null : round(averagePoints),
      averageMark: classAverage,
      averagePercent: averagePoints === null ? null : round(percentOf(averagePoints, scale)),
    };
  });

  const snapshots: PupilSnapshot[] = pupils.map((pupil) => {
    const results = byPupil.get(pupil.id) ?? [];
    const last = results.at(-1);
    const average = mean(results.map((r) => r.mark));
    return {
      pupilId: pupil.id,
      name: pupil.name,
      results: results.length,
      averageMark: average === null ? null : round(average),
      lastMark: last?.mark ?? null,
      lastQuizTitle: last?.title ?? null,
      trend: trendOf(results.map((r) => r.percent)),
    };
  });
  return { quizzes: points, pupils: snapshots, byPupil };
}

export type QuizRow = { id: string; document: unknown };
export const documentOf = (row: QuizRow) => row.document as QuizDocument;
