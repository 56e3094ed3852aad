// A school's Members page (issue 16), as its owner and as a teacher use it:
// who works there and as what, an invitation link made and copied, a link
// withdrawn, a role changed, a colleague removed, leaving the school.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '../../../src/client/core/toasts.store';
import type { SchoolMember } from '../../../src/domain/api/staff';
import { answerConfirm, resetSchoolsTest, school } from '../schools/fixtures';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';

const ANA: SchoolMember = { userId: 'u1', name: 'Ana Pop', email: 'ana@example.ro', role: 'owner', joinedAt: '2026-09-01T08:00:00.000Z' };
const DAN: SchoolMember = { userId: 'u2', name: 'Dan Ionescu', email: 'dan@example.ro', role: 'teacher', joinedAt: '2026-10-01T08:00:00.000Z' };

const toasts = () => toastStore.getSnapshot().context.toasts.map((toast) => toast.message);
const detail = (role: 'owner' | 'teacher') => ({ ...school('s1', 'Liceul Moisil', { role }), classrooms: [] });
const invitation = {
  id: 'i1',
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-12-03T08:00:00.000Z',
  createdAt: '2026-11-26T08:00:00.000Z',
  createdByName: 'Ana Pop',
  sentTo: '',
  linkEnd: 'DEFG',
};

