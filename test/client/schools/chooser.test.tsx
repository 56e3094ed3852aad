// The schools feature's palette commands: 'Go to school…' and 'Go to
// classroom…' open a searchable chooser (fuzzy, diacritics ignored) that
// goes to the chosen page; 'New school' works from any screen.
import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../../src/client/app/command-providers';
import { findCommand, runCommand } from '../../../src/client/core/commands';
import { loadCommandProviders } from '../../../src/client/core/overlays';
import { chooserFilter } from '../../../src/client/ui/chooser-filter';
import { foldText } from '../../../src/domain/fold-text';
import { assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';
import { classroom, resetSchoolsTest, school, toastMessages } from './fixtures';

const SCHOOLS = [
  school('s1', 'Liceul Teoretic Ștefan cel Mare', { classroomCount: 3 }),
  school('s2', 'Colegiul Național Mihai Eminescu'),
  school('s3', 'Școala Gimnazială nr. 5'),
];
const CLASSROOMS = [
  classroom('c1', 's1', '9A', { schoolName: 'Liceul Teoretic Ștefan cel Mare', gradeLevel: 'a IX-a' }),
  classroom('c2', 's2', '9A', { schoolName: 'Colegiul Național Mihai Eminescu' }),
  classroom('c3', 's2', '12C', { schoolName: 'Colegiul Național Mihai Eminescu' }),
];

async function run(id: string) {
  const command = findCommand(id);
  assert.ok(command, `${id} is registered`);
  await act(() => runCommand(command));
}

const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('schools palette commands', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  let went: () => string[] = () => [];
  // As the palette's first opening does: the features with global commands load.
  before(() => loadCommandProviders());
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

  it('the fuzzy match ignores case and diacritics, and never matches the record id', () => {
    assert.equal(foldText('Școala Ţuţora'), 'scoala tutora');
    assert.ok(chooserFilter('x', 'stefan', ['Liceul Teoretic Ștefan cel Mare']) > 0);
    assert.ok(chooserFilter('x', 'ltscm', ['Liceul Teoretic Ștefan cel Mare']) > 0, 'initials');
    assert.equal(chooserFilter('deadbeef', 'dead', ['9A']), 0);
    assert.equal(chooserFilter('x', '', ['9A']), 1);
  });

  it("'Go to school…' lists the schools, narrows them as the teacher types, and opens the chosen one", async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, SCHOOLS) });
    const view = renderApp('/settings');
    went = () => view.location.history.slice(1);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await run('go.school');
    const dialog = await screen.findByRole('dialog', { name: 'Go to school' });
    await waitFor(() => assert.equal(options(dialog).length, 3));
    const input = within(dialog).getByRole('combobox');
    assertFocused(input);
    fireEvent.change(input, { target: { value: 'stefan' } });
    await waitFor(() => assert.equal(options(dialog).length, 1));
    assert.match(options(dialog)[0] ?? '', /Ștefan cel Mare/);
    fireEvent.keyDown(input, { key: 'Enter' });
    assert.deepEqual(went(), ['/schools/s1']);
    await waitFor(() => assert.equal(dialog.isConnected, false));
  });

  it("'Go to classroom…' searches classrooms by their name and their school's, and opens the chosen one by click", async () => {
    stub = stubApi({ 'GET /api/classrooms': () => jsonResponse(200, CLASSROOMS) });
    const view = renderApp('/settings');
    went = () => view.location.history.slice(1);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await run('go.classroom');
    const dialog = await screen.findByRole('dialog', { name: 'Go to classroom' });
    await waitFor(() => assert.equal(options(dialog).length, 3));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'eminescu' } });
    await waitFor(() => assert.equal(options(dialog).length, 2));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '12c emin' } });
    await waitFor(() => assert.equal(options(dialog).length, 1));
    fireEvent.click(within(dialog).getAllByRole('option')[0]!);
    assert.deepEqual(went(), ['/schools/s2/classrooms/c3']);
  });

  it("the dashboard's Pupils card asks which class and opens that class's Pupils tab (it went to the Schools page)", async () => {
    stub = stubApi({ 'GET /api/classrooms': () => jsonResponse(200, CLASSROOMS) });
    const view = renderApp('/');
    went = () => view.location.history.slice(1);
    const cards = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    fireEvent.click(cards.getByRole('button', { name: /^Pupils/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pupils of which class?' });
    await waitFor(() => assert.equal(options(dialog).length, 3));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '12c' } });
    await waitFor(() => assert.equal(options(dialog).length, 1));
    fireEvent.click(within(dialog).getAllByRole('option')[0]!);
    assert.deepEqual(went(), ['/schools/s2/classrooms/c3?tab=pupils']);
  });

  it('says when nothing matches, and when the list failed to load', async () => {
    mock.method(console, 'error', () => {});
    let fail = true;
    stub = stubApi({ 'GET /api/schools': () => (fail ? jsonResponse(500, { error: { code: 'internal', message: 'E' } }) : jsonResponse(200, SCHOOLS)) });
    const view = renderApp('/settings');
    went = () => view.location.history.slice(1);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await run('go.school');
    const dialog = await screen.findByRole('dialog', { name: 'Go to school' });
    const alert = await within(dialog).findByRole('alert');
    assert.match(alert.textContent ?? '', /Failed to load schools\./);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => assert.equal(options(dialog).length, 3));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'zzz' } });
    assert.ok(await within(dialog).findByText('Nothing matches.'));
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(went(), []);
  });

  it("'New school' from any screen creates the school and opens it", async () => {
    stub = stubApi({ 'POST /api/schools': (call) => jsonResponse(201, school('s9', (call.body as { name: string }).name)) });
    const view = renderApp('/settings');
    went = () => view.location.history.slice(1);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await run('create.school');
    const dialog = await screen.findByRole('dialog', { name: 'New school' });
    fireEvent.change(within(dialog).getByLabelText(/School name/), { target: { value: 'Liceul de Artă' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create school' }));
    await waitFor(() => assert.deepEqual(went(), ['/schools/s9']));
    assert.ok(toastMessages().includes('School created'));
  });
});
