// Grades of a test given to a class: batch saves with per-row versions and
// server-computed totals, marks checked against the test, conflicts, another
// teacher's data, and deleting. Giving the test is in assignments.test.ts.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; saved?: Grade[]; conflicts?: { pupilId: string; current: Grade | null }[] };
};
type Grade = { pupilId: string; score: number | null; questionScores: Record<string, number>; comments: string; version: number };

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let quizId: string;
let pupils: { id: string; name: string }[];

const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function setUpClass(who: SignedIn, size: number) {
  const school = json<{ id: string }>(await call(who, 'POST', '/api/schools', { name: 'Liceul Grigore Moisil' }));
  const classroom = json<{ id: string }>(await call(who, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a A' }));
  const roster = Array.from({ length: size }, (_, i) => ({ name: `Elev ${String(i + 1).padStart(2, '0')}` }));
  const created = json<{ id: string; name: string }[]>(await call(who, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: roster }));
  const quiz = json<{ id: string }>(await call(who, 'POST', '/api/quizzes', sampleQuiz()));
  // Grades are only taken for a test the class was given.
  await call(who, 'POST', `/api/classrooms/${classroom.id}/quizzes/${quiz.id}`, {});
  return { classroomId: classroom.id, pupils: created, quizId: quiz.id };
}

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
  ({ pupils, quizId } = await setUpClass(owner, 30));
});
after(() => t.close());

