// The editor's network calls as named fromPromise actors (DESIGN 4): the
// machines name them, the app supplies these, tests swap them with provide().
import { fromPromise } from 'xstate';
import { isPointsFixedRefusal, type QuizCreateRequest, quizPaths } from '../../../domain/api/quizzes';
import type { QuizDocument } from '../../../domain/quiz/types';
import { cache } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { ApiError, api } from '../../core/http';
import { classroomNameRecordQuery, fetchRecord, quizRecordQuery, storeSavedQuiz } from '../../core/records.cache';
import type { SendInput } from '../../core/sync.machine';
import { GradeImpactError, QuizConflictError, type QuizView, quizzesApi } from '../quizzes';
import type { QuizBatch, QuizOutcome } from './quiz-editor.types';

export interface LoadInput {
  quizId: string;
  /** Ask the server again, whatever the cache holds (a refused save: what is fixed now). */
  force?: boolean;
}

export interface CreateInput {
  document: QuizDocument;
  /** Classes to assign the new test to, in the same request. */
  classroomIds?: string[];
}

export interface SaveInput {
  quizId: string;
  /** The version this edit was based on. */
  version: number;
  document: QuizDocument;
  /** The fingerprint of the grade impact the teacher confirmed, if any. */
  acceptGradeImpact?: string;
}

export interface QuizCalls {
  create: (input: CreateInput) => Promise<QuizView>;
  save: (input: SaveInput) => Promise<QuizView>;
}

/** A create that also assigns: one request, so the test and its classes exist together or not at all. */
async function createAssigned(document: QuizDocument, classroomIds: string[]): Promise<QuizView> {
  const created = await api.post<QuizView>(quizPaths.list, { ...document, classroomIds } satisfies QuizCreateRequest);
  // The answer is the new test's record (its page and breadcrumb read it), as for a test created unassigned.
  storeSavedQuiz(created);
  cache.invalidateTags(...classroomIds.map(cacheTags.classroom), cacheTags.assignments);
  return created;
}

const serverCalls: QuizCalls = {
  create: ({ document, classroomIds }) => (classroomIds?.length ? createAssigned(document, classroomIds) : quizzesApi.create(document)),
  save: ({ quizId, document, version, acceptGradeImpact }) => quizzesApi.save(quizId, document, version, acceptGradeImpact),
};

/**
 * Sends one batch (POST for a new test, else PUT). A refusal that needs the
 * teacher is an answer; any other failure is thrown for the engine to retry.
 */
export async function sendQuizBatch(batch: QuizBatch, calls: QuizCalls = serverCalls): Promise<QuizOutcome> {
  const { quizId, version, document, acceptGradeImpact, classroomIds } = batch;
  try {
    const quiz =
      quizId === null
        ? await calls.create({ document, ...(classroomIds ? { classroomIds } : {}) })
        : await calls.save({ quizId, version: version ?? 0, document, acceptGradeImpact });
    return { type: 'saved', quiz };
  } catch (error) {
    if (error instanceof GradeImpactError) return { type: 'gradeImpact', impact: error.impact, fingerprint: error.fingerprint };
    if (error instanceof QuizConflictError) return { type: 'conflict', currentVersion: error.currentVersion };
    if (error instanceof ApiError && error.type === 'validation' && Object.keys(error.fields).length > 0)
      return isPointsFixedRefusal(error.details)
        ? { type: 'pointsFixed', pointsFixed: error.details.pointsFixed, fields: { ...error.fields } }
        : { type: 'invalid', fields: { ...error.fields } };
    throw error;
  }
}

/** The autosave engine's `send` for the editor. */
export const sendQuizActor = (calls: QuizCalls = serverCalls) =>
  fromPromise<QuizOutcome, SendInput<QuizBatch>>(({ input }) => sendQuizBatch(input.batch, calls));

/** The name of a class a new test is to be assigned to, in the entry the breadcrumbs read it from. */
export function assignClassroomQuery(classroomId: string) {
  return classroomNameRecordQuery(classroomId);
}

export const quizEditorActors = {
  // Through the quiz's record: the breadcrumbs' title and the editor are one request.
  loadQuiz: fromPromise<QuizView, LoadInput>(({ input }) => fetchRecord(quizRecordQuery<QuizView>(input.quizId), input.force)),
};
