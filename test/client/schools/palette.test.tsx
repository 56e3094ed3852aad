// The schools pages' buttons from the command palette (README: every action
// is a command): Refresh on both pages; on a school's page Members, and for
// its owners Edit school and Delete school (asking first, as the button does).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SchoolDetail } from '../../../src/client/features/schools';
import { jsonResponse } from '../support/fetch-stub';
import { paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';
import { answerConfirm, classroom, resetSchoolsTest, school } from './fixtures';

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
