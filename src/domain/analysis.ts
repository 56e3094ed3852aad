// Question analysis and the quiz report (SPEC 3, issue 7), computed once per
// request from the marks. Formulas (see test/domain/analysis.test.ts for a
// worked example):
//   success rate   = pupils with full marks on the question / pupils graded on it
//   facility       = mean mark on the question / its points (0-1)
//   discrimination = Pearson r between the question's mark and the rest of the
//                    test (total minus that question), over pupils with both
//   consistency    = Cronbach's alpha over pupils with a mark on every question
//   section rate   = points earned in the section / points possible (by facility,
//                    weighted by question points); 'well understood' from 75%
//   most difficult = the lowest facility (the item-analysis difficulty index),
//                    then the lower success rate, then the earlier question; a
//                    question with hand-entered counts only is ranked by its share
//                    correct, the only figure it has
// Below MIN_RELIABLE_PUPILS graded pupils these figures are flagged unreliable.

import type { QuestionAgreement } from './double-correction';
import { type Band, bandOf, classAverageMark, type MarkScale, paperMark, wholeRomanianMark } from './grading';
import { markOf, type QuestionScores, questionMark, questionsOf, ruleKey } from './marks';
import { toHundredths } from './points';
import { totalPoints } from './quiz/schema';
import type { Question, QuizDocument } from './quiz/types';
import { correlationFromSums, cronbachAlphaFromSums, mean, round } from './statistics';

export const MIN_RELIABLE_PUPILS = 10;
export const WELL_UNDERSTOOD_RATE = 0.75;

export interface GradeInput {
  pupilId: string;
  /** Total without ex-officio points; null when nothing was entered. */
  score: number | null;
  questionScores: QuestionScores;
  /** The mark double correction settled the paper at (issue 17); absent or null: the mark of the score. */
  finalMark?: number | null;
}

export interface ManualAnalysis {
  questionId: string;
  correctCount: number;
  totalCount: number;
}

export interface QuestionAnalysis {
  questionId: string;
  sectionId: string;
  /** 1-based position in the whole test. */
  number: number;
  text: string;
  points: number;
  /**
   * 'marks' when computed from per-question marks, 'manual' when entered by hand; without either, 'none' when some
   * paper was graded as a total only (its question marks can only be typed in by hand), else 'unmarked': nobody
   * has a mark on the question yet (a teacher grading question by question, a question added after grading).
   */
  source: 'marks' | 'manual' | 'none' | 'unmarked';
  correctCount: number;
  totalPupils: number;
  /** Share of pupils with full marks, 0-1; null without data. */
  successRate: number | null;
  facility: number | null;
  discrimination: number | null;
}

export interface QuestionAnalysisResult {
  questions: QuestionAnalysis[];
  /** Cronbach's alpha; null when it cannot be computed. */
  consistency: number | null;
  /** Pupils the consistency was computed over (a mark on every question). */
  consistencyPupils: number;
  gradedPupils: number;
  reliable: boolean;
}

/** Marks in hundredths (exact integers), pupils x questions, row by row; MISSING where none was entered. */
const MISSING = -1;

/**
 * Each question's rule keys, built once (not once per pupil): a question's
 * mark is its own, or else the sum of its rule marks (marks.questionMark).
 */
function markMatrix(questions: readonly Question[], grades: readonly GradeInput[]): Float64Array {
  const ruleKeys = questions.map((question) => question.rules.map((rule) => ruleKey(question.id, rule.id)));
  const k = questions.length;
  const matrix = new Float64Array(grades.length * k);
  for (let p = 0; p < grades.length; p++) {
    const scores = grades[p]!.questionScores;
    for (let q = 0; q < k; q++) {
      const direct = markOf(scores, questions[q]!.id);
      let mark = direct === undefined ? MISSING : toHundredths(direct);
      if (direct === undefined) {
        for (const key of ruleKeys[q]!) {
          const ruleMark = markOf(scores, key);
          if (ruleMark !== undefined) mark = (mark === MISSING ? 0 : mark) + toHundredths(ruleMark);
        }
      }
      matrix[p * k + q] = mark;
    }
  }
  return matrix;
}

