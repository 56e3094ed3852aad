// One pupil's row as the grid edits it, and how it compares with the row the
// server holds. Pure functions: the grade book and its tests share them.

import { type Band, bandOf, paperMark } from '../../../../domain/grading';
import { markOf, type QuestionScores, questionsOf, ruleKey, totalFromMarks, withMark } from '../../../../domain/marks';
import type { QuizDocument } from '../../../../domain/quiz/types';
import type { GradeBatch, GradeView } from '../grading.types';

/** Cell keys beside the mark keys. */
export const COMMENTS_KEY = '@comments';
/** The total typed directly, for a pupil graded without per-question marks. */
export const SCORE_KEY = '@score';

export type CellValue = number | string | null;

export interface LocalRow {
  marks: QuestionScores;
  comments: string;
  /** A total entered directly; counts only while the row has no marks (the server computes it otherwise). */
  score: number | null;
}

export const emptyRow = (): LocalRow => ({ marks: {}, comments: '', score: null });

export function toLocalRow(record: GradeView | null | undefined): LocalRow {
  if (!record) return emptyRow();
  const marks = { ...record.questionScores };
  return { marks, comments: record.comments ?? '', score: Object.keys(marks).length === 0 ? record.score : null };
}

export function cloneRow(row: LocalRow): LocalRow {
  return { marks: { ...row.marks }, comments: row.comments, score: row.score };
}

/**
 * Legend observables answer their own functions ("get", "set", "peek"…) and
 * whatever a plain object inherits ("constructor", "toString") before a child
 * of that name. Marks are keyed by ids the test's author chose, so a mark
 * under such a key is read and written through the whole marks object.
 */
const OBSERVABLE_MEMBERS = new Set(['get', 'set', 'peek', 'onChange', 'assign', 'delete', 'toggle']);

export function isObservableChildKey(key: string): boolean {
  return !OBSERVABLE_MEMBERS.has(key) && !(key in Object.prototype);
}

/** The mark under `key` of an observable marks object, tracking only that mark when legend allows it. */
export function observedMark(marks$: { get(): QuestionScores | undefined }, key: string): number | undefined {
  if (!isObservableChildKey(key)) return markOf(marks$.get() ?? {}, key);
  return (marks$ as unknown as Record<string, { get(): number | undefined } | undefined>)[key]?.get();
}

export function cellOf(row: LocalRow, key: string): CellValue {
  if (key === COMMENTS_KEY) return row.comments;
  if (key === SCORE_KEY) return row.score;
  return markOf(row.marks, key) ?? null;
}

/** The row with one cell set (null clears a mark). Does not touch `row`. */
export function withCell(row: LocalRow, key: string, value: CellValue): LocalRow {
  if (key === COMMENTS_KEY) return { ...row, comments: typeof value === 'string' ? value : '' };
  if (key === SCORE_KEY) return { ...row, score: typeof value === 'number' ? value : null };
  // Keys are question ids the teacher chose ("constructor" is one): never a plain object's inherited member.
  return { ...row, marks: withMark(row.marks, key, typeof value === 'number' ? value : undefined) };
}

/** The keys whose values differ between the edited row and the server's (the score only while there are no marks). */
export function differingKeys(local: LocalRow, server: LocalRow): string[] {
  const keys = new Set([...Object.keys(local.marks), ...Object.keys(server.marks)]);
  const differing = [...keys].filter((key) => markOf(local.marks, key) !== markOf(server.marks, key));
  if (local.comments !== server.comments) differing.push(COMMENTS_KEY);
  const hasMarks = Object.keys(local.marks).length > 0;
  if (!hasMarks && local.score !== server.score) differing.push(SCORE_KEY);
  return differing;
}

export function sameRow(a: LocalRow, b: LocalRow): boolean {
  return differingKeys(a, b).length === 0;
}

/** `row` with the cells `keys` taken from `from` (does not touch either). */
export function laidOver(row: LocalRow, from: LocalRow, keys: readonly string[]): LocalRow {
  return keys.reduce((laid, key) => withCell(laid, key, cellOf(from, key)), row);
}

