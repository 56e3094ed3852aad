// RFC 4180 CSV, written and read. Exports start with a UTF-8 byte-order mark
// so that Excel shows ș, ț and ñ correctly.

export type Cell = string | number | null | undefined;

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * The one rule every export of stored text follows (CSV, XLSX, the roster
 * file): text a spreadsheet would run as a formula gets a leading apostrophe,
 * which Excel and LibreOffice read as "this is text". Only text cells pass
 * through here: a number (a negative one too) is written as a number.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const safe = typeof cell === 'number' ? String(cell) : neutralizeFormula(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** Parses CSV or TSV text (the separator is guessed from the first line unless given). */
export function parseDelimited(input: string, separator?: string): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const sep = separator ?? (firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Our own exports guard formula-like text with an apostrophe: reading one back gives the text as typed.
  return rows.filter((r) => r.some((c) => c.trim() !== '')).map((r) => r.map((c) => (GUARDED_FORMULA.test(c) ? c.slice(1) : c)));
}
