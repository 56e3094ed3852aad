// What the editor machine's guards ask about documents and failures.

import { documentOfView } from '../../../domain/api/quizzes';
import { quizDocumentSchema } from '../../../domain/quiz/schema';
import { validate } from '../../../domain/validation';
import { ApiError } from '../../core/http';
import type { QuizView } from '../quizzes';
import { num, type QuizDraft } from './quiz-draft';

export const status = (error: unknown) => (error instanceof ApiError ? error.status : null);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * This device's copy says "not saved", but the server already has exactly
 * it (the tab closed while the save was on its way): nothing to choose.
 */
export function serverHasDraft(draft: QuizDraft | undefined, quiz: QuizView): boolean {
  if (!draft) return false;
  const checked = validate(quizDocumentSchema, draft);
  // A copy kept before tests had a language has none: it is the server's.
  return checked.ok && sameValue({ language: quiz.language, ...checked.value }, documentOfView(quiz));
}

/**
 * This device's copy with the points the server now refuses to change put
 * back to the server's (a double correction fixed them after the copy was
 * made): the ex-officio points, and each question's and scoring rule's points
 * where the server has that question or rule. `dropped` says whether any
 * differed. A copy whose only changes were such points then equals the server's.
 */
export function keepFixedPoints(draft: QuizDraft, quiz: QuizView): { document: QuizDraft; dropped: boolean } {
  const server = new Map(quiz.sections.flatMap((section) => section.questions).map((question) => [question.id, question]));
  let dropped = false;
  const kept = <T extends number | string>(mine: T, theirs: number): T | number => {
    if (num(mine) === theirs) return mine;
    dropped = true;
    return theirs;
  };
  const document: QuizDraft = {
    ...draft,
    basePoints: kept(draft.basePoints, quiz.basePoints),
    sections: draft.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => {
        const stored = server.get(question.id);
        if (!stored) return question;
        const rules = new Map(stored.rules.map((rule) => [rule.id, rule.points]));
        return {
          ...question,
          points: kept(question.points, stored.points),
          rules: question.rules.map((rule) => (rules.has(rule.id) ? { ...rule, points: kept(rule.points, rules.get(rule.id)!) } : rule)),
        };
      }),
    })),
  };
  return { document, dropped };
}
