// The document as the editor holds it: exactly what the teacher typed. A
// number field keeps its text ("7,5", "" while retyping) until the shared
// schema coerces it on save, so nothing typed is lost or silently rewritten;
// totals, previews and the PDF read the numbers through toDocument().
import { parseNumber } from '../../../domain/numbers';
import type { QuizDocument } from '../../../domain/quiz/types';

/** A value as typed: numbers may still be text. */
export type Editable<T> = T extends number
  ? number | string
  : T extends string | boolean
    ? T
    : T extends readonly (infer U)[]
      ? Editable<U>[]
      : { [K in keyof T]: Editable<T[K]> };

export type QuizDraft = Editable<QuizDocument>;
export type SectionDraft = QuizDraft['sections'][number];
export type QuestionDraft = SectionDraft['questions'][number];
export type QuestionDraftOf<T extends QuestionDraft['type']> = Extract<QuestionDraft, { type: T }>;

/** The number a field holds for totals and previews: what is not a number yet counts as 0. */
export function num(value: number | string | undefined | null): number {
  const parsed = parseNumber(value);
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

const NUMERIC_KEYS = new Set(['basePoints', 'timeLimit', 'points', 'lines', 'value', 'tolerance']);

function normalise(value: unknown, key: string): unknown {
  if (NUMERIC_KEYS.has(key) && (typeof value === 'string' || typeof value === 'number')) return num(value);
  if (Array.isArray(value)) return value.map((item) => normalise(item, ''));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k)]));
  }
  return value;
}

/** A plain copy with every number field read as a number (for totals, the previews and the PDF). */
export function toDocument(draft: QuizDraft): QuizDocument {
  return normalise(draft, '') as QuizDocument;
}

/** A new id for sections, questions and their parts (the schema allows letters, digits, _ and -). */
export function makeId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return `k${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}

/**
 * The DOM id of the control for a schema path ('sections.0.questions.2.text'
 * -> 'qe-sections-0-questions-2-text'). Error messages find their control
 * through it, and the focus follows it across a re-render.
 */
export function fieldId(path: string): string {
  return `qe-${path.replaceAll('.', '-')}`;
}

/** Every path above this one, nearest first ('a.0.b' -> ['a.0', 'a']). */
export function parentPaths(path: string): string[] {
  const parts = path.split('.');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, parts.length - 1 - i).join('.'));
}

/** The element for a path, or the nearest one above it that exists (a list's own error has no input). */
export function controlFor(path: string): HTMLElement | null {
  for (const candidate of [path, ...parentPaths(path)]) {
    const element = document.getElementById(fieldId(candidate));
    if (element) return element;
  }
  return null;
}
