// A school shared by its staff (issue 16): invitation links (single and
// multi-use, expiry, revocation, a race for the last use, tokens that were
// never issued), roles (owners manage, teachers work), removal and leaving
// taking effect on the very next request, the last owner, plan usage counted
// per teacher, and tests shared between colleagues, read by the director, and
// unshared when the colleague leaves.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { QuizAccess } from '../../src/domain/api/quizzes';
import type { PerformanceSummary } from '../../src/domain/api/results';
import { type CreatedInvitation, type Invitation, type InvitationPreview, type QuizShare, type SchoolMember, staffPaths } from '../../src/domain/api/staff';
import { putShare } from '../../src/server/repos/shares.repo';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Usage = { usage: { quizzes: number; classes: number; students: number } };

const EN = {
  used: 'This invitation link has already been used. Ask the school for a new one.',
};
const RO = {
  used: 'Linkul de invitație a fost deja folosit. Cereți școlii unul nou.',
};

let t: TestApp;

before(async () => {
  t = await testApp();
});
after(() => t.close());

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

const call = (who: SignedIn, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload }) });

/** The body of a response that must have `status`; the body is in the message when it has not. */
function expect<T>(response: LightMyRequestResponse, status: number, what = ''): T {
  assert.equal(response.statusCode, status, `${what} ${response.body}`.trim());
  return (response.body ? json<T>(response) : undefined) as T;
}

/** An error response: its status and code, and its { code, message } for further checks. */
function expectError(response: LightMyRequestResponse, status: number, code: string, what = '') {
  assert.equal(response.statusCode, status, `${what} ${response.body}`.trim());
  const { error } = json<ErrorBody>(response);
  assert.equal(error.code, code, what);
  return error;
}

const ok = async <T>(who: SignedIn, method: Method, url: string, payload?: object, status = 200) =>
  expect<T>(await call(who, method, url, payload), status, `${method} ${url}`);

const db = () => t.database.db;

// ---------------------------------------------------------------------------
// Fixtures: every test builds its own school, so no test depends on another.
// ---------------------------------------------------------------------------

interface School {
  owner: SignedIn;
  schoolId: string;
  classroomId: string;
  pupilIds: string[];
}

/** A new owner with a school, one class and two pupils in it. */
async function newSchool(name = 'Liceul Grigore Moisil'): Promise<School> {
  const owner = await newTeacher(t.app);
  const { id: schoolId } = await ok<{ id: string }>(owner, 'POST', '/api/schools', { name }, 201);
  const { id: classroomId } = await ok<{ id: string }>(owner, 'POST', `/api/schools/${schoolId}/classrooms`, { name: 'a IX-a B' }, 201);
  const pupils = await ok<{ id: string }[]>(
    owner,
    'POST',
    `/api/classrooms/${classroomId}/pupils`,
    {
      pupils: [{ name: 'Ana Pop' }, { name: 'Bogdan Ene' }],
    },
    201,
  );
  return { owner, schoolId, classroomId, pupilIds: pupils.map((p) => p.id) };
}

