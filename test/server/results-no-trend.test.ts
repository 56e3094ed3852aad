// A pupil with fewer than two results has no trend: class performance says
// 'none' and the gradebook CSV writes a dash, not "stable" (one result says
// nothing about a direction).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseDelimited } from '../../src/domain/csv';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let owner: SignedIn;
let classroomId: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...owner.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Liceul Grigore Moisil' }));
  classroomId = json<{ id: string }>(await call('POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a A' })).id;
  const [ana] = json<{ id: string }[]>(await call('POST', `/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'Ana Pop' }, { name: 'Bogdan Ene' }] }));
  const quizId = json<{ id: string }>(await call('POST', '/api/quizzes', sampleQuiz('Test 1'))).id;
  await call('POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {});
  assert.equal(
    (await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: ana!.id, questionScores: { q1: 8 }, version: 0 }] })).statusCode,
    200,
  );
});
after(() => t.close());

describe('fewer than two results, no trend', () => {
  test("class performance gives the pupil with one result and the ungraded one the trend 'none'", async () => {
    const summary = json<{ pupils: { name: string; trend: string }[] }>(await call('GET', `/api/classrooms/${classroomId}/performance-summary`));
    assert.deepEqual(
      summary.pupils.map((p) => [p.name, p.trend]),
      [
        ['Ana Pop', 'none'],
        ['Bogdan Ene', 'none'],
      ],
    );
  });

  test('the gradebook CSV writes a dash for them', async () => {
    const rows = parseDelimited((await call('GET', `/api/classrooms/${classroomId}/gradebook?format=csv`)).body, ',');
    const trend = rows[0]!.indexOf('Trend');
    assert.deepEqual(
      rows.slice(1, 3).map((row) => [row[0], row[trend]]),
      [
        ['Ana Pop', '—'],
        ['Bogdan Ene', '—'],
      ],
    );
  });
});
