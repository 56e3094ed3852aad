// The grading screens' calls (SPEC 7), and the named actor the sync machine
// saves through, so tests swap the network for a function (DESIGN 4).
import { FetchError } from 'ofetch';
import { fromPromise } from 'xstate';
import type { QuizReport } from '../../../domain/analysis';
import { cache } from '../../core/cache';
import { ApiError, api, asList } from '../../core/http';
import type { GradeBatch, GradedQuiz, GradeConflict, GradeRecord, Pupil, SaveOutcome } from './grading.types';
import { cacheTags } from '../../core/cache-tags';

const seg = (id: string) => encodeURIComponent(id);

/** The extra fields of the server's error body (a 409's saved rows and conflicts). */
function errorBody(error: ApiError): Record<string, unknown> {
  const cause = error.cause;
  const data = cause instanceof FetchError ? (cause.data as { error?: Record<string, unknown> } | undefined) : undefined;
  return data?.error ?? {};
}

/** A 409 or a per-row 400 as the outcome it is; anything else stays a failure. */
export function outcomeOfError(error: unknown): SaveOutcome | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code === 'conflict') {
    const body = errorBody(error);
    return { type: 'conflict', saved: asList<GradeRecord>(body.saved), conflicts: asList<GradeConflict>(body.conflicts) };
  }
  const rowFields = Object.keys(error.fields).filter((path) => /^grades\.\d+\./.test(path));
  if (error.status === 400 && rowFields.length > 0) return { type: 'invalid', fields: error.fields };
  return null;
}

export async function saveGradeBatch(quizId: string, batch: GradeBatch): Promise<SaveOutcome> {
  try {
    const body = await api.post<{ grades?: unknown }>(`/api/quizzes/${seg(quizId)}/grades`, { grades: batch.rows });
    return { type: 'saved', rows: asList<GradeRecord>(body?.grades) };
  } catch (error) {
    const outcome = outcomeOfError(error);
    if (outcome) return outcome;
    throw error;
  }
}

export interface SaveInput {
  quizId: string;
  batch: GradeBatch;
}

/** The sync machine's `saveGrades` actor. */
export const saveGradesActor = fromPromise<SaveOutcome, SaveInput>(({ input }) => saveGradeBatch(input.quizId, input.batch));

/**
 * Drops what a change of grades makes stale: the quiz's figures (report,
 * question analysis) and the classroom's (graded x/y, average, performance).
 */
export function invalidateGradeViews(quizId: string, classroomId: string): void {
  cache.invalidateTags(cacheTags.grades(quizId), cacheTags.classroom(classroomId));
}

/** The quiz document as one cache entry (useCachedQuery reads it with the same key and loader). */
export function quizQuery(quizId: string) {
  return {
    key: `grading:quiz:${quizId}`,
    load: () => api.get<GradedQuiz>(`/api/quizzes/${seg(quizId)}`),
    options: { ttlMs: 60_000, tags: [cacheTags.quiz(quizId)] },
  };
}

/** The classroom's name for the page heading. */
export function classroomNameQuery(classroomId: string) {
  return {
    key: `grading:classroom:${classroomId}`,
    load: () => api.get<{ name: string }>(`/api/classrooms/${seg(classroomId)}`),
    options: { ttlMs: 60_000, tags: [cacheTags.classroom(classroomId)] },
  };
}

export const gradingApi = {
  /** Through the cache: the page (its title) and the grid (its columns) share one request. */
  quiz: (quizId: string) => {
    const query = quizQuery(quizId);
    return cache.fetch(query.key, query.load, query.options);
  },
  pupils: async (classroomId: string) => asList<Pupil>(await api.get<unknown>(`/api/classrooms/${seg(classroomId)}/pupils`)),
  grades: async (quizId: string, classroomId: string) =>
    asList<GradeRecord>(await api.get<unknown>(`/api/quizzes/${seg(quizId)}/grades`, { query: { classroomId } })),
  deleteAll: (quizId: string, classroomId: string) => api.del(`/api/quizzes/${seg(quizId)}/grades`, { query: { classroomId } }),
  report: (quizId: string, classroomId: string) => api.get<QuizReport>(`/api/quizzes/${seg(quizId)}/report`, { query: { classroomId } }),
};
