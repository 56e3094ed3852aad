// The classroom page (SPEC 2): its heading, the tabs Quizzes, Pupils,
// Performance (in the URL), and the pupils list on the DataTable: keyboard
// (arrows, Enter edits, Delete asks), add, edit, delete, plan limit, export.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { availableCommands, findCommand, runCommand } from '../../../src/client/core/commands';
import type { Pupil } from '../../../src/client/features/classroom';
import { answerConfirm, classroom, pupil, resetSchoolsTest, toastMessages, validationError } from '../schools/fixtures';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';

const C1 = classroom('c1', 's1', '9A', { gradeLevel: 'a IX-a', pupilCount: 3 });
const START: Pupil[] = [pupil('p1', 'c1', 'Ana Pop', 'ana@x.ro'), pupil('p2', 'c1', 'Ion Rus'), pupil('p3', 'c1', 'Ștefan Dan', 'dan@x.ro')];

function classroomApi(pupils: Pupil[], extra: Record<string, RouteHandler> = {}) {
  return stubApi({
    'GET /api/classrooms/c1': () => jsonResponse(200, { ...C1, pupilCount: pupils.length }),
    'GET /api/classrooms/c1/pupils': () => jsonResponse(200, pupils),
    'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, []),
    'GET /api/schools/s1': () => jsonResponse(200, { id: 's1', name: 'Colegiul Național', classrooms: [C1] }),
    ...extra,
  });
}

async function openPupils() {
  const rendered = renderApp('/schools/s1/classrooms/c1?tab=pupils');
  await screen.findByRole('heading', { level: 1, name: '9A' });
  const table = await screen.findByRole('table', { name: 'Pupils of 9A' });
  await within(table).findByText('Ana Pop');
  return { ...rendered, table };
}

const rows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
const rowOf = (table: HTMLElement, name: string) => rows(table).find((row) => row.textContent?.includes(name))!;

