// Which row of a roster table names its columns. A school's export puts a
// preamble above it (the school, its address, "Catalogul clasei a IX-a A",
// "Diriginte: prof. Popescu Maria", "An școlar 2025-2026", blank rows), so
// the header is looked for through the first rows, but never under a row
// that is already a pupil's: a "Nume" among the names is not a header, and
// taking it for one would drop the pupils above it.
import { headerRole, isHeader, isNameRole } from './roster-headers';

type Records = readonly (readonly string[])[];

/** How far down a header is looked for (blank rows not counted): a preamble longer than this is not a school's. */
const HEADER_SEARCH_ROWS = 20;

/**
 * Rows above a header taken as a title whatever they hold, as they always
 * were ("Catalog", "Liceul Teoretic Lucian Blaga" over "Nume"). A longer run
 * is a preamble only when some row of it is not a name (see listsNames).
 */
const TITLE_ROWS = 4;

const filled = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '');

/** "12", "12." or "12)": a register's row number. */
const ROW_NUMBER = /^\d{1,3}[.)]?$/;
/** "1. Popescu Ana" or "2) Ionescu Mihai" in one cell. */
const NUMBERED_TEXT = /^\d{1,3}\s*[.)]\s+\p{L}/u;
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HAS_LETTER = /\p{L}/u;
/** "Diriginte:", "Tel.:" — a preamble labels its values; a pupil's row does not. */
const isLabel = (cell: string) => /:\s*$/.test(cell) || headerRole(cell) !== null;

/**
 * A row only a table's body has: a row number before words ("1;Popescu Ana",
 * "1. Popescu Ana"), or an address beside words that are not a label
 * ("Popescu Ana;ana@x.ro", where a preamble writes "E-mail:;office@liceu.ro").
 */
function isPupilRow(cells: readonly string[]): boolean {
  const [first, ...rest] = filled(cells).map((cell) => cell.trim());
  if (first === undefined) return false;
  if (ROW_NUMBER.test(first) && rest.some((cell) => HAS_LETTER.test(cell))) return true;
  if (rest.length === 0 && NUMBERED_TEXT.test(first)) return true;
  const all = [first, ...rest];
  return all.some((cell) => ADDRESS.test(cell)) && all.some((cell) => !ADDRESS.test(cell) && HAS_LETTER.test(cell) && !isLabel(cell));
}

/** Little words inside Spanish and other names ("García de la Cruz"). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'da', 'das', 'do', 'dos', 'di', 'van', 'von', 'der']);
/** A name word: a capital, then letters, hyphens and apostrophes ("Ana-Maria", "O'Brien", "POPESCU"), or an initial ("A."). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*\.?$/u;

/** Words as a person's name is written: no digits, no label, no quotes, at most six words. */
function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 6 && words.some((word) => NAME_WORD.test(word)) && words.every((word) => NAME_WORD.test(word) || PARTICLES.has(word));
}

/**
 * Every row is a name in the header's name columns: they are pupils listed
 * above a row that merely looks like a header, not a preamble, which has
 * an address, a class ("a IX-a"), a year or a "Label:" somewhere.
 */
function listsNames(rows: Records, header: readonly string[]): boolean {
  const nameColumns = header.flatMap((cell, index) => (isNameRole(headerRole(cell)) ? [index] : []));
  return rows.every((row) =>
    looksLikeName(
      nameColumns
        .map((at) => (row[at] ?? '').trim())
        .filter(Boolean)
        .join(' '),
    ),
  );
}

/**
 * The header's index among the (non-blank) records, or -1. No header comes
 * after a pupil's row. The first row is a header as it always was (any
 * known column); a later one names a name column and has above it either a
 * short title or a preamble that is not itself a list of names.
 */
export function findHeader(records: Records): number {
  const limit = Math.min(records.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const cells = records[index]!;
    if (isPupilRow(cells)) return -1;
    if (!isHeader(cells)) continue;
    if (index === 0) return 0;
    if (!cells.some((cell) => isNameRole(headerRole(cell)))) continue;
    return index <= TITLE_ROWS || !listsNames(records.slice(0, index), cells) ? index : -1;
  }
  return -1;
}
