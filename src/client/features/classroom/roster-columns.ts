// Which columns of a roster table hold the names and the addresses. A
// register exported from Excel often has a title or a whole preamble above
// its header (roster-header-row.ts finds it: "Nr.;Numele și
// prenumele;E-mail") and a numbering column before the names; when the
// columns cannot be told from a header, the preview lets the teacher choose
// (`choices`).
import { findHeader } from './roster-header-row';
import { headerRole, isNameRole } from './roster-headers';

const NUMERIC = /^[\d\s.,/+()-]*$/;

export interface Columns {
  /** Joined with a space in this order ("Nume", "Prenume" -> "Popescu Ana"). */
  name: number[];
  email: number | null;
}

/** The columns the names may be taken from, offered in the preview. */
export interface NameChoice {
  columns: number[];
  /** The header's cell of each column; '' without one. */
  headers: string[];
  /** The first row's value from these columns, so that the teacher recognises them. */
  sample: string;
}

export interface TableLayout {
  /** Index of the header row among the records, or -1; the rows above it are skipped too. */
  header: number;
  columns: Columns;
  /** More than one only when no header names the name columns; the guess comes first. */
  choices: NameChoice[];
}

function cellsOf(records: readonly (readonly string[])[], index: number): string[] {
  return records.map((record) => (record[index] ?? '').trim()).filter(Boolean);
}

/** Mostly words: row numbers, dates and a title above them do not make a name column. */
function holdsWords(records: readonly (readonly string[])[], index: number): boolean {
  const cells = cellsOf(records, index);
  return cells.filter((cell) => !NUMERIC.test(cell)).length * 2 > cells.length;
}

function guessEmail(records: readonly (readonly string[])[], width: number): number | null {
  for (let index = 0; index < width; index++) {
    const cells = cellsOf(records, index);
    if (cells.length > 0 && cells.filter((cell) => cell.includes('@')).length * 2 >= cells.length) return index;
  }
  return null;
}

/** The columns that may hold names: not the addresses, not a numbering. */
function wordColumns(records: readonly (readonly string[])[], width: number, excluded: ReadonlySet<number>): number[] {
  return Array.from({ length: width }, (_, index) => index).filter((index) => !excluded.has(index) && holdsWords(records, index));
}

function columnsFromHeader(header: readonly string[], body: readonly (readonly string[])[], width: number): Columns {
  const roles = header.map(headerRole);
  const email = roles.indexOf('email');
  const parts = roles.flatMap((role, index) => (role === 'first' || role === 'last' ? [index] : []));
  const full = roles.indexOf('name');
  if (parts.length > 0) return { name: roles.flatMap((role, index) => (isNameRole(role) ? [index] : [])), email: email >= 0 ? email : null };
  if (full >= 0) return { name: [full], email: email >= 0 ? email : null };
  // Only the address column is named: the names are in the first other column with words.
  const excluded = new Set(roles.flatMap((role, index) => (role === 'email' || role === 'number' ? [index] : [])));
  const words = wordColumns(body, width, excluded);
  const other = Array.from({ length: width }, (_, index) => index).find((index) => !excluded.has(index));
  return { name: [words[0] ?? other ?? 0], email: email >= 0 ? email : null };
}

/**
 * Without a header: the address column is the one mostly holding '@'; the name, the first column with words, and
 * the next one with it when the first holds single words only (a register's surname, its first name beside it:
 * "Albu", "Ștefan"). Whole names ("Popescu Ana") beside another column of words stay alone.
 */
function guessColumns(records: readonly (readonly string[])[], width: number): Columns {
  const email = guessEmail(records, width);
  const words = wordColumns(records, width, new Set(email === null ? [] : [email]));
  const anyWord = Array.from({ length: width }, (_, index) => index).find(
    (index) => index !== email && cellsOf(records, index).some((cell) => !NUMERIC.test(cell)),
  );
  const [first, second] = words;
  if (first !== undefined && second !== undefined && cellsOf(records, first).every((cell) => !/\s/.test(cell))) return { name: [first, second], email };
  return { name: [first ?? anyWord ?? 0], email };
}

/** The guess first, then each column with words, then (without a header) those columns together. */
function nameChoices(header: readonly string[] | null, body: readonly (readonly string[])[], guess: readonly number[], words: readonly number[]): NameChoice[] {
  const sets = [guess, ...words.map((index) => [index])];
  // Surname and first name in two columns without a header: both together.
  if (header === null && words.length > 1) sets.push(words);
  const unique = new Map(sets.map((columns) => [columns.join('+'), [...columns]]));
  return [...unique.values()].map((columns) => ({
    columns,
    headers: columns.map((index) => (header?.[index] ?? '').trim()),
    sample:
      body
        .map((record) => joinCells(record, columns))
        .find(Boolean)
        ?.slice(0, 40) ?? '',
  }));
}

export function joinCells(record: readonly string[], columns: readonly number[]): string {
  return columns
    .map((at) => record[at] ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * The header and the columns of a table's records. `nameColumns`, the
 * teacher's choice in the preview, replaces the guess for the names.
 */
export function tableLayout(records: readonly (readonly string[])[], nameColumns?: readonly number[]): TableLayout {
  const width = Math.max(0, ...records.map((record) => record.length));
  const header = findHeader(records);
  const headerCells = header >= 0 ? records[header]! : null;
  const body = header >= 0 ? records.slice(header + 1) : records;
  const sample = body.length > 0 ? body : records;
  const guess = headerCells ? columnsFromHeader(headerCells, body, width) : guessColumns(sample, width);
  // A header that names the name columns settles it; otherwise the teacher may correct the guess.
  const settled = headerCells?.some((cell) => isNameRole(headerRole(cell))) ?? false;
  const numbering = headerCells ? headerCells.flatMap((cell, index) => (headerRole(cell) === 'number' ? [index] : [])) : [];
  const excluded = new Set([...numbering, ...(guess.email === null ? [] : [guess.email])]);
  const choices = nameChoices(headerCells, sample, guess.name, settled ? [] : wordColumns(sample, width, excluded));
  const chosen = nameColumns && nameColumns.length > 0 && nameColumns.every((index) => index < width) ? [...nameColumns] : guess.name;
  return { header, columns: { name: chosen, email: guess.email }, choices };
}
