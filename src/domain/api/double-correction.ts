// Contract of the double-correction routes (issue 17), under
// /api/quizzes/:id/classrooms/:classroomId/double-correction. Marks travel as
// points (two decimals) and final marks as 1-10 with two decimals.
import type { FinalMarkRule, QuestionAgreement } from '../double-correction';
import type { QuestionScores } from '../marks';

export {
  type CorrectionRowInput,
  correctionBatchSchema,
  correctionRowSchema,
  type DoubleCorrectionInput,
  doubleCorrectionSchema,
} from '../schemas/double-correction';

export type EvaluatorSlot = 1 | 2 | 3;

export interface EvaluatorView<D = string> {
  slot: EvaluatorSlot;
  /** null: not chosen yet (the third, "choose later"), or the account is gone. `left`: no longer in the class's school. */
  user: { id: string; name: string; left?: true } | null;
  /** When evaluator 1 or 2 submitted their correction; null until then (always null for the third). */
  submittedAt: D | null;
}

export interface DoubleCorrectionView<D = string> {
  quizId: string;
  classroomId: string;
  evaluators: EvaluatorView<D>[];
  threshold: number;
  finalMark: FinalMarkRule;
  /** When both corrections were in and the papers were settled or sent to the third evaluator. */
  reconciledAt: D | null;
  /** The caller's place: an evaluator's slot, else null (the test's author or the school's owner, reading). */
  mySlot: EvaluatorSlot | null;
  /** The caller follows the recorded steps: the test's author and the school's owner, evaluators among them too. */
  readsSteps: boolean;
}

/** One evaluator's marks of one paper (the caller's own only, before reconciliation). */
/**
 * What a 409 of the set-up carries when evaluators 1 or 2 replaced in their slots have marks: how many papers
 * would lose them. The change goes through only when sent again with `clearReplacedMarks`.
 */
export interface ReplacedEvaluatorMarks {
  markedPapers: number;
}

export function isReplacedEvaluatorMarks(details: unknown): details is ReplacedEvaluatorMarks {
  return typeof details === 'object' && details !== null && typeof (details as { markedPapers?: unknown }).markedPapers === 'number';
}

export interface CorrectionView<D = string> {
  pupilId: string;
  score: number | null;
  questionScores: QuestionScores;
  /** 0: nothing entered yet. */
  version: number;
  gradedAt: D | null;
}

export type PaperOutcome = 'settled' | 'third' | 'noMark';

/** A pupil's line of the reconciliation: both marks, their difference, and how the final mark came. */
export interface ReconciliationRow {
  pupilId: string;
  first: number | null;
  second: number | null;
  difference: number | null;
  outcome: PaperOutcome;
  /** The third evaluator's mark, once entered. */
  third: number | null;
  /** The mark that counts: the rule's within the threshold, the third's beyond it; null until it is known. */
  final: number | null;
}

export interface ReconciliationView {
  rows: ReconciliationRow[];
  /** Both corrections side by side per question, for the papers sent to the third evaluator. */
  papers: { pupilId: string; first: QuestionScores; second: QuestionScores }[];
  /** How far evaluators 1 and 2 agreed, question by question, over the papers both marked. */
  agreement: QuestionAgreement[];
  /** Papers sent to the third evaluator. */
  toThird: number;
}

export interface CorrectionEventView<D = string> {
  action: string;
  actor: { id: string; name: string } | null;
  pupilId: string | null;
  detail: Record<string, unknown>;
  at: D;
}

const seg = encodeURIComponent;

export const doubleCorrectionPaths = {
  /** GET the set-up and who has submitted; PUT (the author) to set it up; DELETE (the author) before any mark. */
  of: (quizId: string, classroomId: string) => `/api/quizzes/${seg(quizId)}/classrooms/${seg(classroomId)}/double-correction`,
  /** GET the caller's own marks; POST a batch of them. */
  marks: (quizId: string, classroomId: string) => `${doubleCorrectionPaths.of(quizId, classroomId)}/marks`,
  /** POST to submit one's correction, DELETE to withdraw it. */
  submission: (quizId: string, classroomId: string) => `${doubleCorrectionPaths.of(quizId, classroomId)}/submission`,
  reconciliation: (quizId: string, classroomId: string) => `${doubleCorrectionPaths.of(quizId, classroomId)}/reconciliation`,
  steps: (quizId: string, classroomId: string) => `${doubleCorrectionPaths.of(quizId, classroomId)}/steps`,
};
