// The roster import's pure half (no React, no I/O): text pasted from a
// spreadsheet or read from a CSV file becomes rows of name and email, each
// checked with the server's own schema and flagged when it repeats another
// row or a pupil already in the class; the rows become the one request body,
// and the server's per-row messages find their way back to the rows.
//
// Parsing: domain/csv.ts's parseDelimited for pasted text and files alike,
// not papaparse. A roster is at most MAX_ROSTER_ROWS (500) rows, so
// papaparse's streaming and workers buy nothing; one parser means a paste
// and a file behave the same and are tested once; what papaparse would add
// (guessing the separator) is done below with quotes taken into account, and
// what it would not (the file's encoding: Excel saves CSV in the Windows code
// page) is done here too. It also keeps ~7 KB gzip out of the chunk.
import { parseDelimited } from '../../../domain/csv';
import { foldText } from '../../../domain/fold-text';
import { MAX_ROSTER_ROWS, pupilSchema } from '../../../domain/schemas/schools';
import { type MessageRef, validate } from '../../../domain/validation';

export { MAX_ROSTER_ROWS };

/** Where the text came from: a file is CSV by definition; a paste is only when it looks like a table. */
export type RosterSource = 'paste' | 'file';
export type Separator = '\t' | ';' | ',';

export interface RosterRow {
  /** Stable through edits and removals. */
  id: string;
  /** 1-based position among the source's non-empty rows, header included: what the teacher sees in their sheet. */
  line: number;
  name: string;
  email: string;
}

export interface ParsedRoster {
  rows: RosterRow[];
  /** The first row named its columns and was skipped. */
  headerSkipped: boolean;
  separator: Separator | null;
}

export type RosterField = 'name' | 'email';

export type Duplicate = { kind: 'list'; line: number } | { kind: 'existing' };

export interface PreviewRow extends RosterRow {
  /** SPEC 5 messages from the shared schema, by field. */
  errors: Partial<Record<RosterField, MessageRef>>;
  /** A possible duplicate: a warning, not an error (two pupils may share a name). */
  duplicate: Duplicate | null;
}

