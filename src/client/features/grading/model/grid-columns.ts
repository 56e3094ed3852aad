// The grade grid's columns: the pupil (row header), one per question (and,
// for a question with scoring rules the teacher expanded, one per rule),
// then the total, the Romanian mark, the band, comments and the time of the
// last save. Widths are fixed per kind so the virtualiser can place columns
// without measuring.
import { ruleKey } from '../../../../domain/marks';
import type { QuizDocument } from '../../../../domain/quiz/types';

export type ColumnKind = 'name' | 'mark' | 'rule' | 'total' | 'mark10' | 'band' | 'comments' | 'gradedAt';

export interface GridColumn {
  /** Unique, stable across expansions (React key, aria). */
  id: string;
  kind: ColumnKind;
  /** The mark key ("q3" or "q3/r1") of mark and rule columns; '' otherwise. */
  key: string;
  /** The question a mark or rule column belongs to. */
  questionId: string;
  /** Most points the cell may hold (mark, rule and total columns). */
  max: number;
  /** Short header ("3", "3a"). */
  label: string;
  /** What the header's tooltip and accessible name say: the question text, the rule. */
  description: string;
  width: number;
  /** A question with rules (its header offers to expand them). */
  hasRules: boolean;
  /** For a question: whether its rule columns are shown. */
  expanded: boolean;
}

export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 52;

// A seven-question test fits 1280 px without sideways scrolling; the band fits "Categorie", the last column a date and time.
const WIDTH: Record<ColumnKind, number> = { name: 180, mark: 68, rule: 60, total: 76, mark10: 64, band: 84, comments: 184, gradedAt: 150 };

const RULE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function fixed(kind: ColumnKind, max = 0): GridColumn {
  return { id: kind, kind, key: '', questionId: '', max, label: '', description: '', width: WIDTH[kind], hasRules: false, expanded: false };
}

/** The columns for a quiz, with the rules of the `expanded` questions shown. */
export function buildColumns(document: Pick<QuizDocument, 'sections'>, totalPoints: number, expanded: ReadonlySet<string>): GridColumn[] {
  const columns: GridColumn[] = [fixed('name')];
  let number = 0;
  for (const section of document.sections) {
    for (const question of section.questions) {
      number += 1;
      const open = question.rules.length > 0 && expanded.has(question.id);
      columns.push({
        id: `q:${question.id}`,
        kind: 'mark',
        key: question.id,
        questionId: question.id,
        max: question.points,
        label: String(number),
        description: question.text,
        width: WIDTH.mark,
        hasRules: question.rules.length > 0,
        expanded: open,
      });
      if (!open) continue;
      question.rules.forEach((rule, index) => {
        columns.push({
          id: `r:${question.id}/${rule.id}`,
          kind: 'rule',
          key: ruleKey(question.id, rule.id),
          questionId: question.id,
          max: rule.points,
          label: `${number}${RULE_LETTERS[index] ?? index + 1}`,
          description: rule.description,
          width: WIDTH.rule,
          hasRules: false,
          expanded: false,
        });
      });
    }
  }
  columns.push(fixed('total', totalPoints), fixed('mark10'), fixed('band'), fixed('comments'), fixed('gradedAt'));
  return columns;
}

/** Comments keep this much when the grid is short of room: a few words still show. */
const MIN_COMMENTS_WIDTH = 160;

/**
 * The columns fitted to the grid's frame (`frame` px inside it; 0: not measured): "Last graded" at least as wide
 * as its longest time in the reader's language (`lastGraded` px, measured: in English "12/28/26, 10:58 PM" did
 * not fit 150), and the comments take the room the other columns leave, so the grid fills its frame and no
 * column is cut while there is room for it.
 */
export function fitColumns(columns: readonly GridColumn[], frame: number, lastGraded: number): readonly GridColumn[] {
  let others = 0;
  let comments = -1;
  const fitted = columns.map((column, index) => {
    if (column.kind === 'comments') comments = index;
    const wider = column.kind === 'gradedAt' && lastGraded > column.width ? { ...column, width: lastGraded } : column;
    if (column.kind !== 'comments') others += wider.width;
    return wider;
  });
  if (comments >= 0 && frame > 0) fitted[comments] = { ...fitted[comments]!, width: Math.max(MIN_COMMENTS_WIDTH, Math.floor(frame - others)) };
  return fitted;
}

/** The name column on a phone: about 12 characters, leaving the rest of the width to marks. */
export const NARROW_NAME_WIDTH = 112;

/** The same columns with the name column `width` wide (the others keep theirs). */
export function withNameWidth(columns: readonly GridColumn[], width: number): readonly GridColumn[] {
  const [name, ...rest] = columns;
  return name && name.width !== width ? [{ ...name, width }, ...rest] : columns;
}

/** Columns Tab stops at: those a teacher types marks and comments into. */
export function takesTypedInput(column: GridColumn | undefined): boolean {
  return column?.kind === 'mark' || column?.kind === 'rule' || column?.kind === 'comments';
}

/** Columns whose cells can hold a value at all (the total only while a row has no marks). */
export function isValueColumn(column: GridColumn | undefined): boolean {
  return takesTypedInput(column) || column?.kind === 'total';
}

export function isMarkColumn(column: GridColumn | undefined): boolean {
  return column?.kind === 'mark' || column?.kind === 'rule';
}
