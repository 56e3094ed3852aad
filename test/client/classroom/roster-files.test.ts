// Roster files as Excel saves them: the encoding (UTF-8, UTF-16, or a
// Windows code page guessed from the letters, whatever the interface
// language), and tables whose header is not the first row or whose name
// column no header names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeRosterFile } from '../../../src/client/features/classroom/roster-decode';
import { parseRoster } from '../../../src/client/features/classroom/roster-import';

/** `text` in a single-byte code page, byte by byte from the decoder's own table. */
function encodeIn(encoding: string, text: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let byte = 255; byte >= 0; byte--) byteOf.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Uint8Array.from([...text].map((char) => byteOf.get(char) ?? assert.fail(`${char} is not in ${encoding}`)));
}

/** UTF-16 as Excel's "Unicode Text" writes it (little-endian with a BOM), or the other ways. */
function utf16(text: string, order: 'le' | 'be', bom = true): Uint8Array {
  const units = [...(bom ? '\uFEFF' : ''), ...text].flatMap((char) => {
    const code = char.codePointAt(0)!;
    return order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
  });
  return Uint8Array.from(units);
}

const LANGUAGES = ['ro', 'en', 'es'] as const;
const names = (text: string, nameColumns?: number[]) => parseRoster(text, 'file', nameColumns).rows.map((row) => row.name);

// The tester's cp1250.csv (Excel on a Romanian Windows, "CSV (comma delimited)").
const ROMANIAN_ROSTER = 'Nume;Prenume\r\nBălan;Mihai\r\nŞerban;Ştefan\r\nŢurcanu;Ioana\r\nÎonescu;Ârina\r\nDumitraşcu;Ţiţei\r\nCâmpeanu;Irină\r\n';
const ROMANIAN_NAMES = ['Bălan Mihai', 'Şerban Ştefan', 'Ţurcanu Ioana', 'Îonescu Ârina', 'Dumitraşcu Ţiţei', 'Câmpeanu Irină'];

describe('roster files: the encoding', () => {
  for (const language of LANGUAGES) {
    it(`a windows-1250 roster reads right with the interface in ${language}`, () => {
      const decoded = decodeRosterFile(encodeIn('windows-1250', ROMANIAN_ROSTER), language);
      assert.equal(decoded.encoding, 'windows-1250');
      assert.deepEqual(names(decoded.text), ROMANIAN_NAMES);
    });

    it(`ISO-8859-2, where it differs from windows-1250 (Š), reads right in ${language}`, () => {
      const decoded = decodeRosterFile(encodeIn('iso-8859-2', 'Nume\r\nŠimon Ştefan\r\nBălan Ţara\r\n'), language);
      assert.equal(decoded.encoding, 'iso-8859-2');
      assert.deepEqual(names(decoded.text), ['Šimon Ştefan', 'Bălan Ţara']);
    });

    it(`a windows-1252 roster keeps Núñez, Muñoz and Conceição in ${language}`, () => {
      const roster = 'Nombre;Apellidos\r\nLucía;Núñez Peña\r\nÁlvaro;Muñoz Ibáñez\r\nMaria;Conceição Assunção\r\n';
      const decoded = decodeRosterFile(encodeIn('windows-1252', roster), language);
      assert.equal(decoded.encoding, 'windows-1252');
      assert.deepEqual(names(decoded.text), ['Lucía Núñez Peña', 'Álvaro Muñoz Ibáñez', 'Maria Conceição Assunção']);
    });

    it(`an Excel "Unicode Text" file (UTF-16 with a BOM, tabs) reads right in ${language}`, () => {
      const text = 'Nume\tPrenume\r\nBălan\tMihai\r\nȘerban\tȘtefan\r\nȚurcanu\tIoana\r\n';
      for (const order of ['le', 'be'] as const) {
        const decoded = decodeRosterFile(utf16(text, order), language);
        assert.equal(decoded.encoding, `utf-16${order}`);
        assert.deepEqual(names(decoded.text), ['Bălan Mihai', 'Șerban Ștefan', 'Țurcanu Ioana']);
      }
    });
  }

  it('UTF-16 without a BOM is known by its zero bytes', () => {
    const decoded = decodeRosterFile(utf16('Popescu Ana\r\nȘtefan Ioana\r\n', 'le', false), 'en');
    assert.equal(decoded.encoding, 'utf-16le');
    assert.deepEqual(names(decoded.text), ['Popescu Ana', 'Ștefan Ioana']);
  });

  it('the interface language only settles what the letters cannot tell ("Kovář" or "Kováø")', () => {
    const bytes = encodeIn('windows-1250', 'Kovář Jan\r\n');
    assert.deepEqual(decodeRosterFile(bytes, 'ro'), { text: 'Kovář Jan\r\n', encoding: 'windows-1250' });
    assert.deepEqual(decodeRosterFile(bytes, 'en'), { text: 'Kováø Jan\r\n', encoding: 'windows-1252' });
  });

  it('UTF-8 is UTF-8 whatever the language (ã and º included)', () => {
    const bytes = new TextEncoder().encode('\uFEFFJoão Barbosa\r\nMaria 2º B\r\n');
    assert.deepEqual(decodeRosterFile(bytes, 'ro'), { text: 'João Barbosa\r\nMaria 2º B\r\n', encoding: 'utf-8' });
  });
});