/** Lower case, without diacritics (ș, ş and s are one letter here), single spaces. */
function foldWords(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/**
 * What makes two names "the same pupil": case, diacritics, hyphens and word
 * order ignored, since registers write "Popescu Ana-Maria" and teachers
 * type "ana maria popescu".
 */
export function nameKey(name: string): string {
  return foldWords(name.replace(/[-‐‑.,'’]/g, ' '))
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');
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

function headerWord(cell: string): string {
  return foldWords(cell)
    .replace(/[:*#]+$/g, '')
    .trim();
}

type HeaderRole = 'name' | 'first' | 'last' | 'email' | null;

function headerRole(cell: string): HeaderRole {
  const word = headerWord(cell);
  if (NAME_HEADERS.has(word)) return 'name';
  if (FIRST_NAME_HEADERS.has(word)) return 'first';
  if (LAST_NAME_HEADERS.has(word)) return 'last';
  if (EMAIL_HEADERS.has(word)) return 'email';
  return null;
}

/** A header names at least one known column and holds no address. */
function isHeader(cells: readonly string[]): boolean {
  return cells.some((cell) => headerRole(cell) !== null) && !cells.some((cell) => cell.includes('@'));
}

/** How often a separator occurs outside double quotes. */
function countOutside(line: string, separator: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === separator && !quoted) count += 1;
  }
  return count;
}

/**
 * The separator of a table, or null for a single column. A tab always
 * separates (a spreadsheet copy); otherwise the one found on more of the
 * first lines, semicolon winning a tie (European CSV). From a paste, a comma
 * separates only in something that looks like a table (an address, quotes,
 * a header): "Popescu, Ana" on its own is one name.
 */
export function detectSeparator(text: string, source: RosterSource): Separator | null {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  if (lines.length === 0) return null;
  if (lines.some((line) => countOutside(line, '\t') > 0)) return '\t';
  const semicolons = lines.filter((line) => countOutside(line, ';') > 0).length;
  const commas = lines.filter((line) => countOutside(line, ',') > 0).length;
  if (semicolons === 0 && commas === 0) return null;
  if (semicolons >= commas) return ';';
  if (source === 'file' || /[@"]/.test(text) || isHeader(lines[0]!.split(','))) return ',';
  return null;
}

const NUMERIC = /^[\d\s.,/+()-]*$/;

interface Columns {
  name: number[];
  email: number | null;
}

function columnsFromHeader(header: readonly string[]): Columns {
  const roles = header.map(headerRole);
  const email = roles.indexOf('email');
  // Separate first and last names are joined in the order the sheet has them ("Nume", "Prenume" -> "Popescu Ana").
  const parts = roles.flatMap((role, index) => (role === 'first' || role === 'last' ? [index] : []));
  const full = roles.indexOf('name');
  let name =
    parts.length > 0 ? roles.flatMap((role, index) => (role === 'name' || role === 'first' || role === 'last' ? [index] : [])) : full >= 0 ? [full] : [];
  if (name.length === 0) {
    const other = header.findIndex((_, index) => index !== email);
    name = other >= 0 ? [other] : [];
  }
  return { name, email: email >= 0 ? email : null };
}

/** Without a header: the address column is the one mostly holding '@'; the name, the first column with words. */
function guessColumns(records: readonly string[][]): Columns {
  const width = Math.max(...records.map((record) => record.length));
  const column = (index: number) => records.map((record) => (record[index] ?? '').trim()).filter(Boolean);
  let email: number | null = null;
  for (let index = 0; index < width && email === null; index++) {
    const cells = column(index);
    if (cells.length > 0 && cells.filter((cell) => cell.includes('@')).length * 2 >= cells.length) email = index;
  }
  for (let index = 0; index < width; index++) {
    const cells = column(index);
    // Row numbers and dates are not names.
    if (index !== email && cells.length > 0 && !cells.every((cell) => NUMERIC.test(cell))) return { name: [index], email };
  }
  return { name: [0], email };
}

/** "1. Popescu Ana" or "2) Ionescu Mihai" from a numbered list: the number is not part of the name. */
const LIST_NUMBER = /^\s*\d{1,3}\s*[.)]\s+/;

export function parseRoster(text: string, source: RosterSource = 'paste'): ParsedRoster {
  const separator = detectSeparator(text, source);
  // Without a separator each line is one cell: parse on a character the text does not contain.
  const records = parseDelimited(text, separator ?? '\u0000').map((record) => record.map((cell) => cell.trim()));
  if (records.length === 0) return { rows: [], headerSkipped: false, separator };
  const headerSkipped = isHeader(records[0]!);
  const body = headerSkipped ? records.slice(1) : records;
  const columns = headerSkipped ? columnsFromHeader(records[0]!) : guessColumns(body.length > 0 ? body : records);
  const rows: RosterRow[] = [];
  body.forEach((record, index) => {
    const rawName = columns.name
      .map((at) => record[at] ?? '')
      .filter(Boolean)
      .join(' ');
    const name = (separator === null ? rawName.replace(LIST_NUMBER, '') : rawName).replace(/\s+/g, ' ').trim();
    const email = columns.email === null ? '' : (record[columns.email] ?? '').trim();
    if (!name && !email) return;
    const line = index + 1 + (headerSkipped ? 1 : 0);
    rows.push({ id: `row-${line}`, line, name, email });
  });
  return { rows, headerSkipped, separator };
}

/** Each row checked (SPEC 5 messages) and compared with the rows above it and with the class. */
export function previewRoster(rows: readonly RosterRow[], existing: readonly { name: string }[]): PreviewRow[] {
  const inClass = new Set(existing.map((pupil) => nameKey(pupil.name)).filter(Boolean));
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const result = validate(pupilSchema, { name: row.name, email: row.email });
    const errors: PreviewRow['errors'] = {};
    if (!result.ok) {
      if (result.fields.name) errors.name = result.fields.name;
      if (result.fields.email) errors.email = result.fields.email;
    }
    const key = nameKey(row.name);
    let duplicate: Duplicate | null = null;
    if (key) {
      const earlier = firstLine.get(key);
      if (earlier !== undefined) duplicate = { kind: 'list', line: earlier };
      else if (inClass.has(key)) duplicate = { kind: 'existing' };
      if (earlier === undefined) firstLine.set(key, row.line);
    }
    return { ...row, errors, duplicate };
  });
}

export function hasErrors(row: PreviewRow): boolean {
  return row.errors.name !== undefined || row.errors.email !== undefined;
}

/** The body of POST /api/classrooms/{id}/pupils; an empty address is left out. */
export function rosterPayload(rows: readonly RosterRow[]): { pupils: { name: string; email?: string }[] } {
  return { pupils: rows.map(({ name, email }) => (email ? { name, email } : { name })) };
}

export interface ServerRowErrors {
  /** By row id, the server's (translated) message per field. */
  rows: Record<string, Partial<Record<RosterField, string>>>;
  /** Messages about the roster as a whole ('pupils': too many, none). */
  general: string[];
}

const ROW_FIELD = /^pupils\.(\d+)\.(name|email)$/;

/** The server's messages for pupils.3.name and the like, put back on the rows that were sent, in the order sent. */
export function mapServerErrors(fields: Readonly<Record<string, string>>, sent: readonly RosterRow[]): ServerRowErrors {
  const mapped: ServerRowErrors = { rows: {}, general: [] };
  for (const [path, message] of Object.entries(fields)) {
    const match = ROW_FIELD.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) {
      mapped.general.push(message);
      continue;
    }
    mapped.rows[row.id] = { ...mapped.rows[row.id], [match[2] as RosterField]: message };
  }
  return mapped;
}

/**
 * The bytes of an uploaded file as text: UTF-8 when they are valid UTF-8
 * (with or without a byte-order mark), else the Windows code page Excel
 * uses for the reader's language (1250 for Romanian, 1252 otherwise).
 */
export function decodeRosterFile(bytes: Uint8Array, language: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder(language === 'ro' ? 'windows-1250' : 'windows-1252').decode(bytes);
  }
}
