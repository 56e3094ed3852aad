// The part of the grading sheet no other read gives: where one quiz is
// assigned, among the classrooms of the caller's schools (tenancy in SQL,
// as tenancy.ts: a class of another school is simply not found).
import type { QuizAssignment } from '../../domain/api/quizzes';
import type { Db } from '../db/index';
import { assignmentColumns } from './quizzes.repo';

export function assignmentsOfQuiz(db: Db, userId: string, quizId: string): Promise<QuizAssignment[]> {
  return db
    .selectFrom('quiz_assignment')
    .innerJoin('classroom', 'classroom.id', 'quiz_assignment.classroom_id')
    .innerJoin('school', 'school.id', 'classroom.school_id')
    .innerJoin('school_member', 'school_member.school_id', 'school.id')
    .where('school_member.user_id', '=', userId)
    .where('quiz_assignment.quiz_id', '=', quizId)
    .select(assignmentColumns)
    .orderBy('school.name')
    .orderBy('classroom.name')
    .execute();
}
