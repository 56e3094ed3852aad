// Contract of the quiz routes (SPEC 3, 7): the document with what the
// server keeps beside it, the list rows, and the details of the two 409s a
// save can meet (a stale version; grades the change would alter).

import type { GradeImpact } from '../grade-impact';
import type { QuizDocument } from '../quiz/types';
import type { EvaluatorSlot } from './double-correction';

/**
 * GET /api/quizzes/{id}: the document and what the server keeps beside it.
 * Its `language` is always there once stored (the quiz's column); it stays
 * optional in the type because the document a client sends may leave it out.
 */
export interface QuizView<D = string> extends QuizDocument {
  id: string;
  /** Points the questions are worth together (without the ex-officio points). */
  totalPoints: number;
  /** Optimistic-concurrency version; a save names the one it was based on. */
  version: number;
  isOwner: boolean;
  /** What the reader may do with it (issue 16): see QuizAccess. */
  access: QuizAccess;
  /**
   * Whether double correction has fixed the test's points (issue 17): the
   * server's answers always carry it (it is optional only for a view kept
   * from before it existed: absent reads as null). See PointsFixed.
   */
  pointsFixed?: PointsFixed | null;
  createdAt: D;
  updatedAt: D;
}

/**
 * Why a test's points and ex-officio points can no longer change (its texts
 * can): an evaluator of a double correction has a mark. 'correcting' while a
 * class it is corrected in is not reconciled yet; 'corrected' once every such
 * class is. Null: nothing fixes them. A save that changes them, or adds,
 * moves or removes a question, is refused (400 on `sections`) by the same
 * rule (domain/quiz/fixed-scale.ts).
 */
export type PointsFixed = 'correcting' | 'corrected';

/** The details of that refusal (a 400 on `sections`): the editor switches to fixed points without asking again. */
export interface PointsFixedRefusal {
  pointsFixed: PointsFixed;
}

export const isPointsFixedRefusal = (details: Readonly<Record<string, unknown>>): details is Readonly<PointsFixedRefusal> =>
  details.pointsFixed === 'correcting' || details.pointsFixed === 'corrected';

/**
 * 'owner': the author, everything; 'edit': shared to edit (and grade);
 * 'grade': shared to assign to one's classes and grade there; 'read': a
 * school's owner reading the results of a test given in the school.
 */
export type QuizAccess = 'owner' | 'edit' | 'grade' | 'read';

/** Whether the reader may change the test itself: its author, or a colleague it was shared with to edit. */
export const canEditQuiz = (view: { access: QuizAccess }) => view.access === 'owner' || view.access === 'edit';

/**
 * POST /api/quizzes: the document, and the classes the new quiz is assigned
 * to in the same request (created from a classroom's quiz tab). The ids are
 * not part of the document.
 */
export type QuizCreateRequest = QuizDocument & { classroomIds?: string[] };

/** The document inside a view (what the editor edits and a save sends back), its language included. */
export function documentOfView(view: QuizView<unknown>): QuizDocument {
  const { title, classLabel, basePoints, timeLimit, sections, gradingScheme, language } = view;
  return { title, classLabel, basePoints, timeLimit, sections, gradingScheme, language };
}

/** Where a quiz is assigned, on a row of the list. */
export interface QuizAssignment {
  classroomId: string;
  classroomName: string;
  schoolId: string;
  schoolName: string;
  /** YYYY-MM-DD, or null when none was set. */
  dueDate: string | null;
}

/** A class a quiz is given to, on a row of the list: with the reader's part in its double correction, if any. */
export interface QuizListAssignment extends QuizAssignment {
  /** Which evaluator the reader is in this class's double correction; null when none (or no double correction). */
  evaluator: EvaluatorSlot | null;
}

/** A row of GET /api/quizzes. */
export interface QuizListItem<D = string> {
  id: string;
  title: string;
  classLabel: string;
  totalPoints: number;
  basePoints: number;
  questionCount: number;
  version: number;
  isOwner: boolean;
  assignments: QuizListAssignment[];
  createdAt: D;
  updatedAt: D;
}

/** GET /api/quizzes/summaries: enough to pick a quiz. */
export interface QuizSummary {
  id: string;
  title: string;
  classLabel: string;
}

/** 409 `conflict` on a save: someone saved first. */
export interface QuizVersionConflict {
  currentVersion: number;
}

/** 409 `grades_affected`: nothing saved; saving again with the fingerprint (after the teacher agreed) applies it. */
export interface GradeImpactDetails {
  impact: GradeImpact;
  fingerprint: string;
}

/**
 * 409 `double_correction_deleted`: nothing deleted; the test has double corrections (classes' names) whose
 * evaluators' work would go with it. Deleting again with `?acceptDoubleCorrections=<fingerprint>` deletes it.
 */
export interface DoubleCorrectionDeletion {
  classes: string[];
  fingerprint: string;
}

export function isQuizVersionConflict(details: unknown): details is QuizVersionConflict {
  const version = (details as Partial<QuizVersionConflict> | null)?.currentVersion;
  return typeof version === 'number' && Number.isInteger(version);
}

export function isGradeImpactDetails(details: unknown): details is GradeImpactDetails {
  const candidate = details as Partial<GradeImpactDetails> | null;
  return typeof candidate?.fingerprint === 'string' && !!candidate.impact && typeof candidate.impact === 'object';
}

const seg = encodeURIComponent;

export const quizPaths = {
  list: '/api/quizzes',
  summaries: '/api/quizzes/summaries',
  one: (quizId: string) => `/api/quizzes/${seg(quizId)}`,
  clone: (quizId: string) => `/api/quizzes/${seg(quizId)}/clone`,
};
