// The tenancy matrix (issue 9): every /api route of the server's route table,
// called by a second teacher with the first teacher's ids, and without a
// token. Every answer must be 404 (or 401 without a token) and carry no data.
// A route added later without an entry here fails the test. What a member of
// the school (teacher, owner, former member) may do is the matrix of
// tenancy-roles.test.ts.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
const ids: Record<string, string> = {};
/**
 * A token of the invitation routes that was never issued. Those routes are
 * not scoped by a school id the caller names: the token is the key (whoever
 * holds a working link may join, by design, issue 16), so a stranger can only
 * guess one, and a guess finds nothing (404, like any id of someone else's).
 */
const MADE_UP_TOKEN = 'made-up-token_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const call = (who: SignedIn | undefined, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
  ids.school = json<{ id: string }>(await call(owner, 'POST', '/api/schools', { name: 'Școala Proprietarului' })).id;
  ids.classroom = json<{ id: string }>(await call(owner, 'POST', `/api/schools/${ids.school}/classrooms`, { name: 'a VI-a' })).id;
  ids.pupil = json<{ id: string }>(await call(owner, 'POST', '/api/pupils', { classroomId: ids.classroom, name: 'Elev Secret' })).id;
  ids.quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz())).id;
  await call(owner, 'POST', `/api/quizzes/${ids.quiz}/assign-bulk`, { classroomIds: [ids.classroom] });
  await call(owner, 'POST', `/api/quizzes/${ids.quiz}/grades`, { grades: [{ pupilId: ids.pupil, score: 50, version: 0 }] });
  ids.comment = json<{ id: string }>(await call(owner, 'POST', `/api/pupils/${ids.pupil}/comments`, { body: 'Secret' })).id;
  ids.attachment = json<{ id: string }>(
    await call(owner, 'POST', `/api/quizzes/${ids.quiz}/attachments`, Buffer.from('secret notes'), {
      'content-type': 'application/octet-stream',
      'x-file-name': 'a.txt',
    }),
  ).id;
  ids.invitation = json<{ id: string }>(await call(owner, 'POST', `/api/schools/${ids.school}/invitations`, {})).id;
  ids.ownerUser = owner.userId;
});
after(() => t.close());

/** The owner's id for each route parameter, by the resource the path names. */
function fill(url: string): string {
  return (
    url
      .replace(/^\/api\/schools\/:id/, `/api/schools/${ids.school}`)
      .replace(/^\/api\/classrooms\/:id/, `/api/classrooms/${ids.classroom}`)
      .replace(/^\/api\/pupils\/:id/, `/api/pupils/${ids.pupil}`)
      .replace(/^\/api\/quizzes\/:id/, `/api/quizzes/${ids.quiz}`)
      .replace(':quizId', ids.quiz!)
      .replace(':classroomId', ids.classroom!)
      .replace(':pupilId', ids.pupil!)
      .replace(':commentId', ids.comment!)
      .replace(':attachmentId', ids.attachment!)
      .replace(':invitationId', ids.invitation!)
      .replace(':token', MADE_UP_TOKEN)
      // Removing the owner or changing their role; sharing the owner's quiz with oneself.
      .replace(/^(\/api\/schools\/[^/]+\/members)\/:userId/, `$1/${ids.ownerUser}`)
      .replace(/^(\/api\/quizzes\/[^/]+\/shares)\/:userId/, `$1/${stranger.userId}`)
  );
}

/**
 * A valid body per route, so the request reaches the tenancy check instead of
 * stopping at validation. 'own' marks routes that act only on the caller's own
 * data (creating in their own space, listing their own things): those answer
 * 200/201 with the stranger's data only, which the test checks too.
 */