describe('roster tables: the header row and the names column', () => {
  it('a title above the header row: the header is found, the rows above it skipped, the numbering ignored', () => {
    // The tester's excel_title.csv.
    const parsed = parseRoster('\uFEFFCatalog clasa a IX-a A;;\r\nNr.;Numele și prenumele;E-mail\r\n1;Popescu Ana;\r\n2;Ionescu Ștefan;\r\n;;\r\n', 'file');
    assert.equal(parsed.headerLine, 2);
    assert.equal(parsed.headerSkipped, true);
    assert.deepEqual(
      parsed.rows.map(({ line, name, email }) => ({ line, name, email })),
      [
        { line: 3, name: 'Popescu Ana', email: '' },
        { line: 4, name: 'Ionescu Ștefan', email: '' },
      ],
    );
    assert.equal(parsed.choices.length, 1, 'the header names the name column: nothing to choose');
  });

  for (const numbering of ['Nr.', 'Nr. crt.', '#', 'No.', 'Nº', 'Número']) {
    it(`a numbering column headed "${numbering}" is not taken for the names`, () => {
      assert.deepEqual(names(`${numbering};Elevii clasei;E-mail\n1;Popescu Ana;ana@x.ro\n2;Ionescu Mihai;\n`), ['Popescu Ana', 'Ionescu Mihai']);
    });
  }

  it('a title without a header row: the names are the column that mostly holds words', () => {
    assert.deepEqual(names('Catalog clasa a IX-a A;;\n1;Popescu Ana;\n2;Ionescu Ștefan;\n3;Rus Dan;\n'), ['Popescu Ana', 'Ionescu Ștefan', 'Rus Dan']);
  });

  it('a header is looked for only among the first rows', () => {
    const text = ['Popescu Ana', 'Ionescu Mihai', 'Rus Dan', 'Pop Ion', 'Mureșan Ana', 'Nume'].join('\n');
    assert.equal(parseRoster(text).headerLine, null);
    assert.equal(parseRoster(text).rows.length, 6);
  });

  it('when no header names the columns the teacher may choose: each column with words, or both together', () => {
    const text = 'Popescu;Ana;ana@x.ro\nIonescu;Mihai;mihai@x.ro\n';
    const parsed = parseRoster(text, 'file');
    assert.deepEqual(parsed.nameColumns, [0]);
    assert.deepEqual(
      parsed.choices.map(({ columns, sample }) => ({ columns, sample })),
      [
        { columns: [0], sample: 'Popescu' },
        { columns: [1], sample: 'Ana' },
        { columns: [0, 1], sample: 'Popescu Ana' },
      ],
    );
    const chosen = parseRoster(text, 'file', [0, 1]);
    assert.deepEqual(chosen.nameColumns, [0, 1]);
    assert.deepEqual(
      chosen.rows.map(({ name, email }) => [name, email]),
      [
        ['Popescu Ana', 'ana@x.ro'],
        ['Ionescu Mihai', 'mihai@x.ro'],
      ],
    );
  });
});
