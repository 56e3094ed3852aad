// The roster import dialog: paste or upload, the preview with per-row
// errors and duplicates (rows editable and removable), one request for all,
// the server's per-row messages back on their rows, and the plan limit.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pupil } from '../../../src/client/features/classroom';
import { classroom, pupil, resetSchoolsTest, toastMessages, validationError } from '../schools/fixtures';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';

const C1 = classroom('c1', 's1', '9A');

function api(pupils: Pupil[], importHandler?: RouteHandler, extra: Record<string, RouteHandler> = {}) {
  return stubApi({
    'GET /api/classrooms/c1': () => jsonResponse(200, { ...C1, pupilCount: pupils.length }),
    'GET /api/classrooms/c1/pupils': () => jsonResponse(200, pupils),
    'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, []),
    'GET /api/schools/s1': () => jsonResponse(200, { id: 's1', name: 'Colegiul Național', classrooms: [C1] }),
    'POST /api/classrooms/c1/pupils':
      importHandler ??
      ((call) => {
        const sent = (call.body as { pupils: { name: string; email?: string }[] }).pupils;
        sent.forEach((row, index) => pupils.push(pupil(`n${index}`, 'c1', row.name, row.email ?? '')));
        return jsonResponse(201, pupils);
      }),
    ...extra,
  });
}

async function openImport() {
  renderApp('/schools/s1/classrooms/c1?tab=pupils');
  await screen.findByRole('table', { name: 'Pupils of 9A' });
  // As a teacher's click or Enter does: the button has the focus as the dialog opens.
  const button = screen.getByRole('button', { name: 'Import pupils' });
  button.focus();
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Import pupils' });
}

function paste(dialog: HTMLElement, text: string) {
  const box = within(dialog).getByLabelText('Paste names or a table');
  assertFocused(box, 'the text box has the focus');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
}

function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Or choose a CSV file'), { target: { files: [file] } });
}

const previewRows = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Pupils to import' })).getAllByRole('listitem');
const nameInputs = (dialog: HTMLElement) => within(dialog).getAllByRole('textbox', { name: /^Name, row/ }) as HTMLInputElement[];