describe('classroom page', () => {
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

  it('has the tabs Quizzes, Pupils and Performance; the open tab is in the address, so a reload keeps it', async () => {
    stub = classroomApi(START);
    const { location } = renderApp('/schools/s1/classrooms/c1');
    await screen.findByRole('heading', { level: 1, name: '9A' });
    const heading = screen.getByRole('heading', { level: 1, name: '9A' }).parentElement!;
    assert.equal(within(heading).getByRole('link', { name: 'Colegiul Național' }).getAttribute('href'), '/schools/s1');
    assert.ok(within(heading).getByText('Grade: a IX-a'));
    const tablist = screen.getByRole('tablist', { name: 'Classroom sections' });
    const tabs = within(tablist).getAllByRole('tab');
    assert.deepEqual(
      tabs.map((tab) => tab.textContent),
      ['Quizzes', 'Pupils', 'Performance'],
    );
    assert.equal(tabs[0]?.getAttribute('aria-selected'), 'true', 'Quizzes first');
    assert.equal(screen.getByRole('tabpanel').getAttribute('aria-labelledby'), tabs[0]?.id);
    assert.deepEqual(
      tabs.map((tab) => tab.tabIndex),
      [0, -1, -1],
    );

    fireEvent.click(tabs[1]!);
    assert.equal(location.history?.at(-1), '/schools/s1/classrooms/c1?tab=pupils');
    assert.ok(await screen.findByRole('table', { name: 'Pupils of 9A' }));

    // Arrow keys move between the tabs and open them.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Pupils' }), { key: 'ArrowRight' });
    assertFocused(screen.getByRole('tab', { name: 'Performance' }));
    assert.equal(location.history?.at(-1), '/schools/s1/classrooms/c1?tab=performance');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    assert.equal(screen.getByRole('tab', { name: 'Quizzes' }).getAttribute('aria-selected'), 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    assert.equal(screen.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected'), 'true');
    assert.equal(screen.getByRole('tabpanel').id, 'classroom-panel-performance');
  });

  it('opens at the tab the address names', async () => {
    stub = classroomApi(START);
    renderApp('/schools/s1/classrooms/c1?tab=performance');
    await screen.findByRole('heading', { level: 1, name: '9A' });
    assert.equal(screen.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected'), 'true');
  });

  it('a class with no pupils yet opens on Pupils, where adding them starts; the address can still name Quizzes', async () => {
    stub = classroomApi([]);
    renderApp('/schools/s1/classrooms/c1');
    await screen.findByRole('heading', { level: 1, name: '9A' });
    await waitFor(() => assert.equal(screen.getByRole('tab', { name: 'Pupils' }).getAttribute('aria-selected'), 'true'));
    assert.equal(screen.getByRole('tabpanel').id, 'classroom-panel-pupils');
    cleanup();
    renderApp('/schools/s1/classrooms/c1?tab=quizzes');
    await screen.findByRole('heading', { level: 1, name: '9A' });
    assert.equal(screen.getByRole('tab', { name: 'Quizzes' }).getAttribute('aria-selected'), 'true');
  });

  it('a tab that fails says so in its panel and leaves the other tabs usable', async () => {
    // An answer the Performance tab cannot read used to take the whole classroom to the crash screen.
    mock.method(console, 'error', () => {});
    stub = classroomApi(START, { 'GET /api/classrooms/c1/performance-summary': () => jsonResponse(200, {}) });
    renderApp('/schools/s1/classrooms/c1?tab=performance');
    const alert = await within(await screen.findByRole('tabpanel', {}, { timeout: 10_000 })).findByRole('alert', {}, { timeout: 10_000 });
    assert.match(alert.textContent ?? '', /This tab could not be shown\. The other tabs still work\./);
    assert.ok(screen.getByRole('heading', { level: 1, name: '9A' }));
    assertAbsent(screen.queryByText('Unexpected Application Error!'));
    fireEvent.click(screen.getByRole('tab', { name: 'Pupils' }));
    assert.ok(await screen.findByRole('table', { name: 'Pupils of 9A' }));
    assertAbsent(within(screen.getByRole('tabpanel')).queryByRole('alert'));
  });

  it("a classroom reached under another school's address moves to its own (the breadcrumbs then name the right school)", async () => {
    stub = classroomApi(START);
    const { location } = renderApp('/schools/s2/classrooms/c1?tab=pupils');
    await screen.findByRole('heading', { level: 1, name: '9A' });
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools/s1/classrooms/c1?tab=pupils'));
  });

  it('an unknown classroom says so and links back to its school', async () => {
    mock.method(console, 'error', () => {});
    stub = stubApi({});
    renderApp('/schools/s1/classrooms/nope');
    const alert = await screen.findByRole('alert');
    assert.match(alert.textContent ?? '', /Classroom not found\./);
    assert.equal(within(alert).getByRole('link', { name: 'Back to the school' }).getAttribute('href'), '/schools/s1');
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Classroom' }));
  });

  it('lists the pupils (name, email, actions), every one of them; the list is driven by the arrow keys', async () => {
    stub = classroomApi(START);
    const { table } = await openPupils();
    assert.deepEqual(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '')),
      ['Name', 'Email', 'Actions'],
    );
    assert.equal(rows(table).length, 3);
    assert.ok(screen.getByText('(3)'));
    const [first, second, third] = rows(table) as [HTMLElement, HTMLElement, HTMLElement];
    assert.equal(first.tabIndex, 0, 'one row in the tab order');
    assert.equal(second.tabIndex, -1);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    assertFocused(second);
    assert.equal(second.getAttribute('data-active'), 'true', 'the focused row is marked');
    assert.equal(second.tabIndex, 0);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    assertFocused(third);
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    assertFocused(third, 'stays on the last row');
    fireEvent.keyDown(third, { key: 'Home' });
    assertFocused(first);
    fireEvent.keyDown(first, { key: 'End' });
    assertFocused(third);
    fireEvent.keyDown(third, { key: 'ArrowUp' });
    assertFocused(second);
    assert.equal(within(first).getByRole('link', { name: 'Ana Pop' }).getAttribute('href'), '/classrooms/c1/pupils/p1/performance');
  });

  it('Enter edits the pupil in a dialog; saving puts the new name in the list', async () => {
    const pupils = [...START];
    stub = classroomApi(pupils, {
      'PUT /api/pupils/p2': (call) => {
        const body = call.body as { name: string; email: string };
        pupils[1] = { ...pupils[1]!, ...body };
        return jsonResponse(200, pupils[1]);
      },
    });
    const { table } = await openPupils();
    const ion = rowOf(table, 'Ion Rus');
    act(() => ion.focus());
    fireEvent.keyDown(ion, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit pupil' });
    const name = within(dialog).getByLabelText(/Name/) as HTMLInputElement;
    assert.equal(name.value, 'Ion Rus');
    assertFocused(name);
    fireEvent.change(name, { target: { value: 'Ion Rusu' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ion@x.ro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('PUT /api/pupils/p2')[0]?.body, { name: 'Ion Rusu', email: 'ion@x.ro' });
    assert.ok(within(table).getByText('Ion Rusu'));
    assert.ok(toastMessages().includes('Pupil saved'));
    assert.equal(stub.callsTo('GET /api/classrooms/c1/pupils').length, 1, 'the answer went straight into the list');
  });

  it('Delete asks first (it cannot be undone); confirmed, the pupil goes and the next row has the keyboard', async () => {
    let pupils = [...START];
    stub = classroomApi(pupils, {
      'DELETE /api/pupils/p2': () => {
        pupils = pupils.filter((p) => p.id !== 'p2');
        return jsonResponse(204);
      },
    });
    const { table } = await openPupils();
    const ion = rowOf(table, 'Ion Rus');
    act(() => ion.focus());
    fireEvent.keyDown(ion, { key: 'Delete' });
    const asked = await answerConfirm('Cancel');
    assert.match(asked, /Delete Ion Rus\?/);
    assert.match(asked, /cannot be undone/);
    assert.equal(stub.callsTo('DELETE /api/pupils/p2').length, 0);

    act(() => ion.focus());
    fireEvent.keyDown(ion, { key: 'Delete' });
    await answerConfirm('Delete pupil');
    await waitFor(() => assert.equal(rows(table).length, 2));
    assert.equal(stub.callsTo('DELETE /api/pupils/p2').length, 1);
    assert.ok(toastMessages().includes('Pupil deleted: Ion Rus'));
    await waitFor(() => assertFocused(rowOf(table, 'Ștefan Dan')));
    await waitFor(() => assert.ok(stub!.callsTo('GET /api/classrooms/c1').length >= 2, 'the classroom (its pupil count) is read again'));
  });

  it("the last pupil deleted hands the keyboard to the list's heading, not the page", async () => {
    let pupils = [START[0]!];
    stub = classroomApi(pupils, {
      'DELETE /api/pupils/p1': () => {
        pupils = [];
        return jsonResponse(204);
      },
    });
    const { table } = await openPupils();
    const ana = rowOf(table, 'Ana Pop');
    act(() => ana.focus());
    fireEvent.keyDown(ana, { key: 'Delete' });
    await answerConfirm('Delete pupil');
    await waitFor(() => assert.ok(toastMessages().includes('Pupil deleted: Ana Pop'), 'waiting for the toast'));
    await waitFor(() => assert.equal(document.activeElement?.id, 'pupils-heading', `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`));
  });

  it("the row's Delete button asks too; keys typed on the row's buttons are theirs, not the row's", async () => {
    stub = classroomApi([...START], { 'DELETE /api/pupils/p1': () => jsonResponse(204) });
    const { table } = await openPupils();
    const ana = rowOf(table, 'Ana Pop');
    const edit = within(ana).getByRole('button', { name: 'Edit Ana Pop' });
    fireEvent.keyDown(edit, { key: 'Delete' });
    assertAbsent(screen.queryByRole('alertdialog'));
    fireEvent.click(within(ana).getByRole('button', { name: 'Delete Ana Pop' }));
    await answerConfirm('Delete pupil');
    await waitFor(() => assert.equal(rows(table).length, 2));
  });

  it('a pupil the reader may not delete (a colleague added them, in a school they do not own) offers Edit, not Delete, by button or key', async () => {
    const colleagues = { ...pupil('p4', 'c1', 'Radu Mihai'), deletable: false };
    stub = classroomApi([...START, colleagues]);
    const { table } = await openPupils();
    const radu = rowOf(table, 'Radu Mihai');
    assert.ok(within(radu).getByRole('button', { name: 'Edit Radu Mihai' }), 'every member edits a pupil');
    assertAbsent(within(radu).queryByRole('button', { name: 'Delete Radu Mihai' }));
    act(() => radu.focus());
    fireEvent.keyDown(radu, { key: 'Delete' });
    assertAbsent(screen.queryByRole('alertdialog'));
    assert.ok(within(rowOf(table, 'Ana Pop')).getByRole('button', { name: 'Delete Ana Pop' }), 'the pupils she added she deletes');
  });

  // A new teacher, pasting her 30 pupils into a new class: the import done, the page went to Quizzes (a class with
  // pupils opens there), and only the toast said the import had worked.
  it('a class with no pupils stays on Pupils once its first pupils are added, and the address now names the tab', async () => {
    const pupils: Pupil[] = [];
    stub = classroomApi(pupils, {
      'POST /api/pupils': (call) => {
        const created = pupil('p9', 'c1', (call.body as { name: string }).name, '');
        pupils.push(created);
        return jsonResponse(201, created);
      },
    });
    const { location } = renderApp('/schools/s1/classrooms/c1');
    await waitFor(() => assert.equal(screen.getByRole('tab', { name: 'Pupils' }).getAttribute('aria-selected'), 'true'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add pupil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pupil' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Bianca Toma' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add pupil' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    const table = await screen.findByRole('table', { name: 'Pupils of 9A' });
    await within(table).findByText('Bianca Toma');
    await waitFor(() => assert.ok(stub!.callsTo('GET /api/classrooms/c1').length >= 2, 'the class is read again: it has a pupil now'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.equal(screen.getByRole('tab', { name: 'Pupils' }).getAttribute('aria-selected'), 'true');
    assert.equal(location.history?.at(-1), '/schools/s1/classrooms/c1?tab=pupils');
  });

  it('adds a pupil: the SPEC messages come from the shared schema before sending; then the list shows the new pupil', async () => {
    const pupils = [...START];
    stub = classroomApi(pupils, {
      'POST /api/pupils': (call) => {
        const body = call.body as { name: string; email?: string };
        const created = pupil('p9', 'c1', body.name, body.email ?? '');
        pupils.push(created);
        return jsonResponse(201, created);
      },
    });
    const { table } = await openPupils();
    fireEvent.click(screen.getByRole('button', { name: 'Add pupil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pupil' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'A' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add pupil' }));
    assert.ok(await within(dialog).findByText('Must be at least 2 characters long'));
    assert.ok(within(dialog).getByText('Please enter a valid email address'));
    assert.equal(stub.callsTo('POST /api/pupils').length, 0);

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'ana pop' } });
    assert.ok(within(dialog).getByText(/^A pupil with this name is already in the class\. If they are two pupils, add an initial/), 'a warning, not an error');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Bianca Toma' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add pupil' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('POST /api/pupils')[0]?.body, { classroomId: 'c1', name: 'Bianca Toma', email: '' });
    assert.deepEqual(
      rows(table).map((row) => within(row).getAllByRole('link')[0]?.textContent),
      ['Ana Pop', 'Bianca Toma', 'Ion Rus', 'Ștefan Dan'],
    );
    assert.ok(toastMessages().includes('Pupil added'));
  });

  it('at the plan limit, adding a pupil says so clearly', async () => {
    stub = classroomApi([...START], {
      'POST /api/pupils': () =>
        jsonResponse(403, {
          error: {
            code: 'plan_limit',
            message: 'Your plan allows at most 300 pupils. Remove pupils you no longer teach, or change your plan.',
            limit: 300,
            resource: 'students',
          },
        }),
    });
    await openPupils();
    fireEvent.click(screen.getByRole('button', { name: 'Add pupil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pupil' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Bianca Toma' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add pupil' }));
    const alert = await within(dialog).findByRole('alert');
    assert.match(alert.textContent ?? '', /Plan limit reached.*at most 300 pupils/);
  });

  it("the server's field messages show under the fields", async () => {
    stub = classroomApi([...START], { 'PUT /api/pupils/p1': () => jsonResponse(400, validationError({ email: 'Please enter a valid email address' })) });
    const { table } = await openPupils();
    fireEvent.click(within(rowOf(table, 'Ana Pop')).getByRole('button', { name: 'Edit Ana Pop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pupil' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    assert.ok(await within(dialog).findByText('Please enter a valid email address'));
    assert.equal(within(dialog).getByLabelText(/Email/).getAttribute('aria-invalid'), 'true');
  });

  it("'Add pupil' is a palette command while a classroom is open; from another tab it opens the Pupils tab too", async () => {
    stub = classroomApi([...START]);
    const { location, unmount } = renderApp('/schools/s1/classrooms/c1?tab=performance');
    await screen.findByRole('heading', { level: 1, name: '9A' });
    const command = findCommand('create.pupil');
    assert.ok(command && availableCommands().includes(command));
    await act(() => runCommand(command));
    assert.ok(await screen.findByRole('dialog', { name: 'Add pupil' }));
    assert.equal(location.history?.at(-1), '/schools/s1/classrooms/c1?tab=pupils');
    unmount();
    assert.equal(findCommand('create.pupil'), undefined);
  });

  it('exports the list as a CSV file with a byte-order mark and a header the import reads back', async () => {
    stub = classroomApi([...START]);
    const blobs: Blob[] = [];
    mock.method(URL, 'createObjectURL', (blob: Blob) => {
      blobs.push(blob);
      return 'blob:roster';
    });
    mock.method(URL, 'revokeObjectURL', () => {});
    let downloaded = '';
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await openPupils();
    // The Blob URL's revocation is a 30 s timer that would keep the test process alive.
    mock.timers.enable({ apis: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    mock.timers.reset();
    assert.equal(downloaded, '9a-pupils.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
    assert.equal(new TextDecoder().decode(bytes.slice(3)), 'Name,Email\r\nAna Pop,ana@x.ro\r\nIon Rus,\r\nȘtefan Dan,dan@x.ro\r\n');
  });

  it('Refresh reads the classroom again from the server', async () => {
    stub = classroomApi([...START]);
    await openPupils();
    const before = stub.callsTo('GET /api/classrooms/c1/pupils').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/classrooms/c1/pupils').length, before + 1));
    assert.ok(cache.has('classrooms:pupils:c1'));
  });
});