/**
 * Per question, over the pupils with a mark on it: the sums the success rate,
 * facility and discrimination need (mark x, rest of the test y = total - x);
 * per question and for the totals, over the pupils with every mark: the sums
 * Cronbach's alpha needs. One pass over the matrix, no per-pupil objects; in
 * hundredths every sum is an exact integer (issue 15: 1000 x 60 in a few ms).
 */
interface QuestionSums {
  n: Float64Array;
  full: Float64Array;
  x: Float64Array;
  xx: Float64Array;
  y: Float64Array;
  yy: Float64Array;
  xy: Float64Array;
  /** Over complete rows only. */
  completeX: Float64Array;
  completeXX: Float64Array;
}

function accumulate(matrix: Float64Array, grades: readonly GradeInput[], fullMarks: readonly number[]) {
  const pupils = grades.length;
  const k = fullMarks.length;
  const sums: QuestionSums = {
    n: new Float64Array(k),
    full: new Float64Array(k),
    x: new Float64Array(k),
    xx: new Float64Array(k),
    y: new Float64Array(k),
    yy: new Float64Array(k),
    xy: new Float64Array(k),
    completeX: new Float64Array(k),
    completeXX: new Float64Array(k),
  };
  // From the same reading of which questions a paper has marked: `partial`, papers with marks on some questions but
  // not all (not fully marked yet); `totalOnly`, papers with a total and no question's mark (graded as a total).
  const totals = { n: 0, t: 0, tt: 0, partial: 0, totalOnly: 0 };
  for (let p = 0; p < pupils; p++) {
    const row = p * k;
    let total = 0;
    let marked = 0;
    for (let q = 0; q < k; q++) {
      const mark = matrix[row + q]!;
      if (mark === MISSING) continue;
      total += mark;
      marked++;
    }
    const complete = marked === k;
    if (marked > 0 && !complete) totals.partial++;
    if (marked === 0 && grades[p]!.score !== null) totals.totalOnly++;
    for (let q = 0; q < k; q++) {
      const x = matrix[row + q]!;
      if (x === MISSING) continue;
      const y = total - x;
      sums.n[q]!++;
      if (x >= fullMarks[q]! && fullMarks[q]! > 0) sums.full[q]!++;
      sums.x[q]! += x;
      sums.xx[q]! += x * x;
      sums.y[q]! += y;
      sums.yy[q]! += y * y;
      sums.xy[q]! += x * y;
      if (complete) {
        sums.completeX[q]! += x;
        sums.completeXX[q]! += x * x;
      }
    }
    if (complete) {
      totals.n++;
      totals.t += total;
      totals.tt += total * total;
    }
  }
  return { sums, totals };
}

type QuestionFigures = Pick<QuestionAnalysis, 'source' | 'correctCount' | 'totalPupils' | 'successRate' | 'facility' | 'discrimination'>;

/** A question's figures: from its marks when it has any, else from the counts typed in, else none. */
function questionFigures(question: Question, index: number, sums: QuestionSums, entered: ManualAnalysis | undefined, totalsOnly: boolean): QuestionFigures {
  const n = sums.n[index]!;
  if (n > 0) {
    const correctCount = sums.full[index]!;
    const facility = question.points > 0 ? sums.x[index]! / 100 / n / question.points : null;
    const r = correlationFromSums(n, sums.x[index]!, sums.y[index]!, sums.xx[index]!, sums.yy[index]!, sums.xy[index]!);
    return {
      source: 'marks',
      correctCount,
      totalPupils: n,
      successRate: round(correctCount / n, 4),
      facility: facility === null ? null : round(facility, 4),
      discrimination: r === null ? null : round(r, 4),
    };
  }
  if (entered && entered.totalCount > 0) {
    return {
      source: 'manual',
      correctCount: entered.correctCount,
      totalPupils: entered.totalCount,
      successRate: round(entered.correctCount / entered.totalCount, 4),
      facility: null,
      discrimination: null,
    };
  }
  return { source: totalsOnly ? 'none' : 'unmarked', correctCount: 0, totalPupils: 0, successRate: null, facility: null, discrimination: null };
}

