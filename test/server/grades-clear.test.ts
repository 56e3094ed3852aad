// A row cleared in the grid (every mark emptied, Ctrl+Shift+Backspace) is no
// grade at all: the save deletes the grade row, so no "Last graded", export
// row, report count or pupil history keeps a ghost of it. The version rules
// still hold: a clear based on a stale version is a conflict.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseDelimited } from '../../src/domain/csv';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { seedClassWithQuiz } from './helpers/class-seed';

type Grade = { pupilId: string; score: number | null; questionScores: Record<string, number>; version: number };
type Conflict = { error: { code: string; conflicts?: { pupilId: string; current: Grade | null }[] } };

let t: TestApp;
let owner: SignedIn;
let quizId: string;
let classroomId: string;
let pupils: { id: string; name: string }[];

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...owner.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const save = (grades: object[]) => call('POST', `/api/quizzes/${quizId}/grades`, { grades });
const cleared = (pupilId: string, version: number) => ({ pupilId, questionScores: { q1: null, q2: null }, comments: '', version });

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  ({ classroomId, pupils, quizId } = await seedClassWithQuiz((url, payload) => call('POST', url, payload), 'Evaluare'));
});
after(() => t.close());

describe('clearing a row', () => {
  test('deletes the grade: gone from the grades, the CSV, the report and the pupil history', async () => {
    const [ana, bogdan] = [pupils[0]!, pupils[1]!];
    assert.equal((await save([{ pupilId: ana.id, questionScores: { q1: 10, q2: 5 }, comments: '', version: 0 }])).statusCode, 200);
    assert.equal((await save([{ pupilId: bogdan.id, questionScores: { q1: 7 }, version: 0 }])).statusCode, 200);

    const response = await save([cleared(ana.id, 1)]);
    assert.equal(response.statusCode, 200, response.body);
    const [answer] = json<{ grades: Grade[] }>(response).grades;
    assert.deepEqual(
      { pupilId: answer?.pupilId, score: answer?.score, questionScores: answer?.questionScores, version: answer?.version },
      { pupilId: ana.id, score: null, questionScores: {}, version: 0 },
      'answered as "no grade yet" (version 0), the base of the next save',
    );

    const grades = json<Grade[]>(await call('GET', `/api/quizzes/${quizId}/grades`));
    assert.deepEqual(
      grades.map((g) => g.pupilId),
      [bogdan.id],
    );
    const csv = parseDelimited((await call('GET', `/api/quizzes/${quizId}/grades/export?format=csv&classroomId=${classroomId}`)).body, ',');
    assert.deepEqual(
      csv.slice(1).map((row) => row[0]),
      ['Bogdan Ene'],
      'no ghost row with empty marks, the ex-officio points and a date',
    );
    const report = json<{ totalGraded: number }>(await call('GET', `/api/quizzes/${quizId}/report?classroomId=${classroomId}`));
    assert.equal(report.totalGraded, 1);
    assert.deepEqual(json<unknown[]>(await call('GET', `/api/pupils/${ana.id}/grades`)), []);
  });

  test('after a clear the pupil is graded again from version 0', async () => {
    const ana = pupils[0]!;
    const response = await save([{ pupilId: ana.id, questionScores: { q1: 4 }, version: 0 }]);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json<{ grades: Grade[] }>(response).grades[0]?.version, 1);
  });

  test('a clear based on a stale version is a conflict and deletes nothing', async () => {
    const carmen = pupils[2]!;
    await save([{ pupilId: carmen.id, questionScores: { q1: 10 }, version: 0 }]);
    await save([{ pupilId: carmen.id, questionScores: { q1: 9 }, version: 1 }]);
    const response = await save([cleared(carmen.id, 1)]);
    assert.equal(response.statusCode, 409);
    const conflict = json<Conflict>(response).error.conflicts?.[0];
    assert.equal(conflict?.current?.version, 2);
    const grades = json<Grade[]>(await call('GET', `/api/quizzes/${quizId}/grades`));
    assert.equal(grades.find((g) => g.pupilId === carmen.id)?.score, 9);
  });

  test('clearing a pupil with no grade stores nothing; a clear over a grade someone else just made is a conflict', async () => {
    const bogdan = pupils[1]!;
    const fresh = await t.app.inject({ method: 'POST', url: '/api/pupils', headers: owner.headers, payload: { classroomId, name: 'Dan Stoica' } });
    const dan = json<{ id: string }>(fresh);
    assert.equal((await save([cleared(dan.id, 0)])).statusCode, 200);
    assert.equal(
      json<Grade[]>(await call('GET', `/api/quizzes/${quizId}/grades`)).find((g) => g.pupilId === dan.id),
      undefined,
    );
    assert.equal((await save([cleared(bogdan.id, 0)])).statusCode, 409, 'Bogdan has a grade the client did not know of');
  });
});
