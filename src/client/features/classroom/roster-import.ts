// The roster import's pure half (no React, no I/O): text pasted from a
// spreadsheet or read from a CSV file becomes rows of name and email, each
// checked with the server's own schema and flagged when it repeats another
// row or a pupil already in the class; the rows become the one request body,
// and the server's per-row messages find their way back to the rows.
//
// Parsing: domain/csv.ts's parseDelimitedRows for pasted text and files alike,
// not papaparse. A roster is at most MAX_ROSTER_ROWS (500) rows, so
// papaparse's streaming and workers buy nothing; one parser means a paste
// and a file behave the same and are tested once; what papaparse would add
// (guessing the separator) is done below with quotes taken into account, and
// what it would not (the file's encoding: Excel saves CSV in the Windows code
// page) is done in domain/text-encoding.ts. It also keeps ~7 KB gzip out of
// the chunk. The header row: roster-header-row.ts; its words:
// roster-headers.ts; the columns: roster-columns.ts.
import { parseDelimitedRows } from '../../../domain/csv';
import { MAX_ROSTER_ROWS, pupilSchema } from '../../../domain/schemas/schools';
import { type MessageRef, validate } from '../../../domain/validation';
import { joinCells, type NameChoice, tableLayout } from './roster-columns';
import { foldWords, isHeader } from './roster-headers';

export type { NameChoice };
export { MAX_ROSTER_ROWS };

/** Where the text came from: a file is CSV by definition; a paste is only when it looks like a table. */
export type RosterSource = 'paste' | 'file';
export type Separator = '\t' | ';' | ',';

export interface RosterRow {
  /** Stable through edits and removals. */
  id: string;
  /** The row's number in the sheet or the pasted text (1-based, blank rows and the header counted): what the teacher sees there. */
  line: number;
  name: string;
  email: string;
}

export interface ParsedRoster {
  rows: RosterRow[];
  /** A row named the columns and was skipped, with the rows above it (a title). */
  headerSkipped: boolean;
  /** That row's number in the sheet, 1-based (as RosterRow.line). */
  headerLine: number | null;
  separator: Separator | null;
  /** The columns the names were taken from. */
  nameColumns: number[];
  /** Where else the names could be; the preview offers them when there are several. */
  choices: NameChoice[];
}

export type RosterField = 'name' | 'email';

export type Duplicate = { kind: 'list'; line: number } | { kind: 'existing' };

export interface PreviewRow extends RosterRow {
  /** SPEC 5 messages from the shared schema, by field. */
  errors: Partial<Record<RosterField, MessageRef>>;
  /** A possible duplicate: a warning, not an error (two pupils may share a name). */
  duplicate: Duplicate | null;
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

/** "1. Popescu Ana" or "2) Ionescu Mihai" from a numbered list: the number is not part of the name. */
const LIST_NUMBER = /^\s*\d{1,3}\s*[.)]\s+/;

/**
 * The rows of pasted text or a file. `nameColumns` is the teacher's choice
 * of the columns holding the names (from `choices`); without it they are
 * guessed from the header or the cells.
 */
export function parseRoster(text: string, source: RosterSource = 'paste', nameColumns?: readonly number[]): ParsedRoster {
  const separator = detectSeparator(text, source);
  // Without a separator each line is one cell: parse on a character the text does not contain.
  const numbered = parseDelimitedRows(text, separator ?? '\u0000');
  const records = numbered.map(({ cells }) => cells.map((cell) => cell.trim()));
  if (records.length === 0) return { rows: [], headerSkipped: false, headerLine: null, separator, nameColumns: [], choices: [] };
  const { header, columns, choices } = tableLayout(records, nameColumns);
  const rows: RosterRow[] = [];
  records.forEach((record, index) => {
    if (index <= header) return;
    const rawName = joinCells(record, columns.name);
    const name = (separator === null ? rawName.replace(LIST_NUMBER, '') : rawName).replace(/\s+/g, ' ').trim();
    const email = columns.email === null ? '' : (record[columns.email] ?? '').trim();
    if (!name && !email) return;
    const line = numbered[index]!.row;
    rows.push({ id: `row-${line}`, line, name, email });
  });
  const headerLine = header >= 0 ? numbered[header]!.row : null;
  return { rows, headerSkipped: header >= 0, headerLine, separator, nameColumns: columns.name, choices };
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