export function analyseQuestions(document: QuizDocument, grades: readonly GradeInput[], manual: readonly ManualAnalysis[] = []): QuestionAnalysisResult {
  return analyse(document, grades, manual).result;
}

/** The analysis, and how many papers have marks on some questions but not all (from the same pass). */
function analyse(document: QuizDocument, grades: readonly GradeInput[], manual: readonly ManualAnalysis[]) {
  const placed = document.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
  const questions = placed.map((p) => p.question);
  const fullMarks = questions.map((question) => toHundredths(question.points));
  const { sums, totals } = accumulate(markMatrix(questions, grades), grades, fullMarks);
  const manualById = new Map(manual.map((m) => [m.questionId, m]));
  const totalsOnly = totals.totalOnly > 0;
  // The figures spread last, not the question's identity first: V8 (Node 20) adds every property
  // written after a leading spread on a slow path, ~0.5 µs each, which was most of a 30 x 30 report's time here.
  const analysed = placed.map(
    ({ section, question }, index): QuestionAnalysis => ({
      questionId: question.id,
      sectionId: section.id,
      number: index + 1,
      text: question.text,
      points: question.points,
      ...questionFigures(question, index, sums, manualById.get(question.id), totalsOnly),
    }),
  );
  const alpha = cronbachAlphaFromSums(totals.n, sums.completeX, sums.completeXX, totals.t, totals.tt);
  const gradedPupils = grades.filter((g) => g.score !== null).length;
  const result: QuestionAnalysisResult = {
    questions: analysed,
    consistency: alpha === null ? null : round(alpha, 4),
    consistencyPupils: totals.n,
    gradedPupils,
    reliable: gradedPupils >= MIN_RELIABLE_PUPILS,
  };
  return { result, incompletePapers: totals.partial };
}

export interface MostDifficult {
  questionId: string;
  number: number;
  text: string;
  points: number;
  /** Mean mark / points, 0-1; null for a question known only from hand-entered counts. */
  facility: number | null;
  /** Mean mark on the question, in points (two decimals); null with facility. */
  average: number | null;
  /** Share of pupils with full marks (or counted correct by hand), 0-1. */
  successRate: number;
}

type Rated = QuestionAnalysis & { successRate: number };

/** Facility first; a question known only from counts is ranked by its share correct. */
function harder(a: Rated, b: Rated): boolean {
  const difficultyA = a.facility ?? a.successRate;
  const difficultyB = b.facility ?? b.successRate;
  if (difficultyA !== difficultyB) return difficultyA < difficultyB;
  if (a.successRate !== b.successRate) return a.successRate < b.successRate;
  return a.number < b.number;
}

function mostDifficultOf(document: QuizDocument, grades: readonly GradeInput[], questions: readonly QuestionAnalysis[]): MostDifficult | null {
  let hardest: Rated | null = null;
  for (const q of questions) if (q.successRate !== null && (hardest === null || harder(q as Rated, hardest))) hardest = q as Rated;
  if (!hardest) return null;
  const question = questionsOf(document).find((q) => q.id === hardest.questionId);
  const entered = question && hardest.facility !== null ? grades.map((g) => questionMark(question, g.questionScores)).filter((m) => m !== undefined) : [];
  const average = mean(entered);
  return {
    questionId: hardest.questionId,
    number: hardest.number,
    text: hardest.text,
    points: hardest.points,
    facility: hardest.facility,
    average: average === null ? null : round(average),
    successRate: hardest.successRate,
  };
}