const MATRIX: Record<string, { body?: unknown; own?: true; upload?: true }> = {
  'GET /api/subscriptions/current': { own: true },
  'GET /api/account/export': { own: true },
  'POST /api/subscriptions/create-default': { own: true },
  'GET /api/schools': { own: true },
  'GET /api/schools/summaries': { own: true },
  'POST /api/schools': { own: true, body: { name: 'A mea' } },
  'GET /api/schools/:id': {},
  'PUT /api/schools/:id': { body: { name: 'Furată' } },
  'DELETE /api/schools/:id': {},
  'GET /api/schools/:id/classrooms': {},
  'POST /api/schools/:id/classrooms': { body: { name: 'Intrusă' } },
  'GET /api/schools/:id/members': {},
  'PUT /api/schools/:id/members/:userId': { body: { role: 'teacher' } },
  'DELETE /api/schools/:id/members/:userId': {},
  'GET /api/schools/:id/invitations': {},
  'POST /api/schools/:id/invitations': { body: {} },
  'DELETE /api/schools/:id/invitations/:invitationId': {},
  // Not scoped by school: a made-up token (MADE_UP_TOKEN), so 404.
  'GET /api/invitations/:token': {},
  'POST /api/invitations/:token/accept': {},
  'GET /api/classrooms': { own: true },
  'GET /api/classrooms/:id': {},
  'PUT /api/classrooms/:id': { body: { name: 'Furată' } },
  'DELETE /api/classrooms/:id': {},
  'GET /api/classrooms/:id/pupils': {},
  'POST /api/classrooms/:id/pupils': { body: { pupils: [{ name: 'Intrus Unu' }] } },
  'GET /api/classrooms/:id/quizzes': {},
  'POST /api/classrooms/:id/quizzes': { body: { quizIds: ['QUIZ'] } },
  'POST /api/classrooms/:id/quizzes/:quizId': { body: {} },
  'PUT /api/classrooms/:id/quizzes/:quizId': { body: { dueDate: '2027-01-01' } },
  'DELETE /api/classrooms/:id/quizzes/:quizId': {},
  'GET /api/classrooms/:id/performance-summary': {},
  'GET /api/classrooms/:id/gradebook': {},
  'GET /api/classrooms/:id/pupils/:pupilId/performance': {},
  'POST /api/pupils': { body: { classroomId: 'CLASSROOM', name: 'Intrus Doi' } },
  'PUT /api/pupils/:id': { body: { name: 'Schimbat' } },
  'DELETE /api/pupils/:id': {},
  'GET /api/pupils/:id/grades': {},
  'GET /api/pupils/:id/comments': {},
  'POST /api/pupils/:id/comments': { body: { body: 'Intrus' } },
  'PUT /api/pupils/:id/comments/:commentId': { body: { body: 'Intrus' } },
  'DELETE /api/pupils/:id/comments/:commentId': {},
  'GET /api/quizzes': { own: true },
  'GET /api/quizzes/summaries': { own: true },
  'POST /api/quizzes': { own: true, body: sampleQuiz('Al meu') },
  'GET /api/quizzes/:id': {},
  'PUT /api/quizzes/:id': { body: { ...sampleQuiz('Furat'), version: 1 } },
  'DELETE /api/quizzes/:id': {},
  'PUT /api/quizzes/:id/clone': {},
  'POST /api/quizzes/:id/assign-bulk': { body: { classroomIds: ['CLASSROOM'] } },
  'GET /api/quizzes/:id/grades': {},
  'GET /api/quizzes/:id/grading-sheet': {},
  'POST /api/quizzes/:id/grades': { body: { grades: [{ pupilId: 'PUPIL', score: 1, version: 1 }] } },
  'DELETE /api/quizzes/:id/grades': {},
  'GET /api/quizzes/:id/grades/export': {},
  'GET /api/quizzes/:id/comparison': {},
  'GET /api/schools/:id/domain': {},
  'PUT /api/schools/:id/domain': { body: { domain: '' } },
  'GET /api/quizzes/:id/comparison/export': {},
  'GET /api/quizzes/:id/analysis': {},
  'POST /api/quizzes/:id/analysis': { body: { questions: [{ questionId: 'q1', correctCount: 1, totalCount: 2 }] } },
  'GET /api/quizzes/:id/report': {},
  'GET /api/quizzes/:id/attachments': {},
  'POST /api/quizzes/:id/attachments': { upload: true },
  'GET /api/quizzes/:id/attachments/:attachmentId': {},
  'DELETE /api/quizzes/:id/attachments/:attachmentId': {},
  'GET /api/quizzes/:id/shares': {},
  'PUT /api/quizzes/:id/shares/:userId': { body: { permission: 'edit' } },
  'DELETE /api/quizzes/:id/shares/:userId': {},
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction': {},
  'PUT /api/quizzes/:id/classrooms/:classroomId/double-correction': { body: { evaluator1Id: 'OWNER', evaluator2Id: 'STRANGER' } },
  'DELETE /api/quizzes/:id/classrooms/:classroomId/double-correction': {},
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction/marks': {},
  'POST /api/quizzes/:id/classrooms/:classroomId/double-correction/marks': { body: { grades: [{ pupilId: 'PUPIL', score: 1, version: 0 }] } },
  'POST /api/quizzes/:id/classrooms/:classroomId/double-correction/submission': {},
  'DELETE /api/quizzes/:id/classrooms/:classroomId/double-correction/submission': {},
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction/reconciliation': {},
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction/steps': {},
};

function apiRoutes() {
  return t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/auth/') && r.url !== '/api/health');
}

