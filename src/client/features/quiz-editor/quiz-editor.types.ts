// The editor machine's context, input and events (quiz-editor.machine.ts),
// and what its autosave engine (core/sync.machine.ts) sends and hears back.

import type { PointsFixed } from '../../../domain/api/quizzes';
import type { GradeImpact } from '../../../domain/grade-impact';
import type { QuizDocument } from '../../../domain/quiz/types';
import type { MessageRef } from '../../../domain/validation';
import type { QuizView } from '../quizzes';
import type { BaseShape } from './draft-merge';
import type { DraftRecord, DraftStore, FoundDraft } from './draft-storage';
import type { QuizDraft } from './quiz-draft';

/** One save of the document: POST when there is no id yet, else PUT on the version it was based on. */
export interface QuizBatch {
  quizId: string | null;
  version: number | null;
  /** Checked with the shared schema (numbers read). */
  document: QuizDocument;
  /** The fingerprint of the grade impact the teacher confirmed, if any. */
  acceptGradeImpact?: string;
  /** A new test's classes, assigned by the create itself. */
  classroomIds?: string[];
  /** The editor's change count when the batch was taken. */
  changes: number;
  /** The teacher asked for this save (Save now, Review): a change to grades it finds is shown at once. */
  asked: boolean;
}

/** The server's answer; failures that may pass are thrown instead, for the engine to retry. */
export type QuizOutcome =
  | { type: 'saved'; quiz: QuizView }
  /** Someone else saved meanwhile (409): the teacher chooses. */
  | { type: 'conflict'; currentVersion: number | null }
  /** The change would alter grades already entered: nothing was saved; the teacher decides. */
  | { type: 'gradeImpact'; impact: GradeImpact; fingerprint: string }
  /** The server's field messages (400): the document stays on this device with them. */
  | { type: 'invalid'; fields: Record<string, string> }
  /** A double correction fixed the test's points since the editor last heard (400 on `sections`, with why). */
  | { type: 'pointsFixed'; pointsFixed: PointsFixed; fields: Record<string, string> };

/** A field's problem: a schema message to translate, or the server's text (already translated). */
export type Problem = MessageRef | string;

export interface EditorInput {
  /** Null for a new test (/quizzes/create). */
  quizId: string | null;
  /** The document as it is now (the editor's observable). */
  readDocument: () => QuizDraft;
  /** The classes a new test is assigned to on its first save. */
  readClassroomIds?: () => string[];
  drafts: DraftStore;
  now?: () => number;
}

export interface EditorContext {
  quizId: string | null;
  version: number | null;
  readDocument: () => QuizDraft;
  readClassroomIds: () => string[];
  drafts: DraftStore;
  now: () => number;
  /** Changes since the editor opened; a save remembers how many it carried. */
  changes: number;
  savedChanges: number;
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
  /** What the last refused save would do to grades already entered (a 409 grades_affected). */
  gradeImpact: { impact: GradeImpact; fingerprint: string } | null;
  /** The fingerprint of the impact the teacher confirmed: the next save carries it. */
  acceptedImpact: string | null;
  /**
   * The teacher asked for a save (Save now, Review), until the next batch is taken, which carries it (`asked`): a
   * change to grades an asked save finds is shown at once. Found by an autosave, it waits in the save status
   * instead: the dialog took the focus from a teacher still typing the new question's answer.
   */
  saveAsked: boolean;
  /** Double correction fixed the test's points (as the server last answered): they show read-only. */
  pointsFixed: PointsFixed | null;
  /** Points changed in this device's copy were put back to the server's on opening (they are fixed). */
  pointsDropped: boolean;
  /** The copies this device holds for the test, found on opening (draft-storage `find`). */
  found: FoundDraft[];
  /** The test as the server had it on opening, while the copies are weighed against it. */
  loaded: QuizView | null;
  /** A saved test: those copies in one (draft-restore), and the stored ones it holds, dropped once this tab keeps it. */
  copy: DraftRecord | null;
  taken: string[];
  /** Copies that could not be combined with the others: left on this device for the teacher. */
  left: number;
  /** A new test: the other unsaved new tests on this device, to open or discard. */
  offered: FoundDraft[];
  /** The server's `version`, unit by unit: kept with this tab's copy, so another copy can be combined with it. */
  base: BaseShape | null;
}

export type EditorEvent =
  | { type: 'document.change' }
  | { type: 'save.now' }
  | { type: 'save.retry' }
  | { type: 'load.retry' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.overwrite' }
  | { type: 'grades.confirm' }
  | { type: 'grades.cancel' }
  // The test read again while editing (the teacher came back to the window): whether its points became fixed.
  | { type: 'quiz.read'; quiz: QuizView }
  // From the autosave engine (the `sync` child): a batch was checked, the server answered, a save failed for good.
  | { type: 'sync.checked'; changes: number; problems: Record<string, Problem> }
  | { type: 'sync.answered'; batch: QuizBatch; outcome: QuizOutcome }
  | { type: 'sync.failed'; error: unknown };

export type EditorEmitted =
  | { type: 'document.replace'; document: QuizDraft }
  | { type: 'quiz.created'; quizId: string }
  | { type: 'save.failed'; error: unknown };
