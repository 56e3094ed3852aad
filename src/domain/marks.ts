// Marks a pupil got on a test: per question, optionally per scoring rule of
// the grading scheme. The grid checks each cell with these rules as it is
// typed; the server checks them again and computes the total from them.

import { fromHundredths, hasAtMostDecimals, toHundredths } from './points';
import type { Question, QuizDocument } from './quiz/types';
import type { MessageRef } from './validation';

/** Marks keyed by question id, or by "questionId/ruleId" for a scoring rule. Points, two decimals. */
export type QuestionScores = Record<string, number>;

/**
 * The mark stored under a key. Keys are question and rule ids the teacher's
 * document chose ("constructor", "toString" are valid ids): only the object's
 * own entries count, never what a plain object inherits.
 */
export function markOf(scores: QuestionScores, key: string): number | undefined {
  return Object.hasOwn(scores, key) ? scores[key] : undefined;
}

/** The marks with one key set (a number) or removed (undefined), as a new object; safe for any key, "__proto__" too. */
export function withMark(scores: QuestionScores, key: string, mark: number | undefined): QuestionScores {
  const entries = Object.entries(scores).filter(([k]) => k !== key);
  return Object.fromEntries(mark === undefined ? entries : [...entries, [key, mark]]);
}

export function ruleKey(questionId: string, ruleId: string): string {
  return `${questionId}/${ruleId}`;
}

export function questionsOf(document: Pick<QuizDocument, 'sections'>): Question[] {
  return document.sections.flatMap((section) => section.questions);
}

/** Each question's number as printed on the paper (1, 2, … across sections), by id. */
export function questionNumbers(document: Pick<QuizDocument, 'sections'>): Map<string, number> {
  return new Map(questionsOf(document).map((question, index) => [question.id, index + 1]));
}

/** Why a mark cannot be entered, or null when it can. */
export function markProblem(max: number, mark: number): MessageRef | null {
  if (!Number.isFinite(mark)) return { key: 'validation.number' };
  if (mark < 0) return { key: 'validation.positive' };
  if (!hasAtMostDecimals(mark, 2)) return { key: 'validation.decimals', params: { n: 2 } };
  if (toHundredths(mark) > toHundredths(max)) return { key: 'marks.tooHigh', params: { max, count: max } };
  return null;
}

/** What each mark key may be worth at most: questions and their scoring rules. */
export function markLimits(document: Pick<QuizDocument, 'sections'>): Map<string, number> {
  const limits = new Map<string, number>();
  for (const question of questionsOf(document)) {
    limits.set(question.id, question.points);
    for (const rule of question.rules) limits.set(ruleKey(question.id, rule.id), rule.points);
  }
  return limits;
}

/** Every problem of a set of marks, keyed like the marks. */
export function marksProblems(document: Pick<QuizDocument, 'sections'>, scores: QuestionScores): Record<string, MessageRef> {
  const limits = markLimits(document);
  const problems = new Map<string, MessageRef>();
  for (const [key, mark] of Object.entries(scores)) {
    const max = limits.get(key);
    if (max === undefined) {
      problems.set(key, { key: 'marks.unknownQuestion' });
      continue;
    }
    const problem = markProblem(max, mark);
    if (problem) problems.set(key, problem);
  }
  // Rule marks of a question must not add up past the question.
  for (const question of questionsOf(document)) {
    const ruleMarks = question.rules.map((r) => markOf(scores, ruleKey(question.id, r.id))).filter((m): m is number => m !== undefined);
    if (ruleMarks.length && ruleMarks.reduce((s, m) => s + toHundredths(m), 0) > toHundredths(question.points) && !problems.has(question.id)) {
      problems.set(question.id, { key: 'marks.tooHigh', params: { max: question.points, count: question.points } });
    }
  }
  return Object.fromEntries(problems);
}

/**
 * The mark of one question: the one entered for it, or else the sum of its
 * rule marks, or undefined when nothing was entered.
 */
export function questionMark(question: Question, scores: QuestionScores): number | undefined {
  const direct = markOf(scores, question.id);
  if (direct !== undefined) return direct;
  const ruleMarks = question.rules.map((r) => markOf(scores, ruleKey(question.id, r.id))).filter((m): m is number => m !== undefined);
  if (ruleMarks.length === 0) return undefined;
  return fromHundredths(ruleMarks.reduce((s, m) => s + toHundredths(m), 0));
}

/** The total of the question marks (without the ex-officio points), or null when no mark was entered. */
export function totalFromMarks(document: Pick<QuizDocument, 'sections'>, scores: QuestionScores): number | null {
  let total = 0;
  let any = false;
  for (const question of questionsOf(document)) {
    const mark = questionMark(question, scores);
    if (mark === undefined) continue;
    any = true;
    total += toHundredths(mark);
  }
  return any ? fromHundredths(total) : null;
}
