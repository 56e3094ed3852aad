// A quiz's title and a classroom's name for a page's heading, through the
// records cache (the grid, the breadcrumbs and the route loaders read the same
// entries). In core, not in the grading feature: the quiz dashboard and the
// double-correction page show them without loading the grade grid's code.
import type { QuizAccess } from '../../domain/api/quizzes';
import { useQuery } from './cache';
import { classroomNameRecordQuery, quizRecordQuery } from './records.cache';

export function useQuizTitle(quizId: string): { title: string | undefined; notFound: boolean; isAuthor: boolean } {
  const quiz = useQuery(quizRecordQuery<{ title: string; access: QuizAccess }>(quizId));
  const status = (quiz.error as { status?: number } | null)?.status;
  return { title: quiz.data?.title, notFound: status === 404, isAuthor: quiz.data?.access === 'owner' };
}

export function useClassroomName(classroomId: string | null): string | undefined {
  return useClassroomRecordName(classroomId).name;
}

/** The classroom's name, and whether the server answered 404 (someone else's class, or a school the reader has left). */
export function useClassroomRecordName(classroomId: string | null): { name: string | undefined; notFound: boolean } {
  const classroom = useQuery(classroomId ? classroomNameRecordQuery(classroomId) : null);
  const status = (classroom.error as { status?: number } | null)?.status;
  return { name: classroom.data?.name, notFound: status === 404 };
}
