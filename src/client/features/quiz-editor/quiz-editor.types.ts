// The editor machine's context, input and events (quiz-editor.machine.ts).
import type { QuizDocument } from '../../../domain/quiz/types';
import type { GradeImpact } from '../../../domain/grade-impact';
import type { MessageRef } from '../../../domain/validation';
import type { DraftStore } from './draft-storage';
import type { QuizDraft } from './quiz-draft';

/** A field's problem: a schema message to translate, or the server's text (already translated). */
export type Problem = MessageRef | string;

export interface EditorInput {
  /** Null for a new test (/quizzes/create). */
  quizId: string | null;
  /** The document as it is now (the editor's observable). */
  readDocument: () => QuizDraft;
  drafts: DraftStore;
  now?: () => number;
}

export interface EditorContext {
  quizId: string | null;
  version: number | null;
  readDocument: () => QuizDraft;
  drafts: DraftStore;
  now: () => number;
  /** Changes since the editor opened; a save remembers how many it carried. */
  changes: number;
  savedChanges: number;
  /** The checked document on its way to the server. */
  outgoing: QuizDocument | null;
  /** Why the document stays on this device: field path -> message. */
  problems: Record<string, Problem>;
  /** The last failure (load or save). */
  error: unknown;
  /** The server's version after a 409. */
  conflictVersion: number | null;
  /** A copy on this device made from an older server version, waiting for the teacher's choice. */
  localDraft: QuizDraft | null;
  /** The document came from this device's copy, not the server. */
  restored: boolean;
  /** Automatic retries of a failed save since the last success or change. */
  retries: number;
  /** What the last refused save would do to grades already entered (a 409 grades_affected). */
  gradeImpact: { impact: GradeImpact; fingerprint: string } | null;
  /** The fingerprint of the impact the teacher confirmed: the next save carries it. */
  acceptedImpact: string | null;
}

export type EditorEvent =
  | { type: 'document.change' }
  | { type: 'save.now' }
  | { type: 'save.retry' }
  | { type: 'load.retry' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.overwrite' }
  | { type: 'grades.confirm' }
  | { type: 'grades.cancel' };

export type EditorEmitted =
  | { type: 'document.replace'; document: QuizDraft }
  | { type: 'quiz.created'; quizId: string }
  | { type: 'save.failed'; error: unknown };
