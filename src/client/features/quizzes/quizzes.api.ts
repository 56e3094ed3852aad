// SPEC 7 quiz calls. Reads go through the app cache (tag `quizzes` for the
// lists, `quiz:<id>` for one quiz and its breadcrumb name), and every write
// drops what it made stale.

import { isGradeImpactDetails, isQuizVersionConflict, type QuizListItem, type QuizSummary, type QuizView, quizPaths } from '../../../domain/api/quizzes';
import type { GradeImpact } from '../../../domain/grade-impact';
import type { QuizDocument } from '../../../domain/quiz/types';
import { cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { ApiError, api, asList } from '../../core/http';
import { quizListRecordQuery, quizRecordQuery, storeSavedQuiz } from '../../core/records.cache';
import { removeUserItem, userItemNames } from '../../core/user-data';

export type { QuizAssignment, QuizListItem, QuizSummary, QuizView } from '../../../domain/api/quizzes';

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

/**
 * The storage name (under the user's `quiz-app.user.<id>.` keys) of the editor's copies of a quiz on this device;
 * key 'new' or the id. Each tab's copy adds `.<tab>` (quiz-editor/draft-storage.ts).
 */
export function quizDraftName(key: string): string {
  return `quiz-draft.${key}`;
}

/** The signed-in teacher's copies of a deleted quiz go with it, every tab's (core/user-data keys them by user). */
function forgetDraft(id: string): void {
  const name = quizDraftName(id);
  for (const item of userItemNames(name)) if (item === name || item.startsWith(`${name}.`)) removeUserItem(item);
}

/** Drops every cached read this quiz appears in (lists, its detail, its breadcrumb name). */
export function invalidateQuiz(id?: string): void {
  cache.invalidateTags(cacheTags.quizzes, ...(id ? [cacheTags.quiz(id)] : []));
}

export const quizzesApi = {
  summaries: () => api.get<unknown>(quizPaths.summaries).then((body) => asList<QuizSummary>(body)),
  get: (id: string) => api.get<QuizView>(quizPaths.one(id)),
  create: async (document: QuizDocument) => {
    const created = await api.post<QuizView>(quizPaths.list, document);
    storeSavedQuiz(created);
    return created;
  },
  /**
   * PUT with the version the edit was based on; a stale one rejects with QuizConflictError and nothing is overwritten.
   * A change to grades already entered rejects with GradeImpactError unless `acceptGradeImpact` names that very impact.
   */
  save: async (id: string, document: QuizDocument, version: number, acceptGradeImpact?: string) => {
    try {
      const saved = await api.put<QuizView>(quizPaths.one(id), { ...document, version, ...(acceptGradeImpact ? { acceptGradeImpact } : {}) });
      storeSavedQuiz(saved);
      return saved;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { details } = error;
      if (error.code === 'grades_affected' && isGradeImpactDetails(details)) throw new GradeImpactError(error, details.impact, details.fingerprint);
      if (error.status === 409) throw new QuizConflictError(error, isQuizVersionConflict(details) ? details.currentVersion : null);
      throw error;
    }
  },
  /** `acceptDoubleCorrections`: the fingerprint of a 409 `double_correction_deleted` the teacher agreed to. */
  remove: async (id: string, acceptDoubleCorrections?: string) => {
    await api.del(quizPaths.one(id), acceptDoubleCorrections === undefined ? undefined : { query: { acceptDoubleCorrections } });
    invalidateQuiz(id);
    // A deleted test's copy on this device would never be opened again.
    forgetDraft(id);
  },
  clone: async (id: string) => {
    const copy = await api.put<QuizView>(quizPaths.clone(id));
    storeSavedQuiz(copy);
    return copy;
  },
};

/** The Quizzes page's list for a title filter ('' for all), as one cache entry. */
export function quizListQuery(title: string) {
  return quizListRecordQuery<QuizListItem>(title);
}

/** One quiz's full document, in the entry the breadcrumbs and the editor read too. */
export function quizQuery(id: string) {
  return quizRecordQuery<QuizView>(id);
}
