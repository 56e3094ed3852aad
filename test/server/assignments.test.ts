// Giving a test to classes: assign one or many, list with counts, move the
// due date (or clear it), unassign; another teacher's class or test is a 404.
// Moved out of grades.test.ts and grade-scope.test.ts, whose names say grades.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let quizId: string;
let classroomId: string;

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A class of `size` pupils that has been given a test of its own. */
async function setUpClass(who: SignedIn, size: number) {
  const school = json<{ id: string }>(await call(who, 'POST', '/api/schools', { name: 'Liceul Grigore Moisil' }));
  const classroom = json<{ id: string }>(await call(who, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a A' }));
  const roster = Array.from({ length: size }, (_, i) => ({ name: `Elev ${String(i + 1).padStart(2, '0')}` }));
  await call(who, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: roster });
  const quiz = json<{ id: string }>(await call(who, 'POST', '/api/quizzes', sampleQuiz()));
  await call(who, 'POST', `/api/classrooms/${classroom.id}/quizzes/${quiz.id}`, {});
  return { classroomId: classroom.id, quizId: quiz.id };
}

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
  ({ classroomId, quizId } = await setUpClass(owner, 30));
});
after(() => t.close());

describe('assignments', () => {
  test('assign-bulk, list with counts, change the due date, unassign', async () => {
    const response = await call(owner, 'POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [classroomId], dueDate: '2026-12-15' });
    assert.equal(response.statusCode, 200, response.body);
    const [assigned] = json<{ quizId: string; dueDate: string; pupilCount: number; gradedCount: number }[]>(response);
    assert.equal(assigned?.dueDate, '2026-12-15');
    assert.equal(assigned?.pupilCount, 30);
    assert.equal(assigned?.gradedCount, 0);
    const listed = json<{ quizId: string; title: string }[]>(await call(owner, 'GET', `/api/classrooms/${classroomId}/quizzes`));
    assert.deepEqual(
      listed.map((q) => q.title),
      ['Evaluare Capitolul 2'],
    );
    const moved = await call(owner, 'PUT', `/api/classrooms/${classroomId}/quizzes/${quizId}`, { dueDate: '2027-01-10' });
    assert.equal(json(moved).dueDate, '2027-01-10');
    const badDate = await call(owner, 'PUT', `/api/classrooms/${classroomId}/quizzes/${quizId}`, { dueDate: '2027-02-30' });
    assert.equal(badDate.statusCode, 400);
    assert.equal(json<ErrorBody>(badDate).error.fields?.dueDate, 'Enter a valid date (YYYY-MM-DD)');
    // An empty date is not a date, and the field is not required (null clears it): it said "Field is required".
    const emptyDate = await call(owner, 'PUT', `/api/classrooms/${classroomId}/quizzes/${quizId}`, { dueDate: '' });
    assert.equal(json<ErrorBody>(emptyDate).error.fields?.dueDate, 'Enter a valid date (YYYY-MM-DD)');
    assert.equal((await call(owner, 'DELETE', `/api/classrooms/${classroomId}/quizzes/${quizId}`)).statusCode, 204);
    assert.equal(json<unknown[]>(await call(owner, 'GET', `/api/classrooms/${classroomId}/quizzes`)).length, 0);
    const again = await call(owner, 'POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, { dueDate: '2026-12-20' });
    assert.equal(again.statusCode, 201);
    assert.equal((await call(owner, 'POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {})).statusCode, 200, 'assigning twice is harmless');
  });

  // The pupil's page listed a test taken from the class, while its grid, report and marks showed nothing.
  test("a test taken from a class leaves its pupils' list of marks until it is given again", async () => {
    const setUp = await setUpClass(owner, 2);
    const [pupil] = json<{ id: string }[]>(await call(owner, 'GET', `/api/classrooms/${setUp.classroomId}/pupils`));
    const graded = await call(owner, 'POST', `/api/quizzes/${setUp.quizId}/grades`, { grades: [{ pupilId: pupil!.id, score: 50 }] });
    assert.equal(graded.statusCode, 200, graded.body);
    const marksOf = async () => json<{ quizId: string }[]>(await call(owner, 'GET', `/api/pupils/${pupil!.id}/grades`)).map((g) => g.quizId);
    assert.deepEqual(await marksOf(), [setUp.quizId]);
    assert.equal((await call(owner, 'DELETE', `/api/classrooms/${setUp.classroomId}/quizzes/${setUp.quizId}`)).statusCode, 204);
    assert.deepEqual(await marksOf(), []);
    await call(owner, 'POST', `/api/classrooms/${setUp.classroomId}/quizzes/${setUp.quizId}`, {});
    assert.deepEqual(await marksOf(), [setUp.quizId], 'given again, its marks are back');
  });

  test('a classroom or quiz of another user is a 404, and nothing is assigned', async () => {
    const other = await setUpClass(stranger, 2);
    const mixed = await call(owner, 'POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [classroomId, other.classroomId] });
    assert.equal(mixed.statusCode, 404);
    assert.equal((await call(stranger, 'POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [other.classroomId] })).statusCode, 404);
    assert.equal((await call(stranger, 'GET', `/api/classrooms/${classroomId}/quizzes`)).statusCode, 404);
    assert.equal((await call(stranger, 'POST', `/api/classrooms/${other.classroomId}/quizzes/${quizId}`, {})).statusCode, 404);
    assert.equal((await call(stranger, 'PUT', `/api/classrooms/${classroomId}/quizzes/${quizId}`, { dueDate: null })).statusCode, 404);
    assert.equal((await call(stranger, 'DELETE', `/api/classrooms/${classroomId}/quizzes/${quizId}`)).statusCode, 404);
    const mine = json<{ quizId: string }[]>(await call(stranger, 'GET', `/api/classrooms/${other.classroomId}/quizzes`));
    assert.deepEqual(
      mine.map((q) => q.quizId),
      [other.quizId],
    );
  });
});

describe("a class's list of tests", () => {
  test('counts the papers with points and averages them to the hundredth, half up; a comment or a cleared row is no paper', async () => {
    const { classroomId: classId, quizId: testId } = await setUpClass(owner, 4);
    const roster = json<{ id: string }[]>(await call(owner, 'GET', `/api/classrooms/${classId}/pupils`));
    const save = (rows: object[]) => call(owner, 'POST', `/api/quizzes/${testId}/grades`, { grades: rows });
    // 1.25 and 2.5 points: a mean of 1.875, shown as 1.88.
    assert.equal(
      (
        await save([
          { pupilId: roster[0]!.id, questionScores: { q5: 1.25 } },
          { pupilId: roster[1]!.id, questionScores: { q5: 2.5 } },
        ])
      ).statusCode,
      200,
    );
    assert.equal((await save([{ pupilId: roster[2]!.id, questionScores: {}, comments: 'Absent' }])).statusCode, 200);
    assert.equal((await save([{ pupilId: roster[3]!.id, questionScores: { q5: 4 } }])).statusCode, 200);
    assert.equal((await save([{ pupilId: roster[3]!.id, questionScores: {} }])).statusCode, 200);
    const [listed] = json<{ gradedCount: number; pupilCount: number; averageScore: number | null; averageMark: number | null }[]>(
      await call(owner, 'GET', `/api/classrooms/${classId}/quizzes`),
    );
    assert.deepEqual([listed?.gradedCount, listed?.pupilCount, listed?.averageScore], [2, 4, 1.88]);
    // The mark of each paper's points, averaged as the report averages them.
    const report = json<{ averageMark: number | null; incompletePapers: number }>(
      await call(owner, 'GET', `/api/quizzes/${testId}/report?classroomId=${classId}`),
    );
    assert.equal(listed?.averageMark, report.averageMark);
    // Both papers are marked on one question of several: not fully marked, as the report counts them.
    assert.deepEqual([(listed as { incompleteCount?: number }).incompleteCount, report.incompletePapers], [2, 2]);
    const quiz = json<{ sections: { questions: { id: string; rules: { id: string }[] }[] }[] }>(await call(owner, 'GET', `/api/quizzes/${testId}`));
    const questions = quiz.sections.flatMap((section) => section.questions);
    // Every question marked (one through a scoring rule's mark, as the grid keeps it): complete.
    const everyMark = Object.fromEntries(questions.map((question) => (question.rules[0] ? [`${question.id}/${question.rules[0].id}`, 0] : [question.id, 0])));
    assert.equal((await save([{ pupilId: roster[0]!.id, questionScores: { ...everyMark, q5: 1.25 } }])).statusCode, 200);
    const [after] = json<{ incompleteCount: number }[]>(await call(owner, 'GET', `/api/classrooms/${classId}/quizzes`));
    const reportAfter = json<{ incompletePapers: number }>(await call(owner, 'GET', `/api/quizzes/${testId}/report?classroomId=${classId}`));
    assert.deepEqual([after?.incompleteCount, reportAfter.incompletePapers], [1, 1]);
    // Given, not marked yet: no paper, no average.
    const { classroomId: fresh } = await setUpClass(owner, 2);
    const [unmarked] = json<{ gradedCount: number; averageScore: number | null; averageMark: number | null }[]>(
      await call(owner, 'GET', `/api/classrooms/${fresh}/quizzes`),
    );
    assert.deepEqual([unmarked?.gradedCount, unmarked?.averageScore, unmarked?.averageMark], [0, null, null]);
  });
});

describe('assigning all or nothing', () => {
  const missingClassroom = '00000000-0000-4000-8000-000000000999';
  const assignedIn = async (classroom: string) =>
    json<{ quizId: string }[]>(await call(owner, 'GET', `/api/classrooms/${classroom}/quizzes`)).map((q) => q.quizId);

  test('one quiz to several classes: one missing or foreign class is a 404 and no class gets it; all mine assigns to each', async () => {
    const [first, second] = [await setUpClass(owner, 1), await setUpClass(owner, 1)];
    const other = await setUpClass(stranger, 1);
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    for (const intruder of [missingClassroom, other.classroomId]) {
      const refused = await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [first.classroomId, second.classroomId, intruder] });
      assert.equal(refused.statusCode, 404, refused.body);
    }
    assert.deepEqual(await assignedIn(first.classroomId), [first.quizId]);
    assert.deepEqual(await assignedIn(second.classroomId), [second.quizId]);
    const both = await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, {
      classroomIds: [first.classroomId, second.classroomId],
      dueDate: '2027-03-01',
    });
    assert.equal(both.statusCode, 200, both.body);
    assert.equal(json<unknown[]>(both).length, 2);
    assert.ok((await assignedIn(first.classroomId)).includes(quiz.id));
    assert.ok((await assignedIn(second.classroomId)).includes(quiz.id));
  });

  test('several quizzes to one class in one request: one missing or foreign quiz is a 404 and none is assigned', async () => {
    const klass = await setUpClass(owner, 1);
    const [a, b] = [
      json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz())),
      json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz())),
    ];
    const other = await setUpClass(stranger, 1);
    for (const intruder of ['00000000-0000-4000-8000-000000000998', other.quizId]) {
      const refused = await call(owner, 'POST', `/api/classrooms/${klass.classroomId}/quizzes`, { quizIds: [a.id, b.id, intruder] });
      assert.equal(refused.statusCode, 404, refused.body);
    }
    assert.deepEqual(await assignedIn(klass.classroomId), [klass.quizId]);
    const assigned = await call(owner, 'POST', `/api/classrooms/${klass.classroomId}/quizzes`, { quizIds: [a.id, b.id], dueDate: '2027-03-02' });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(
      json<{ quizId: string; dueDate: string }[]>(assigned)
        .map((q) => [q.quizId, q.dueDate])
        .sort(),
      [
        [a.id, '2027-03-02'],
        [b.id, '2027-03-02'],
      ].sort(),
    );
    assert.equal((await assignedIn(klass.classroomId)).length, 3);
    const foreignClass = await call(owner, 'POST', `/api/classrooms/${other.classroomId}/quizzes`, { quizIds: [a.id] });
    assert.equal(foreignClass.statusCode, 404);
    const empty = await call(owner, 'POST', `/api/classrooms/${klass.classroomId}/quizzes`, { quizIds: [] });
    assert.equal(empty.statusCode, 400);
    assert.equal(json<ErrorBody>(empty).error.fields?.quizIds, 'At least one item is required');
  });
});

describe('assignment bodies', () => {
  test('a null due date means "no due date" on create, update and assign-bulk', async () => {
    const klass = await setUpClass(owner, 1);
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    const created = await call(owner, 'POST', `/api/classrooms/${klass.classroomId}/quizzes/${quiz.id}`, { dueDate: null });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(json(created).dueDate, null);
    await call(owner, 'PUT', `/api/classrooms/${klass.classroomId}/quizzes/${quiz.id}`, { dueDate: '2027-01-10' });
    const cleared = await call(owner, 'PUT', `/api/classrooms/${klass.classroomId}/quizzes/${quiz.id}`, { dueDate: null });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal(json(cleared).dueDate, null);
    const bulk = await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [klass.classroomId], dueDate: null });
    assert.equal(bulk.statusCode, 200, bulk.body);
  });

  test('more than 100 classrooms in assign-bulk says at most 100, in each language', async () => {
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz()));
    const classroomIds = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const expected = { en: 'Must have at most 100 items', ro: 'Cel mult 100 de elemente', es: 'Debe tener como máximo 100 elementos' };
    for (const [language, message] of Object.entries(expected)) {
      const response = await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds }, language);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(json<ErrorBody>(response).error.fields?.classroomIds, message);
    }
    const empty = await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [] });
    assert.equal(json<ErrorBody>(empty).error.fields?.classroomIds, 'At least one item is required');
  });
});
