// Which row of a roster table names its columns, and which columns hold the
// names and the addresses. A register exported from Excel often has a title
// above its header ("Catalog clasa a IX-a A", then "Nr.;Numele și
// prenumele;E-mail") and a numbering column before the names; when the
// columns cannot be told from a header, the preview lets the teacher choose
// (`choices`).
import { foldText } from '../../../domain/fold-text';

/** Lower case, without diacritics (ș, ş and s are one letter here), single spaces. */
export function foldWords(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

const NAME_HEADERS = new Set([
  'nume',
  'numele',
  'name',
  'nombre',
  'nume si prenume',
  'numele si prenumele',
  'nume complet',
  'numele elevului',
  'elev',
  'eleva',
  'elevul',
  'full name',
  'pupil',
  'pupil name',
  'student',
  'student name',
  'nombre completo',
  'nombre y apellidos',
  'alumno',
  'alumna',
  'estudiante',
]);
const FIRST_NAME_HEADERS = new Set(['prenume', 'prenumele', 'first name', 'firstname', 'given name', 'nombres']);
const LAST_NAME_HEADERS = new Set(['nume de familie', 'last name', 'lastname', 'surname', 'family name', 'apellido', 'apellidos']);
const EMAIL_HEADERS = new Set([
  'email',
  'e-mail',
  'mail',
  'email address',
  'adresa de email',
  'adresa de e-mail',
  'adresa email',
  'correo',
  'correo electronico',
  'e mail',
]);
/** "Nr.", "Nr. crt.", "#", "No.", "Nº", "Número" once dots, spaces and ordinal signs are gone. */
const NUMBER_HEADERS = new Set(['nr', 'nrcrt', 'crt', '#', 'no', 'n', 'nro', 'num', 'numar', 'numarul', 'numero']);

function headerWord(cell: string): string {
  return foldWords(cell)
    .replace(/[:*#]+$/g, '')
    .trim();
}

type HeaderRole = 'name' | 'first' | 'last' | 'email' | 'number' | null;

function headerRole(cell: string): HeaderRole {
  const word = headerWord(cell);
  if (NAME_HEADERS.has(word)) return 'name';
  if (FIRST_NAME_HEADERS.has(word)) return 'first';
  if (LAST_NAME_HEADERS.has(word)) return 'last';
  if (EMAIL_HEADERS.has(word)) return 'email';
  if (NUMBER_HEADERS.has(foldWords(cell).replace(/[\s.:°º]/g, ''))) return 'number';
  return null;
}

const isNameRole = (role: HeaderRole) => role === 'name' || role === 'first' || role === 'last';

/** A header names at least one known column (a numbering one does not count) and holds no address. */
export function isHeader(cells: readonly string[]): boolean {
  const roles = cells.map(headerRole);
  return roles.some((role) => isNameRole(role) || role === 'email') && !cells.some((cell) => cell.includes('@'));
}

/** How far down a header is looked for: a title, a school, a year above the table. */
const HEADER_SEARCH_ROWS = 5;

/**
 * The header's index, or -1. The first row is a header as it always was
 * (any known column); a later one only when it names a name column, and
 * the rows above it are a title.
 */
function findHeader(records: readonly (readonly string[])[]): number {
  if (records[0] && isHeader(records[0])) return 0;
  const limit = Math.min(records.length, HEADER_SEARCH_ROWS);
  for (let index = 1; index < limit; index++) {
    const cells = records[index]!;
    if (cells.some((cell) => isNameRole(headerRole(cell))) && isHeader(cells)) return index;
  }
  return -1;
}

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

/** Without a header: the address column is the one mostly holding '@'; the name, the first column with words. */
function guessColumns(records: readonly (readonly string[])[], width: number): Columns {
  const email = guessEmail(records, width);
  const words = wordColumns(records, width, new Set(email === null ? [] : [email]));
  const anyWord = Array.from({ length: width }, (_, index) => index).find(
    (index) => index !== email && cellsOf(records, index).some((cell) => !NUMERIC.test(cell)),
  );
  return { name: [words[0] ?? anyWord ?? 0], email };
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
