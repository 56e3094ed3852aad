// Double correction (issue 17): two evaluators grade each paper blind; where
// their final marks differ by more than a threshold, a third evaluator's mark
// is final. Within it the final mark is the mean of the two, to two decimals.
//
// The default is the rule of Romania's national exams (Evaluare Națională,
// Bacalaureat): the paper is re-graded when the two marks differ by more than
// one point, and otherwise its mark is "media aritmetică, cu două zecimale,
// fără rotunjire" of the two (the mean, truncated to two decimals). README,
// "Double correction", says where the rule comes from and what can be changed.
//
// Marks are compared and averaged in hundredths (integers), so 8.30 - 7.29
// is 1.01 and never 1.0099999.

import { markOf, type QuestionScores } from './marks';
import { toHundredths } from './points';

/** How the final mark is formed from two marks within the threshold. */
export type FinalMarkRule = 'meanTruncated' | 'meanRounded';

export const FINAL_MARK_RULES: readonly FinalMarkRule[] = ['meanTruncated', 'meanRounded'];

export interface SettlementRule {
  /** Largest difference of the two final marks (1-10 scale) settled without a third evaluator. */
  threshold: number;
  finalMark: FinalMarkRule;
}

/** The national exams' rule: more than one point apart goes to a third evaluator; otherwise the mean, truncated. */
export const NATIONAL_RULE: SettlementRule = { threshold: 1, finalMark: 'meanTruncated' };

/** Thresholds a teacher may set: from identical marks only (0) to 9, the whole scale. */
export const THRESHOLD_LIMITS = { min: 0, max: 9 } as const;

export type Outcome =
  /** Neither evaluator gave a mark (an absent pupil): nothing to settle, no final mark. */
  | { kind: 'noMark' }
  /** Within the threshold: the final mark by the rule. */
  | { kind: 'settled'; difference: number; mark: number }
  /** Beyond it, or only one evaluator gave a mark: the third evaluator's mark will be final. */
  | { kind: 'third'; difference: number | null };

/** The mean of two marks in hundredths, by the rule: truncated ("fără rotunjire") or rounded half up. */
function meanOf(first: number, second: number, rule: FinalMarkRule): number {
  const sum = first + second;
  return rule === 'meanTruncated' ? Math.floor(sum / 2) : Math.floor((sum + 1) / 2);
}

/**
 * What happens to one paper, given each evaluator's final mark (1-10, two
 * decimals; null when they gave none).
 */
export function settle(first: number | null, second: number | null, rule: SettlementRule = NATIONAL_RULE): Outcome {
  if (first === null && second === null) return { kind: 'noMark' };
  if (first === null || second === null) return { kind: 'third', difference: null };
  const a = toHundredths(first);
  const b = toHundredths(second);
  const difference = Math.abs(a - b);
  if (difference > toHundredths(rule.threshold)) return { kind: 'third', difference: difference / 100 };
  return { kind: 'settled', difference: difference / 100, mark: meanOf(a, b, rule.finalMark) / 100 };
}

/** Both evaluators' marks of one paper, per question (or rule) key; null when the evaluator left the paper empty. */
export interface PaperPair {
  first: QuestionScores | null;
  second: QuestionScores | null;
}

export interface QuestionAgreement {
  questionId: string;
  /** Papers where both evaluators marked this question. */
  papers: number;
  /** Mean of |first - second| in points, two decimals; null without papers. */
  meanAbsoluteDifference: number | null;
  /** Share (0-1) of those papers where both gave the same mark; null without papers. */
  identicalShare: number | null;
}

/** How far the evaluators agreed, question by question (the report's agreement table). */
export function agreementByQuestion(questionIds: readonly string[], papers: readonly PaperPair[]): QuestionAgreement[] {
  return questionIds.map((questionId) => {
    let count = 0;
    let differences = 0;
    let identical = 0;
    for (const { first, second } of papers) {
      const a = first && markOf(first, questionId);
      const b = second && markOf(second, questionId);
      if (typeof a !== 'number' || typeof b !== 'number') continue;
      const difference = Math.abs(toHundredths(a) - toHundredths(b));
      count++;
      differences += difference;
      if (difference === 0) identical++;
    }
    if (count === 0) return { questionId, papers: 0, meanAbsoluteDifference: null, identicalShare: null };
    return { questionId, papers: count, meanAbsoluteDifference: Math.round(differences / count) / 100, identicalShare: identical / count };
  });
}

/** One evaluator's marks of a paper, in points. */
export interface PaperMarks {
  score: number | null;
  questionScores: QuestionScores;
}

/** Half of a + b hundredths, halves rounded up: the marks a settled paper keeps for the analysis. */
const halfUp = (a: number, b: number) => Math.floor((toHundredths(a) + toHundredths(b) + 1) / 2) / 100;

/**
 * The marks a settled paper keeps, question by question, so the question
 * analysis reads one set of marks per paper: the mean of the two evaluators'
 * (a question only one of them marked counts 0 for the other). Its final mark
 * is the rule's (`settle`), not one computed from these.
 */
export function meanMarks(first: PaperMarks, second: PaperMarks): PaperMarks {
  const keys = [...new Set([...Object.keys(first.questionScores), ...Object.keys(second.questionScores)])];
  const questionScores: QuestionScores = Object.fromEntries(
    keys.map((key) => [key, halfUp(markOf(first.questionScores, key) ?? 0, markOf(second.questionScores, key) ?? 0)]),
  );
  const score = first.score === null && second.score === null ? null : halfUp(first.score ?? 0, second.score ?? 0);
  return { score, questionScores };
}
