// The assignment calls (SPEC 7) and their cache entries. Every change drops
// the classroom's tag, `classroom:<id>`, so the classroom page and this tab
// ask again (graded x/y, the list itself).
import { cache, CLASSROOM_CACHE_MS } from '../../core/cache';
import { api, asList } from '../../core/http';
import type { AssignedQuiz, ClassroomOption, QuizSummary, QuizWithAssignments } from './assignments.types';

const seg = (id: string) => encodeURIComponent(id);

export const classroomTagOf = (classroomId: string) => `classroom:${classroomId}`;
export const assignedQuizzesKey = (classroomId: string) => `assignments:classroom:${classroomId}`;
export const assignedQuizzesOptions = (classroomId: string) => ({ ttlMs: CLASSROOM_CACHE_MS, tags: [classroomTagOf(classroomId), 'assignments'] });

/** After any assignment change: every list that shows assignments is stale. */
export function afterAssignmentsChanged(classroomIds: readonly string[]): void {
  cache.invalidateTags(...classroomIds.map(classroomTagOf), 'assignments', 'quizzes');
}

export const assignmentsApi = {
  list: async (classroomId: string) => asList<AssignedQuiz>(await api.get<unknown>(`/api/classrooms/${seg(classroomId)}/quizzes`)),
  /** One quiz to one classroom; 201 when new, 200 when it was already assigned. */
  assign: (classroomId: string, quizId: string, dueDate: string | null) => api.post<AssignedQuiz>(`/api/classrooms/${seg(classroomId)}/quizzes/${seg(quizId)}`, { dueDate }),
  /** One quiz to several classrooms at once (all or none). */
  assignBulk: async (quizId: string, classroomIds: string[], dueDate: string | null) =>
    asList<AssignedQuiz>(await api.post<unknown>(`/api/quizzes/${seg(quizId)}/assign-bulk`, { classroomIds, dueDate })),
  setDueDate: (classroomId: string, quizId: string, dueDate: string | null) => api.put<AssignedQuiz>(`/api/classrooms/${seg(classroomId)}/quizzes/${seg(quizId)}`, { dueDate }),
  /** The grades are kept: assigning again brings them back. */
  unassign: (classroomId: string, quizId: string) => api.del(`/api/classrooms/${seg(classroomId)}/quizzes/${seg(quizId)}`),
  summaries: async () => asList<QuizSummary>(await api.get<unknown>('/api/quizzes/summaries')),
  classrooms: async () => asList<ClassroomOption>(await api.get<unknown>('/api/classrooms')),
  quizzesWithAssignments: async () => asList<QuizWithAssignments>(await api.get<unknown>('/api/quizzes')),
};

/** Shared by the choosers and the grading screen's classroom chooser. */
export const quizzesWithAssignmentsQuery = {
  key: 'assignments:quizzes-with-assignments',
  load: assignmentsApi.quizzesWithAssignments,
  options: { ttlMs: 60_000, tags: ['assignments', 'quizzes'] },
};
