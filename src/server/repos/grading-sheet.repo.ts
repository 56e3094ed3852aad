// The grading sheet's reads (routes/grading-sheet.routes.ts), tenancy in SQL
// as tenancy.ts: a quiz or a class of someone else's is simply not found.

import { sql } from 'kysely';
import type { GradingSheetClassroom, GradingSheetPupil } from '../../domain/api/grading-sheet';
import type { QuizAssignment } from '../../domain/api/quizzes';
import type { Language } from '../../domain/languages';
import { inPupilOrder } from '../../domain/pupil-order';
import type { Db } from '../db/index';
import { statement } from '../db/statement';
import { type GradeView, gradeColumns, graderName, noGrade, type StoredGradeRow, toView } from './grades.repo';
import { assignmentColumns } from './quizzes.repo';
import { classroomIdsOf, resultClassroomIdsOf } from './tenancy';

/** Where one quiz is assigned, among the classrooms of the caller's schools. */
export const assignmentsOfQuiz: (db: Db, userId: string, quizId: string) => Promise<QuizAssignment[]> = statement((db, userId: string, quizId: string) =>
  db
    .selectFrom('quiz_assignment')
    .innerJoin('classroom', 'classroom.id', 'quiz_assignment.classroom_id')
    .innerJoin('school', 'school.id', 'classroom.school_id')
    .innerJoin('school_member', 'school_member.school_id', 'school.id')
    .where('school_member.user_id', '=', userId)
    .where('quiz_assignment.quiz_id', '=', quizId)
    .select(assignmentColumns)
    .orderBy('school.name')
    .orderBy('classroom.name'),
);

export interface ClassroomSheet {
  classroom: GradingSheetClassroom;
  pupils: GradingSheetPupil[];
  /** As listGrades answers them for the class, in the register's order. */
  grades: GradeView[];
  doubleCorrected: boolean;
}

/** The classroom left-joined to its pupils, each to its grade and comment on the quiz: one statement. */
const classroomSheetRows = statement((db, userId: string, quizId: string, classroomId: string) =>
  db
    .selectFrom('classroom')
    .innerJoin('school', 'school.id', 'classroom.school_id')
    .leftJoin('pupil', 'pupil.classroom_id', 'classroom.id')
    // The marks only where the caller may read the quiz's results (a school's owner reading a colleague's test: in the schools they own).
    .leftJoin('quiz_assignment', (join) =>
      join
        .onRef('quiz_assignment.classroom_id', '=', 'classroom.id')
        .on('quiz_assignment.quiz_id', '=', quizId)
        .on('quiz_assignment.classroom_id', 'in', resultClassroomIdsOf(db, userId, quizId)),
    )
    .leftJoin('grade', (join) => join.onRef('grade.pupil_id', '=', 'pupil.id').on('grade.quiz_id', '=', quizId).on('quiz_assignment.quiz_id', 'is not', null))
    .leftJoin('pupil_comment', (join) =>
      join.onRef('pupil_comment.pupil_id', '=', 'pupil.id').on('pupil_comment.quiz_id', '=', quizId).on('quiz_assignment.quiz_id', 'is not', null),
    )
    .leftJoin('app_user as grader', 'grader.id', 'grade.graded_by')
    .where('classroom.id', '=', classroomId)
    .where('classroom.id', 'in', classroomIdsOf(db, userId))
    .select([
      'classroom.name as classroomName',
      'classroom.school_id as schoolId',
      'school.name as schoolName',
      'pupil.id as id',
      'pupil.name as name',
      ...gradeColumns,
      graderName,
      'pupil_comment.body as comment',
      sql<boolean>`EXISTS (SELECT 1 FROM double_correction dc WHERE dc.quiz_id = ${quizId} AND dc.classroom_id = classroom.id)`.as('doubleCorrected'),
    ])
    .orderBy('pupil.created_at')
    .orderBy('pupil.id'),
);

/**
 * The class, its roster and its grades of the quiz in one statement (the
 * classroom left-joined to its pupils, each to its grade and comment on the
 * quiz): undefined when the caller may not see such a class. A class the
 * quiz is not assigned to has no grades here, as in listGrades, nor has one
 * where the caller may not read the quiz's results.
 */
export async function classroomSheet(db: Db, userId: string, quizId: string, classroomId: string, language: Language): Promise<ClassroomSheet | undefined> {
  const rows = await classroomSheetRows(db, userId, quizId, classroomId);
  const first = rows[0];
  if (!first) return undefined;
  // An empty class is one row of nulls after the class's own columns.
  const roster = inPupilOrder(
    rows.filter((row): row is (typeof rows)[number] & { id: string; name: string } => row.id !== null && row.name !== null),
    language,
  );
  const grades: GradeView[] = [];
  for (const row of roster) {
    if (row.pupil_id !== null) grades.push(toView(row as StoredGradeRow, row.comment ?? ''));
    else if (row.comment !== null) grades.push(noGrade(row.id, row.comment));
  }
  return {
    classroom: { id: classroomId, name: first.classroomName, schoolId: first.schoolId, schoolName: first.schoolName },
    pupils: roster.map(({ id, name }) => ({ id, name })),
    grades,
    doubleCorrected: first.doubleCorrected,
  };
}