describe('grades', () => {
  test('a batch upsert stores marks and the server computes each total', async () => {
    const rows = pupils.slice(0, 3).map((p, i) => ({ pupilId: p.id, questionScores: { q1: 10, q2: 5, q4: 7.5 + i }, version: 0 }));
    const response = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: rows });
    assert.equal(response.statusCode, 200, response.body);
    const saved = json<{ grades: Grade[] }>(response).grades;
    assert.deepEqual(
      saved.map((g) => g.score),
      [22.5, 23.5, 24.5],
    );
    assert.ok(saved.every((g) => g.version === 1));
    const read = json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${quizId}/grades`));
    const first = read.find((g) => g.pupilId === pupils[0]!.id);
    assert.deepEqual(first?.questionScores, { q1: 10, q2: 5, q4: 7.5 });
  });

  test('a total sent by the client is ignored when marks exist; rule marks add up to the question', async () => {
    const pupil = pupils[3]!;
    const response = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, {
      grades: [{ pupilId: pupil.id, score: 90, questionScores: { 'q4/r1': 10, 'q4/r2': 4.25, q5: '7,5' }, version: 0 }],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json<{ grades: Grade[] }>(response).grades[0]?.score, 21.75);
  });

  test('a test graded only as a total keeps the total, up to the test points', async () => {
    const pupil = pupils[4]!;
    const ok = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.id, score: 67.5, version: 0 }] });
    assert.equal(json<{ grades: Grade[] }>(ok).grades[0]?.score, 67.5);
    const over = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.id, score: 90.5, version: 1 }] });
    assert.equal(over.statusCode, 400);
    assert.equal(json<ErrorBody>(over).error.fields?.['grades.0.score'], 'The mark can be at most 90 points');
  });

  test('marks above a question, unknown questions and bad numbers are refused with the reason, and nothing is saved', async () => {
    const [a, b] = [pupils[5]!, pupils[6]!];
    const response = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, {
      grades: [
        { pupilId: a.id, questionScores: { q1: 10.5, q2: 3 }, version: 0 },
        { pupilId: b.id, questionScores: { q9: 1, 'q4/r1': 11, q3: 2.555 }, version: 0 },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(json<ErrorBody>(response).error.fields, {
      'grades.0.questionScores.q1': 'The mark can be at most 10 points',
      'grades.1.questionScores.q9': 'This test has no such question',
      'grades.1.questionScores.q4/r1': 'The mark can be at most 10 points',
      'grades.1.questionScores.q3': 'Must have at most 2 decimal places',
    });
    const read = json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${quizId}/grades`));
    assert.ok(!read.some((g) => g.pupilId === a.id || g.pupilId === b.id));
  });

  test('a stale row answers 409 with the server version while the other rows are saved', async () => {
    const [a, b] = [pupils[7]!, pupils[8]!];
    await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: a.id, questionScores: { q1: 10 }, version: 0 }] });
    // Another tab saved pupil a in the meantime (version 2 now).
    await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: a.id, questionScores: { q1: 5 }, version: 1 }] });
    const response = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, {
      grades: [
        { pupilId: a.id, questionScores: { q1: 0 }, version: 1 },
        { pupilId: b.id, questionScores: { q1: 10, q2: 10 }, version: 0 },
      ],
    });
    assert.equal(response.statusCode, 409);
    const body = json<ErrorBody>(response).error;
    assert.equal(body.code, 'conflict');
    assert.deepEqual(
      body.saved?.map((g) => [g.pupilId, g.score]),
      [[b.id, 20]],
    );
    assert.equal(body.conflicts?.[0]?.pupilId, a.id);
    assert.deepEqual(body.conflicts?.[0]?.current?.questionScores, { q1: 5 });
    assert.equal(body.conflicts?.[0]?.current?.version, 2);
    const read = json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${quizId}/grades`));
    assert.equal(read.find((g) => g.pupilId === a.id)?.score, 5, 'the newer save was not overwritten');
  });

  test('a new grade that someone else created first is a conflict too', async () => {
    const pupil = pupils[9]!;
    await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.id, questionScores: { q1: 10 }, version: 0 }] });
    const second = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.id, questionScores: { q1: 0 }, version: 0 }] });
    assert.equal(second.statusCode, 409);
  });

  test("another user's quiz or pupil is a 404 and nothing is written", async () => {
    const other = await setUpClass(stranger, 2);
    const theirPupil = other.pupils[0]!;
    assert.equal((await call(stranger, 'GET', `/api/quizzes/${quizId}/grades`)).statusCode, 404);
    assert.equal((await call(stranger, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: theirPupil.id, score: 1 }] })).statusCode, 404);
    assert.equal((await call(stranger, 'DELETE', `/api/quizzes/${quizId}/grades`)).statusCode, 404);
    const mixed = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, {
      grades: [
        { pupilId: pupils[10]!.id, score: 50, version: 0 },
        { pupilId: theirPupil.id, score: 50, version: 0 },
      ],
    });
    assert.equal(mixed.statusCode, 404);
    const read = json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${quizId}/grades`));
    assert.ok(!read.some((g) => g.pupilId === pupils[10]!.id), 'the valid row of a refused batch was not written');
  });

  test("a bad body on another user's quiz is still that quiz's 404: the body is checked only once the quiz is the caller's to grade", async () => {
    for (const body of [{ grades: 'nu' }, { grades: [{ pupilId: pupils[0]!.id, questionScores: { q1: 'zece' } }] }, {}]) {
      const response = await call(stranger, 'POST', `/api/quizzes/${quizId}/grades`, body);
      assert.equal(response.statusCode, 404, response.body);
    }
    // The same bodies are a 400 for the quiz's owner.
    assert.equal((await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: 'nu' })).statusCode, 400);
  });

  test('delete all removes the grades of this quiz in the caller classrooms only', async () => {
    const other = await setUpClass(owner, 1);
    await call(owner, 'POST', `/api/quizzes/${other.quizId}/grades`, { grades: [{ pupilId: other.pupils[0]!.id, score: 40, version: 0 }] });
    assert.ok(json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${quizId}/grades`)).length > 0);
    assert.equal((await call(owner, 'DELETE', `/api/quizzes/${quizId}/grades`)).statusCode, 204);
    assert.equal(json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${quizId}/grades`)).length, 0);
    assert.equal(json<Grade[]>(await call(owner, 'GET', `/api/quizzes/${other.quizId}/grades`)).length, 1, 'other quizzes keep theirs');
  });

  test('a whole class of 30 saves in one batch', async () => {
    const rows = pupils.map((p, i) => ({ pupilId: p.id, questionScores: { q1: i % 2 ? 10 : 0, q7: i % 21 }, version: 0 }));
    const response = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades: rows });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json<{ grades: Grade[] }>(response).grades.length, 30);
  });
});
