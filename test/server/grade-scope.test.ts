// Issue 12, smaller items: grades only for pupils whose class has the test,
// and a classroom filter of someone else's class is a 404.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url, headers: { ...who.headers, 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function classWithPupils(who: SignedIn, names: string[]) {
  const school = json<{ id: string }>(await call(who, 'POST', '/api/schools', { name: 'Liceul Ion Creangă' }));
  const classroom = json<{ id: string }>(await call(who, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a IX-a A' }));
  const pupils = json<{ id: string }[]>(await call(who, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: names.map((name) => ({ name })) }));
  return { classroomId: classroom.id, pupilIds: pupils.map((p) => p.id) };
}

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
});
after(() => t.close());

describe('grades need the test assigned to the pupil class', () => {
  test('a pupil of a class without the test is refused with a 400 naming the row, and nothing is saved', async () => {
    const assigned = await classWithPupils(owner, ['Ana Pop']);
    const unassigned = await classWithPupils(owner, ['Dan Ene']);
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    assert.equal((await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [assigned.classroomId] })).statusCode, 200);

    const grades = [
      { pupilId: assigned.pupilIds[0], questionScores: { q1: 5 } },
      { pupilId: unassigned.pupilIds[0], questionScores: { q1: 7 } },
    ];
    const refused = await call(owner, 'POST', `/api/quizzes/${quiz.id}/grades`, { grades });
    assert.equal(refused.statusCode, 400, refused.body);
    const body = json<ErrorBody>(refused);
    assert.equal(body.error.code, 'validation');
    assert.equal(body.error.fields?.['grades.1.pupilId'], "This test is not assigned to this pupil's class");
    const ro = await call(owner, 'POST', `/api/quizzes/${quiz.id}/grades`, { grades }, 'ro');
    assert.equal(json<ErrorBody>(ro).error.fields?.['grades.1.pupilId'], 'Acest test nu este dat clasei acestui elev');
    assert.deepEqual(json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${quiz.id}/grades`)), []);

    const accepted = await call(owner, 'POST', `/api/quizzes/${quiz.id}/grades`, { grades: [grades[0]] });
    assert.equal(accepted.statusCode, 200, accepted.body);
  });

  test('after unassigning, new grades for that class are refused', async () => {
    const klass = await classWithPupils(owner, ['Ioana Rus']);
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [klass.classroomId] });
    await call(owner, 'DELETE', `/api/classrooms/${klass.classroomId}/quizzes/${quiz.id}`);
    const refused = await call(owner, 'POST', `/api/quizzes/${quiz.id}/grades`, { grades: [{ pupilId: klass.pupilIds[0], score: 40 }] });
    assert.equal(refused.statusCode, 400, refused.body);
  });
});

describe('grades of a class the test is no longer assigned to', () => {
  test('are left out of the grades, report and export until the test is assigned again (they are kept)', async () => {
    const stays = await classWithPupils(owner, ['Ana Pop']);
    const leaves = await classWithPupils(owner, ['Dan Ene']);
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [stays.classroomId, leaves.classroomId] });
    const saved = await call(owner, 'POST', `/api/quizzes/${quiz.id}/grades`, {
      grades: [
        { pupilId: stays.pupilIds[0], score: 40 },
        { pupilId: leaves.pupilIds[0], score: 80 },
      ],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await call(owner, 'DELETE', `/api/classrooms/${leaves.classroomId}/quizzes/${quiz.id}`);

    const graded = json<{ pupilId: string }[]>(await call(owner, 'GET', `/api/quizzes/${quiz.id}/grades`));
    assert.deepEqual(
      graded.map((g) => g.pupilId),
      [stays.pupilIds[0]],
    );
    const report = json<{ totalGraded: number; averagePoints: number }>(await call(owner, 'GET', `/api/quizzes/${quiz.id}/report`));
    assert.deepEqual([report.totalGraded, report.averagePoints], [1, 40]);
    const csv = (await call(owner, 'GET', `/api/quizzes/${quiz.id}/grades/export`)).body;
    assert.ok(!csv.includes('Dan Ene'));

    await call(owner, 'POST', `/api/classrooms/${leaves.classroomId}/quizzes/${quiz.id}`, {});
    assert.equal(json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${quiz.id}/grades`)).length, 2, 'assigning again brings them back');
  });
});

describe("a classroom filter naming someone else's class", () => {
  test('GET and DELETE grades answer 404, and the other class keeps its grades', async () => {
    const mine = await classWithPupils(owner, ['Ana Pop']);
    const theirs = await classWithPupils(stranger, ['Mihai Stan']);
    const ownQuiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    await call(owner, 'POST', `/api/quizzes/${ownQuiz.id}/assign-bulk`, { classroomIds: [mine.classroomId] });
    await call(owner, 'POST', `/api/quizzes/${ownQuiz.id}/grades`, { grades: [{ pupilId: mine.pupilIds[0], score: 50 }] });

    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(owner, method, `/api/quizzes/${ownQuiz.id}/grades?classroomId=${theirs.classroomId}`);
      assert.equal(response.statusCode, 404, `${method}: ${response.body}`);
    }
    const stillThere = json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${ownQuiz.id}/grades`));
    assert.equal(stillThere.length, 1);
    // A class of their own that exists is fine.
    assert.equal((await call(owner, 'GET', `/api/quizzes/${ownQuiz.id}/grades?classroomId=${mine.classroomId}`)).statusCode, 200);
  });
});

describe('the results reads with a class filter', () => {
  test("someone else's class or a malformed id: 404; a repeated one: 400; no filter or an empty one: every class", async () => {
    const mine = await classWithPupils(owner, ['Ana Pop']);
    const theirs = await classWithPupils(stranger, ['Mihai Stan']);
    const ownQuiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    await call(owner, 'POST', `/api/quizzes/${ownQuiz.id}/assign-bulk`, { classroomIds: [mine.classroomId] });
    await call(owner, 'POST', `/api/quizzes/${ownQuiz.id}/grades`, { grades: [{ pupilId: mine.pupilIds[0], score: 50 }] });
    for (const read of ['report', 'analysis', 'grades/export']) {
      const status = async (query: string) => (await call(owner, 'GET', `/api/quizzes/${ownQuiz.id}/${read}${query}`)).statusCode;
      assert.equal(await status(`?classroomId=${theirs.classroomId}`), 404, `${read}: another teacher's class`);
      assert.equal(await status('?classroomId=not-a-class'), 404, `${read}: not an id`);
      // Given twice, the parameter is refused before any read, for any quiz: a malformed request (request-input.ts).
      assert.equal(await status(`?classroomId=${mine.classroomId}&classroomId=${mine.classroomId}`), 400, `${read}: two ids`);
      assert.equal(await status(`?classroomId=${mine.classroomId}`), 200, `${read}: their own class`);
      assert.equal(await status('?classroomId='), 200, `${read}: an empty filter`);
      assert.equal(await status(''), 200, `${read}: no filter`);
    }
    const report = json<{ totalGraded: number }>(await call(owner, 'GET', `/api/quizzes/${ownQuiz.id}/report?classroomId=`));
    assert.equal(report.totalGraded, 1);
    // Someone else's class is a 404 for the stranger too, on the owner's quiz: the quiz is not theirs to see.
    assert.equal((await call(stranger, 'GET', `/api/quizzes/${ownQuiz.id}/report?classroomId=${theirs.classroomId}`)).statusCode, 404);
  });
});
