// Every server read that lists pupils answers them in the class register's
// order of the request's language (domain/pupil-order.ts), on PGlite and on
// PostgreSQL alike: a Romanian class reads Șerban after Sandu and Țurcanu
// after Tudor, never after Zamfir.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseDelimited } from '../../src/domain/csv';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';
import { zipEntry } from './helpers/zip';

const ROMANIAN_REGISTER = [
  'Ana Maria',
  'Ăsandei Ioana',
  'Ionescu Vlad',
  'Îonel Radu',
  'Sandu Elena',
  'Șerban Mihai',
  'Ștefan Paul',
  'Tudor Ilie',
  'Țurcanu Ana',
  'Zamfir Ion',
];
// Typed in no order, as a pasted roster often is.
const PASTED = [
  'Zamfir Ion',
  'Țurcanu Ana',
  'Ștefan Paul',
  'Ana Maria',
  'Șerban Mihai',
  'Îonel Radu',
  'Tudor Ilie',
  'Ionescu Vlad',
  'Sandu Elena',
  'Ăsandei Ioana',
];

let t: TestApp;
let owner: SignedIn;
let classroomId: string;
let quizId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...owner.headers, 'accept-language': 'ro-RO,ro;q=0.9' } });
const namesOfCsv = (body: string) =>
  parseDelimited(body, body.includes(';') ? ';' : ',')
    .slice(1)
    .map((row) => row[0]);

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
  const school = json<{ id: string }>(await post('/api/schools', { name: 'Școala Gimnazială Nr. 5' }));
  classroomId = json<{ id: string }>(await post(`/api/schools/${school.id}/classrooms`, { name: 'a VI-a A' })).id;
  const pupils = json<{ id: string }[]>(await post(`/api/classrooms/${classroomId}/pupils`, { pupils: PASTED.map((name) => ({ name })) }));
  quizId = json<{ id: string }>(await post('/api/quizzes', sampleQuiz('Evaluare'))).id;
  await post(`/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [classroomId], dueDate: '2026-10-01' });
  const saved = await post(`/api/quizzes/${quizId}/grades`, { grades: pupils.map((p) => ({ pupilId: p.id, questionScores: { q1: 5 }, version: 0 })) });
  assert.equal(saved.statusCode, 200, saved.body);
});
after(() => t.close());

describe("pupils in the register's order (Romanian)", () => {
  test('the classroom pupil list (the Pupils tab and the grade grid read it)', async () => {
    const response = await get(`/api/classrooms/${classroomId}/pupils`);
    assert.deepEqual(
      json<{ name: string }[]>(response).map((p) => p.name),
      ROMANIAN_REGISTER,
    );
  });

  test('the class performance summary', async () => {
    const response = await get(`/api/classrooms/${classroomId}/performance-summary`);
    assert.deepEqual(
      json<{ pupils: { name: string }[] }>(response).pupils.map((p) => p.name),
      ROMANIAN_REGISTER,
    );
  });

  test('the gradebook CSV', async () => {
    const names = namesOfCsv((await get(`/api/classrooms/${classroomId}/gradebook?format=csv`)).body);
    assert.deepEqual(names.slice(0, -1), ROMANIAN_REGISTER, 'the last row is the class average');
  });

  test("the quiz's grades CSV", async () => {
    const names = namesOfCsv((await get(`/api/quizzes/${quizId}/grades/export?format=csv&classroomId=${classroomId}`)).body);
    assert.deepEqual(names, ROMANIAN_REGISTER);
  });

  test("the account export's pupils.json", async () => {
    const response = await get('/api/account/export');
    const pupils = JSON.parse(zipEntry(response.rawPayload, 'pupils.json')) as { name: string }[];
    assert.deepEqual(
      pupils.map((p) => p.name),
      ROMANIAN_REGISTER,
    );
  });
});
