// SPEC 7 quiz calls. Reads go through the app cache (tag `quizzes` for the
// lists, `quiz:<id>` for one quiz and its breadcrumb name), and every write
// drops what it made stale.
import type { QuizDocument } from '../../../domain/quiz/types';
import type { GradeImpact } from '../../../domain/grade-impact';
import { cache } from '../../core/cache';
import { ApiError, api, asList } from '../../core/http';
import { removeUserItem } from '../../core/user-data';
import { cacheTags } from '../../core/cache-tags';

export interface QuizAssignment {
  classroomId: string;
  classroomName: string;
  schoolId: string;
  schoolName: string;
  /** YYYY-MM-DD, or null when none was set. */
  dueDate: string | null;
}

/** A row of GET /api/quizzes. */
export interface QuizListItem {
  id: string;
  title: string;
  classLabel: string;
  totalPoints: number;
  basePoints: number;
  questionCount: number;
  version: number;
  isOwner: boolean;
  assignments: QuizAssignment[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/quizzes/{id}: the document and what the server keeps beside it. */
export interface QuizView extends QuizDocument {
  id: string;
  totalPoints: number;
  /** Optimistic-concurrency version; a save names the one it was based on. */
  version: number;
  isOwner: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface QuizSummary {
  id: string;
  title: string;
  classLabel: string;
}

/** A 409 on save: someone (another tab, a colleague) saved since this version. */
export class QuizConflictError extends ApiError {
  /** The server's version now, when it said (it does). */
  readonly currentVersion: number | null;

  constructor(cause: ApiError, currentVersion: number | null) {
    super(cause.toInit(), { cause });
    this.currentVersion = currentVersion;
  }
}

/**
 * A 409 grades_affected on save: the change would alter grades already
 * entered. Nothing was saved; saving again with `fingerprint` (after the
 * teacher confirmed `impact`) applies it.
 */
export class GradeImpactError extends ApiError {
  constructor(
    cause: ApiError,
    readonly impact: GradeImpact,
    readonly fingerprint: string,
  ) {
    super(cause.toInit(), { cause });
  }
}

/** The impact and fingerprint the server sends next to code and message, when the body has them. */
function gradeImpactOf(error: ApiError): { impact: GradeImpact; fingerprint: string } | null {
  const body = (error.cause as { data?: { error?: { impact?: unknown; fingerprint?: unknown } } } | undefined)?.data?.error;
  if (error.code !== 'grades_affected' || !body || typeof body.fingerprint !== 'string' || !body.impact || typeof body.impact !== 'object') return null;
  return { impact: body.impact as GradeImpact, fingerprint: body.fingerprint };
}

/** The document alone, without what the server keeps beside it (id, version, dates). */
export function documentOf(quiz: QuizView): QuizDocument {
  const { title, classLabel, basePoints, timeLimit, sections, gradingScheme } = quiz;
  return { title, classLabel, basePoints, timeLimit, sections, gradingScheme };
}

const path = (id: string) => `/api/quizzes/${encodeURIComponent(id)}`;

/** The server's extra 409 field sits next to code and message in the error body (ofetch keeps it on the cause). */
function currentVersionOf(error: ApiError): number | null {
  const data = (error.cause as { data?: { error?: { currentVersion?: unknown } } } | undefined)?.data;
  const version = data?.error?.currentVersion;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

/** The storage name (under the user's `quiz-app.user.<id>.` keys) of the editor's copy of a quiz on this device; key 'new' or the id. */
export function quizDraftName(key: string): string {
  return `quiz-draft.${key}`;
}

/** The signed-in teacher's copy of a deleted quiz goes with it (core/user-data keys it by user). */
function forgetDraft(id: string): void {
  removeUserItem(quizDraftName(id));
}

/** Drops every cached read this quiz appears in (lists, its detail, its breadcrumb name). */
export function invalidateQuiz(id?: string): void {
  cache.invalidateTags(cacheTags.quizzes, ...(id ? [cacheTags.quiz(id)] : []));
}

export const quizzesApi = {
  list: (title?: string) => {
    const query = title?.trim() ? { title: title.trim() } : undefined;
    return api.get<unknown>('/api/quizzes', { query }).then((body) => asList<QuizListItem>(body));
  },
  summaries: () => api.get<unknown>('/api/quizzes/summaries').then((body) => asList<QuizSummary>(body)),
  get: (id: string) => api.get<QuizView>(path(id)),
  create: async (document: QuizDocument) => {
    const created = await api.post<QuizView>('/api/quizzes', document);
    invalidateQuiz();
    return created;
  },
  /**
   * PUT with the version the edit was based on; a stale one rejects with QuizConflictError and nothing is overwritten.
   * A change to grades already entered rejects with GradeImpactError unless `acceptGradeImpact` names that very impact.
   */
  save: async (id: string, document: QuizDocument, version: number, acceptGradeImpact?: string) => {
    try {
      const saved = await api.put<QuizView>(path(id), { ...document, version, ...(acceptGradeImpact ? { acceptGradeImpact } : {}) });
      invalidateQuiz(id);
      return saved;
    } catch (error) {
      const impact = error instanceof ApiError ? gradeImpactOf(error) : null;
      if (impact) throw new GradeImpactError(error as ApiError, impact.impact, impact.fingerprint);
      if (error instanceof ApiError && error.status === 409) throw new QuizConflictError(error, currentVersionOf(error));
      throw error;
    }
  },
  remove: async (id: string) => {
    await api.del(path(id));
    invalidateQuiz(id);
    // A deleted test's copy on this device would never be opened again.
    forgetDraft(id);
  },
  clone: async (id: string) => {
    const copy = await api.put<QuizView>(`${path(id)}/clone`);
    invalidateQuiz();
    return copy;
  },
};

/** The Quizzes page's list for a title filter ('' for all), as one cache entry. */
export function quizListQuery(title: string) {
  return {
    key: `quizzes:list:${title.trim().toLowerCase()}`,
    load: () => quizzesApi.list(title),
    options: { tags: [cacheTags.quizzes] },
  };
}

/** One quiz's full document, as one cache entry. */
export function quizQuery(id: string) {
  return { key: `quizzes:one:${id}`, load: () => quizzesApi.get(id), options: { tags: [cacheTags.quiz(id)] } };
}
