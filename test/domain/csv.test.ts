// Spreadsheet exports never turn stored text into a formula (OWASP CSV
// injection), and numbers stay numbers, negative ones included.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { rosterCsv } from '../../src/client/features/classroom/roster-csv';
import { csvDialectFor, neutralizeFormula, parseDelimited, parseDelimitedRows, splitDelimited, toCsv } from '../../src/domain/csv';
import { xlsx } from '../../src/server/export/xlsx';

const DANGEROUS = ['=1+1', '+40 722 000 000', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x.test","click")'];

/** The sheet XML of a workbook built by xlsx() (one sheet, written last). */
function sheetOf(workbook: Buffer): string {
  let offset = 0;
  while (workbook.readUInt32LE(offset) === 0x04034b50) {
    const size = workbook.readUInt32LE(offset + 18);
    const nameLength = workbook.readUInt16LE(offset + 26);
    const start = offset + 30 + nameLength + workbook.readUInt16LE(offset + 28);
    if (workbook.subarray(offset + 30, offset + 30 + nameLength).toString() === 'xl/worksheets/sheet1.xml')
      return inflateRawSync(workbook.subarray(start, start + size)).toString();
    offset = start + size;
  }
  throw new Error('no sheet');
}

describe('formula neutralising', () => {
  test('text starting with = + - @ tab or carriage return gets a leading apostrophe; other text is untouched', () => {
    for (const text of DANGEROUS) assert.equal(neutralizeFormula(text), `'${text}`, JSON.stringify(text));
    for (const text of ['Ana Pop', '1-2', 'a=b', '', "'=already"]) assert.equal(neutralizeFormula(text), text);
  });

  test('CSV: every dangerous text cell is neutralised, numbers (negative too) are written as numbers', () => {
    const csv = toCsv([['name', 'points'], ...DANGEROUS.map((text, i) => [text, -i - 0.5])]);
    const lines = DANGEROUS.map((text, i) => {
      const guarded = `'${text}`;
      const cell = /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
      return `${cell},${-i - 0.5}`;
    });
    assert.equal(csv, `\uFEFFname,points\r\n${lines.join('\r\n')}\r\n`);
  });

  test('reading our own CSV back gives the text as typed (the guard is removed on import)', () => {
    const csv = rosterCsv(
      DANGEROUS.slice(0, 4).map((name) => ({ name, email: '' })),
      { name: 'Nume', email: 'Email' },
    );
    assert.ok(csv.includes("'=1+1"), 'the roster export is neutralised');
    assert.deepEqual(
      parseDelimited(csv)
        .slice(1)
        .map((row) => row[0]),
      DANGEROUS.slice(0, 4),
    );
  });

  test('XLSX: text cells that start like a formula keep their text and are marked as text (quote prefix), numbers stay number cells', () => {
    const sheet = sheetOf(
      xlsx('Note', [
        ['Elev', 'Puncte'],
        ['=1+1', -4.5],
        ['@cmd', 3],
      ]),
    );
    assert.match(sheet, /<c r="A2" t="inlineStr" s="2"><is><t xml:space="preserve">=1\+1<\/t><\/is><\/c>/);
    assert.match(sheet, /<c r="A3" t="inlineStr" s="2"><is><t xml:space="preserve">@cmd<\/t><\/is><\/c>/);
    assert.match(sheet, /<c r="B2"><v>-4.5<\/v><\/c>/);
    assert.doesNotMatch(sheet, /<f>/, 'no formula element anywhere');
  });
});

describe('splitDelimited (the one reader of quoted CSV and TSV)', () => {
  test('a quote opening a cell holds separators, line breaks and doubled quotes', () => {
    assert.deepEqual(splitDelimited('"a,b","say ""hi""",c\r\n"two\nlines",x', ','), [
      ['a,b', 'say "hi"', 'c'],
      ['two\nlines', 'x'],
    ]);
  });

  test('a quote inside a cell is text, and the separator is the one given', () => {
    assert.deepEqual(splitDelimited('5"\t7,5\t', '\t'), [['5"', '7,5', '']]);
  });

  test('\n, \r\n and \r end a line; blank lines and a trailing line break are kept as rows', () => {
    assert.deepEqual(splitDelimited('a\r\rb\r\nc\n', ','), [['a'], [''], ['b'], ['c'], ['']]);
  });

  test('parseDelimited drops the blank rows splitDelimited keeps', () => {
    assert.deepEqual(parseDelimited('Nume,Email\n\n"Pop, Ana",\n'), [
      ['Nume', 'Email'],
      ['Pop, Ana', ''],
    ]);
  });

  test('parseDelimitedRows numbers each row as the sheet does: blank rows counted, a quoted line break inside one row', () => {
    assert.deepEqual(parseDelimitedRows('\uFEFFTitlu;;\n;;\n\nNume;Nota\n"Pop\nAna";9\nRus;10\n', ';'), [
      { row: 1, cells: ['Titlu', '', ''] },
      { row: 4, cells: ['Nume', 'Nota'] },
      { row: 5, cells: ['Pop\nAna', '9'] },
      { row: 6, cells: ['Rus', '10'] },
    ]);
  });
});

describe('CSV dialect per language', () => {
  test("Romanian and Spanish: ';' between cells and a decimal comma, as Excel there reads; English: ',' and a decimal point", () => {
    const rows = [
      ['Elev', 'Nota', 'Observații'],
      ['Ana Pop', 7.5, 'Bine; atent, harnic'],
      ['Dan Stoica', 10, null],
    ];
    assert.equal(toCsv(rows, csvDialectFor('ro')), '\uFEFFElev;Nota;Observații\r\nAna Pop;7,5;"Bine; atent, harnic"\r\nDan Stoica;10;\r\n');
    assert.equal(toCsv(rows, csvDialectFor('es')), '\uFEFFElev;Nota;Observații\r\nAna Pop;7,5;"Bine; atent, harnic"\r\nDan Stoica;10;\r\n');
    assert.equal(toCsv(rows, csvDialectFor('en')), '\uFEFFElev,Nota,Observații\r\nAna Pop,7.5,"Bine; atent, harnic"\r\nDan Stoica,10,\r\n');
    assert.equal(toCsv(rows), toCsv(rows, csvDialectFor('en')), 'English unless told');
  });

  test('a Romanian file reads back through the import', () => {
    const csv = toCsv(
      [
        ['Nume', 'Email'],
        ['Ionescu, Vlad', 'v@scoala.ro'],
      ],
      csvDialectFor('ro'),
    );
    assert.deepEqual(parseDelimited(csv), [
      ['Nume', 'Email'],
      ['Ionescu, Vlad', 'v@scoala.ro'],
    ]);
  });
});
