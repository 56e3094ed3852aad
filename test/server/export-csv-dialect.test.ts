// The CSV exports in the reader's language: Romanian (and Spanish) files use
// ';' between cells and a decimal comma, as Excel there expects; English
// keeps ',' and a decimal point. Checked on the bytes sent.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let owner: SignedIn;
let classroomId: string;
let quizId: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...owner.headers, 'accept-language': language }, ...(payload ? { payload } : {}) });
const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Liceul Grigore Moisil' }));
  classroomId = json<{ id: string }>(await call('POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a A' })).id;
  const [ana] = json<{ id: string }[]>(await call('POST', `/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'Ana Pop' }] }));
  quizId = json<{ id: string }>(await call('POST', '/api/quizzes', sampleQuiz('Test 1'))).id;
  await call('POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {});
  const saved = await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: ana!.id, questionScores: { q1: 7.5 }, version: 0 }] });
  assert.equal(saved.statusCode, 200, saved.body);
});
after(() => t.close());

describe('CSV delimiter per language', () => {
  test("Romanian: the quiz's grades with ';' and 7,5", async () => {
    const response = await call('GET', `/api/quizzes/${quizId}/grades/export?format=csv&classroomId=${classroomId}`, undefined, 'ro');
    assert.ok(response.body.startsWith('\uFEFFElev;Întrebarea 1 (10);'), response.body.slice(0, 80));
    const [, ana] = lines(response.body);
    assert.match(ana!, /^Ana Pop;7,5;;/);
  });

  test("Romanian: the gradebook with ';' and decimal commas", async () => {
    const response = await call('GET', `/api/classrooms/${classroomId}/gradebook?format=csv`, undefined, 'ro');
    const [header, ana] = lines(response.body);
    assert.equal(header, 'Elev;Test 1;Media;Evoluție');
    // 7.5 points + 10 ex officio of 100: mark 1.75; one result, no trend yet (a dash).
    assert.equal(ana, 'Ana Pop;1,75;1,75;—');
  });

  test("English keeps ',' and a decimal point", async () => {
    const response = await call('GET', `/api/quizzes/${quizId}/grades/export?format=csv&classroomId=${classroomId}`);
    assert.ok(response.body.startsWith('\uFEFFPupil,Question 1 (10),'));
    assert.match(lines(response.body)[1]!, /^Ana Pop,7\.5,,/);
  });
});