describe('roster import dialog', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(() => {
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetSchoolsTest();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('a pasted column of names: preview, then one request creating them all', async () => {
    const pupils: Pupil[] = [];
    stub = api(pupils);
    const dialog = await openImport();
    paste(dialog, 'Popescu Ana\nIonescu Mihai\nȘtefănescu Ioana\n');
    assert.match(
      await within(dialog)
        .findByText(/^Rows: 3/)
        .then((node) => node.textContent ?? ''),
      /with errors: 0 · possible duplicates: 0/,
    );
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Popescu Ana', 'Ionescu Mihai', 'Ștefănescu Ioana'],
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import pupils (3)' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('POST /api/classrooms/c1/pupils')[0]?.body, {
      pupils: [{ name: 'Popescu Ana' }, { name: 'Ionescu Mihai' }, { name: 'Ștefănescu Ioana' }],
    });
    assert.equal(stub.callsTo('POST /api/classrooms/c1/pupils').length, 1);
    assert.ok(toastMessages().includes('Pupils imported: 3'));
    const table = screen.getByRole('table', { name: 'Pupils of 9A' });
    assert.ok(within(table).getByText('Ștefănescu Ioana'));
    // The keyboard is back where the import started, also once the class's new list has come in.
    await waitFor(() => assert.ok(within(table).getByText('Popescu Ana'), 'the new list is in'));
    assertFocused(screen.getByRole('button', { name: 'Import pupils' }), 'back on Import pupils');
  });

  it('two pupils with the same name: the preview says how to keep both told apart, and an initial added clears the warning', async () => {
    stub = api([]);
    const dialog = await openImport();
    paste(dialog, 'Popescu Ana\nIonescu Dan\nPopescu Ana\n');
    const hint = /Two pupils with the same name\? Keep both and add an initial to each/;
    assert.ok(await within(dialog).findByText(hint));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name, row 3' }), { target: { value: 'Popescu M. Ana' } });
    await waitFor(() => assertAbsent(within(dialog).queryByText(hint)));
    assert.match(within(dialog).getByText(/^Rows: 3/).textContent ?? '', /possible duplicates: 0/);
  });

  it('a table with a header: per-row errors, duplicates within the paste and with the class; rows fixed or removed before importing', async () => {
    const pupils = [pupil('p1', 'c1', 'Ionescu Mihai')];
    stub = api(pupils);
    const dialog = await openImport();
    paste(dialog, 'Nume\tEmail\nPopescu Ana\tana@x.ro\nA\t\nIONESCU mihai\t\nDan Mor\tnot-an-address\npopescu ana\t\n');
    assert.ok(await within(dialog).findByText('The first row was read as column headers and skipped.'));
    assert.equal(previewRows(dialog).length, 5);
    assert.match(within(dialog).getByText(/^Rows: 5/).textContent ?? '', /with errors: 2 · possible duplicates: 2/);
    const [ana, a, ionescu, dan, again] = previewRows(dialog) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    assert.ok(within(a).getByText('Must be at least 2 characters long'));
    assert.equal(within(a).getByRole('textbox', { name: 'Name, row 3' }).getAttribute('aria-invalid'), 'true');
    assert.ok(within(dan).getByText('Please enter a valid email address'));
    assert.ok(within(ionescu).getByText('Already in this class'));
    assert.ok(within(again).getByText('Same name as row 2'));
    assertAbsent(within(ana).queryByText(/row|class/));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import pupils (5)' }));
    assert.ok(await within(dialog).findByText('Fix or remove the rows with errors first.'));
    assert.equal(stub.callsTo('POST /api/classrooms/c1/pupils').length, 0);
    assertFocused(within(a).getByRole('textbox', { name: 'Name, row 3' }), 'the first problem has the focus');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove row 3' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email, row 5' }), { target: { value: 'dan@x.ro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove possible duplicates' }));
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Popescu Ana', 'Dan Mor'],
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import pupils (2)' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('POST /api/classrooms/c1/pupils')[0]?.body, {
      pupils: [
        { name: 'Popescu Ana', email: 'ana@x.ro' },
        { name: 'Dan Mor', email: 'dan@x.ro' },
      ],
    });
  });

  it('a CSV file with quotes and semicolons, saved by Excel, is read and previewed', async () => {
    stub = api([]);
    const dialog = await openImport();
    const csv = '\uFEFFNume;Email\r\n"Popescu, Ana";ana@x.ro\r\n"Rus ""Ionuț"" Ion";\r\n';
    const file = new File([csv], 'elevi.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('Or choose a CSV file'), { target: { files: [file] } });
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Popescu, Ana', 'Rus "Ionuț" Ion'],
    );
    assert.equal((within(dialog).getByRole('textbox', { name: 'Email, row 2' }) as HTMLInputElement).value, 'ana@x.ro');
    // Back keeps the text, to fix it there.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    assert.match((within(dialog).getByLabelText('Paste names or a table') as HTMLTextAreaElement).value, /^Nume;Email/);
  });

  it('a windows-1250 file chosen with the interface in English: the names read right, and the preview says how the file was read', async () => {
    stub = api([]);
    const dialog = await openImport();
    // "Nume;Prenume", then "Bălan;Mihai", "Şerban;Ştefan", "Dumitraşcu;Ţiţei" in windows-1250 (ă E3, Ş AA, ş BA, Ţ DE, ţ FE).
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const bytes = Uint8Array.from([
      ...ascii('Nume;Prenume\r\nB'),
      0xe3,
      ...ascii('lan;Mihai\r\n'),
      0xaa,
      ...ascii('erban;'),
      0xaa,
      ...ascii('tefan\r\nDumitra'),
      0xba,
      ...ascii('cu;'),
      0xde,
      0x69,
      0xfe,
      ...ascii('ei\r\n'),
    ]);
    chooseFile(dialog, new File([bytes], 'elevi.csv', { type: 'text/csv' }));
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Bălan Mihai', 'Şerban Ştefan', 'Dumitraşcu Ţiţei'],
    );
    assert.match(within(dialog).getByText(/not saved as UTF-8/).textContent ?? '', /read as Central European \(Windows-1250\)/);
  });

  it('a spreadsheet saved as .xlsx (a zip, not text) is refused with what to do instead of garbage rows', async () => {
    stub = api([]);
    const dialog = await openImport();
    // The start of an .xlsx: a zip's local header, then compressed bytes (NUL and control bytes among them).
    const bytes = Uint8Array.from([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00, 0x62, 0xee, 0x9d, 0x68, 0x5e, 0x01, 0x00, 0x00, 0x90, 0x04,
    ]);
    chooseFile(dialog, new File([bytes], 'elevi.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    assert.ok(await within(dialog).findByText(/This is not a text file\. Save the list from your spreadsheet as CSV/));
    assertAbsent(within(dialog).queryByRole('list', { name: 'Pupils to import' }));
  });

  it('a picture renamed .csv is refused the same way', async () => {
    stub = api([]);
    const dialog = await openImport();
    // A PNG's signature and header: no NUL-free text in any code page.
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x01, 0x00]);
    chooseFile(dialog, new File([bytes], 'elevi.csv', { type: 'text/csv' }));
    assert.ok(await within(dialog).findByText(/This is not a text file/));
    assertAbsent(within(dialog).queryByRole('list', { name: 'Pupils to import' }));
  });

  it('an Excel "Unicode Text" file (UTF-16, tab-separated) is read and previewed', async () => {
    stub = api([]);
    const dialog = await openImport();
    const text = '\uFEFFNume\tPrenume\r\nBălan\tMihai\r\nȘerban\tȘtefan\r\n';
    const bytes = Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]));
    chooseFile(dialog, new File([bytes], 'elevi.txt', { type: 'text/plain' }));
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Bălan Mihai', 'Șerban Ștefan'],
    );
    assert.match(within(dialog).getByText(/^Rows: 2/).textContent ?? '', /with errors: 0/);
    assertAbsent(within(dialog).queryByText(/not saved as UTF-8/));
  });

  it('a register with a title above its header: the names come from the named column, and the preview says which row was the header', async () => {
    stub = api([]);
    const dialog = await openImport();
    const csv = '\uFEFFCatalog clasa a IX-a A;;\r\nNr.;Numele și prenumele;E-mail\r\n1;Popescu Ana;\r\n2;Ionescu Ștefan;\r\n;;\r\n';
    chooseFile(dialog, new File([csv], 'catalog.csv', { type: 'text/csv' }));
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Popescu Ana', 'Ionescu Ștefan'],
    );
    assert.ok(within(dialog).getByText('Row 2 was read as column headers and skipped, with the rows above it.'));
    assert.ok(within(dialog).getByRole('textbox', { name: 'Name, row 3' }), 'rows keep their line in the sheet');
    assertAbsent(within(dialog).queryByRole('combobox', { name: 'Names column' }));
  });

  it("a school's export with eight rows of preamble and blank rows: the header is found and named by its row in the sheet", async () => {
    stub = api([]);
    const dialog = await openImport();
    const csv = [
      'Liceul Teoretic „Avram Iancu” Cluj-Napoca;;;',
      'Str. Mihai Viteazu nr. 10, Cluj-Napoca;;;',
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
    ].join('\r\n');
    chooseFile(dialog, new File([`\uFEFF${csv}\r\n`], 'catalog.csv', { type: 'text/csv' }));
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Bălan Mihai', 'Șerban Ștefan'],
    );
    assert.ok(within(dialog).getByText('Row 10 was read as column headers and skipped, with the rows above it.'));
    assert.ok(within(dialog).getByRole('textbox', { name: 'Name, row 11' }), 'the row Excel shows, blank rows counted');
    assert.equal((within(dialog).getByRole('textbox', { name: 'Email, row 11' }) as HTMLInputElement).value, 'mihai.balan@elev.ro');
    assertAbsent(within(dialog).queryByRole('combobox', { name: 'Names column' }));
  });

  it('a table no header names: surname and first name are taken together, and the teacher may choose one column', async () => {
    stub = api([]);
    const dialog = await openImport();
    paste(dialog, 'Popescu;Ana;ana@x.ro\nIonescu;Mihai;mihai@x.ro\n');
    const column = (await within(dialog).findByRole('combobox', { name: 'Names column' })) as HTMLSelectElement;
    assert.deepEqual(
      nameInputs(dialog).map((input) => input.value),
      ['Popescu Ana', 'Ionescu Mihai'],
      'a column of single words is a surname: its first names are beside it',
    );
    assert.deepEqual(
      within(column)
        .getAllByRole('option')
        .map((option) => option.textContent),
      ['Column 1 + Column 2: Popescu Ana', 'Column 1: Popescu', 'Column 2: Ana'],
    );
    fireEvent.change(column, { target: { value: within(column).getByRole('option', { name: 'Column 1: Popescu' }).getAttribute('value') } });
    await waitFor(() =>
      assert.deepEqual(
        nameInputs(dialog).map((input) => input.value),
        ['Popescu', 'Ionescu'],
        'one column, as chosen',
      ),
    );
    fireEvent.change(column, { target: { value: within(column).getByRole('option', { name: 'Column 1 + Column 2: Popescu Ana' }).getAttribute('value') } });
    await waitFor(() =>
      assert.deepEqual(
        nameInputs(dialog).map((input) => input.value),
        ['Popescu Ana', 'Ionescu Mihai'],
        'the names are both columns together',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import pupils (2)' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('POST /api/classrooms/c1/pupils')[0]?.body, {
      pupils: [
        { name: 'Popescu Ana', email: 'ana@x.ro' },
        { name: 'Ionescu Mihai', email: 'mihai@x.ro' },
      ],
    });
  });

  it("a refused import puts the server's messages on their rows; nothing was saved", async () => {
    stub = api([], () => jsonResponse(400, validationError({ 'pupils.1.email': 'Please enter a valid email address' })));
    const dialog = await openImport();
    // Valid here; the server still refuses (its word is final).
    paste(dialog, 'Ana Pop\tana@x.ro\nIon Rus\tion@x.ro\n');
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import pupils (2)' }));
    const alert = await within(dialog).findByText(/Failed to import the pupils\. Nothing was saved\./);
    assert.ok(alert);
    const second = previewRows(dialog)[1]!;
    assert.ok(within(second).getByText('Please enter a valid email address'));
    assert.equal(within(second).getByRole('textbox', { name: 'Email, row 2' }).getAttribute('aria-invalid'), 'true');
    // Editing the field clears the server's verdict on it.
    fireEvent.change(within(second).getByRole('textbox', { name: 'Email, row 2' }), { target: { value: 'ion.rus@x.ro' } });
    assertAbsent(within(second).queryByText('Please enter a valid email address'));
  });

  it('at the plan limit the import says so clearly', async () => {
    stub = api([], () =>
      jsonResponse(403, {
        error: {
          code: 'plan_limit',
          message: 'Your plan allows at most 300 pupils. Remove pupils you no longer teach, or change your plan.',
          limit: 300,
          resource: 'students',
        },
      }),
    );
    const dialog = await openImport();
    paste(dialog, 'Ana Pop\nIon Rus');
    await within(dialog).findByRole('list', { name: 'Pupils to import' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import pupils (2)' }));
    assert.ok(await within(dialog).findByText('Plan limit reached'));
    assert.ok(within(dialog).getByText(/at most 300 pupils/));
  });

  it('nothing to read stays on the first step with a message', async () => {
    stub = api([]);
    const dialog = await openImport();
    paste(dialog, 'Nume\tEmail\n');
    assert.ok(await within(dialog).findByText('No names found. Paste one pupil per line.'));
  });
});
