// The quiz's title and the classroom's name for a grading page's heading,
// through the cache (the grid reads the same quiz entry).
import { useQuery } from '../../../core/cache';
import { classroomNameQuery, quizQuery } from '../grading.api';

export function useQuizTitle(quizId: string): { title: string | undefined; notFound: boolean; isAuthor: boolean } {
  const quiz = useQuery(quizQuery(quizId));
  const status = (quiz.error as { status?: number } | null)?.status;
  return { title: quiz.data?.title, notFound: status === 404, isAuthor: quiz.data?.access === 'owner' };
}

export function useClassroomName(classroomId: string | null): string | undefined {
  return useQuery(classroomId ? classroomNameQuery(classroomId) : null).data?.name;
}
