// RFC 4180 CSV, written and read. Exports start with a UTF-8 byte-order mark
// so that Excel shows ș, ț and ñ correctly.

export type Cell = string | number | null | undefined;

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * The rule every CSV export of stored text follows (the grades, the roster
 * file): text a spreadsheet would run as a formula gets a leading apostrophe,
 * which Excel and LibreOffice read as "this is text". An XLSX keeps the text
 * as typed and marks the cell with Excel's quote-prefix style (xlsx.ts). Only text cells pass
 * through here: a number (a negative one too) is written as a number.
 */
export function neutralizeFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/** Text a spreadsheet would start reading as a formula (an XLSX marks such a cell as text by its style instead). */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** How a spreadsheet of the reader's region splits a CSV line and reads a number. */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

const COMMA_DIALECT: CsvDialect = { delimiter: ',', decimal: '.' };
const SEMICOLON_DIALECT: CsvDialect = { delimiter: ';', decimal: ',' };

/**
 * Excel opens a CSV with the list separator of the system's region: where
 * the decimal separator is a comma (Romania, Spain) that is ';', so a
 * Romanian or Spanish export uses ';' and writes 7,5; English keeps ',' and 7.5.
 */
export function csvDialectFor(language: string): CsvDialect {
  return language === 'ro' || language === 'es' ? SEMICOLON_DIALECT : COMMA_DIALECT;
}

/** A number is written bare in the dialect's decimal; text is quoted when it holds a quote, a line break or either separator. */
function quote(cell: Cell, dialect: CsvDialect): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell).replace('.', dialect.decimal);
  const safe = neutralizeFormula(cell);
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly Cell[])[], dialect: CsvDialect = COMMA_DIALECT): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => quote(cell, dialect)).join(dialect.delimiter)).join('\r\n')}\r\n`;
}

/**
 * Splits text into rows of cells on `separator`: a quote that opens a cell
 * holds separators and line breaks until it closes, `""` inside it is one
 * quote. A line ends at \n, \r\n or \r. Nothing is dropped: blank lines give
 * a row of one empty cell, and text ending in a line break ends with one.
 * The CSV import and the grid's clipboard both read through here and decide
 * themselves which rows to keep.
 */
export function splitDelimited(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (ch === separator) {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += ch;
      atCellStart = false;
    }
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Our own exports guard formula-like text with an apostrophe: reading one back gives the text as typed. */
const unguardFormula = (cell: string) => (GUARDED_FORMULA.test(cell) ? cell.slice(1) : cell);

function guessFileSeparator(firstLine: string): string {
  if (firstLine.includes('\t')) return '\t';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/** A row that is not blank, with its number in the sheet (1-based, blank rows counted: what a spreadsheet shows). */
export interface NumberedRow {
  row: number;
  cells: string[];
}

/** parseDelimited, each row with its number in the sheet: a message can name the row the teacher sees. */
export function parseDelimitedRows(input: string, separator?: string): NumberedRow[] {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const rows = splitDelimited(text, separator ?? guessFileSeparator(firstLine));
  return rows.flatMap((cells, index) => (isBlankRow(cells) ? [] : [{ row: index + 1, cells: cells.map(unguardFormula) }]));
}

/** Parses CSV or TSV text (the separator is guessed from the first line unless given); blank rows are dropped. */
export function parseDelimited(input: string, separator?: string): string[][] {
  return parseDelimitedRows(input, separator).map((row) => row.cells);
}
