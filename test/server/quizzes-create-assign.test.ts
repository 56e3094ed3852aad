// A test created from a classroom's quiz tab is assigned to that class in the
// same request as its creation: both happen or neither does, and a class the
// teacher cannot see is a 404 with nothing created.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function classroomOf(who: SignedIn, name: string): Promise<string> {
  const school = json<{ id: string }>(await call(who, 'POST', '/api/schools', { name: 'Liceul Grigore Moisil' }));
  return json<{ id: string }>(await call(who, 'POST', `/api/schools/${school.id}/classrooms`, { name })).id;
}

const titles = async (who: SignedIn) => json<{ title: string }[]>(await call(who, 'GET', '/api/quizzes')).map((q) => q.title);

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
});
after(() => t.close());

describe('creating a quiz for a class', () => {
  test('the create takes the classroom ids and assigns the new quiz to them at once', async () => {
    const [first, second] = [await classroomOf(owner, 'a X-a A'), await classroomOf(owner, 'a X-a B')];
    const response = await call(owner, 'POST', '/api/quizzes', { ...sampleQuiz('Pentru clasa'), classroomIds: [first, second] });
    assert.equal(response.statusCode, 201, response.body);
    const quiz = json<{ id: string; classroomIds?: unknown }>(response);
    assert.equal(quiz.classroomIds, undefined, 'the ids are not part of the document');
    for (const classroomId of [first, second]) {
      const assigned = json<{ quizId: string; dueDate: string | null }[]>(await call(owner, 'GET', `/api/classrooms/${classroomId}/quizzes`));
      assert.deepEqual(
        assigned.map((a) => [a.quizId, a.dueDate]),
        [[quiz.id, null]],
      );
    }
    const read = json<Record<string, unknown>>(await call(owner, 'GET', `/api/quizzes/${quiz.id}`));
    assert.equal('classroomIds' in read, false);
  });

  test("another teacher's classroom (or an id that is none) is a 404 and no quiz is created", async () => {
    const foreign = await classroomOf(stranger, 'a IX-a C');
    const mine = await classroomOf(owner, 'a IX-a D');
    const before = await titles(owner);
    for (const classroomIds of [[mine, foreign], ['not-an-id'], ['00000000-0000-4000-8000-000000000000']]) {
      const response = await call(owner, 'POST', '/api/quizzes', { ...sampleQuiz('Clasa altcuiva'), classroomIds });
      assert.equal(response.statusCode, 404, `${classroomIds.join(',')}: ${response.body}`);
    }
    assert.deepEqual(await titles(owner), before, 'nothing created');
    assert.deepEqual(json<unknown[]>(await call(owner, 'GET', `/api/classrooms/${mine}/quizzes`)), []);
  });

  test('classroomIds must be a list of ids', async () => {
    const response = await call(owner, 'POST', '/api/quizzes', { ...sampleQuiz('Lista greșită'), classroomIds: 'abc' });
    assert.equal(response.statusCode, 400, response.body);
  });
});
