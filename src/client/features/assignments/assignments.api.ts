// The assignment calls (SPEC 7) and their cache entries. Every change drops
// the classroom's tag, `classroom:<id>`, so the classroom page and this tab
// ask again (graded x/y, the list itself).
import { cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { api, asList } from '../../core/http';
import { classroomQuizzesRecordQuery } from '../../core/records.cache';
import type { AssignedQuiz, ClassroomOption, QuizSummary, QuizWithAssignments } from './assignments.types';

const seg = (id: string) => encodeURIComponent(id);

/** The classroom's assigned quizzes, in the entry the classroom page reads too. */
export const assignedQuizzesQuery = (classroomId: string) => classroomQuizzesRecordQuery<AssignedQuiz>(classroomId);

/** After any assignment change: every list that shows assignments is stale. */
export function afterAssignmentsChanged(classroomIds: readonly string[]): void {
  cache.invalidateTags(...classroomIds.map(cacheTags.classroom), cacheTags.assignments, cacheTags.quizzes);
}

export const assignmentsApi = {
  /** One quiz to one classroom; 201 when new, 200 when it was already assigned. */
  assign: (classroomId: string, quizId: string, dueDate: string | null) =>
    api.post<AssignedQuiz>(`/api/classrooms/${seg(classroomId)}/quizzes/${seg(quizId)}`, { dueDate }),
  /** Several quizzes to one classroom at once (all or none). */
  assignQuizzes: async (classroomId: string, quizIds: string[], dueDate: string | null) =>
    asList<AssignedQuiz>(await api.post<unknown>(`/api/classrooms/${seg(classroomId)}/quizzes`, { quizIds, dueDate })),
  /** One quiz to several classrooms at once (all or none). */
  assignBulk: async (quizId: string, classroomIds: string[], dueDate: string | null) =>
    asList<AssignedQuiz>(await api.post<unknown>(`/api/quizzes/${seg(quizId)}/assign-bulk`, { classroomIds, dueDate })),
  setDueDate: (classroomId: string, quizId: string, dueDate: string | null) =>
    api.put<AssignedQuiz>(`/api/classrooms/${seg(classroomId)}/quizzes/${seg(quizId)}`, { dueDate }),
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
  options: { ttlMs: 60_000, tags: [cacheTags.assignments, cacheTags.quizzes] },
};

/** The assign dialog's and chooser's list of quizzes. */
export const quizSummariesQuery = {
  key: 'assignments:summaries',
  load: assignmentsApi.summaries,
  options: { ttlMs: 60_000, tags: [cacheTags.quizzes] },
};

/** Every classroom the teacher may assign to, grouped by school in the chooser. */
export const classroomOptionsQuery = {
  key: 'assignments:classrooms',
  load: assignmentsApi.classrooms,
  options: { ttlMs: 60_000, tags: [cacheTags.schools] },
};
