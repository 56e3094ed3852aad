// A block copied from a spreadsheet often carries the pupils' names in its
// first column, and a spreadsheet is rarely sorted as the class is here. Laid
// by position, its marks went to whichever pupil sat on that row, with no
// warning. When the first column names pupils of this class, each row goes
// to the pupil it names; a row whose name is no one's (or two pupils' of the
// class, or one given twice) is not pasted, and the teacher is told which.
import { foldText } from '../../../../domain/fold-text';
import type { GradingPupil } from '../grading.types';

export interface NamedRows {
  /** The rows that name one pupil: that pupil's row in the grid and the cells after the name. */
  rows: { pupilRow: number; cells: string[] }[];
  /** The names that matched no one pupil, as written, in the block's order. */
  unmatched: string[];
}

/**
 * How names compare: case, diacritics, runs of spaces and the order of the words aside ("bogdan  IONESCU" and
 * "Ionescu Bogdan" are Bogdan Ionescu: a register lists the surname first, a spreadsheet often the first name).
 */
const nameKey = (name: string) => foldText(name).trim().split(/\s+/).sort().join(' ');

/** A first cell that is a name, not a mark: it has a letter. */
const hasLetter = (cell: string) => /\p{L}/u.test(cell);

/**
 * Names that are no one's, for a block of rows that each start with a name and carry marks after it, pasted where
 * marks go: laid by position, each row's marks went to whichever pupil sat there (one class's list pasted in
 * another, a name spelled otherwise). Null when the block does not look so (a column of comments, marks alone).
 */
export function unmatchedNamedBlock(block: readonly (readonly string[])[], marksGoFirst: boolean): NamedRows | null {
  const rows = block.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const named = rows.length > 0 && rows.every((cells) => cells.length >= 2 && hasLetter(cells[0] ?? ''));
  return marksGoFirst && named ? { rows: [], unmatched: rows.map((cells) => (cells[0] ?? '').trim()) } : null;
}

/** Null when no cell of the block's first column is a pupil's name: the block is marks, laid by position. */
export function matchNamedRows(block: readonly (readonly string[])[], pupils: readonly GradingPupil[]): NamedRows | null {
  const rowsByName = new Map<string, number[]>();
  pupils.forEach((pupil, row) => {
    const key = nameKey(pupil.name);
    rowsByName.set(key, [...(rowsByName.get(key) ?? []), row]);
  });
  if (!block.some((cells) => rowsByName.has(nameKey(cells[0] ?? '')))) return null;
  const named: NamedRows = { rows: [], unmatched: [] };
  const taken = new Set<number>();
  for (const cells of block) {
    const name = (cells[0] ?? '').trim();
    // A blank line between groups of pupils is not a row of anyone's.
    if (name === '' && cells.every((cell) => cell.trim() === '')) continue;
    const rows = rowsByName.get(nameKey(name)) ?? [];
    const [row] = rows;
    if (rows.length !== 1 || row === undefined || taken.has(row)) {
      named.unmatched.push(name);
      continue;
    }
    taken.add(row);
    named.rows.push({ pupilRow: row, cells: cells.slice(1) });
  }
  return named;
}
