// What the editor machine's guards ask about documents and failures.

import { documentOfView } from '../../../domain/api/quizzes';
import { fixedScale } from '../../../domain/quiz/fixed-scale';
import { quizDocumentSchema } from '../../../domain/quiz/schema';
import { validate } from '../../../domain/validation';
import { ApiError } from '../../core/http';
import type { QuizView } from '../quizzes';
import { num, type QuestionDraft, type QuizDraft } from './quiz-draft';

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
 * This device's copy with what a double correction fixed after the copy was
 * made put back to the server's (the server refuses any change to it:
 * domain/quiz/fixed-scale.ts): its sections and questions in the server's
 * order, with the server's ex-officio, question and scoring-rule points and
 * the copy's texts (a question or section only the copy has is set aside).
 * `dropped` says whether anything was. A copy whose only changes were such
 * then equals the server's.
 */
export function keepFixedPoints(draft: QuizDraft, quiz: QuizView): { document: QuizDraft; dropped: boolean } {
  if (fixedScale(draft, num) === fixedScale(quiz, Number)) return { document: draft, dropped: false };
  const sections = new Map(draft.sections.map((section) => [section.id, section]));
  const mine = new Map<string, QuestionDraft>(draft.sections.flatMap((section) => section.questions.map((question) => [question.id, question])));
  const document = {
    ...draft,
    basePoints: quiz.basePoints,
    sections: quiz.sections.map((section) => ({
      ...section,
      ...sections.get(section.id),
      questions: section.questions.map((stored) => {
        const question = mine.get(stored.id) ?? stored;
        const rules = new Map<string, object>(question.rules.map((rule) => [rule.id, rule]));
        return { ...question, points: stored.points, rules: stored.rules.map((rule) => ({ ...(rules.get(rule.id) ?? rule), points: rule.points })) };
      }),
    })),
  } as QuizDraft;
  return { document, dropped: true };
}
