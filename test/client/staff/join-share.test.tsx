// The page an invitation link opens, signed in or not (issue 16), and the
// dialog that shares a test with colleagues.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetJoin, pendingJoin, rememberJoin } from '../../../src/client/core/pending-join';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { resetSchoolsTest } from '../schools/fixtures';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const preview = { schoolId: 's1', schoolName: 'Liceul Moisil', invitedBy: 'Ioana Director', status: 'valid', alreadyMember: false };

describe('joining a school by link', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(() => mock.method(console, 'warn', () => {}));
  afterEach(async () => {
    mock.restoreAll();
    await resetSchoolsTest();
    stub?.restore();
    stub = null;
    forgetJoin();
  });

  it('says who invites to which school; joining opens the school', async () => {
    signIn();
    stub = stubApi({
      [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(200, preview),
      [`POST /api/invitations/${TOKEN}/accept`]: () => jsonResponse(200, { schoolId: 's1', joined: true }),
      'GET /api/schools/s1': () => jsonResponse(200, { id: 's1', name: 'Liceul Moisil', role: 'teacher', classrooms: [] }),
    });
    const { location } = renderApp(`/join/${TOKEN}`);
    assert.ok(await screen.findByText('Ioana Director invites you to join Liceul Moisil.'));
    await act(async () => screen.getByRole('button', { name: 'Join Liceul Moisil' }).click());
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools/s1'));
    assert.equal(stub.callsTo(`POST /api/invitations/${TOKEN}/accept`).length, 1);
  });

  it('an expired, used or withdrawn link says so and offers no button', async () => {
    for (const [status, text] of [
      ['expired', /has expired/],
      ['used', /has already been used/],
      ['revoked', /withdrew this invitation/],
    ] as const) {
      signIn();
      stub = stubApi({ [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(200, { ...preview, status }) });
      renderApp(`/join/${TOKEN}`);
      assert.match((await screen.findByRole('alert')).textContent ?? '', text);
      assert.equal(screen.queryByRole('button', { name: /Join/ }), null);
      await resetSchoolsTest();
      stub.restore();
    }
    stub = null;
  });

  it('opened signed out, the link goes to the sign-in and comes back once signed in', async () => {
    const { browser } = await import('../../../src/client/core/browser');
    const assign = mock.method(browser, 'assign', () => {});
    signIn(null);
    stub = stubApi({});
    renderApp(`/join/${TOKEN}`);
    // The sign-in redirect.
    await waitFor(() => assert.equal(assign.mock.calls.length, 1));
    await resetSchoolsTest();
    stub.restore();

    signIn();
    stub = stubApi({ [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(200, preview) });
    const { location } = renderApp('/');
    await waitFor(() => assert.equal(location.history?.at(-1), `/join/${TOKEN}`));
    assert.ok(await screen.findByText('Ioana Director invites you to join Liceul Moisil.'));
    assert.equal(pendingJoin(), null, 'forgotten once its page is reached');
  });

  it('only a join page is remembered', () => {
    rememberJoin('/schools/s1');
    assert.equal(pendingJoin(), null);
    rememberJoin('/join/../../evil');
    assert.equal(pendingJoin(), null);
    rememberJoin(`/join/${TOKEN}`);
    assert.equal(pendingJoin(), `/join/${TOKEN}`);
  });
});

describe('sharing a test', () => {
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

  it('the author picks, per colleague of their schools, who can grade or edit; each choice is saved', async () => {
    const quiz = {
      ...sampleQuiz('Teză la matematică'),
      id: 'q1',
      version: 2,
      totalPoints: 90,
      isOwner: true,
      access: 'owner',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-02',
    };
    const member = (userId: string, name: string, role = 'teacher') => ({ userId, name, email: `${userId}@example.ro`, role, joinedAt: '2026-09-01' });
    stub = stubApi({
      'GET /api/quizzes/q1': () => jsonResponse(200, quiz),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []),
      'GET /api/schools/summaries': () =>
        jsonResponse(200, [
          { id: 's1', name: 'Liceul Moisil' },
          { id: 's2', name: 'Școala 5' },
        ]),
      'GET /api/schools/s1/members': () => jsonResponse(200, [member('u1', 'Ana Pop', 'owner'), member('u2', 'Dan Ionescu')]),
      'GET /api/schools/s2/members': () =>
        jsonResponse(200, [
          member('u1', 'Ana Pop', 'owner'),
          member('u2', 'Dan Ionescu'),
          member('u3', 'Elena Marin'),
          member('u4', 'Ioana Dinu'),
          member('u5', 'Ioana Dinu'),
        ]),
      'GET /api/quizzes/q1/shares': () =>
        jsonResponse(200, [{ userId: 'u3', name: 'Elena Marin', email: 'u3@example.ro', permission: 'edit', sharedAt: '2026-11-01' }]),
      'PUT /api/quizzes/q1/shares/u2': () =>
        jsonResponse(200, [
          { userId: 'u2', name: 'Dan Ionescu', email: 'u2@example.ro', permission: 'grade', sharedAt: '2026-11-26' },
          { userId: 'u3', name: 'Elena Marin', email: 'u3@example.ro', permission: 'edit', sharedAt: '2026-11-01' },
        ]),
      'DELETE /api/quizzes/q1/shares/u3': () => new Response(null, { status: 204 }),
    });
    renderApp('/quizzes/q1');
    const share = await screen.findByRole('button', { name: 'Share' });
    await act(async () => share.click());
    const dialog = await screen.findByRole('dialog', { name: 'Share “Teză la matematică”' });
    const dan = (await within(dialog).findByRole('combobox', { name: 'Sharing with Dan Ionescu' })) as HTMLSelectElement;
    // Once each, with every school they share with the author; never the author.
    assert.ok(within(dialog).getByText('Liceul Moisil, Școala 5'));
    assert.equal(within(dialog).queryByRole('combobox', { name: 'Sharing with Ana Pop' }), null);
    assert.equal(dan.value, 'none');
    assert.ok(within(dialog).getByText('u2@example.ro'), 'each colleague with their address');
    // Namesakes are told apart by their address in the choice's name too.
    assert.ok(within(dialog).getByRole('combobox', { name: 'Sharing with Ioana Dinu (u4@example.ro)' }));
    assert.ok(within(dialog).getByRole('combobox', { name: 'Sharing with Ioana Dinu (u5@example.ro)' }));
    const elena = within(dialog).getByRole('combobox', { name: 'Sharing with Elena Marin' }) as HTMLSelectElement;
    assert.equal(elena.value, 'edit');
    await act(async () => fireEvent.change(dan, { target: { value: 'grade' } }));
    await waitFor(() => assert.deepEqual(stub?.callsTo('PUT /api/quizzes/q1/shares/u2')[0]?.body, { permission: 'grade' }));
    await act(async () => fireEvent.change(elena, { target: { value: 'none' } }));
    await waitFor(() => assert.equal(stub?.callsTo('DELETE /api/quizzes/q1/shares/u3').length, 1));
    await waitFor(() => assert.equal(elena.value, 'none'));
  });

  it('a test shared to edit shows Edit but not Share or Delete', async () => {
    const quiz = {
      ...sampleQuiz('Al colegei'),
      id: 'q2',
      version: 1,
      totalPoints: 90,
      isOwner: false,
      access: 'edit',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-02',
    };
    stub = stubApi({ 'GET /api/quizzes/q2': () => jsonResponse(200, quiz), 'GET /api/quizzes/q2/attachments': () => jsonResponse(200, []) });
    renderApp('/quizzes/q2');
    assert.ok(await screen.findByRole('link', { name: 'Edit quiz' }));
    assert.equal(screen.queryByRole('button', { name: 'Share' }), null);
    assert.equal(screen.queryByRole('button', { name: 'Delete' }), null);
  });
});
