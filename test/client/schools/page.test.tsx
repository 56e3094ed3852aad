// The schools list (SPEC 2): load, empty state, failure, add with the
// shared schema's messages, delete after the SPEC 8 confirmation, forced
// refresh, and the caches the navigation bar shares.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { cacheTags } from '../../../src/client/core/cache-tags';
import { findCommand, runCommand } from '../../../src/client/core/commands';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';
import { answerConfirm, resetSchoolsTest, school, toastMessages, validationError } from './fixtures';

const LICEU = school('s1', 'Liceul Teoretic Ștefan cel Mare', { classroomCount: 2, pupilCount: 51 });
const COLEGIU = school('s2', 'Colegiul Național', { description: 'Str. Mihai Eminescu 4' });

async function openSchools() {
  renderApp('/schools');
  return screen.findByRole('heading', { level: 1, name: 'Schools' });
}

describe('schools list', () => {
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

  it('lists every school with its link, counts and description (the default one translated)', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, [LICEU, COLEGIU]) });
    await openSchools();
    const list = await screen.findByRole('list', { name: 'Schools' });
    const items = within(list).getAllByRole('listitem');
    assert.equal(items.length, 2);
    const liceu = within(list).getByRole('listitem', { name: LICEU.name });
    assert.equal(within(liceu).getByRole('link', { name: LICEU.name }).getAttribute('href'), '/schools/s1');
    assert.ok(within(liceu).getByText('Classrooms: 2'));
    assert.ok(within(liceu).getByText('Pupils: 51'));
    assert.ok(within(liceu).getByText('Educational institution'));
    assert.ok(within(list).getByText('Str. Mihai Eminescu 4'));
    // The title is set in an effect after the list renders: wait for it rather than race it.
    await waitFor(() => assert.equal(document.title, 'Schools · Catedra'));
  });

  it('shows the empty state with its own add button', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, []) });
    await openSchools();
    assert.ok(await screen.findByRole('heading', { name: 'No schools yet' }));
    assert.equal(screen.getAllByRole('button', { name: 'Add school' }).length, 2);
  });

  it("says 'Failed to load schools.' and tries again on request", async () => {
    let fail = true;
    stub = stubApi({ 'GET /api/schools': () => (fail ? jsonResponse(500, { error: { code: 'internal', message: 'E-1' } }) : jsonResponse(200, [LICEU])) });
    await openSchools();
    const alert = await screen.findByRole('alert');
    assert.match(alert.textContent ?? '', /Failed to load schools\./);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('link', { name: LICEU.name }));
  });

  it('adds a school: the name is checked before sending, then "School created" and the list and the Schools panel cache are refreshed', async () => {
    const schools = [LICEU];
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, schools),
      'POST /api/schools': (call) => {
        const created = school('s3', (call.body as { name: string }).name);
        schools.push(created);
        return jsonResponse(201, created);
      },
    });
    cache.set('nav:schools', [], { tags: [cacheTags.schools] });
    await openSchools();
    await screen.findByRole('link', { name: LICEU.name });
    fireEvent.click(screen.getByRole('button', { name: 'Add school' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school' });
    const name = within(dialog).getByLabelText(/School name/);
    assertFocused(name, 'the name field has the focus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create school' }));
    assert.ok(await within(dialog).findByText('Field is required'));
    assert.equal(stub.callsTo('POST /api/schools').length, 0);

    fireEvent.change(name, { target: { value: 'Școala Gimnazială nr. 5' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Iași' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create school' }));
    // Role queries re-run on every DOM change inside waitFor and are slow in happy-dom: watch the element itself.
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('POST /api/schools')[0]?.body, { name: 'Școala Gimnazială nr. 5', description: 'Iași', website: '', phone: '' });
    assert.ok(toastMessages().includes('School created'));
    assert.ok(await screen.findByRole('link', { name: 'Școala Gimnazială nr. 5' }));
    assert.equal(cache.has('nav:schools'), false, "the navigation panel's list was dropped too");
  });

  it('a required field is named by its label alone, with a space-free "required" never glued to it; it is marked required for screen readers', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, []) });
    await openSchools();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add school' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New school' });
    const name = within(dialog).getByRole('textbox', { name: 'School name' });
    assert.equal(name.getAttribute('aria-required'), 'true');
    assert.ok(within(dialog).getByRole('textbox', { name: 'Description' }));
    for (const field of within(dialog).getAllByRole('textbox')) {
      assert.doesNotMatch(field.getAttribute('aria-label') ?? '', /required/);
    }
  });

  it("a refused create shows 'Failed to create school.' and the server's message under the field", async () => {
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, []),
      'POST /api/schools': () => jsonResponse(400, validationError({ name: 'Must not exceed 200 characters' })),
    });
    await openSchools();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add school' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New school' });
    fireEvent.change(within(dialog).getByLabelText(/School name/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create school' }));
    assert.match((await within(dialog).findByRole('alert')).textContent ?? '', /Failed to create school\./);
    assert.ok(within(dialog).getByText('Must not exceed 200 characters'));
    assert.equal(
      within(dialog)
        .getByLabelText(/School name/)
        .getAttribute('aria-invalid'),
      'true',
    );
  });

  it('deletes a school only after the confirmation, which says it cannot be undone and takes the classrooms and pupils', async () => {
    let schools = [LICEU, COLEGIU];
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, schools),
      'DELETE /api/schools/s1': () => {
        schools = [COLEGIU];
        return jsonResponse(204);
      },
    });
    await openSchools();
    await screen.findByRole('link', { name: LICEU.name });

    fireEvent.click(screen.getByRole('button', { name: `Delete ${LICEU.name}` }));
    const asked = await answerConfirm('Cancel');
    assert.match(asked, /Delete Liceul Teoretic Ștefan cel Mare\?/);
    assert.match(asked, /cannot be undone/);
    assert.match(asked, /classrooms, their pupils and all their grades/);
    assert.equal(stub.callsTo('DELETE /api/schools/s1').length, 0);

    fireEvent.click(screen.getByRole('button', { name: `Delete ${LICEU.name}` }));
    await answerConfirm('Delete school');
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: LICEU.name })));
    assert.equal(stub.callsTo('DELETE /api/schools/s1').length, 1);
    assert.ok(toastMessages().includes(`School deleted: ${LICEU.name}`));
    assert.ok(screen.getByRole('link', { name: COLEGIU.name }));
  });

  it('a school the reader only teaches in offers no Delete (only its owners delete it; the server refused it)', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, [LICEU, { ...COLEGIU, role: 'teacher' }]) });
    await openSchools();
    const list = await screen.findByRole('list', { name: 'Schools' });
    assertAbsent(within(within(list).getByRole('listitem', { name: COLEGIU.name })).queryByRole('button', { name: `Delete ${COLEGIU.name}` }));
    assert.ok(within(list).getByRole('button', { name: `Delete ${LICEU.name}` }), 'the school she owns she deletes');
  });

  it('a failed delete keeps the school and says so', async () => {
    mock.method(console, 'error', () => {});
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, [LICEU]),
      'DELETE /api/schools/s1': () => jsonResponse(500, { error: { code: 'internal', message: 'Server error. Please try again later.' } }),
    });
    await openSchools();
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${LICEU.name}` }));
    await answerConfirm('Delete school');
    await waitFor(() =>
      assert.ok(
        toastMessages().some((message) => message.startsWith('Failed to delete the school.')),
        "waiting for toastMessages().some((message) => message.startsWith('Failed to de…",
      ),
    );
    assert.ok(screen.getByRole('link', { name: LICEU.name }));
  });

  it('reads through the 60 s cache; Refresh asks the server again', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, [LICEU]) });
    const first = renderApp('/schools');
    await screen.findByRole('link', { name: LICEU.name });
    first.unmount();
    renderApp('/schools');
    await screen.findByRole('link', { name: LICEU.name });
    assert.equal(stub.callsTo('GET /api/schools').length, 1, 'the second visit is served from the cache');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/schools').length, 2));
  });

  it("the palette's 'New school' opens this page's dialog", async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, [LICEU]) });
    await openSchools();
    await screen.findByRole('link', { name: LICEU.name });
    const command = findCommand('create.school');
    assert.ok(command);
    await act(() => runCommand(command));
    assert.ok(await screen.findByRole('dialog', { name: 'New school' }));
  });
});
