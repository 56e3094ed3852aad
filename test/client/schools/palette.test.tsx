// The schools pages' buttons from the command palette (README: every action
// is a command): Refresh on both pages; on the list, each school's Delete as
// "Delete a school…" (which school, then the button's own question); on a
// school's page Members, for its owners Edit school and Delete school (asking
// first, as the button does), and each class's Rename and Delete as "Rename a
// classroom…" and "Delete a classroom…".
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SchoolDetail } from '../../../src/client/features/schools';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { chooseRowFromPalette, paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';
import { answerConfirm, classroom, resetSchoolsTest, school, toastMessages } from './fixtures';

const LICEU = school('s1', 'Liceul Teoretic Ștefan cel Mare', { classroomCount: 2, pupilCount: 51 });

function detail(extra: Partial<SchoolDetail> = {}): SchoolDetail {
  return { ...school('s1', 'Colegiul Național', { classroomCount: 1 }), classrooms: [classroom('c1', 's1', '9A')], ...extra };
}

describe('schools pages: buttons in the palette', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(() => {
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetSchoolsTest();
    stub?.restore();
    stub = null;
  });

  it('Schools: Refresh asks the server again', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, [LICEU]) });
    renderApp('/schools');
    await screen.findByRole('link', { name: LICEU.name });
    assert.equal(stub.callsTo('GET /api/schools').length, 1);
    await runFromPalette('Refresh');
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/schools').length, 2));
  });

  it('Schools: "Delete a school…" asks which (only those the reader may delete), then asks as the Delete button does', async () => {
    const colegiu = school('s2', 'Colegiul Național Mihai Eminescu');
    const taught = school('s3', 'Școala Gimnazială nr. 5', { role: 'teacher' });
    let schools = [LICEU, colegiu, taught];
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, schools),
      'DELETE /api/schools/s2': () => {
        schools = [LICEU, taught];
        return jsonResponse(204);
      },
    });
    renderApp('/schools');
    await screen.findByRole('link', { name: colegiu.name });

    await chooseRowFromPalette(
      'Delete a school…',
      'Delete which school?',
      [`${LICEU.name}Classrooms: 2`, `${colegiu.name}Classrooms: 0`],
      'eminescu',
      'a school the reader only teaches in is not offered',
    );

    // The button's own question, from the school's Delete button: cancelled, nothing goes and the focus is back on it.
    assert.match(await answerConfirm('Cancel'), /Delete Colegiul Național Mihai Eminescu\?/);
    assertAbsent(screen.queryByRole('dialog', { name: 'Delete which school?' }));
    await waitFor(() => assertFocused(screen.getByRole('button', { name: `Delete ${colegiu.name}` })));
    assert.equal(stub.callsTo('DELETE /api/schools/s2').length, 0);

    await runFromPalette('Delete a school…');
    const again = await screen.findByRole('dialog', { name: 'Delete which school?' });
    await act(async () =>
      within(again)
        .getByRole('option', { name: /Eminescu/ })
        .click(),
    );
    await answerConfirm('Delete school');
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: colegiu.name })));
    assert.equal(stub.callsTo('DELETE /api/schools/s2').length, 1);
    assert.ok(toastMessages().includes(`School deleted: ${colegiu.name}`));
  });

  it('Schools: no "Delete a school…" when the reader may delete none', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, [school('s3', 'Școala Gimnazială nr. 5', { role: 'teacher' })]) });
    renderApp('/schools');
    await screen.findByRole('link', { name: 'Școala Gimnazială nr. 5' });
    assert.equal(await paletteOffers('Delete a school…'), false);
  });

  it("a school's page: Refresh, Members, and Edit school opening the school's dialog", async () => {
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(200, detail()) });
    const { location } = renderApp('/schools/s1');
    await screen.findByRole('heading', { level: 1, name: 'Colegiul Național' });
    const reads = stub.callsTo('GET /api/schools/s1').length;
    await runFromPalette('Refresh');
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/schools/s1').length, reads + 1));
    await runFromPalette('Edit school');
    const dialog = await screen.findByRole('dialog', { name: 'Edit school' });
    assert.equal((within(dialog).getByLabelText(/School name/) as HTMLInputElement).value, 'Colegiul Național');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: 'Edit school' }), null));
    await runFromPalette('Members');
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools/s1/members'));
  });

  it('a school\'s page: "Rename a classroom…" and "Delete a classroom…" ask which class, then do what its buttons do', async () => {
    const ninth = classroom('c1', 's1', '9A');
    const tenth = classroom('c2', 's1', '10B', { deletable: false });
    let classrooms = [ninth, tenth];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail({ classroomCount: classrooms.length, classrooms })),
      'DELETE /api/classrooms/c1': () => {
        classrooms = [tenth];
        return jsonResponse(204);
      },
    });
    renderApp('/schools/s1');
    await screen.findByRole('link', { name: '9A' });

    await runFromPalette('Rename a classroom…');
    const renaming = await screen.findByRole('dialog', { name: 'Rename which classroom?' });
    assert.equal(within(renaming).getAllByRole('option').length, 2, 'every class may be renamed');
    await act(async () => within(renaming).getByRole('option', { name: /10B/ }).click());
    const form = await screen.findByRole('dialog', { name: 'Rename 10B' });
    assert.equal((within(form).getByLabelText(/^Classroom name/) as HTMLInputElement).value, '10B');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertFocused(screen.getByRole('button', { name: 'Rename 10B' })));

    await runFromPalette('Delete a classroom…');
    const deleting = await screen.findByRole('dialog', { name: 'Delete which classroom?' });
    assert.deepEqual(
      within(deleting)
        .getAllByRole('option')
        .map((option) => option.textContent),
      ['9A'],
      'only the classes the reader may delete',
    );
    await act(async () => within(deleting).getByRole('option', { name: /9A/ }).click());
    assert.match(await answerConfirm('Delete classroom'), /Delete 9A\?/);
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: '9A' })));
    assert.equal(stub.callsTo('DELETE /api/classrooms/c1').length, 1);
    assert.equal(await paletteOffers('Delete a classroom…'), false, 'none left the reader may delete');
  });

  it('Delete school asks first: cancelled, the school stays; confirmed, it goes and the list opens', async () => {
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail()),
      'DELETE /api/schools/s1': () => jsonResponse(204),
      'GET /api/schools': () => jsonResponse(200, []),
    });
    const { location } = renderApp('/schools/s1');
    await screen.findByRole('heading', { level: 1, name: 'Colegiul Național' });
    await runFromPalette('Delete school');
    assert.match(await answerConfirm('Cancel'), /Delete Colegiul Național\?/);
    assert.equal(stub.callsTo('DELETE /api/schools/s1').length, 0);
    await runFromPalette('Delete school');
    await answerConfirm('Delete school');
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools'));
    assert.equal(stub.callsTo('DELETE /api/schools/s1').length, 1);
  });

  it('a school the reader teaches in: Members, but no Edit school or Delete school (nor their buttons)', async () => {
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(200, detail({ role: 'teacher' })) });
    renderApp('/schools/s1');
    await screen.findByRole('heading', { level: 1, name: 'Colegiul Național' });
    assert.equal(screen.queryByRole('button', { name: 'Edit school' }), null);
    assert.equal(await paletteOffers('Members'), true);
    assert.equal(await paletteOffers('Edit school'), false);
    assert.equal(await paletteOffers('Delete school'), false);
  });
});
