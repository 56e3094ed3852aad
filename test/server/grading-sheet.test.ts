// GET /api/quizzes/:id/grading-sheet (issue 15): the grade grid's one read
// answers what the five it replaces did — the quiz, where it is assigned,
// the class with its school, the roster in the register's order of the
// reader's language, the grades with their versions — and refuses, as they
// do, a quiz or a class of someone else's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { GradingSheet } from '../../src/domain/api/grading-sheet';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
const ids = { school: '', classroom: '', other: '', quiz: '', strangerQuiz: '' };
const pupils: Record<string, string> = {};

const get = (who: SignedIn, url: string, language = 'ro') => t.app.inject({ method: 'GET', url, headers: { ...who.headers, 'accept-language': language } });
const post = async <T>(who: SignedIn, url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
  return json<T>(response);
};
const sheetUrl = (quizId: string, classroomId?: string) => `/api/quizzes/${quizId}/grading-sheet${classroomId ? `?classroomId=${classroomId}` : ''}`;

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
  ids.school = (await post<{ id: string }>(owner, '/api/schools', { name: 'Liceul Moisil' })).id;
  ids.classroom = (await post<{ id: string }>(owner, `/api/schools/${ids.school}/classrooms`, { name: 'a IX-a B' })).id;
  ids.other = (await post<{ id: string }>(owner, `/api/schools/${ids.school}/classrooms`, { name: 'a X-a A' })).id;
  // Typed out of order: the sheet answers them in the Romanian register's order.
  const roster = await post<{ id: string; name: string }[]>(owner, `/api/classrooms/${ids.classroom}/pupils`, {
    pupils: [{ name: 'Zamfir Ion' }, { name: 'Țurcanu Ana' }, { name: 'Tudor Ilie' }],
  });
  for (const pupil of roster) pupils[pupil.name] = pupil.id;
  ids.quiz = (await post<{ id: string }>(owner, '/api/quizzes', sampleQuiz())).id;
  await post(owner, `/api/quizzes/${ids.quiz}/assign-bulk`, { classroomIds: [ids.classroom, ids.other] });
  await post(owner, `/api/quizzes/${ids.quiz}/grades`, { grades: [{ pupilId: pupils['Tudor Ilie'], score: 50, version: 0 }] });
  ids.strangerQuiz = (await post<{ id: string }>(stranger, '/api/quizzes', sampleQuiz('Al meu'))).id;
});
after(() => t.close());

describe('the grading sheet', () => {
  test('answers the quiz, its classes, the class, the roster in register order and the grades', async () => {
    const response = await get(owner, sheetUrl(ids.quiz, ids.classroom));
    assert.equal(response.statusCode, 200, response.body);
    const sheet = json<GradingSheet>(response);
    const quiz = json<{ id: string; version: number; title: string }>(await get(owner, `/api/quizzes/${ids.quiz}`));
    assert.deepEqual(sheet.quiz, quiz, 'the quiz as GET /api/quizzes/:id answers it');
    assert.deepEqual(
      sheet.assignments.map((a) => [a.classroomName, a.schoolName]),
      [
        ['a IX-a B', 'Liceul Moisil'],
        ['a X-a A', 'Liceul Moisil'],
      ],
    );
    assert.deepEqual(sheet.classroom, { id: ids.classroom, name: 'a IX-a B', schoolId: ids.school, schoolName: 'Liceul Moisil' });
    assert.deepEqual(
      sheet.pupils.map((p) => p.name),
      ['Tudor Ilie', 'Țurcanu Ana', 'Zamfir Ion'],
    );
    const grades = json<unknown[]>(await get(owner, `/api/quizzes/${ids.quiz}/grades?classroomId=${ids.classroom}`));
    assert.deepEqual(sheet.grades, grades, 'the grades (and versions) as the grades read answers them');
    assert.equal(sheet.grades.length, 1);
  });

  test("a class's id written in capitals names the same class, answered as the server writes ids", async () => {
    const sheet = json<GradingSheet>(await get(owner, sheetUrl(ids.quiz.toUpperCase(), ids.classroom.toUpperCase())));
    assert.equal(sheet.classroom?.id, ids.classroom);
    assert.ok(sheet.assignments.some((assignment) => assignment.classroomId === sheet.classroom?.id));
  });

  test('without a class it answers the quiz and its classes only', async () => {
    const sheet = json<GradingSheet>(await get(owner, sheetUrl(ids.quiz)));
    assert.equal(sheet.classroom, null);
    assert.deepEqual([sheet.pupils, sheet.grades], [[], []]);
    assert.equal(sheet.assignments.length, 2);
  });

  test('a pupil with only a comment comes as no grade with it; the grades follow the register, as the grades read has them', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${ids.quiz}/grades`,
      headers: owner.headers,
      payload: { grades: [{ pupilId: pupils['Zamfir Ion'], questionScores: {}, comments: 'Absent', version: 0 }] },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const sheet = json<GradingSheet>(await get(owner, sheetUrl(ids.quiz, ids.classroom)));
    assert.deepEqual(
      sheet.grades.map((g) => [g.pupilId, g.score, g.comments, g.version]),
      [
        [pupils['Tudor Ilie'], 50, '', 1],
        [pupils['Zamfir Ion'], null, 'Absent', 0],
      ],
    );
    const read = json<{ pupilId: string }[]>(await get(owner, `/api/quizzes/${ids.quiz}/grades?classroomId=${ids.classroom}`));
    const byPupil = (grades: { pupilId: string }[]) => [...grades].sort((a, b) => a.pupilId.localeCompare(b.pupilId));
    assert.deepEqual(byPupil(sheet.grades), byPupil(read));
  });

  test('an empty class has its heading and no rows; a class the quiz is not assigned to shows its roster without grades', async () => {
    const empty = json<GradingSheet>(await get(owner, sheetUrl(ids.quiz, ids.other)));
    assert.deepEqual([empty.classroom?.name, empty.pupils, empty.grades], ['a X-a A', [], []]);
    const unassigned = (await post<{ id: string }>(owner, '/api/quizzes', sampleQuiz('Neatribuit'))).id;
    const sheet = json<GradingSheet>(await get(owner, sheetUrl(unassigned, ids.classroom)));
    assert.deepEqual(sheet.assignments, []);
    assert.equal(sheet.pupils.length, 3);
    assert.deepEqual(sheet.grades, []);
  });

  test("a quiz or a class of someone else's is a 404 that names nothing", async () => {
    for (const url of [sheetUrl(ids.quiz, ids.classroom), sheetUrl(ids.strangerQuiz, ids.classroom), sheetUrl(ids.quiz)]) {
      const response = await get(stranger, url);
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /a IX-a B|Liceul Moisil|Tudor/);
    }
    assert.equal((await get(owner, sheetUrl(ids.quiz, 'not-an-id'))).statusCode, 404);
    assert.equal((await get(owner, sheetUrl(ids.quiz, '00000000-0000-4000-8000-000000000000'))).statusCode, 404);
  });
});
