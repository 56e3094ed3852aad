// A write that races a delete of what it writes under (a helper's adversarial
// pass, seventeenth session: a school, a quiz or a pupil deleted in another
// tab while a request for it runs). Each answered 500 or an empty 200 once in
// a few tries. Timing cannot be made to repeat in a test, so each race is
// staged in the database instead: a trigger deletes the parent at the exact
// moment the route writes under it, which is the interleaving the race gives.
// Every such request must answer 404 in the one error shape, with nothing
// written.

import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let teacher: SignedIn;

before(async () => {
  t = await testApp();
  teacher = await newTeacher(t.app);
});
after(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...teacher.headers, ...headers }, payload: payload as object });

async function created(url: string, payload: unknown): Promise<string> {
  const response = await call('POST', url, payload);
  assert.equal(response.statusCode, 201, response.body);
  return json<{ id: string }>(response).id;
}

/**
 * While it is installed, writing a row of `table` (`when`: before the insert, after it, or after an update)
 * first deletes the row of `parent` it belongs to, as a DELETE in another request would at that moment.
 */
async function deleteParentOn(table: string, when: 'BEFORE INSERT' | 'AFTER INSERT' | 'AFTER UPDATE', parent: string, parentKey: string) {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION race_delete_parent() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN DELETE FROM ${parent} WHERE id = NEW.${parentKey}; RETURN NEW; END $$`,
    )
    .execute(t.database.db);
  await sql.raw(`CREATE TRIGGER race_delete_parent ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION race_delete_parent()`).execute(t.database.db);
  raced = table;
}
let raced: string | null = null;

afterEach(async () => {
  if (raced) await sql.raw(`DROP TRIGGER race_delete_parent ON ${raced}`).execute(t.database.db);
  raced = null;
});

function assertNotFound(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 404, response.body);
  assert.equal(json<{ error: { code: string } }>(response).error.code, 'not_found');
}

const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]!.n);

describe('a write whose parent is deleted while it runs answers 404, with nothing written', () => {
  test("a quiz's hand-entered analysis (it answered 500: the foreign key refused the insert)", async () => {
    const quiz = await created('/api/quizzes', sampleQuiz());
    const questionId = (sampleQuiz().sections[0]!.questions[0] as { id: string }).id;
    await deleteParentOn('question_analysis', 'BEFORE INSERT', 'quiz', 'quiz_id');
    const response = await call('POST', `/api/quizzes/${quiz}/analysis`, { questions: [{ questionId, correctCount: 1, totalCount: 2 }] });
    assertNotFound(response);
    assert.equal(await count('question_analysis'), 0);
  });

  test('a file attached to a quiz (it answered 500: the foreign key refused the insert)', async () => {
    const quiz = await created('/api/quizzes', sampleQuiz());
    await deleteParentOn('quiz_attachment', 'BEFORE INSERT', 'quiz', 'quiz_id');
    const response = await call('POST', `/api/quizzes/${quiz}/attachments`, Buffer.from('notes for the test'), {
      'content-type': 'application/octet-stream',
      'x-file-name': 'notes.txt',
    });
    assertNotFound(response);
    assert.equal(await count('quiz_attachment'), 0);
  });

  test("a school's invitation link (it answered 500: the link just written was not found)", async () => {
    const school = await created('/api/schools', { name: 'Școala care dispare' });
    await deleteParentOn('school_invitation', 'AFTER INSERT', 'school', 'school_id');
    assertNotFound(await call('POST', `/api/schools/${school}/invitations`, {}));
    assert.equal(await count('school_invitation'), 0);
  });

  test('a school renamed (it answered 200 with an empty body)', async () => {
    const school = await created('/api/schools', { name: 'Școala veche' });
    await deleteParentOn('school', 'AFTER UPDATE', 'school', 'id');
    assertNotFound(await call('PUT', `/api/schools/${school}`, { name: 'Școala nouă' }));
  });

  test('a classroom renamed (it answered 200 with an empty body)', async () => {
    const school = await created('/api/schools', { name: 'Școala clasei' });
    const classroom = await created(`/api/schools/${school}/classrooms`, { name: 'a V-a' });
    await deleteParentOn('classroom', 'AFTER UPDATE', 'classroom', 'id');
    assertNotFound(await call('PUT', `/api/classrooms/${classroom}`, { name: 'a VI-a' }));
  });

  test('a pupil renamed (it answered 200 with an empty body)', async () => {
    const school = await created('/api/schools', { name: 'Școala elevului' });
    const classroom = await created(`/api/schools/${school}/classrooms`, { name: 'a VII-a' });
    const pupil = await created('/api/pupils', { classroomId: classroom, name: 'Ion Pop' });
    await deleteParentOn('pupil', 'AFTER UPDATE', 'pupil', 'id');
    assertNotFound(await call('PUT', `/api/pupils/${pupil}`, { name: 'Ion Popescu' }));
  });

  test('a school, a classroom and a pupil created: a delete right after the insert is a 404, not an empty 201', async () => {
    await deleteParentOn('school', 'AFTER INSERT', 'school', 'id');
    assertNotFound(await call('POST', '/api/schools', { name: 'Școala de o clipă' }));
    await sql.raw('DROP TRIGGER race_delete_parent ON school').execute(t.database.db);
    const school = await created('/api/schools', { name: 'Școala rămasă' });
    await deleteParentOn('classroom', 'AFTER INSERT', 'classroom', 'id');
    assertNotFound(await call('POST', `/api/schools/${school}/classrooms`, { name: 'a VIII-a' }));
    await sql.raw('DROP TRIGGER race_delete_parent ON classroom').execute(t.database.db);
    const classroom = await created(`/api/schools/${school}/classrooms`, { name: 'a IX-a' });
    await deleteParentOn('pupil', 'AFTER INSERT', 'pupil', 'id');
    assertNotFound(await call('POST', '/api/pupils', { classroomId: classroom, name: 'Ana Dobre' }));
  });

  test('a test given to a class (it answered 200 with an empty body)', async () => {
    const school = await created('/api/schools', { name: 'Școala testului' });
    const classroom = await created(`/api/schools/${school}/classrooms`, { name: 'a X-a' });
    const quiz = await created('/api/quizzes', sampleQuiz());
    await deleteParentOn('quiz_assignment', 'AFTER INSERT', 'quiz', 'quiz_id');
    assertNotFound(await call('POST', `/api/classrooms/${classroom}/quizzes/${quiz}`, {}));
    assert.equal(await count('quiz_assignment'), 0);
  });
});