/** The token at the end of an invitation's /join/<token> link. */
function tokenOf(url: string): string {
  const match = /\/join\/([^/?#]+)$/.exec(url);
  assert.ok(match, `not a join link: ${url}`);
  return decodeURIComponent(match[1]!);
}

async function invite(school: School, body: object = {}): Promise<CreatedInvitation & { token: string }> {
  const created = await ok<CreatedInvitation>(school.owner, 'POST', staffPaths.invitations(school.schoolId), body, 201);
  return { ...created, token: tokenOf(created.url) };
}

const accept = (who: SignedIn, token: string, headers: Record<string, string> = {}) => call(who, 'POST', staffPaths.accept(token), {}, headers);

/** A new teacher who joined the school through a link of their own. */
async function newMember(school: School): Promise<SignedIn> {
  const teacher = await newTeacher(t.app);
  const { token } = await invite(school);
  assert.deepEqual(expect(await accept(teacher, token), 200), { schoolId: school.schoolId, joined: true });
  return teacher;
}

const invitationRow = (id: string) => db().selectFrom('school_invitation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const memberIds = async (schoolId: string) =>
  (await db().selectFrom('school_member').select('user_id').where('school_id', '=', schoolId).execute()).map((m) => m.user_id).sort();

const pending = (school: School) => ok<Invitation[]>(school.owner, 'GET', staffPaths.invitations(school.schoolId));

const schoolsOf = (who: SignedIn) => ok<{ id: string; role: string }[]>(who, 'GET', '/api/schools');

const usageOf = async (who: SignedIn) => (await ok<Usage>(who, 'GET', '/api/subscriptions/current')).usage;

// ---------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------

describe('invitation links', () => {
  test('an owner creates a single-use, 7-day link; only a hash of its token is stored, and the list never shows it', async () => {
    const school = await newSchool();
    const response = await call(school.owner, 'POST', staffPaths.invitations(school.schoolId), {});
    const created = expect<CreatedInvitation>(response, 201);
    assert.match(created.url, /\/join\/[A-Za-z0-9_-]{16,128}$/);
    assert.equal(created.maxUses, 1);
    assert.equal(created.uses, 0);
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    assert.ok(days > 6.99 && days < 7.01, `expires after ${days} days`);

    const token = tokenOf(created.url);
    const { token_hash } = await invitationRow(created.id);
    assert.notEqual(token_hash, token);
    assert.ok(!token_hash.includes(token), 'the stored hash does not contain the token');
    // The SHA-256 of the token (auth/tokens.ts hashToken encodes it base64url: 43 characters).
    assert.equal(token_hash, createHash('sha256').update(token).digest('base64url'));
    assert.equal(Buffer.from(token_hash, 'base64url').length, 32);
    const anywhere = await sql<{ n: number }>`SELECT count(*)::int AS n FROM school_invitation WHERE school_invitation::text LIKE ${`%${token}%`}`.execute(
      db(),
    );
    assert.equal(anywhere.rows[0]?.n, 0, 'the token is nowhere in the table');

    const list = await pending(school);
    assert.deepEqual(
      list.map((i) => i.id),
      [created.id],
    );
    assert.ok(!('token' in list[0]!) && !('url' in list[0]!), `no token or url in the list: ${JSON.stringify(list[0])}`);
    assert.ok(!JSON.stringify(list).includes(token));
    assert.deepEqual([list[0]!.linkEnd, list[0]!.sentTo], [token.slice(-4), ''], 'the list tells the link by its end, the only part of it kept');
  });

  test('a link made for an address lists it, mailed or not, so two links of one day are told apart', async () => {
    const school = await newSchool();
    const forDan = await invite(school, { email: 'dan.ionescu@example.ro' });
    const open = await invite(school, {});
    const list = await pending(school);
    assert.deepEqual(
      list.map((i) => [i.id, i.sentTo, i.linkEnd]),
      [
        [open.id, '', open.token.slice(-4)],
        [forDan.id, 'dan.ionescu@example.ro', forDan.token.slice(-4)],
      ],
    );
    assert.equal(forDan.sentTo, 'dan.ionescu@example.ro', 'the answer to the create says it too');
  });

  test('a teacher previews a link, joins as a teacher, and then sees the school, its classes, pupils and members', async () => {
    const school = await newSchool('Colegiul Național Bănățean');
    const { token } = await invite(school);
    const teacher = await newTeacher(t.app);

    const preview = expect<InvitationPreview>(await call(teacher, 'GET', staffPaths.byToken(token)), 200);
    assert.equal(preview.schoolId, school.schoolId);
    assert.equal(preview.schoolName, 'Colegiul Național Bănățean');
    assert.equal(preview.status, 'valid');
    assert.equal(preview.alreadyMember, false);
    assert.equal(preview.invitedBy, 'Ioana Popescu');

    assert.deepEqual(expect(await accept(teacher, token), 200), { schoolId: school.schoolId, joined: true });

    const listed = (await schoolsOf(teacher)).find((s) => s.id === school.schoolId);
    assert.equal(listed?.role, 'teacher');
    const detail = await ok<{ classrooms: { id: string }[] }>(teacher, 'GET', `/api/schools/${school.schoolId}`);
    assert.deepEqual(
      detail.classrooms.map((c) => c.id),
      [school.classroomId],
    );
    const pupils = await ok<{ id: string }[]>(teacher, 'GET', `/api/classrooms/${school.classroomId}/pupils`);
    assert.deepEqual(pupils.map((p) => p.id).sort(), [...school.pupilIds].sort());

    const members = await ok<SchoolMember[]>(teacher, 'GET', staffPaths.members(school.schoolId));
    assert.deepEqual(
      members.map((m) => [m.userId, m.email, m.role]),
      [
        [school.owner.userId, school.owner.email, 'owner'],
        [teacher.userId, teacher.email, 'teacher'],
      ],
    );
    // Opened again, the link says they are in and that it is used up.
    const again = expect<InvitationPreview>(await call(teacher, 'GET', staffPaths.byToken(token)), 200);
    assert.deepEqual([again.status, again.alreadyMember], ['used', true]);
  });

  test('a used single-use link is refused with 410 invitation_used in the reader’s language; the member who used it re-accepts without using it up', async () => {
    const school = await newSchool();
    const invitation = await invite(school);
    const first = await newTeacher(t.app);
    expect(await accept(first, invitation.token), 200);

    const third = await newTeacher(t.app);
    const english = expectError(await accept(third, invitation.token), 410, 'invitation_used');
    assert.equal(english.message, EN.used);
    const romanian = expectError(await accept(third, invitation.token, { 'accept-language': 'ro' }), 410, 'invitation_used');
    assert.equal(romanian.message, RO.used);
    assert.notEqual(romanian.message, english.message);
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId, first.userId].sort());

    // Already a member (a second click, another tab): nothing joined, nothing used.
    assert.deepEqual(expect(await accept(first, invitation.token), 200), { schoolId: school.schoolId, joined: false });
    assert.equal((await invitationRow(invitation.id)).uses, 1);
    // The same for the owner opening their own school's link.
    const fresh = await invite(school);
    assert.deepEqual(expect(await accept(school.owner, fresh.token), 200), { schoolId: school.schoolId, joined: false });
    assert.equal((await invitationRow(fresh.id)).uses, 0);
  });

  test('a link for up to 2 uses lets exactly two people join; the third gets 410 invitation_used', async () => {
    const school = await newSchool();
    const invitation = await invite(school, { maxUses: 2 });
    assert.equal(invitation.maxUses, 2);
    const [a, b, c] = [await newTeacher(t.app), await newTeacher(t.app), await newTeacher(t.app)];

    assert.deepEqual(expect(await accept(a, invitation.token), 200), { schoolId: school.schoolId, joined: true });
    assert.deepEqual(
      (await pending(school)).map((i) => [i.id, i.uses]),
      [[invitation.id, 1]],
      'still pending after one use',
    );
    assert.deepEqual(expect(await accept(b, invitation.token), 200), { schoolId: school.schoolId, joined: true });
    expectError(await accept(c, invitation.token), 410, 'invitation_used');

    assert.equal((await invitationRow(invitation.id)).uses, 2);
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId, a.userId, b.userId].sort());
    assert.deepEqual(await pending(school), [], 'a used-up link is no longer pending');
  });

  test('an expired link previews as expired and is refused with 410 invitation_expired', async () => {
    const school = await newSchool();
    const invitation = await invite(school);
    // Expired without waiting: its end moved into the past.
    await sql`UPDATE school_invitation SET expires_at = now() - interval '1 minute' WHERE id = ${invitation.id}`.execute(db());
    const teacher = await newTeacher(t.app);

    const preview = expect<InvitationPreview>(await call(teacher, 'GET', staffPaths.byToken(invitation.token)), 200);
    assert.equal(preview.status, 'expired');
    const error = expectError(await accept(teacher, invitation.token), 410, 'invitation_expired');
    assert.ok(error.message.length > 0);
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId]);
    assert.equal((await invitationRow(invitation.id)).uses, 0);
    assert.deepEqual(await pending(school), []);
  });

  test('a revoked link is refused with 410 invitation_revoked and leaves the pending list', async () => {
    const school = await newSchool();
    const invitation = await invite(school);
    const kept = await invite(school);
    expect(await call(school.owner, 'DELETE', staffPaths.invitation(school.schoolId, invitation.id)), 204);

    const teacher = await newTeacher(t.app);
    expectError(await accept(teacher, invitation.token), 410, 'invitation_revoked');
    const preview = expect<InvitationPreview>(await call(teacher, 'GET', staffPaths.byToken(invitation.token)), 200);
    assert.equal(preview.status, 'revoked');
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId]);
    assert.deepEqual(
      (await pending(school)).map((i) => i.id),
      [kept.id],
    );
    // Revoking it again: there is no such pending link any more.
    expectError(await call(school.owner, 'DELETE', staffPaths.invitation(school.schoolId, invitation.id)), 404, 'not_found');
  });

  test('two teachers accepting one single-use link at the same moment: exactly one joins', async () => {
    const school = await newSchool();
    const invitation = await invite(school);
    const racers = [await newTeacher(t.app), await newTeacher(t.app)];

    const responses = await Promise.all(racers.map((who) => accept(who, invitation.token)));
    assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 410], responses.map((r) => r.body).join('\n'));
    const winner = racers[responses.findIndex((r) => r.statusCode === 200)]!;
    const loser = responses.find((r) => r.statusCode === 410)!;
    assert.deepEqual(json(responses[racers.indexOf(winner)]!), { schoolId: school.schoolId, joined: true });
    assert.equal(json<ErrorBody>(loser).error.code, 'invitation_used');

    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId, winner.userId].sort());
    assert.equal((await invitationRow(invitation.id)).uses, 1);
  });

  test('a token that was never issued, or is malformed, is a 404 for the preview and the accept (never a 500)', async () => {
    const school = await newSchool();
    await invite(school);
    const teacher = await newTeacher(t.app);
    const tokens = ['x', 'A'.repeat(40), randomBytes(32).toString('base64url'), 'A'.repeat(100), '%00', '\u0000', '../../etc', "' OR 1=1 --", 'é'.repeat(20)];
    for (const token of tokens) {
      for (const [method, url] of [
        ['GET', staffPaths.byToken(token)],
        ['POST', staffPaths.accept(token)],
      ] as const) {
        expectError(await call(teacher, method, url, method === 'POST' ? {} : undefined), 404, 'not_found', `${method} ${url}`);
      }
    }
    // Unencoded, as someone might paste it: still a 404 of some kind, never a server error.
    for (const url of ['/api/invitations/%00', '/api/invitations/%00/accept', '/api/invitations/../../etc', '/api/invitations/%2e%2e%2f%2e%2e%2fetc/accept']) {
      const method = url.endsWith('/accept') ? 'POST' : 'GET';
      const response = await call(teacher, method, url, method === 'POST' ? {} : undefined);
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body}`);
    }
    // Longer than Fastify's route parameters may be (maxParamLength, 100): refused before the route, as 414.
    const tooLong = await call(teacher, 'GET', staffPaths.byToken('A'.repeat(300)));
    assert.equal(tooLong.statusCode, 414, tooLong.body);
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId]);
  });
});

// ---------------------------------------------------------------------------
// Roles, removal, leaving
// ---------------------------------------------------------------------------

describe('roles and membership', () => {
  test('a teacher may not manage invitations, roles or the school (403 forbidden); an outsider sees none of it (404)', async () => {
    const school = await newSchool('Școala Gimnazială Nr. 1');
    const teacher = await newMember(school);
    const outsider = await newTeacher(t.app);
    const invitation = await invite(school);
    const { schoolId } = school;

    const actions: [Method, string, object | undefined][] = [
      ['POST', staffPaths.invitations(schoolId), {}],
      ['GET', staffPaths.invitations(schoolId), undefined],
      ['DELETE', staffPaths.invitation(schoolId, invitation.id), undefined],
      ['PUT', staffPaths.member(schoolId, school.owner.userId), { role: 'teacher' }],
      // Promoting oneself is managing roles too.
      ['PUT', staffPaths.member(schoolId, teacher.userId), { role: 'owner' }],
      ['DELETE', staffPaths.member(schoolId, school.owner.userId), undefined],
      ['PUT', `/api/schools/${schoolId}`, { name: 'Redenumită' }],
      ['DELETE', `/api/schools/${schoolId}`, undefined],
    ];
    for (const [method, url, body] of actions) {
      expectError(await call(teacher, method, url, body), 403, 'forbidden', `teacher ${method} ${url}`);
      expectError(await call(outsider, method, url, body), 404, 'not_found', `outsider ${method} ${url}`);
    }
    expectError(await call(outsider, 'GET', staffPaths.members(schoolId)), 404, 'not_found', 'outsider lists members');

    // Nothing changed.
    const members = await ok<SchoolMember[]>(school.owner, 'GET', staffPaths.members(schoolId));
    assert.deepEqual(
      members.map((m) => [m.userId, m.role]),
      [
        [school.owner.userId, 'owner'],
        [teacher.userId, 'teacher'],
      ],
    );
    assert.deepEqual(
      (await pending(school)).map((i) => i.id),
      [invitation.id],
    );
    const detail = await ok<{ name: string }>(school.owner, 'GET', `/api/schools/${schoolId}`);
    assert.equal(detail.name, 'Școala Gimnazială Nr. 1');
  });

  test('a removed member, and one who leaves, lose the school on their very next request', async () => {
    const school = await newSchool();
    const [removed, leaving] = [await newMember(school), await newMember(school)];

    expect(await call(school.owner, 'DELETE', staffPaths.member(school.schoolId, removed.userId)), 204);
    expect(await call(leaving, 'DELETE', staffPaths.member(school.schoolId, leaving.userId)), 204);

    for (const gone of [removed, leaving]) {
      expectError(await call(gone, 'GET', `/api/schools/${school.schoolId}`), 404, 'not_found');
      expectError(await call(gone, 'GET', `/api/classrooms/${school.classroomId}/pupils`), 404, 'not_found');
      expectError(await call(gone, 'GET', staffPaths.members(school.schoolId)), 404, 'not_found');
      assert.ok(!(await schoolsOf(gone)).some((s) => s.id === school.schoolId));
    }
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId]);
  });

  // The link they joined by had uses left: a removed teacher opened it again and was back in the school at once.
  test('a removed member, or one who left, is not brought back by a link made before they went; a new link does', async () => {
    const school = await newSchool();
    const link = await invite(school, { maxUses: 5 });
    const [removed, leaving] = [await newTeacher(t.app), await newTeacher(t.app)];
    for (const teacher of [removed, leaving]) expect(await accept(teacher, link.token), 200);
    expect(await call(school.owner, 'DELETE', staffPaths.member(school.schoolId, removed.userId)), 204);
    expect(await call(leaving, 'DELETE', staffPaths.member(school.schoolId, leaving.userId)), 204);

    for (const gone of [removed, leaving]) {
      expectError(await accept(gone, link.token), 410, 'invitation_revoked');
      assert.equal(expect<InvitationPreview>(await call(gone, 'GET', staffPaths.byToken(link.token)), 200).status, 'revoked');
    }
    assert.deepEqual(await memberIds(school.schoolId), [school.owner.userId]);
    // The link still works for everyone else, and a new one brings the removed teacher back.
    const colleague = await newTeacher(t.app);
    assert.deepEqual(expect(await accept(colleague, link.token), 200), { schoolId: school.schoolId, joined: true });
    const fresh = await invite(school);
    assert.deepEqual(expect(await accept(removed, fresh.token), 200), { schoolId: school.schoolId, joined: true });
  });

  test('the only owner can neither leave nor be demoted (409); once another member is an owner, they can leave', async () => {
    const school = await newSchool();
    const teacher = await newMember(school);
    const { owner, schoolId } = school;

    expectError(await call(owner, 'DELETE', staffPaths.member(schoolId, owner.userId)), 409, 'conflict', 'the last owner leaving');
    expectError(await call(owner, 'PUT', staffPaths.member(schoolId, owner.userId), { role: 'teacher' }), 409, 'conflict', 'the last owner demoted');
    // Both refusals were rolled back whole.
    const before = await ok<SchoolMember[]>(owner, 'GET', staffPaths.members(schoolId));
    assert.deepEqual(
      before.map((m) => [m.userId, m.role]),
      [
        [owner.userId, 'owner'],
        [teacher.userId, 'teacher'],
      ],
    );

    const promoted = await ok<SchoolMember[]>(owner, 'PUT', staffPaths.member(schoolId, teacher.userId), { role: 'owner' });
    assert.deepEqual(promoted.map((m) => m.role).sort(), ['owner', 'owner']);
    expect(await call(owner, 'DELETE', staffPaths.member(schoolId, owner.userId)), 204);

    assert.deepEqual(await memberIds(schoolId), [teacher.userId]);
    assert.equal((await schoolsOf(teacher)).find((s) => s.id === schoolId)?.role, 'owner');
    expectError(await call(owner, 'GET', `/api/schools/${schoolId}`), 404, 'not_found');
  });

  test('what a removed member created (a class, pupils) stays with the school', async () => {
    const school = await newSchool();
    const teacher = await newMember(school);
    const pupil = await ok<{ id: string }>(teacher, 'POST', '/api/pupils', { classroomId: school.classroomId, name: 'Dan Marin', email: '' }, 201);
    const classroom = await ok<{ id: string }>(teacher, 'POST', `/api/schools/${school.schoolId}/classrooms`, { name: 'a X-a C' }, 201);
    const [inNewClass] = await ok<{ id: string }[]>(teacher, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: [{ name: 'Elena Stan' }] }, 201);

    expect(await call(school.owner, 'DELETE', staffPaths.member(school.schoolId, teacher.userId)), 204);

    const detail = await ok<{ classrooms: { id: string }[] }>(school.owner, 'GET', `/api/schools/${school.schoolId}`);
    assert.deepEqual(detail.classrooms.map((c) => c.id).sort(), [school.classroomId, classroom.id].sort());
    const pupils = await ok<{ id: string }[]>(school.owner, 'GET', `/api/classrooms/${school.classroomId}/pupils`);
    assert.ok(pupils.some((p) => p.id === pupil.id));
    const newClassPupils = await ok<{ id: string }[]>(school.owner, 'GET', `/api/classrooms/${classroom.id}/pupils`);
    assert.deepEqual(
      newClassPupils.map((p) => p.id),
      [inNewClass!.id],
    );
  });

  test('plan usage counts what each teacher created, not what the school holds', async () => {
    const school = await newSchool();
    const ownerBefore = await usageOf(school.owner);
    assert.deepEqual([ownerBefore.classes, ownerBefore.students], [1, 2]);
    const teacher = await newMember(school);

    const fresh = await usageOf(teacher);
    assert.deepEqual([fresh.classes, fresh.students], [0, 0], 'the school has a class and pupils, none of them theirs');

    await ok(teacher, 'POST', '/api/pupils', { classroomId: school.classroomId, name: 'Florin Radu', email: '' }, 201);
    const after = await usageOf(teacher);
    assert.deepEqual([after.classes, after.students], [0, 1]);
    assert.deepEqual(await usageOf(school.owner), ownerBefore, "a colleague's pupil is not on the owner's plan");
  });
});

// ---------------------------------------------------------------------------
// Tests shared between colleagues, and the director's read
// ---------------------------------------------------------------------------

interface SharedWorld extends School {
  /** A teacher of the school who wrote the test and gave it to the school's class, with one grade. */
  author: SignedIn;
  /** A teacher of the school the test is shared with. */
  colleague: SignedIn;
  /** A teacher of the school the test is not shared with. */
  bystander: SignedIn;
  /** Someone with no school in common with the author. */
  stranger: SignedIn;
  quizId: string;
  /** A class of the school the colleague made, with one pupil, the test not (yet) assigned to it. */
  colleagueClassroomId: string;
  colleaguePupilId: string;
}

async function sharedWorld(): Promise<SharedWorld> {
  const school = await newSchool('Liceul Teoretic Lucian Blaga');
  const [author, colleague, bystander] = [await newMember(school), await newMember(school), await newMember(school)];
  const stranger = await newTeacher(t.app);
  // Colleagues elsewhere: the stranger's own school has nobody in common with the author.
  await ok(stranger, 'POST', '/api/schools', { name: 'Altă școală' }, 201);

  const { id: quizId } = await ok<{ id: string }>(author, 'POST', '/api/quizzes', sampleQuiz(), 201);
  await ok(author, 'POST', `/api/classrooms/${school.classroomId}/quizzes/${quizId}`, {}, 201);
  await ok(author, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: school.pupilIds[0], score: 50, version: 0 }] });

  const { id: colleagueClassroomId } = await ok<{ id: string }>(colleague, 'POST', `/api/schools/${school.schoolId}/classrooms`, { name: 'a XI-a A' }, 201);
  const { id: colleaguePupilId } = await ok<{ id: string }>(
    colleague,
    'POST',
    '/api/pupils',
    { classroomId: colleagueClassroomId, name: 'Gabriel Toma', email: '' },
    201,
  );
  return { ...school, author, colleague, bystander, stranger, quizId, colleagueClassroomId, colleaguePupilId };
}

const share = (w: SharedWorld, userId: string, permission: 'grade' | 'edit') => call(w.author, 'PUT', staffPaths.share(w.quizId, userId), { permission });

const quizAs = (who: SignedIn, quizId: string) => call(who, 'GET', `/api/quizzes/${quizId}`);

describe('shared tests', () => {
  let w: SharedWorld;
  before(async () => {
    w = await sharedWorld();
  });

  test('a colleague it is shared with for grading sees the test, assigns it to a class of the school and grades there, but cannot change it', async () => {
    expectError(await quizAs(w.colleague, w.quizId), 404, 'not_found', 'before the share');

    const shares = expect<QuizShare[]>(await share(w, w.colleague.userId, 'grade'), 200);
    assert.deepEqual(
      shares.map((s) => [s.userId, s.email, s.permission]),
      [[w.colleague.userId, w.colleague.email, 'grade']],
    );
    assert.deepEqual(await ok<QuizShare[]>(w.author, 'GET', staffPaths.shares(w.quizId)), shares);

    const seen = expect<{ id: string; access: QuizAccess; isOwner: boolean }>(await quizAs(w.colleague, w.quizId), 200);
    assert.deepEqual([seen.id, seen.access, seen.isOwner], [w.quizId, 'grade', false]);

    await ok(w.colleague, 'POST', `/api/classrooms/${w.colleagueClassroomId}/quizzes/${w.quizId}`, {}, 201);
    const graded = await ok<{ grades: { pupilId: string; score: number }[] }>(w.colleague, 'POST', `/api/quizzes/${w.quizId}/grades`, {
      grades: [{ pupilId: w.colleaguePupilId, score: 40, version: 0 }],
    });
    assert.deepEqual(
      graded.grades.map((g) => [g.pupilId, g.score]),
      [[w.colleaguePupilId, 40]],
    );

    expectError(
      await call(w.colleague, 'PUT', `/api/quizzes/${w.quizId}`, { ...sampleQuiz('Schimbat de coleg'), version: 1 }),
      403,
      'forbidden',
      'save with grade',
    );
    expectError(await call(w.colleague, 'DELETE', `/api/quizzes/${w.quizId}`), 403, 'forbidden', 'delete with grade');
    expectError(await call(w.colleague, 'GET', staffPaths.shares(w.quizId)), 403, 'forbidden', 'only the author sees the shares');
    assert.equal((await ok<{ title: string }>(w.author, 'GET', `/api/quizzes/${w.quizId}`)).title, sampleQuiz().title);
  });

  test("each grade names who changed it last: in the save's answer, the grades, the grading sheet and after a colleague takes over", async () => {
    await db().updateTable('app_user').set({ first_name: 'Gabriela', last_name: 'Dinu' }).where('id', '=', w.colleague.userId).execute();
    await share(w, w.colleague.userId, 'grade');
    await call(w.colleague, 'POST', `/api/classrooms/${w.colleagueClassroomId}/quizzes/${w.quizId}`, {});
    type Graded = { pupilId: string; gradedBy: { id: string; name: string } | null };
    const saved = await ok<{ grades: Graded[] }>(w.colleague, 'POST', `/api/quizzes/${w.quizId}/grades`, {
      grades: [{ pupilId: w.colleaguePupilId, score: 35 }],
    });
    const colleague = { id: w.colleague.userId, name: 'Gabriela Dinu' };
    assert.deepEqual(saved.grades[0]!.gradedBy, colleague);
    const byAuthor = await ok<Graded[]>(w.author, 'GET', `/api/quizzes/${w.quizId}/grades?classroomId=${w.colleagueClassroomId}`);
    assert.deepEqual(byAuthor.find((g) => g.pupilId === w.colleaguePupilId)?.gradedBy, colleague);
    const sheet = await ok<{ grades: Graded[] }>(w.author, 'GET', `/api/quizzes/${w.quizId}/grading-sheet?classroomId=${w.colleagueClassroomId}`);
    assert.deepEqual(sheet.grades.find((g) => g.pupilId === w.colleaguePupilId)?.gradedBy, colleague);

    // The author corrects the mark: the row now names the author; someone without a name is named by email.
    await db().updateTable('app_user').set({ first_name: '', last_name: '' }).where('id', '=', w.author.userId).execute();
    const corrected = await ok<{ grades: Graded[] }>(w.author, 'POST', `/api/quizzes/${w.quizId}/grades`, {
      grades: [{ pupilId: w.colleaguePupilId, score: 36 }],
    });
    assert.deepEqual(corrected.grades[0]!.gradedBy, { id: w.author.userId, name: w.author.email });
  });

  test('shared for editing, the colleague can save the test', async () => {
    const shares = expect<QuizShare[]>(await share(w, w.colleague.userId, 'edit'), 200);
    assert.deepEqual(
      shares.map((s) => [s.userId, s.permission]),
      [[w.colleague.userId, 'edit']],
    );
    assert.equal(json<{ access: string }>(await quizAs(w.colleague, w.quizId)).access, 'edit');
    const { version } = json<{ version: number }>(await quizAs(w.colleague, w.quizId));

    const saved = await ok<{ title: string; version: number; access: string }>(w.colleague, 'PUT', `/api/quizzes/${w.quizId}`, {
      ...sampleQuiz('Editat de coleg'),
      version,
    });
    assert.deepEqual([saved.title, saved.version, saved.access], ['Editat de coleg', version + 1, 'edit']);
    assert.equal((await ok<{ title: string }>(w.author, 'GET', `/api/quizzes/${w.quizId}`)).title, 'Editat de coleg');
    // Editing is not owning: the test stays the author's to delete and share.
    expectError(await call(w.colleague, 'DELETE', `/api/quizzes/${w.quizId}`), 403, 'forbidden');
    expectError(await call(w.colleague, 'PUT', staffPaths.share(w.quizId, w.bystander.userId), { permission: 'grade' }), 403, 'forbidden');
  });

  test('sharing with someone who has no school in common with the author is a 400 validation error', async () => {
    const refused = expectError(await share(w, w.stranger.userId, 'grade'), 400, 'validation');
    assert.ok(refused.fields?.userId, JSON.stringify(refused));
    // Nor with oneself.
    expectError(await share(w, w.author.userId, 'grade'), 400, 'validation');
    expectError(await quizAs(w.stranger, w.quizId), 404, 'not_found');
    assert.ok(!(await ok<QuizShare[]>(w.author, 'GET', staffPaths.shares(w.quizId))).some((s) => s.userId === w.stranger.userId));
  });

  test("a colleague it is not shared with sees nothing of it, though it is given to their school's class", async () => {
    const { bystander, quizId, classroomId, pupilIds } = w;
    // They do see the class itself: the test is hidden, not the class.
    expect(await call(bystander, 'GET', `/api/classrooms/${classroomId}`), 200);

    expectError(await quizAs(bystander, quizId), 404, 'not_found');
    const assigned = await ok<{ quizId: string }[]>(bystander, 'GET', `/api/classrooms/${classroomId}/quizzes`);
    assert.ok(!assigned.some((a) => a.quizId === quizId), 'not among the class’s tests');
    const summary = await ok<PerformanceSummary>(bystander, 'GET', `/api/classrooms/${classroomId}/performance-summary`);
    assert.ok(!summary.quizzes.some((q) => q.quizId === quizId), 'not in the class’s performance');
    const grades = await ok<{ quizId: string }[]>(bystander, 'GET', `/api/pupils/${pupilIds[0]}/grades`);
    assert.ok(!grades.some((g) => g.quizId === quizId), 'not among the pupil’s grades');
    const list = await ok<{ id: string }[]>(bystander, 'GET', '/api/quizzes');
    assert.ok(!list.some((q) => q.id === quizId), 'not in their list of tests');
    expectError(await call(bystander, 'GET', `/api/quizzes/${quizId}/report`), 404, 'not_found');

    // The author, for contrast, sees it in all of those.
    const authorGrades = await ok<{ quizId: string }[]>(w.author, 'GET', `/api/pupils/${pupilIds[0]}/grades`);
    assert.ok(authorGrades.some((g) => g.quizId === quizId));
  });

  test("the school's owner reads a teacher's test given to the school's class, and can neither grade nor change it", async () => {
    const { owner, quizId, classroomId, pupilIds } = w;
    const seen = expect<{ access: QuizAccess; isOwner: boolean }>(await quizAs(owner, quizId), 200);
    assert.deepEqual([seen.access, seen.isOwner], ['read', false]);
    expect(await call(owner, 'GET', `/api/quizzes/${quizId}/report`), 200);
    const summary = await ok<PerformanceSummary>(owner, 'GET', `/api/classrooms/${classroomId}/performance-summary`);
    assert.ok(
      summary.quizzes.some((q) => q.quizId === quizId),
      'the director reads every result in the school',
    );

    expectError(
      await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupilIds[1], score: 30, version: 0 }] }),
      403,
      'forbidden',
      'the director grading',
    );
    const { version } = json<{ version: number }>(await quizAs(owner, quizId));
    expectError(
      await call(owner, 'PUT', `/api/quizzes/${quizId}`, { ...sampleQuiz('Schimbat de director'), version }),
      403,
      'forbidden',
      'the director saving',
    );
    const stored = await db().selectFrom('grade').select('pupil_id').where('quiz_id', '=', quizId).where('pupil_id', '=', pupilIds[1]!).execute();
    assert.deepEqual(stored, [], 'no grade was written');
  });

  test('when the colleague leaves the school, the share ends with it', async () => {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    expect(await quizAs(own.colleague, own.quizId), 200);

    expect(await call(own.colleague, 'DELETE', staffPaths.member(own.schoolId, own.colleague.userId)), 204);

    expectError(await quizAs(own.colleague, own.quizId), 404, 'not_found', 'the next request after leaving');
    expectError(
      await call(own.colleague, 'POST', `/api/quizzes/${own.quizId}/grades`, { grades: [{ pupilId: own.colleaguePupilId, score: 10, version: 0 }] }),
      404,
      'not_found',
    );
    assert.deepEqual(await ok<QuizShare[]>(own.author, 'GET', staffPaths.shares(own.quizId)), []);
  });

  test("the author cannot delete a test a colleague has marks on (409 naming the class); once the colleague's marks are gone, it deletes", async () => {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    await ok(own.colleague, 'POST', `/api/classrooms/${own.colleagueClassroomId}/quizzes/${own.quizId}`, {}, 201);
    await ok(own.colleague, 'POST', `/api/quizzes/${own.quizId}/grades`, { grades: [{ pupilId: own.colleaguePupilId, score: 40, version: 0 }] });

    const refused = expectError(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}`, undefined, { 'accept-language': 'ro' }), 409, 'conflict');
    assert.equal(refused.message, 'Colegii au note la acest test (a XI-a A). Îl puteți șterge după ce își șterg notele.');
    expect(await quizAs(own.author, own.quizId), 200);
    const kept = await db().selectFrom('grade').select('score').where('quiz_id', '=', own.quizId).where('pupil_id', '=', own.colleaguePupilId).execute();
    assert.equal(kept.length, 1, "the colleague's mark is kept");

    // The author's own marks never stand in the way; the colleague clearing theirs ends the refusal.
    expect(await call(own.colleague, 'DELETE', `/api/quizzes/${own.quizId}/grades?classroomId=${own.colleagueClassroomId}`), 204);
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}`), 204);
    expectError(await quizAs(own.author, own.quizId), 404, 'not_found');
  });

  const marksOf = async (quizId: string) =>
    (await db().selectFrom('grade').select(['pupil_id', 'score']).where('quiz_id', '=', quizId).orderBy('score').execute()).map((row) => row.pupil_id);

  test("deleting all grades deletes the caller's own marks only: a colleague's stay, so the 409 on deleting the test cannot be gone round", async () => {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    await ok(own.colleague, 'POST', `/api/classrooms/${own.colleagueClassroomId}/quizzes/${own.quizId}`, {}, 201);
    await ok(own.colleague, 'POST', `/api/quizzes/${own.quizId}/grades`, { grades: [{ pupilId: own.colleaguePupilId, score: 40, version: 0 }] });

    // The author, every class at once and the colleague's class by name: the colleague's mark stays.
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}/grades`), 204);
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}/grades?classroomId=${own.colleagueClassroomId}`), 204);
    assert.deepEqual(await marksOf(own.quizId), [own.colleaguePupilId], "the author's mark went, the colleague's stayed");
    expectError(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}`), 409, 'conflict');

    // The other way round: the colleague's "delete all" leaves the author's marks in the author's class.
    await ok(own.author, 'POST', `/api/quizzes/${own.quizId}/grades`, { grades: [{ pupilId: own.pupilIds[0], score: 50, version: 0 }] });
    expect(await call(own.colleague, 'DELETE', `/api/quizzes/${own.quizId}/grades`), 204);
    assert.deepEqual(await marksOf(own.quizId), [own.pupilIds[0]], "the colleague's mark went, the author's stayed");
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}`), 204);
  });

  // An outside tester: a colleague with a school of their own gave the shared test to a class there and, as that
  // school's owner, read it (its later edits, its files, its grades) after the share ended; the author could then
  // neither see that class nor delete the test.
  test("a colleague gives a shared test only to classes of the author's schools: never to a school of their own", async () => {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    const { id: elsewhere } = await ok<{ id: string }>(own.colleague, 'POST', '/api/schools', { name: 'Școala Gimnazială nr. 5' }, 201);
    const { id: otherClass } = await ok<{ id: string }>(own.colleague, 'POST', `/api/schools/${elsewhere}/classrooms`, { name: 'a V-a C' }, 201);

    const message = 'Testul unui coleg poate fi dat doar claselor unei școli din care face parte și autorul lui.';
    const ro = { 'accept-language': 'ro' };
    for (const [url, body] of [
      [`/api/classrooms/${otherClass}/quizzes/${own.quizId}`, {}],
      [`/api/quizzes/${own.quizId}/assign-bulk`, { classroomIds: [own.colleagueClassroomId, otherClass] }],
      [`/api/classrooms/${otherClass}/quizzes`, { quizIds: [own.quizId] }],
    ] as const) {
      const refused = expectError(await call(own.colleague, 'POST', url, body, ro), 403, 'forbidden', url);
      assert.equal(refused.message, message, url);
    }
    const assigned = await db().selectFrom('quiz_assignment').select('classroom_id').where('quiz_id', '=', own.quizId).execute();
    assert.deepEqual(
      assigned.map((a) => a.classroom_id),
      [own.classroomId],
      'nothing assigned, not even the class of the shared school in the same request',
    );
    // The author's school is still fine.
    await ok(own.colleague, 'POST', `/api/classrooms/${own.colleagueClassroomId}/quizzes/${own.quizId}`, {}, 201);
  });

  test("a school's owner does not read a test given to the school's class while its author is not a member there", async () => {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    const { id: elsewhere } = await ok<{ id: string }>(own.colleague, 'POST', '/api/schools', { name: 'Școala Gimnazială nr. 6' }, 201);
    const { id: otherClass } = await ok<{ id: string }>(own.colleague, 'POST', `/api/schools/${elsewhere}/classrooms`, { name: 'a VI-a A' }, 201);
    // As an assignment made before this rule would be.
    await db().insertInto('quiz_assignment').values({ quiz_id: own.quizId, classroom_id: otherClass }).execute();

    expect(await call(own.author, 'DELETE', staffPaths.share(own.quizId, own.colleague.userId)), 204);
    for (const path of ['', '/attachments', '/grades/export', '/report']) {
      expectError(await call(own.colleague, 'GET', `/api/quizzes/${own.quizId}${path}`), 404, 'not_found', path || 'the test');
    }
    const list = await ok<{ id: string }[]>(own.colleague, 'GET', '/api/quizzes');
    assert.ok(!list.some((q) => q.id === own.quizId), 'not in their list of tests');
  });

  test("a share the author ended: the colleague's marks no longer hold the test back (nobody else could clear them)", async () => {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    await ok(own.colleague, 'POST', `/api/classrooms/${own.colleagueClassroomId}/quizzes/${own.quizId}`, {}, 201);
    await ok(own.colleague, 'POST', `/api/quizzes/${own.quizId}/grades`, { grades: [{ pupilId: own.colleaguePupilId, score: 40, version: 0 }] });
    expect(await call(own.author, 'DELETE', staffPaths.share(own.quizId, own.colleague.userId)), 204);
    expectError(await call(own.colleague, 'DELETE', `/api/quizzes/${own.quizId}/grades`), 404, 'not_found', 'the colleague cannot clear them');

    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}/grades?classroomId=${own.colleagueClassroomId}`), 204);
    assert.deepEqual(await marksOf(own.quizId), [own.pupilIds[0]], "the former colleague's mark went; the author's stayed");
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}`), 204);
  });

  test('a share is written only while the two have a school in common, in the same statement (a leave at that moment ends it)', async () => {
    const own = await sharedWorld();
    expect(await call(own.colleague, 'DELETE', staffPaths.member(own.schoolId, own.colleague.userId)), 204);
    // The route's check and its write were two requests to the database: a leave between them left a share behind.
    assert.equal(await putShare(db(), own.quizId, own.colleague.userId, 'edit', own.author.userId), false);
    assert.deepEqual(await ok<QuizShare[]>(own.author, 'GET', staffPaths.shares(own.quizId)), []);
    expectError(await share(own, own.colleague.userId, 'edit'), 400, 'validation');
  });

  /** The colleague gives the test to their class, marks its pupil, then leaves the school. */
  async function colleagueMarkedAndLeft(): Promise<SharedWorld> {
    const own = await sharedWorld();
    expect(await share(own, own.colleague.userId, 'grade'), 200);
    await ok(own.colleague, 'POST', `/api/classrooms/${own.colleagueClassroomId}/quizzes/${own.quizId}`, {}, 201);
    await ok(own.colleague, 'POST', `/api/quizzes/${own.quizId}/grades`, { grades: [{ pupilId: own.colleaguePupilId, score: 40, version: 0 }] });
    expect(await call(own.colleague, 'DELETE', staffPaths.member(own.schoolId, own.colleague.userId)), 204);
    return own;
  }

  test('a colleague who left the school no longer holds the test: nobody could clear their marks, so the author may delete it', async () => {
    const own = await colleagueMarkedAndLeft();
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}`), 204);
    assert.deepEqual(await marksOf(own.quizId), []);
  });

  test("the author's delete all takes the marks a former colleague left", async () => {
    const own = await colleagueMarkedAndLeft();
    expect(await call(own.author, 'DELETE', `/api/quizzes/${own.quizId}/grades?classroomId=${own.colleagueClassroomId}`), 204);
    assert.deepEqual(await marksOf(own.quizId), [own.pupilIds[0]], "the former colleague's mark went; the author's, in another class, stayed");
  });
});
