// What saving an edited test does to the grades already entered on it
// (issue 12). Stored totals always follow the test as it is now: when a
// question or scoring rule is removed its marks are deleted, when a maximum is
// lowered the marks above it are lowered to it, a total-only grade above the
// new test total is lowered to it, and every total is recomputed from the
// marks. The server applies this in the transaction that saves the test; the
// editor shows the summary first and the teacher confirms. Nothing here
// indexes a plain object with a key the teacher chose.
import { markLimits, type QuestionScores, questionsOf, totalFromMarks } from './marks';
import { toHundredths } from './points';
import { totalPoints } from './quiz/schema';
import type { QuizDocument } from './quiz/types';

/** A grade as stored, in points. */
export interface StoredGrade {
  pupilId: string;
  /** Total without the ex-officio points; null when nothing was entered. */
  score: number | null;
  questionScores: QuestionScores;
}

/** A grade after the edit, and whether anything stored in it changes. */
export interface ReconciledGrade extends StoredGrade {
  changed: boolean;
}

/** Counts only (no names): what the editor shows before the teacher confirms. */
export interface GradeImpact {
  /** Pupils with a grade on this test before the edit. */
  gradedPupils: number;
  /** Pupils whose stored marks, total or both change. */
  changedPupils: number;
  /** Questions that had marks and are no longer in the test. */
  questionsRemoved: number;
  /** Scoring rules (of questions still there) that had marks and are gone. */
  rulesRemoved: number;
  /** Marks deleted with those questions and rules. */
  marksDeleted: number;
  /** Questions and rules whose new maximum is below a mark entered for them. */
  maximumsLowered: number;
  /** Marks lowered to their new maximum. */
  marksLowered: number;
  /** Grades entered only as a total, above the new test total and lowered to it. */
  totalsLowered: number;
  /** Pupils left with no mark at all (their grade becomes empty; the comment stays). */
  pupilsCleared: number;
  /**
   * The scale of the final mark, when it changes and someone is graded: every
   * graded pupil's Romanian mark and band are then recomputed. Points.
   */
  scale: { totalPoints: { from: number; to: number }; basePoints: { from: number; to: number } } | null;
  /** Hand-entered question analyses of removed questions, deleted. */
  analysesRemoved: number;
}

/** True when saving changes nothing the teacher has already graded. */
export function isHarmless(impact: GradeImpact): boolean {
  return impact.changedPupils === 0 && impact.scale === null && impact.analysesRemoved === 0;
}

const sameScores = (a: QuestionScores, b: QuestionScores) => {
  const left = Object.entries(a);
  return left.length === Object.keys(b).length && left.every(([key, mark]) => Object.hasOwn(b, key) && toHundredths(b[key]!) === toHundredths(mark));
};

/**
 * The grades of a test after its document changes from `before` to `after`,
 * with the summary of what changes. `manualAnalysisIds` are the question ids
 * of hand-entered analyses kept for the test.
 */
export function reconcileGrades(
  before: Pick<QuizDocument, 'sections' | 'basePoints'>,
  after: Pick<QuizDocument, 'sections' | 'basePoints'>,
  grades: readonly StoredGrade[],
  manualAnalysisIds: readonly string[] = [],
): { grades: ReconciledGrade[]; impact: GradeImpact } {
  const limits = markLimits(after);
  const questionIds = new Set(questionsOf(after).map((q) => q.id));
  const newTotal = totalPoints(after);
  const removedQuestions = new Set<string>();
  const removedRules = new Set<string>();
  const lowered = new Set<string>();
  const impact: GradeImpact = {
    gradedPupils: 0,
    changedPupils: 0,
    questionsRemoved: 0,
    rulesRemoved: 0,
    marksDeleted: 0,
    maximumsLowered: 0,
    marksLowered: 0,
    totalsLowered: 0,
    pupilsCleared: 0,
    scale: null,
    analysesRemoved: manualAnalysisIds.filter((id) => !questionIds.has(id)).length,
  };

  const reconciled = grades.map((grade): ReconciledGrade => {
    const entries = Object.entries(grade.questionScores);
    if (grade.score !== null || entries.length > 0) impact.gradedPupils += 1;
    const kept: [string, number][] = [];
    for (const [key, mark] of entries) {
      const max = limits.get(key);
      if (max === undefined) {
        impact.marksDeleted += 1;
        const questionId = key.includes('/') ? key.slice(0, key.indexOf('/')) : key;
        if (questionIds.has(questionId)) removedRules.add(key);
        else removedQuestions.add(questionId);
      } else if (toHundredths(mark) > toHundredths(max)) {
        impact.marksLowered += 1;
        lowered.add(key);
        kept.push([key, max]);
      } else {
        kept.push([key, mark]);
      }
    }
    const questionScores: QuestionScores = Object.fromEntries(kept);
    let score: number | null;
    if (entries.length > 0) {
      // Marks decide the total, always: this also mends a total left stale by an older edit.
      score = totalFromMarks(after, questionScores);
      if (score === null && grade.score !== null) impact.pupilsCleared += 1;
    } else if (grade.score !== null && toHundredths(grade.score) > toHundredths(newTotal)) {
      score = newTotal;
      impact.totalsLowered += 1;
    } else {
      score = grade.score;
    }
    const changed =
      !sameScores(grade.questionScores, questionScores) ||
      (score === null ? grade.score !== null : grade.score === null || toHundredths(score) !== toHundredths(grade.score));
    if (changed) impact.changedPupils += 1;
    return { pupilId: grade.pupilId, score, questionScores, changed };
  });

  impact.questionsRemoved = removedQuestions.size;
  impact.rulesRemoved = removedRules.size;
  impact.maximumsLowered = lowered.size;
  const graded = reconciled.some((g) => g.score !== null);
  const oldTotal = totalPoints(before);
  if (graded && (toHundredths(oldTotal) !== toHundredths(newTotal) || toHundredths(before.basePoints) !== toHundredths(after.basePoints))) {
    impact.scale = { totalPoints: { from: oldTotal, to: newTotal }, basePoints: { from: before.basePoints, to: after.basePoints } };
  }
  return { grades: reconciled, impact };
}