/** Every file of a zip the server wrote (local headers in order, deflated), by name. */
function zipFiles(buffer: Buffer): Record<string, string> {
  let offset = 0;
  const files: Record<string, string> = {};
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const size = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const name = buffer.subarray(offset + 30, offset + 30 + nameLength).toString();
    const start = offset + 30 + nameLength + buffer.readUInt16LE(offset + 28);
    files[name] = inflateRawSync(buffer.subarray(start, start + size)).toString();
    offset = start + size;
  }
  return files;
}

function bodyOf(entry: { body?: unknown }): unknown {
  return (
    JSON.parse(
      JSON.stringify(entry.body ?? null)
        .replaceAll('CLASSROOM', ids.classroom!)
        .replaceAll('PUPIL', ids.pupil!)
        .replaceAll('QUIZ', ids.quiz!)
        .replaceAll('OWNER', ids.ownerUser!)
        .replaceAll('STRANGER', stranger.userId),
    ) ?? undefined
  );
}

test('every protected /api route has an entry in the tenancy matrix', () => {
  const missing = apiRoutes()
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !(key in MATRIX));
  assert.deepEqual(missing, [], 'add the new routes to MATRIX with a valid body');
});

test("a second teacher gets 404 for every route that names the first teacher's data", async () => {
  const owned = Object.values(ids);
  for (const route of apiRoutes()) {
    const entry = MATRIX[`${route.method} ${route.url}`];
    if (!entry || entry.own) continue;
    const url = fill(route.url);
    const response = entry.upload
      ? await call(stranger, route.method, url, Buffer.from('x'), { 'content-type': 'application/octet-stream', 'x-file-name': 'x.txt' })
      : await call(stranger, route.method, url, bodyOf(entry));
    assert.equal(response.statusCode, 404, `${route.method} ${url}: ${response.body}`);
    assert.equal(json<{ error: { code: string } }>(response).error.code, 'not_found');
    for (const id of owned) assert.ok(!response.body.includes(id), `${route.method} ${route.url} leaks an id`);
  }
});

test("routes on the caller's own space never show the first teacher's data", async () => {
  const owned = Object.values(ids);
  for (const route of apiRoutes()) {
    const entry = MATRIX[`${route.method} ${route.url}`];
    if (!entry?.own) continue;
    const response = await call(stranger, route.method, route.url, bodyOf(entry));
    assert.ok(response.statusCode < 300, `${route.method} ${route.url}: ${response.statusCode}`);
    // The archive is deflated: read inside it.
    const text = response.headers['content-type'] === 'application/zip' ? Object.values(zipFiles(response.rawPayload)).join('\n') : response.body;
    for (const id of owned) assert.ok(!text.includes(id), `${route.method} ${route.url} leaks an id`);
    assert.doesNotMatch(text, /Școala Proprietarului|Elev Secret/);
  }
});

test('without a token every protected route answers 401', async () => {
  for (const route of apiRoutes()) {
    const response = await call(undefined, route.method, fill(route.url), bodyOf(MATRIX[`${route.method} ${route.url}`] ?? {}));
    assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
  }
});

test("the owner's archive holds their data", async () => {
  const archive = await call(owner, 'GET', '/api/account/export');
  assert.equal(archive.statusCode, 200);
  assert.equal(archive.headers['content-type'], 'application/zip');
  const files = zipFiles(archive.rawPayload);
  assert.match(files['pupils.json'] ?? '', /Elev Secret/);
  assert.match(files['grades.json'] ?? '', /"score": 50/);
  assert.match(files['quizzes.json'] ?? '', /Evaluare Capitolul 2/);
});

test("the owner's data is intact after all that", async () => {
  assert.equal(json<{ name: string }>(await call(owner, 'GET', `/api/schools/${ids.school}`)).name, 'Școala Proprietarului');
  assert.equal(json<{ score: number }[]>(await call(owner, 'GET', `/api/quizzes/${ids.quiz}/grades`))[0]?.score, 50);
  assert.equal(json<unknown[]>(await call(owner, 'GET', `/api/pupils/${ids.pupil}/comments`)).length, 1);
  assert.equal(json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${ids.quiz}/attachments`)).length, 1);
  const members = json<{ userId: string; role: string }[]>(await call(owner, 'GET', `/api/schools/${ids.school}/members`));
  assert.deepEqual(
    members.map((m) => [m.userId, m.role]),
    [[owner.userId, 'owner']],
  );
  assert.deepEqual(
    json<{ id: string }[]>(await call(owner, 'GET', `/api/schools/${ids.school}/invitations`)).map((i) => i.id),
    [ids.invitation],
  );
  assert.deepEqual(json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${ids.quiz}/shares`)), []);
});
