// The roster import's pure half: parsing pasted text and CSV files, the
// preview's per-row checks and duplicates, the request body, the server's
// messages mapped back to rows, and the export.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rosterCsv, rosterFileName } from '../../../src/client/features/classroom/roster-csv';
import {
  detectSeparator,
  hasErrors,
  mapServerErrors,
  nameKey,
  parseRoster,
  previewRoster,
  rosterPayload,
} from '../../../src/client/features/classroom/roster-import';
import { MAX_ROSTER_ROWS } from '../../../src/domain/schemas/schools';
import { decodeText } from '../../../src/domain/text-encoding';

const names = (text: string, source: 'paste' | 'file' = 'paste') => parseRoster(text, source).rows.map(({ name, email }) => [name, email]);

describe('roster parsing', () => {
  it('a pasted column of names: one pupil per line, blank lines and spaces dropped, each row keeps its line (the blank one counted)', () => {
    const parsed = parseRoster('Popescu Ana\n\n  Ionescu   Mihai  \r\nȘtefănescu Ioana\n');
    assert.equal(parsed.separator, null);
    assert.equal(parsed.headerSkipped, false);
    assert.deepEqual(
      parsed.rows.map(({ line, name, email }) => ({ line, name, email })),
      [
        { line: 1, name: 'Popescu Ana', email: '' },
        { line: 3, name: 'Ionescu Mihai', email: '' },
        { line: 4, name: 'Ștefănescu Ioana', email: '' },
      ],
    );
  });

  it('a numbered list loses its numbers; "Surname, First name" lines stay whole names', () => {
    assert.deepEqual(names('1. Popescu Ana\n2) Ionescu Mihai'), [
      ['Popescu Ana', ''],
      ['Ionescu Mihai', ''],
    ]);
    assert.deepEqual(names('Popescu, Ana\nIonescu, Mihai'), [
      ['Popescu, Ana', ''],
      ['Ionescu, Mihai', ''],
    ]);
  });

  it('a table copied from a spreadsheet (tabs) with a Romanian header: the header is skipped, columns found by name', () => {
    const parsed = parseRoster('Nr.\tNume\tEmail\n1\tPopescu Ana\tana@scoala.ro\n2\tIonescu Mihai\t\n');
    assert.equal(parsed.separator, '\t');
    assert.equal(parsed.headerSkipped, true);
    assert.deepEqual(
      parsed.rows.map(({ line, name, email }) => ({ line, name, email })),
      [
        { line: 2, name: 'Popescu Ana', email: 'ana@scoala.ro' },
        { line: 3, name: 'Ionescu Mihai', email: '' },
      ],
    );
  });

  it('recognises Name, Nombre and E-mail headers whatever their case, accents or trailing colon', () => {
    assert.deepEqual(names('NAME\tE-mail:\nAna Pop\tana@x.ro'), [['Ana Pop', 'ana@x.ro']]);
    assert.deepEqual(names('Correo electrónico\tNombre\nana@x.es\tAna García'), [['Ana García', 'ana@x.es']]);
    assert.equal(parseRoster('Nombre\nAna García').headerSkipped, true);
  });

  it('separate surname and first-name columns are joined in the order the sheet has them', () => {
    assert.deepEqual(names('Nume\tPrenume\tEmail\nPopescu\tAna Maria\tana@x.ro'), [['Popescu Ana Maria', 'ana@x.ro']]);
    assert.deepEqual(names('Nombre\tApellidos\nAna\tGarcía López'), [['Ana García López', '']]);
  });

  it('without a header: the address column is the one with @, row numbers are not names', () => {
    assert.deepEqual(names('1\tana@x.ro\tPopescu Ana\n2\tmihai@x.ro\tIonescu Mihai'), [
      ['Popescu Ana', 'ana@x.ro'],
      ['Ionescu Mihai', 'mihai@x.ro'],
    ]);
  });

  it('a CSV with quotes and semicolons (Excel in a European locale), from a file or pasted', () => {
    const csv = '\uFEFFNume;Email\r\n"Popescu, Ana";ana@x.ro\r\n"Ionescu ""Mihu"" Mihai";\r\nȚurcanu Ilie;ilie@x.ro\r\n';
    assert.equal(detectSeparator(csv, 'file'), ';');
    const expected = [
      ['Popescu, Ana', 'ana@x.ro'],
      ['Ionescu "Mihu" Mihai', ''],
      ['Țurcanu Ilie', 'ilie@x.ro'],
    ];
    assert.deepEqual(names(csv, 'file'), expected);
    assert.deepEqual(names(csv, 'paste'), expected);
  });

  it('a comma CSV: always from a file, from a paste when it looks like a table', () => {
    assert.deepEqual(names('Name,Email\nAna Pop,ana@x.ro', 'paste'), [['Ana Pop', 'ana@x.ro']]);
    assert.deepEqual(names('Ana Pop,ana@x.ro\nIon Rus,ion@x.ro', 'paste'), [
      ['Ana Pop', 'ana@x.ro'],
      ['Ion Rus', 'ion@x.ro'],
    ]);
    assert.deepEqual(names('"Pop, Ana",ana@x.ro', 'file'), [['Pop, Ana', 'ana@x.ro']]);
    assert.equal(detectSeparator('Pop Ana,Ion\nRus Dan,Ilie', 'file'), ',');
    assert.equal(detectSeparator('Pop, Ana\nRus, Dan', 'paste'), null);
  });

  it('nothing to read gives no rows', () => {
    assert.deepEqual(parseRoster('').rows, []);
    assert.deepEqual(parseRoster(' \n\t\n').rows, []);
    assert.deepEqual(parseRoster('Nume\tEmail\n').rows, []);
  });
});

