// What the editor machine's guards ask about documents and failures.

import { documentOfView } from '../../../domain/api/quizzes';
import { quizDocumentSchema } from '../../../domain/quiz/schema';
import { validate } from '../../../domain/validation';
import { ApiError } from '../../core/http';
import type { QuizView } from '../quizzes';
import type { QuizDraft } from './quiz-draft';

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
