// The Members page's buttons from the command palette (README: every action
// is a command): Invite a colleague… (to the form), Make an invitation link
// (the form as it stands) and Leave the school (asking first, as the button does).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { screen, waitFor } from '@testing-library/react';
import type { SchoolMember } from '../../../src/domain/api/staff';
import { answerConfirm, resetSchoolsTest, school } from '../schools/fixtures';
import { assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';

const ANA: SchoolMember = { userId: 'u1', name: 'Ana Pop', email: 'ana@example.ro', role: 'owner', joinedAt: '2026-09-01T08:00:00.000Z' };
const DAN: SchoolMember = { userId: 'u2', name: 'Dan Ionescu', email: 'dan@example.ro', role: 'teacher', joinedAt: '2026-10-01T08:00:00.000Z' };
const detail = (role: 'owner' | 'teacher') => ({ ...school('s1', 'Liceul Moisil', { role }), classrooms: [] });
const invitation = { id: 'i1', maxUses: 1, uses: 0, expiresAt: '2026-12-03T08:00:00.000Z', createdAt: '2026-11-26T08:00:00.000Z', createdByName: 'Ana Pop' };

describe('Members page: buttons in the palette', () => {
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

  it('an owner: Invite a colleague… goes to the form; Make an invitation link makes one', async () => {
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('owner')),
      'GET /api/schools/s1/members': () => jsonResponse(200, [ANA, DAN]),
      'GET /api/schools/s1/invitations': () => jsonResponse(200, []),
      'POST /api/schools/s1/invitations': () =>
        jsonResponse(201, { ...invitation, url: 'http://localhost:3000/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', mailed: false }),
    });
    renderApp('/schools/s1/members');
    await screen.findByRole('table', { name: 'Members of Liceul Moisil' });
    await runFromPalette('Invite a colleague to this school…');
    await waitFor(() => assertFocused(screen.getByRole('textbox', { name: /^How many colleagues may use it/ })));
    await runFromPalette('Make an invitation link');
    const link = (await screen.findByRole('textbox', { name: 'Invitation link' })) as HTMLInputElement;
    assert.match(link.value, /\/join\/abcdefghij/);
    assert.deepEqual(stub.callsTo('POST /api/schools/s1/invitations')[0]?.body, { maxUses: 1, expiresInDays: 7, email: '' });
  });

  it('a teacher: Leave the school asks first; cancelled, nothing happens; confirmed, the school is left', async () => {
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('teacher')),
      'GET /api/schools/s1/members': () =>
        jsonResponse(200, [
          { ...ANA, userId: 'u9', name: 'Ioana Director' },
          { ...DAN, userId: 'u1', name: 'Ana Pop' },
        ]),
      'DELETE /api/schools/s1/members/u1': () => new Response(null, { status: 204 }),
      'GET /api/schools': () => jsonResponse(200, []),
    });
    const { location } = renderApp('/schools/s1/members');
    await screen.findByRole('table', { name: 'Members of Liceul Moisil' });
    assert.equal(await paletteOffers('Make an invitation link'), false, 'only owners invite');
    assert.equal(await paletteOffers('Invite a colleague to this school…'), false);
    await runFromPalette('Leave the school');
    assert.match(await answerConfirm('Cancel'), /Leave Liceul Moisil\?/);
    assert.equal(stub.callsTo('DELETE /api/schools/s1/members/u1').length, 0);
    await runFromPalette('Leave the school');
    await answerConfirm('Leave the school');
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools'));
    assert.equal(stub.callsTo('DELETE /api/schools/s1/members/u1').length, 1);
  });
});