describe('roster preview', () => {
  it('checks every row with the shared schema: SPEC messages per field', () => {
    const rows = parseRoster('Nume\tEmail\nA\tana@x.ro\nIonescu Mihai\tnot-an-address\n\tlost@x.ro\nPopescu Ana\t').rows;
    const preview = previewRoster(rows, []);
    assert.deepEqual(preview[0]?.errors, { name: { key: 'validation.minLength', params: { n: 2 } } });
    assert.deepEqual(preview[1]?.errors, { email: { key: 'validation.emailValid' } });
    assert.deepEqual(preview[2]?.errors, { name: { key: 'validation.required' } });
    assert.deepEqual(preview[3]?.errors, {});
    assert.deepEqual(preview.map(hasErrors), [true, true, true, false]);
  });

  it('flags repeated names within the paste (the later rows) and names already in the class, ignoring case, diacritics and order', () => {
    const rows = parseRoster('Popescu Ana\nȘTEFAN Ioana\npopescu ana\nAna Popescu\nIonescu Mihai\nStefan ioana').rows;
    const preview = previewRoster(rows, [{ name: 'Ionescu  Mihai' }, { name: 'Ștefan Ioana' }]);
    assert.deepEqual(
      preview.map((row) => row.duplicate),
      [null, { kind: 'existing' }, { kind: 'list', line: 1 }, { kind: 'list', line: 1 }, { kind: 'existing' }, { kind: 'list', line: 2 }],
    );
  });

  it('nameKey: the same pupil however written', () => {
    assert.equal(nameKey('Popescu Ana-Maria'), nameKey('ana maria POPESCU'));
    assert.equal(nameKey('Şerban Ţugui'), nameKey('Șerban Țugui'));
    assert.equal(nameKey('Serban Tugui'), nameKey('Șerban Țugui'));
    assert.notEqual(nameKey('Ana Pop'), nameKey('Ana Popa'));
    assert.equal(nameKey('   '), '');
  });

  it('the request body leaves out empty addresses; the server messages find their rows', () => {
    const rows = parseRoster('Ana Pop\tana@x.ro\nIon Rus\t\nDan Mor\td@x').rows;
    assert.deepEqual(rosterPayload(rows), { pupils: [{ name: 'Ana Pop', email: 'ana@x.ro' }, { name: 'Ion Rus' }, { name: 'Dan Mor', email: 'd@x' }] });
    const mapped = mapServerErrors(
      { 'pupils.2.email': 'Please enter a valid email address', 'pupils.0.name': 'Too long', pupils: 'At least one item is required', 'pupils.9.name': 'gone' },
      rows,
    );
    assert.deepEqual(mapped.rows, { [rows[2]!.id]: { email: 'Please enter a valid email address' }, [rows[0]!.id]: { name: 'Too long' } });
    assert.deepEqual(mapped.general, ['At least one item is required', 'gone']);
  });

  it('keeps up to the server limit in one import', () => {
    assert.equal(MAX_ROSTER_ROWS, 500);
    const text = Array.from({ length: MAX_ROSTER_ROWS + 1 }, (_, i) => `Elev ${i + 1}`).join('\n');
    assert.equal(parseRoster(text).rows.length, MAX_ROSTER_ROWS + 1, 'all rows are shown; the dialog refuses more than the limit');
  });
});

describe('roster files', () => {
  it('reads UTF-8 (with or without a BOM) and falls back to the Windows code page Excel saves in', () => {
    const utf8 = new TextEncoder().encode('\uFEFFȘtefan Ioana\n');
    assert.equal(decodeText(utf8, 'ro').text, 'Ștefan Ioana\n');
    // "Ştefan Ţugui" in windows-1250: Ş = 0xAA, Ţ = 0xDE.
    const cp1250 = Uint8Array.from([0xaa, ...new TextEncoder().encode('tefan '), 0xde, ...new TextEncoder().encode('ugui')]);
    assert.equal(decodeText(cp1250, 'ro').text, 'Ştefan Ţugui');
    // "Muñoz" in windows-1252.
    assert.equal(decodeText(Uint8Array.from([0x4d, 0x75, 0xf1, 0x6f, 0x7a]), 'es').text, 'Muñoz');
  });

  it('exports a CSV the import reads back: BOM, header, quotes where needed', () => {
    const pupils = [
      { name: 'Popescu, Ana', email: 'ana@x.ro' },
      { name: 'Ștefan Ioana', email: '' },
    ];
    const csv = rosterCsv(pupils, { name: 'Nume', email: 'Email' });
    assert.ok(csv.startsWith('\uFEFFNume,Email\r\n'));
    assert.ok(csv.includes('"Popescu, Ana",ana@x.ro\r\n'));
    assert.deepEqual(names(csv, 'file'), [
      ['Popescu, Ana', 'ana@x.ro'],
      ['Ștefan Ioana', ''],
    ]);
    assert.equal(rosterFileName('9A', 'Colegiul Național'), '9a-colegiul-national.csv');
    assert.equal(rosterFileName('', ''), 'roster.csv');
  });

  it("in Romanian the export uses ';' as Excel there expects, and still reads back", () => {
    const pupils = [
      { name: 'Popescu, Ana', email: 'ana@x.ro' },
      { name: 'Ștefan Ioana', email: '' },
    ];
    const csv = rosterCsv(pupils, { name: 'Nume', email: 'Email' }, 'ro');
    assert.equal(csv, '\uFEFFNume;Email\r\n"Popescu, Ana";ana@x.ro\r\nȘtefan Ioana;\r\n');
    assert.deepEqual(names(csv, 'file'), [
      ['Popescu, Ana', 'ana@x.ro'],
      ['Ștefan Ioana', ''],
    ]);
  });
});