export interface QuizReport {
  totalGraded: number;
  /**
   * Graded papers with marks by question and some question still without one (a teacher grading question by
   * question): every figure here counts those questions as 0 until they are marked.
   */
  incompletePapers: number;
  totalQuestions: number;
  /** Mean of the graded totals; null before any grade. */
  averagePoints: number | null;
  averageMark: number | null;
  bands: Record<Band, number>;
  /** Pupils per whole Romanian mark, 1 to 10. */
  marks: Record<string, number>;
  /** The question with the lowest facility (see the top of the file); null while no question has results. */
  mostDifficult: MostDifficult | null;
  wellUnderstood: { sectionId: string; title: string; successRate: number }[];
  /** Per scoring rule where marks were entered per rule: the mean mark and its share of the rule's points. */
  rules: { questionId: string; number: number; ruleId: string; description: string; points: number; pupils: number; average: number; share: number }[];
  analysis: QuestionAnalysisResult;
  /**
   * One class under double correction, reconciled (issue 17): how far its two evaluators agreed, per
   * question (numbered as on the paper), and how many papers went to the third evaluator.
   */
  agreement?: { questions: (QuestionAgreement & { number: number })[]; toThird: number };
}

export function quizReport(document: QuizDocument, grades: readonly GradeInput[], manual: readonly ManualAnalysis[] = []): QuizReport {
  const scale: MarkScale = { totalPoints: totalPoints(document), basePoints: document.basePoints };
  const graded = grades.filter((g): g is GradeInput & { score: number } => g.score !== null);
  const bands: Record<Band, number> = { A: 0, B: 0, C: 0, D: 0, F: 0 };
  const marks: Record<string, number> = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), 0]));
  for (const g of graded) {
    bands[bandOf(g.score, scale)]++;
    marks[String(wholeRomanianMark(paperMark(g.score, scale, g.finalMark)))]!++;
  }
  const averagePoints = mean(graded.map((g) => g.score));
  // Counted in the analysis's own pass over the marks: a second pass per paper doubled 1000 x 60's time.
  const { result: analysis, incompletePapers } = analyse(document, grades, manual);

  const wellUnderstood = document.sections.flatMap((section) => {
    const rates = analysis.questions.filter((q) => q.sectionId === section.id && q.successRate !== null);
    if (rates.length === 0) return [];
    // Weighted by points, so a 20-point question counts more than a 2-point one.
    const weight = rates.reduce((s, q) => s + q.points, 0);
    const rate = weight > 0 ? rates.reduce((s, q) => s + (q.facility ?? q.successRate!) * q.points, 0) / weight : mean(rates.map((q) => q.successRate!))!;
    return rate >= WELL_UNDERSTOOD_RATE ? [{ sectionId: section.id, title: section.title, successRate: round(rate, 4) }] : [];
  });

  const rules: QuizReport['rules'] = [];
  document.sections
    .flatMap((s) => s.questions)
    .forEach((question, index) => {
      for (const rule of question.rules) {
        const key = `${question.id}/${rule.id}`;
        const entered = grades.map((g) => markOf(g.questionScores, key)).filter((m): m is number => m !== undefined);
        if (entered.length === 0) continue;
        const average = mean(entered)!;
        rules.push({
          questionId: question.id,
          number: index + 1,
          ruleId: rule.id,
          description: rule.description,
          points: rule.points,
          pupils: entered.length,
          average: round(average),
          share: rule.points > 0 ? round(average / rule.points, 4) : 0,
        });
      }
    });

  return {
    totalGraded: graded.length,
    incompletePapers,
    totalQuestions: analysis.questions.length,
    averagePoints: averagePoints === null ? null : round(averagePoints),
    averageMark: classAverageMark(graded, scale),
    bands,
    marks,
    mostDifficult: mostDifficultOf(document, grades, analysis.questions),
    wellUnderstood,
    rules,
    analysis,
  };
}
