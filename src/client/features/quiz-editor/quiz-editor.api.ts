// The editor's network calls as named fromPromise actors (DESIGN 4): the
// machine names them, the app supplies these, tests swap them with provide().
import { fromPromise } from 'xstate';
import type { QuizDocument } from '../../../domain/quiz/types';
import { quizzesApi, type QuizView } from '../quizzes';

export interface LoadInput {
  quizId: string;
}

export interface CreateInput {
  document: QuizDocument;
}

export interface SaveInput {
  quizId: string;
  /** The version this edit was based on. */
  version: number;
  document: QuizDocument;
  /** The fingerprint of the grade impact the teacher confirmed, if any. */
  acceptGradeImpact?: string;
}

export const quizEditorActors = {
  loadQuiz: fromPromise<QuizView, LoadInput>(({ input }) => quizzesApi.get(input.quizId)),
  createQuiz: fromPromise<QuizView, CreateInput>(({ input }) => quizzesApi.create(input.document)),
  saveQuiz: fromPromise<QuizView, SaveInput>(({ input }) => quizzesApi.save(input.quizId, input.document, input.version, input.acceptGradeImpact)),
};