describe("a school's Members page", () => {
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

  it('an owner sees the staff with their roles, makes a one-use link and copies it', async () => {
    const pending: (typeof invitation)[] = [];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('owner')),
      'GET /api/schools/s1/members': () => jsonResponse(200, [ANA, DAN]),
      'GET /api/schools/s1/invitations': () => jsonResponse(200, pending),
      'POST /api/schools/s1/invitations': () => {
        pending.push(invitation);
        return jsonResponse(201, { ...invitation, url: 'http://localhost:3000/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', mailed: false });
      },
    });
    renderApp('/schools/s1');
    const membersLink = await screen.findByRole('link', { name: 'Members' });
    assert.equal(membersLink.getAttribute('href'), '/schools/s1/members');
    await act(async () => membersLink.click());
    const writeText = mock.fn(async (_text: string) => {});
    mock.method(navigator.clipboard, 'writeText', writeText);
    const table = await screen.findByRole('table', { name: 'Members of Liceul Moisil' });
    const dan = within(table).getByRole('row', { name: /Dan Ionescu/ });
    assert.equal((within(dan).getByRole('combobox', { name: 'Role of Dan Ionescu' }) as HTMLSelectElement).value, 'teacher');
    const ana = within(table).getByRole('row', { name: /Ana Pop/ });
    assert.ok(within(ana).getByText('(you)'));
    assert.ok(within(ana).getByRole('button', { name: 'Leave the school' }));
    assert.ok(await screen.findByText('No invitation link is waiting.'));

    await act(async () => screen.getByRole('button', { name: 'Make an invitation link' }).click());
    const link = (await screen.findByRole('textbox', { name: 'Invitation link' })) as HTMLInputElement;
    assert.match(link.value, /\/join\/abcdefghij/);
    assert.deepEqual(stub.callsTo('POST /api/schools/s1/invitations')[0]?.body, { maxUses: 1, expiresInDays: 7, email: '' });
    await act(async () => screen.getByRole('button', { name: 'Copy link' }).click());
    assert.equal(writeText.mock.calls[0]?.arguments[0], link.value);
    await waitFor(() => assert.ok(screen.getByText(/0\/1 used, works until/), 'the pending link is listed'));
  });

  it("an owner lets the staff's domain in where the server has an OpenID provider; a public mail service is refused before anything is sent", async () => {
    let stored: string | null = null;
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('owner')),
      'GET /api/schools/s1/members': () => jsonResponse(200, [ANA, DAN]),
      'GET /api/schools/s1/invitations': () => jsonResponse(200, []),
      'GET /api/schools/s1/domain': () => jsonResponse(200, { domain: stored, available: true }),
      'PUT /api/schools/s1/domain': (call) => {
        const asked = (call.body as { domain: string }).domain;
        stored = asked.replace(/^@/, '').toLowerCase() || null;
        return jsonResponse(200, { domain: stored, available: true });
      },
    });
    renderApp('/schools/s1/members');
    const field = (await screen.findByRole('textbox', { name: "Domain of the staff's accounts" })) as HTMLInputElement;
    assert.equal(field.value, '');
    fireEvent.change(field, { target: { value: 'gmail.com' } });
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    assert.ok(await screen.findByText(/gmail\.com is a public mail service/));
    assert.equal(stub.callsTo('PUT /api/schools/s1/domain').length, 0);

    fireEvent.change(field, { target: { value: '@Liceul-Moisil.ro' } });
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => assert.ok(toasts().includes('Colleagues at liceul-moisil.ro now join when they sign in.'), 'the domain is on'));
    await waitFor(() => assert.equal((screen.getByRole('textbox', { name: "Domain of the staff's accounts" }) as HTMLInputElement).value, 'liceul-moisil.ro'));
    await act(async () => (await screen.findByRole('button', { name: 'Turn off' })).click());
    await waitFor(() => assert.ok(toasts().includes('Sign-in by domain is off.'), 'the domain is off'));
    assert.deepEqual(
      stub.callsTo('PUT /api/schools/s1/domain').map((c) => c.body),
      [{ domain: '@Liceul-Moisil.ro' }, { domain: '' }],
    );
  });

  it('without an OpenID provider, or for a teacher, there is no sign-in by domain to set', async () => {
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('owner')),
      'GET /api/schools/s1/members': () => jsonResponse(200, [ANA, DAN]),
      'GET /api/schools/s1/invitations': () => jsonResponse(200, []),
      'GET /api/schools/s1/domain': () => jsonResponse(200, { domain: null, available: false }),
    });
    renderApp('/schools/s1/members');
    await screen.findByRole('button', { name: 'Make an invitation link' });
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/schools/s1/domain').length, 1));
    assertAbsent(screen.queryByRole('heading', { name: 'Sign-in by domain' }));
  });

  it('an owner changes a role and removes a colleague after confirming', async () => {
    let members = [ANA, DAN];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('owner')),
      'GET /api/schools/s1/members': () => jsonResponse(200, members),
      'GET /api/schools/s1/invitations': () => jsonResponse(200, []),
      'PUT /api/schools/s1/members/u2': (call) => {
        members = [ANA, { ...DAN, role: (call.body as { role: 'owner' }).role }];
        return jsonResponse(200, members);
      },
      'DELETE /api/schools/s1/members/u2': () => {
        members = [ANA];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/schools/s1/members');
    const role = (await screen.findByRole('combobox', { name: 'Role of Dan Ionescu' })) as HTMLSelectElement;
    await act(async () => fireEvent.change(role, { target: { value: 'owner' } }));
    assert.deepEqual(stub.callsTo('PUT /api/schools/s1/members/u2')[0]?.body, { role: 'owner' });
    await waitFor(() => assert.equal((screen.getByRole('combobox', { name: 'Role of Dan Ionescu' }) as HTMLSelectElement).value, 'owner'));

    const remove = screen.getByRole('button', { name: 'Remove Dan Ionescu' });
    remove.focus();
    await act(async () => remove.click());
    assert.match(await answerConfirm('Remove'), /classes, pupils and grades they added stay with the school/);
    await waitFor(() => assertAbsent(screen.queryByRole('row', { name: /Dan Ionescu/ })));
    // The keyboard stays in the staff table (the row left), not on the page.
    assert.ok(document.activeElement?.closest('tr, section'), `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
  });

  it('a teacher sees the staff without managing it, and may leave; the school is then left behind', async () => {
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
    assertAbsent(screen.queryByRole('combobox', { name: /Role of/ }));
    assertAbsent(screen.queryByRole('button', { name: /Remove/ }));
    assertAbsent(screen.queryByRole('button', { name: 'Make an invitation link' }));
    await act(async () => screen.getByRole('button', { name: 'Leave the school' }).click());
    assert.match(await answerConfirm('Leave the school'), /your own tests stay yours/);
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools'));
    assert.equal(stub.callsTo('DELETE /api/schools/s1/members/u1').length, 1);
  });

  it("a teacher's school page has no rename or delete, and the palette offers no invitation", async () => {
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(200, detail('teacher')) });
    renderApp('/schools/s1');
    assert.ok(await screen.findByRole('link', { name: 'Members' }));
    assertAbsent(screen.queryByRole('button', { name: 'Edit school' }));
    assertAbsent(screen.queryByRole('button', { name: 'Delete school' }));
    const { availableCommands } = await import('../../../src/client/core/commands');
    assert.equal(
      availableCommands().some((command) => command.id === 'school.invite'),
      false,
    );
  });

  it('the palette invites from the school page: it opens the Members page', async () => {
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail('owner')),
      'GET /api/schools/s1/members': () => jsonResponse(200, [ANA]),
      'GET /api/schools/s1/invitations': () => jsonResponse(200, []),
    });
    renderApp('/schools/s1');
    await screen.findByRole('heading', { level: 1, name: 'Liceul Moisil' });
    const { findCommand, runCommand } = await import('../../../src/client/core/commands');
    await waitFor(() => assert.ok(findCommand('school.invite'), 'the invite command is registered'));
    await act(async () => runCommand(findCommand('school.invite')!));
    assert.ok(await screen.findByRole('button', { name: 'Make an invitation link' }));
  });
});