/**
 * A three-way merge of a row that changed here and on the server since `base`
 * (the server's row the edits were made on): the server's row, with every cell
 * changed here laid over it. `clashes` are the cells both changed to different
 * values: those need the teacher's decision, and the merge takes the teacher's.
 * A test edited meanwhile lowers a mark on the server, never typed here: it
 * must not come back from this computer's copy of the old row.
 */
export function mergeRows(base: LocalRow, mine: LocalRow, theirs: LocalRow): { row: LocalRow; clashes: string[] } {
  const changedHere = differingKeys(mine, base);
  const changedThere = new Set(differingKeys(theirs, base));
  const row = laidOver(theirs, mine, changedHere);
  const clashes = changedHere.filter((key) => changedThere.has(key) && cellOf(mine, key) !== cellOf(theirs, key));
  return { row, clashes };
}

/**
 * A row kept on this computer since an earlier visit, reopened over a server row that moved on since its `base`
 * (another tab, a colleague, a test edited meanwhile): merged three ways, the base being the stored row with each
 * edited cell as it was on the server when it was typed (`was`). A cell changed on both sides to different values
 * is a clash the teacher decides, as during a visit. Rows stored before `was` existed cannot tell a cell changed
 * there from one left alone: every edited cell the server now holds otherwise is asked about.
 */
export function mergeRestored(stored: LocalRow, edited: readonly string[], was: Record<string, CellValue> | undefined, theirs: LocalRow) {
  if (!was) return { row: laidOver(theirs, stored, edited), clashes: edited.filter((key) => cellOf(stored, key) !== cellOf(theirs, key)) };
  const base = edited.reduce((row, key) => withCell(row, key, Object.hasOwn(was, key) ? (was[key] ?? null) : null), stored);
  return mergeRows(base, stored, theirs);
}

export interface RowResult {
  /** Points without the ex-officio ones; null when nothing was entered. */
  total: number | null;
  mark: number | null;
  band: Band | null;
}

/** Total, Romanian mark and band of a row, as the server will compute them. */
export function rowResult(
  document: Pick<QuizDocument, 'sections'>,
  scale: { totalPoints: number; basePoints: number },
  row: LocalRow,
  server?: GradeView,
): RowResult {
  const total = totalFromMarks(document, row.marks) ?? row.score;
  if (total === null) return { total: null, mark: null, band: null };
  // A paper double correction settled has the rule's mark (7.00 and 7.05 give 7.02), not the mark of its mean
  // points (7.03): the reconciliation, the report and the exports say so, and the grid must not say otherwise.
  const settled = server?.finalMark != null && sameRow(row, toLocalRow(server)) ? server.finalMark : null;
  return { total, mark: paperMark(total, scale, settled), band: bandOf(total, scale) };
}

/** The rule keys of a question (to clear them when its whole mark is typed). */
export function ruleKeysOf(document: Pick<QuizDocument, 'sections'>, questionId: string): string[] {
  const question = questionsOf(document).find((q) => q.id === questionId);
  return question ? question.rules.map((rule) => ruleKey(question.id, rule.id)) : [];
}

/**
 * The cells a 400 refused, from its field paths ("grades.3.questionScores.q2")
 * and the batch that was sent (row 3 of the batch is a pupil).
 */
export function refusedCells(sent: GradeBatch, fields: Record<string, string>): { pupilId: string; key: string; message: string }[] {
  const cells: { pupilId: string; key: string; message: string }[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const match = /^grades\.(\d+)\.(?:questionScores\.(.+)|(score|comments))$/.exec(path);
    const row = match ? sent.rows[Number(match[1])] : undefined;
    if (!match || !row) continue;
    cells.push({ pupilId: row.pupilId, key: match[2] ?? (match[3] === 'comments' ? COMMENTS_KEY : SCORE_KEY), message });
  }
  return cells;
}
