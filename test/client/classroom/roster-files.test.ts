// Roster files as Excel saves them: the encoding (UTF-8, UTF-16, or a
// Windows code page guessed from the letters, whatever the interface
// language), and tables whose header is not the first row or whose name
// column no header names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRoster } from '../../../src/client/features/classroom/roster-import';
import { decodeText } from '../../../src/domain/text-encoding';

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
      const decoded = decodeText(encodeIn('windows-1250', ROMANIAN_ROSTER), language);
      assert.equal(decoded.encoding, 'windows-1250');
      assert.deepEqual(names(decoded.text), ROMANIAN_NAMES);
    });

    it(`ISO-8859-2, where it differs from windows-1250 (Š), reads right in ${language}`, () => {
      const decoded = decodeText(encodeIn('iso-8859-2', 'Nume\r\nŠimon Ştefan\r\nBălan Ţara\r\n'), language);
      assert.equal(decoded.encoding, 'iso-8859-2');
      assert.deepEqual(names(decoded.text), ['Šimon Ştefan', 'Bălan Ţara']);
    });

    it(`a windows-1252 roster keeps Núñez, Muñoz and Conceição in ${language}`, () => {
      const roster = 'Nombre;Apellidos\r\nLucía;Núñez Peña\r\nÁlvaro;Muñoz Ibáñez\r\nMaria;Conceição Assunção\r\n';
      const decoded = decodeText(encodeIn('windows-1252', roster), language);
      assert.equal(decoded.encoding, 'windows-1252');
      assert.deepEqual(names(decoded.text), ['Lucía Núñez Peña', 'Álvaro Muñoz Ibáñez', 'Maria Conceição Assunção']);
    });

    it(`an Excel "Unicode Text" file (UTF-16 with a BOM, tabs) reads right in ${language}`, () => {
      const text = 'Nume\tPrenume\r\nBălan\tMihai\r\nȘerban\tȘtefan\r\nȚurcanu\tIoana\r\n';
      for (const order of ['le', 'be'] as const) {
        const decoded = decodeText(utf16(text, order), language);
        assert.equal(decoded.encoding, `utf-16${order}`);
        assert.deepEqual(names(decoded.text), ['Bălan Mihai', 'Șerban Ștefan', 'Țurcanu Ioana']);
      }
    });
  }

  it('UTF-16 without a BOM is known by its zero bytes', () => {
    const decoded = decodeText(utf16('Popescu Ana\r\nȘtefan Ioana\r\n', 'le', false), 'en');
    assert.equal(decoded.encoding, 'utf-16le');
    assert.deepEqual(names(decoded.text), ['Popescu Ana', 'Ștefan Ioana']);
  });

  it('the interface language only settles what the letters cannot tell ("Kovář" or "Kováø")', () => {
    const bytes = encodeIn('windows-1250', 'Kovář Jan\r\n');
    assert.deepEqual(decodeText(bytes, 'ro'), { text: 'Kovář Jan\r\n', encoding: 'windows-1250' });
    assert.deepEqual(decodeText(bytes, 'en'), { text: 'Kováø Jan\r\n', encoding: 'windows-1252' });
  });

  it('UTF-8 is UTF-8 whatever the language (ã and º included)', () => {
    const bytes = new TextEncoder().encode('\uFEFFJoão Barbosa\r\nMaria 2º B\r\n');
    assert.deepEqual(decodeText(bytes, 'ro'), { text: 'João Barbosa\r\nMaria 2º B\r\n', encoding: 'utf-8' });
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

  it('a "Nume" under a list of names is a pupil row, not a header that would drop the names above it', () => {
    const text = ['Popescu Ana', 'Ionescu Mihai', 'Rus Dan', 'Pop Ion', 'Mureșan Ana', 'Nume'].join('\n');
    assert.equal(parseRoster(text).headerLine, null);
    assert.equal(parseRoster(text).rows.length, 6);
  });

  // A register's surname and first name in two columns, pasted without their header: the first names were dropped
  // ("Popescu") unless the teacher found the choice. A column of single words is a surname: both together come first.
  it('when no header names the columns the teacher may choose: each column with words, or both together, first when the first holds single words', () => {
    const text = 'Popescu;Ana;ana@x.ro\nIonescu;Mihai;mihai@x.ro\n';
    const parsed = parseRoster(text, 'file');
    assert.deepEqual(parsed.nameColumns, [0, 1]);
    assert.deepEqual(
      parsed.choices.map(({ columns, sample }) => ({ columns, sample })),
      [
        { columns: [0, 1], sample: 'Popescu Ana' },
        { columns: [0], sample: 'Popescu' },
        { columns: [1], sample: 'Ana' },
      ],
    );
    // Whole names beside another column of words (a class): the names alone.
    assert.deepEqual(parseRoster('Popescu Ana\ta IX-a B\nIonescu Mihai\ta IX-a B\n', 'paste').nameColumns, [0]);
    assert.deepEqual(
      parseRoster('Albu\tȘtefan\nBarbu\tAna Maria\n', 'paste').rows.map((row) => row.name),
      ['Albu Ștefan', 'Barbu Ana Maria'],
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

// A school's export: the school, its address, the class, the form teacher, the year and blank rows above the
// table. The header used to be looked for in rows 2 to 5 only; a row already a pupil's must still never be
// taken for a header, since the rows above a header are dropped.
describe("roster tables: a school's export with a preamble", () => {
  const rows = (text: string, source: 'paste' | 'file' = 'file') => parseRoster(text, source).rows.map(({ line, name, email }) => ({ line, name, email }));

  // Excel, "CSV (comma delimited)" on a Romanian Windows: every row as wide as the table.
  const SCHOOL_EXPORT = [
    'Liceul Teoretic „Avram Iancu” Cluj-Napoca;;;',
    'Str. Mihai Viteazu nr. 10, Cluj-Napoca, jud. Cluj;;;',
    'Tel. 0264 123 456, e-mail: secretariat@avramiancu.ro;;;',
    ';;;',
    'CATALOGUL CLASEI a IX-a A;;;',
    'Diriginte: prof. Popescu Maria;;;',
    'Disciplina: Biologie;;;',
    'An școlar 2025-2026;;;',
    ';;;',
    'Nr. crt.;Nume;Prenume;E-mail',
    '1;Bălan;Mihai;mihai.balan@elev.ro',
    '2;Șerban;Ștefan;',
    '3;Țurcanu;Ioana;ioana.turcanu@elev.ro',
    '',
  ].join('\r\n');

  it('the header under eight rows of preamble and two blank ones; the rows keep their row in the sheet', () => {
    for (const decoded of [
      decodeText(encodeIn('windows-1250', SCHOOL_EXPORT.replaceAll('ș', 'ş').replaceAll('Ș', 'Ş').replaceAll('Ț', 'Ţ')), 'ro'),
      { text: `\uFEFF${SCHOOL_EXPORT}` },
    ]) {
      const parsed = parseRoster(decoded.text, 'file');
      assert.equal(parsed.headerLine, 10, 'the row Excel shows the header on');
      assert.deepEqual(parsed.nameColumns, [1, 2]);
      assert.equal(parsed.choices.length, 1, 'the header names the name columns: nothing to choose');
      assert.deepEqual(
        parsed.rows.map(({ line, name, email }) => ({ line, name: name.replaceAll('ş', 'ș').replaceAll('Ş', 'Ș').replaceAll('Ţ', 'Ț'), email })),
        [
          { line: 11, name: 'Bălan Mihai', email: 'mihai.balan@elev.ro' },
          { line: 12, name: 'Șerban Ștefan', email: '' },
          { line: 13, name: 'Țurcanu Ioana', email: 'ioana.turcanu@elev.ro' },
        ],
      );
    }
  });

  it('a Spanish export (commas, quoted preamble, Apellidos and Nombre) with seven rows above its header', () => {
    const text = [
      '"IES Miguel de Cervantes",,',
      '"Calle Mayor 12, 28013 Madrid",,',
      '"Curso 2025/2026",,',
      '"Grupo: 1º ESO B",,',
      '"Tutora: Dña. Carmen López",,',
      ',,',
      '"Listado de alumnos",,',
      '"Relación por orden alfabético",,',
      'Nº,Apellidos,Nombre',
      '1,García López,Lucía',
      '2,Núñez Peña,Álvaro',
    ].join('\n');
    assert.equal(parseRoster(text, 'file').headerLine, 9);
    assert.deepEqual(rows(text), [
      { line: 10, name: 'García López Lucía', email: '' },
      { line: 11, name: 'Núñez Peña Álvaro', email: '' },
    ]);
  });

  it('a one-column list with a preamble of seven lines, pasted', () => {
    const text = [
      'Inspectoratul Școlar Județean Brașov',
      'Școala Gimnazială nr. 5 Brașov',
      'Str. Lungă nr. 20',
      'Clasa a VII-a B',
      'Diriginte: Ionescu Dan',
      'An școlar 2025-2026',
      'Elevi: 3',
      'Numele și prenumele',
      'Popescu Ana',
      'Ionescu Mihai',
      'Rus Dan',
    ].join('\n');
    assert.equal(parseRoster(text).headerLine, 8);
    assert.deepEqual(
      rows(text, 'paste').map((row) => row.name),
      ['Popescu Ana', 'Ionescu Mihai', 'Rus Dan'],
    );
  });

  it('a row that looks like a header under pupils is a pupil: nobody above it is dropped', () => {
    // Names listed before a stray "Nume": more than a title's few rows, every one a name.
    const listed = ['Popescu Ana', 'Ionescu Mihai', 'Rus Dan', 'Pop Ion', 'Mureșan Ana', 'García de la Cruz María', 'POPA Ioana', 'Nume', 'Lazăr Vlad'].join(
      '\n',
    );
    assert.equal(parseRoster(listed).headerLine, null);
    assert.equal(parseRoster(listed).rows.length, 9);
    // Numbered rows before it, within the old five rows.
    const numbered = 'Catalog clasa a IX-a A;;\n1;Popescu Ana;\n2;Ionescu Ștefan;\nNr.;Nume;E-mail\n3;Rus Dan;\n';
    assert.equal(parseRoster(numbered, 'file').headerLine, null);
    assert.deepEqual(
      rows(numbered).map((row) => row.name),
      ['Popescu Ana', 'Ionescu Ștefan', 'Nume', 'Rus Dan'],
    );
    // A pupil and an address before it.
    assert.equal(parseRoster('Lista;\nPopescu Ana;ana@x.ro\nNume;E-mail\nRus Dan;dan@x.ro\n', 'file').headerLine, null);
    // A column that says what each row is ("Elev"), in the first row too.
    const roles = '1;Popescu Ana;Elev\n2;Ionescu Mihai;Elev\n3;Rus Dan;Elevă\n';
    assert.equal(parseRoster(roles, 'file').headerLine, null);
    assert.deepEqual(
      rows(roles).map((row) => row.name),
      ['Popescu Ana', 'Ionescu Mihai', 'Rus Dan'],
    );
  });

  it('a label with an address in the preamble is not a pupil', () => {
    const text =
      'Liceul Teoretic Nr. 1;;\nE-mail:;office@liceu1.ro;\nTelefon:;0264 123 456;\nClasa a X-a C;;\nDiriginte:;Pop Maria;\nAn școlar:;2025-2026;\nNume;Prenume;E-mail\nRus;Dan;dan@x.ro\n';
    assert.equal(parseRoster(text, 'file').headerLine, 7);
    assert.deepEqual(rows(text), [{ line: 8, name: 'Rus Dan', email: 'dan@x.ro' }]);
  });

  it('the header is looked for in the first twenty rows only', () => {
    const preamble = Array.from({ length: 20 }, (_, index) => `Rândul ${index + 1} al preambulului`);
    assert.equal(parseRoster([...preamble.slice(0, 19), 'Nume', 'Popescu Ana'].join('\n')).headerLine, 20);
    assert.equal(parseRoster([...preamble, 'Nume', 'Popescu Ana'].join('\n')).headerLine, null);
  });
});
