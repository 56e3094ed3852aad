// What a teacher types into a mark cell, read as a mark: "7,5" and "7.5"
// are 7.5, an empty cell clears the mark, and anything the server would
// refuse (not a number, negative, three decimals, more than the question is
// worth) is refused here first, with a message that names the mark. Only
// written numbers count (parseNumber's rule, shared with every number field).
import { markProblem } from '../marks';
import { parseNumber } from '../numbers';
import { textLength } from '../text-length';
import type { MessageRef } from '../validation';
import type { CellReading } from './clipboard';

/** null clears the mark. */
export type MarkValue = number | null;

export const NEGATIVE_MARK: MessageRef = { key: 'grading.refused.negative' };

export function readMark(text: string, max: number): CellReading<MarkValue> {
  const parsed = parseNumber(text);
  if (parsed === undefined) return { ok: true, value: null };
  if (typeof parsed !== 'number') return { ok: false, reason: { key: 'validation.number' } };
  if (parsed < 0) return { ok: false, reason: NEGATIVE_MARK };
  const problem = markProblem(max, parsed);
  // -0 typed as "-0" is still zero.
  return problem ? { ok: false, reason: problem } : { ok: true, value: parsed === 0 ? 0 : parsed };
}

/** The comment a teacher typed or pasted: trimmed, at most `max` characters (the server's limit). */
export function readComment(text: string, max = 2000): CellReading<string> {
  const trimmed = text.trim();
  // Counted as the server counts (characters), and never cut by the cell: a longer comment is refused with the limit.
  return textLength(trimmed) > max ? { ok: false, reason: { key: 'validation.maxLength', params: { n: max } } } : { ok: true, value: trimmed };
}
