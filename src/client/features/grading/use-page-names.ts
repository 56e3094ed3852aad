// The quiz's title and the classroom's name for a grading page's heading,
// through the cache (the grid reads the same quiz entry).
import { useCachedQuery } from '../../core/cache';
import { api } from '../../core/http';
import { quizQuery } from './grading.api';

interface ClassroomName {
  name: string;
}

export function useQuizTitle(quizId: string): { title: string | undefined; notFound: boolean } {
  const query = quizQuery(quizId);
  const quiz = useCachedQuery(query.key, query.load, query.options);
  const status = (quiz.error as { status?: number } | null)?.status;
  return { title: quiz.data?.title, notFound: status === 404 };
}

export function useClassroomName(classroomId: string | null): string | undefined {
  const classroom = useCachedQuery(classroomId ? `grading:classroom:${classroomId}` : null, () => api.get<ClassroomName>(`/api/classrooms/${encodeURIComponent(classroomId ?? '')}`), {
    ttlMs: 60_000,
    tags: classroomId ? [`classroom:${classroomId}`] : [],
  });
  return classroom.data?.name;
}
