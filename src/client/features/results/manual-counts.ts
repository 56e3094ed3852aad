// The hand-entered counts form (questions graded only as a total): what the
// teacher typed, checked as the server will check it, before it is sent.
import type { MessageRef } from '../../../domain/validation';
import type { ManualCount, QuestionAnalysis } from './results.types';

export interface CountDraft {
  questionId: string;
  /** As typed. */
  correct: string;
  total: string;
}

export interface CountErrors {
  correct?: MessageRef;
  total?: MessageRef;
}

export interface CheckedCounts {
  /** The rows to send (both numbers given and valid). */
  counts: ManualCount[];
  /** Per question id. */
  errors: Record<string, CountErrors>;
}

/** SPEC 3: counts are entered by hand only for questions without per-question marks. */
export function needsManualCounts(question: QuestionAnalysis): boolean {
  return question.source === 'none' || question.source === 'manual';
}

/** The form's starting values: what was entered before, empty otherwise. */
export function draftsFor(questions: readonly QuestionAnalysis[]): CountDraft[] {
  return questions.filter(needsManualCounts).map((question) => ({
    questionId: question.questionId,
    correct: question.source === 'manual' ? String(question.correctCount) : '',
    total: question.source === 'manual' ? String(question.totalPupils) : '',
  }));
}

const MAX_COUNT = 10_000;

function wholeCount(text: string): number | MessageRef {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return /^-/.test(trimmed) ? { key: 'validation.min', params: { n: 0 } } : { key: 'validation.wholeNumber' };
  const value = Number(trimmed);
  return value > MAX_COUNT ? { key: 'validation.max', params: { n: MAX_COUNT } } : value;
}

export function checkCounts(drafts: readonly CountDraft[]): CheckedCounts {
  const counts: ManualCount[] = [];
  const errors: Record<string, CountErrors> = {};
  for (const draft of drafts) {
    const hasCorrect = draft.correct.trim() !== '';
    const hasTotal = draft.total.trim() !== '';
    if (!hasCorrect && !hasTotal) continue;
    if (!hasCorrect || !hasTotal) {
      errors[draft.questionId] = hasCorrect ? { total: { key: 'validation.required' } } : { correct: { key: 'validation.required' } };
      continue;
    }
    const correct = wholeCount(draft.correct);
    const total = wholeCount(draft.total);
    const found: CountErrors = {};
    if (typeof correct !== 'number') found.correct = correct;
    if (typeof total !== 'number') found.total = total;
    else if (total < 1) found.total = { key: 'validation.min', params: { n: 1 } };
    if (!found.correct && !found.total && typeof correct === 'number' && typeof total === 'number' && correct > total) {
      found.correct = { key: 'results.correctAboveTotal' };
    }
    if (found.correct || found.total) errors[draft.questionId] = found;
    else if (typeof correct === 'number' && typeof total === 'number') counts.push({ questionId: draft.questionId, correctCount: correct, totalCount: total });
  }
  return { counts, errors };
}

/**
 * The server's per-field messages (`questions.0.correctCount`) back onto the
 * questions they belong to: `sent` is the body's list, in order.
 */
export function serverCountErrors(fields: Record<string, string>, sent: readonly ManualCount[]): Record<string, { correct?: string; total?: string }> {
  const errors: Record<string, { correct?: string; total?: string }> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^questions\.(\d+)\.(correctCount|totalCount|questionId)$/.exec(path);
    const questionId = match ? sent[Number(match[1])]?.questionId : undefined;
    if (!match || !questionId) continue;
    errors[questionId] ??= {};
    const entry = errors[questionId];
    if (match[2] === 'totalCount') entry.total = message;
    else entry.correct = message;
  }
  return errors;
}
