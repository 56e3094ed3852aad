// The Members page's per-row controls from the command palette (README: every
// action is a command), for a school's owners: "Change a member's role…",
// "Remove a member…" and "Withdraw an invitation…" ask which colleague or
// link, then act from that row's own control, so the focus ends where a click
// on it leaves it. And the Withdraw button itself keeps the keyboard in the
// list when its link goes.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Invitation, SchoolMember } from '../../../src/domain/api/staff';
import { answerConfirm, resetSchoolsTest, school } from '../schools/fixtures';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { chooseRowFromPalette, paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';

// The signed-in teacher is u1, Ana Pop.
const ANA: SchoolMember = { userId: 'u1', name: 'Ana Pop', email: 'ana@example.ro', role: 'owner', joinedAt: '2026-09-01T08:00:00.000Z' };
const DAN: SchoolMember = { userId: 'u2', name: 'Dan Ionescu', email: 'dan@example.ro', role: 'teacher', joinedAt: '2026-10-01T08:00:00.000Z' };
const MARIA: SchoolMember = { userId: 'u3', name: 'Maria Vlad', email: 'maria@example.ro', role: 'owner', joinedAt: '2026-10-02T08:00:00.000Z' };
const detail = (role: 'owner' | 'teacher') => ({ ...school('s1', 'Liceul Moisil', { role }), classrooms: [] });
const link = (id: string, createdByName: string, more: Partial<Invitation> = {}): Invitation => ({
  id,
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-12-03T08:00:00.000Z',
  createdAt: '2026-11-26T08:00:00.000Z',
  createdByName,
  sentTo: '',
  linkEnd: '',
  ...more,
});

function membersApi(role: 'owner' | 'teacher', members: () => SchoolMember[], invitations: () => Invitation[], extra: Record<string, RouteHandler> = {}) {
  return stubApi({
    'GET /api/schools/s1': () => jsonResponse(200, detail(role)),
    'GET /api/schools/s1/members': () => jsonResponse(200, members()),
    'GET /api/schools/s1/invitations': () => jsonResponse(200, invitations()),
    'GET /api/schools/s1/domain': () => jsonResponse(200, { domain: null, available: false }),
    ...extra,
  });
}

/** An owner's Members page listing these links, where the first one can be withdrawn. */
function ownerWithLinks(links: Invitation[]) {
  let invitations = links;
  const first = links[0]!.id;
  return membersApi(
    'owner',
    () => [ANA],
    () => invitations,
    {
      [`DELETE /api/schools/s1/invitations/${first}`]: () => {
        invitations = invitations.filter((invitation) => invitation.id !== first);
        return new Response(null, { status: 204 });
      },
    },
  );
}

const pendingLinks = () => within(screen.getByRole('heading', { name: 'Links still working' }).nextElementSibling as HTMLElement);

describe('Members page: row controls in the palette', () => {
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

  it('"Change a member\'s role…" offers the colleagues (not the reader), says what each becomes, and changes it from the row\'s select', async () => {
    let members = [ANA, DAN, MARIA];
    stub = membersApi(
      'owner',
      () => members,
      () => [],
      {
        'PUT /api/schools/s1/members/u2': (call) => {
          members = [ANA, { ...DAN, role: (call.body as { role: 'owner' }).role }, MARIA];
          return jsonResponse(200, members);
        },
      },
    );
    renderApp('/schools/s1/members');
    await screen.findByRole('combobox', { name: 'Role of Dan Ionescu' });

    await chooseRowFromPalette("Change a member's role…", 'Change whose role?', ['Dan IonescuFrom Teacher to Owner', 'Maria VladFrom Owner to Teacher'], 'dan');
    await waitFor(() => assert.equal((screen.getByRole('combobox', { name: 'Role of Dan Ionescu' }) as HTMLSelectElement).value, 'owner'));
    assert.deepEqual(stub.callsTo('PUT /api/schools/s1/members/u2')[0]?.body, { role: 'owner' });
    assertFocused(screen.getByRole('combobox', { name: 'Role of Dan Ionescu' }), 'the focus is on the select, as after changing it there');
  });

  it('"Remove a member…" asks as the Remove button does; cancelled, the focus is back on it; confirmed, the row goes', async () => {
    let members = [ANA, DAN, MARIA];
    stub = membersApi(
      'owner',
      () => members,
      () => [],
      {
        'DELETE /api/schools/s1/members/u2': () => {
          members = [ANA, MARIA];
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/schools/s1/members');
    await screen.findByRole('button', { name: 'Remove Dan Ionescu' });

    const offered = ['Dan IonescuTeacher', 'Maria VladOwner'];
    await chooseRowFromPalette('Remove a member…', 'Remove whom from the school?', offered, 'ionescu');
    assert.match(await answerConfirm('Cancel'), /Remove Dan Ionescu from the school\?/);
    await waitFor(() => assertFocused(screen.getByRole('button', { name: 'Remove Dan Ionescu' })));
    assert.equal(stub.callsTo('DELETE /api/schools/s1/members/u2').length, 0);

    await chooseRowFromPalette('Remove a member…', 'Remove whom from the school?', offered, 'ionescu');
    await answerConfirm('Remove');
    await waitFor(() => assertAbsent(screen.queryByRole('button', { name: 'Remove Dan Ionescu' })));
    assert.equal(stub.callsTo('DELETE /api/schools/s1/members/u2').length, 1);
    assertFocused(screen.getByRole('button', { name: 'Remove Maria Vlad' }), 'the next row has the keyboard, as after the button');
  });

  it('"Withdraw an invitation…" withdraws the chosen link from its row, and the keyboard moves on to the next link', async () => {
    stub = ownerWithLinks([link('i1', 'Ana Pop'), link('i2', 'Maria Vlad')]);
    renderApp('/schools/s1/members');
    await screen.findByText(/\(Maria Vlad\)/);

    await runFromPalette('Withdraw an invitation…');
    const chooser = await screen.findByRole('dialog', { name: 'Withdraw which invitation link?' });
    assert.equal(within(chooser).getAllByRole('option').length, 2);
    await act(async () =>
      within(chooser)
        .getByRole('option', { name: /Ana Pop/ })
        .click(),
    );
    await answerConfirm('Withdraw link');
    await waitFor(() => assertAbsent(screen.queryByText(/\(Ana Pop\)/)));
    assert.equal(stub.callsTo('DELETE /api/schools/s1/invitations/i1').length, 1);
    assertFocused(pendingLinks().getByRole('button', { name: 'Withdraw' }), "the remaining link's Withdraw has the keyboard");
  });

  it("the last link's Withdraw button hands the keyboard to the invitations' heading, not the page", async () => {
    stub = ownerWithLinks([link('i1', 'Ana Pop')]);
    renderApp('/schools/s1/members');
    await screen.findByText(/\(Ana Pop\)/);
    const withdraw = pendingLinks().getByRole('button', { name: 'Withdraw' });
    withdraw.focus();
    await act(async () => withdraw.click());
    await answerConfirm('Withdraw link');
    await screen.findByText('No invitation link is waiting.');
    assertFocused(screen.getByRole('heading', { level: 2, name: 'Invite colleagues to Liceul Moisil' }));
    assert.equal(await paletteOffers('Withdraw an invitation…'), false, 'no link left to withdraw');
  });

  it('links made the same day are told apart (their end, whom for, the minute), and Withdraw says which one goes before it does', async () => {
    stub = ownerWithLinks([
      link('i1', 'Ana Pop', { linkEnd: 'k3Fz', sentTo: 'dan@example.ro', createdAt: '2026-11-26T08:05:00.000Z' }),
      link('i2', 'Ana Pop', { linkEnd: 'Q9_a', createdAt: '2026-11-26T08:40:00.000Z' }),
      link('i3', 'Ana Pop'),
    ]);
    renderApp('/schools/s1/members');
    await screen.findByText(/^Link …k3Fz for dan@example\.ro, made Nov 26, 2026, \d{1,2}:05 [AP]M: 0\/1 used, works until Dec 3, 2026 \(Ana Pop\)$/);
    await screen.findByText(/^Link …Q9_a, made Nov 26, 2026, \d{1,2}:40 [AP]M: 0\/1 used/);
    await screen.findByText(/^Link, made Nov 26, 2026, \d{1,2}:00 [AP]M: 0\/1 used/);

    const [first] = pendingLinks().getAllByRole('button', { name: 'Withdraw' });
    await act(async () => first!.click());
    const asked = await answerConfirm('Cancel');
    assert.equal(
      asked,
      'Withdraw this invitation link?Link …k3Fz for dan@example.ro will stop working: nobody can join Liceul Moisil with it any more. Colleagues who already joined stay.CancelWithdraw link',
    );
    assert.equal(stub.callsTo('DELETE /api/schools/s1/invitations/i1').length, 0, 'cancelled: nothing withdrawn');
    await act(async () => first!.click());
    await answerConfirm('Withdraw link');
    await waitFor(() => assertAbsent(screen.queryByText(/k3Fz/)));
    assert.equal(stub.callsTo('DELETE /api/schools/s1/invitations/i1').length, 1);
  });

  it('a teacher: none of the three (the rows show no controls either)', async () => {
    stub = membersApi(
      'teacher',
      () => [{ ...MARIA }, { ...DAN, userId: 'u1', name: 'Ana Pop' }],
      () => [link('i1', 'Maria Vlad')],
    );
    renderApp('/schools/s1/members');
    await screen.findByRole('table', { name: 'Members of Liceul Moisil' });
    assert.equal(await paletteOffers("Change a member's role…"), false);
    assert.equal(await paletteOffers('Remove a member…'), false);
    assert.equal(await paletteOffers('Withdraw an invitation…'), false);
  });
});
