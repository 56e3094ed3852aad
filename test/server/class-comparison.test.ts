// A common test across classes (issue 16): the comparison reads, side by
// side, the classes a test was given to where the reader reads its results,
// the report's rule (resultClassroomIdsOf) and nothing wider.
//
//   Școala Nr. 1: director D; teachers A (the author) and B (shared 'grade');
//     7A (A's class, 3 pupils graded), 7B (B's, 2 graded), 7C (not given the test).
//   Liceul 2: owned by A, where D teaches; class 8A given the test and graded.
//     A reads 8A (her test, her school). D does not: there she is a teacher the
//     test is not shared with (she reads it only as owner of Școala Nr. 1).
//     B is not a member of Liceul 2.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { QuizComparison } from '../../src/domain/api/results';
import { resultPaths } from '../../src/domain/api/results';
import { type CreatedInvitation, staffPaths } from '../../src/domain/api/staff';
import { parseDelimited } from '../../src/domain/csv';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
const call = (who: SignedIn, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(who: SignedIn, method: Method, url: string, payload?: object): Promise<T> {
  const response: LightMyRequestResponse = await call(who, method, url, payload);
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.body ? json<T>(response) : undefined) as T;
}

async function school(owner: SignedIn, name: string) {
  return (await ok<{ id: string }>(owner, 'POST', '/api/schools', { name })).id;
}

async function classWith(who: SignedIn, schoolId: string, name: string, pupils: string[]) {
  const { id } = await ok<{ id: string }>(who, 'POST', `/api/schools/${schoolId}/classrooms`, { name });
  const added = await ok<{ id: string }[]>(who, 'POST', `/api/classrooms/${id}/pupils`, { pupils: pupils.map((n) => ({ name: n })) });
  return { id, pupilIds: added.map((p) => p.id) };
}

async function join(owner: SignedIn, schoolId: string, who: SignedIn) {
  const { url } = await ok<CreatedInvitation>(owner, 'POST', staffPaths.invitations(schoolId), {});
  await ok(who, 'POST', staffPaths.accept(decodeURIComponent(url.split('/join/')[1]!)), {});
}

const world = {} as {
  d: SignedIn;
  a: SignedIn;
  b: SignedIn;
  outsider: SignedIn;
  quizId: string;
  names: Record<string, string>;
};

before(async () => {
  t = await testApp();
  const [d, a, b, outsider] = [await newTeacher(t.app), await newTeacher(t.app), await newTeacher(t.app), await newTeacher(t.app)];
  const first = await school(d, 'Școala Nr. 1');
  await join(d, first, a);
  await join(d, first, b);
  const second = await school(a, 'Liceul 2');
  await join(a, second, d);

  const c7a = await classWith(a, first, '7A', ['Ana', 'Bogdan', 'Cezar']);
  const c7b = await classWith(b, first, '7B', ['Dana', 'Emil']);
  const c7c = await classWith(d, first, '7C', ['Filip']);
  const c8a = await classWith(a, second, '8A', ['Gelu']);
  const quiz = await ok<{ id: string }>(a, 'POST', '/api/quizzes', sampleQuiz('Teză semestrială'));
  await ok(a, 'PUT', `/api/quizzes/${quiz.id}/shares/${b.userId}`, { permission: 'grade' });

  await ok(a, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [c7a.id, c8a.id] });
  await ok(b, 'POST', `/api/classrooms/${c7b.id}/quizzes`, { quizIds: [quiz.id] });
  const grades = (pupilIds: string[], scores: number[]) => ({ grades: pupilIds.map((pupilId, i) => ({ pupilId, score: scores[i] })) });
  await ok(a, 'POST', `/api/quizzes/${quiz.id}/grades`, grades(c7a.pupilIds, [90, 60, 30]));
  await ok(b, 'POST', `/api/quizzes/${quiz.id}/grades`, grades(c7b.pupilIds, [80, 40]));
  await ok(a, 'POST', `/api/quizzes/${quiz.id}/grades`, grades(c8a.pupilIds, [10]));
  Object.assign(world, { d, a, b, outsider, quizId: quiz.id, names: { [c7a.id]: '7A', [c7b.id]: '7B', [c7c.id]: '7C', [c8a.id]: '8A' } });
});
after(() => t.close());

const comparisonOf = (who: SignedIn) => ok<QuizComparison>(who, 'GET', resultPaths.comparison(world.quizId));
const classesOf = (c: QuizComparison) => c.classes.map((k) => `${k.schoolName} ${k.name}`);

test('the author compares every class given the test in the schools where they read its results', async () => {
  const comparison = await comparisonOf(world.a);
  assert.deepEqual(classesOf(comparison), ['Liceul 2 8A', 'Școala Nr. 1 7A', 'Școala Nr. 1 7B']);
  const byName = Object.fromEntries(comparison.classes.map((c) => [c.name, c]));
  // sampleQuiz: 90 points + 10 ex officio, so mark = (points + 10) / 10.
  assert.deepEqual([byName['7A']!.pupils, byName['7A']!.graded, byName['7A']!.averagePoints, byName['7A']!.averageMark], [3, 3, 60, 7]);
  assert.deepEqual([byName['7B']!.graded, byName['7B']!.averageMark], [2, 7]);
  assert.deepEqual(byName['7A']!.bands, { A: 1, B: 0, C: 1, D: 0, F: 1 });
  assert.equal(byName['7A']!.reliable, false, 'three pupils: flagged as a small class');
  assert.equal(comparison.all.graded, 6);
  assert.equal(comparison.questions.length, byName['7A']!.facility.length);
});

test("a colleague the test is shared with compares the same classes of the shared school, not the author's other school", async () => {
  assert.deepEqual(classesOf(await comparisonOf(world.b)), ['Școala Nr. 1 7A', 'Școala Nr. 1 7B']);
});

test('the director reads every class of her school, not the class of the school where she only teaches', async () => {
  const comparison = await comparisonOf(world.d);
  assert.deepEqual(classesOf(comparison), ['Școala Nr. 1 7A', 'Școala Nr. 1 7B']);
  assert.equal(comparison.all.graded, 5, "8A's mark stays out of the cohort too");
});

test('someone outside the school gets 404 for the comparison and its export', async () => {
  for (const url of [resultPaths.comparison(world.quizId), `${`${resultPaths.comparison(world.quizId)}/export`}?format=csv`]) {
    assert.equal((await call(world.outsider, 'GET', url)).statusCode, 404, url);
  }
});

test("the export has a row per class and one for them all, in the reader's language", async () => {
  const response = await call(world.d, 'GET', `${`${resultPaths.comparison(world.quizId)}/export`}?format=csv`, undefined, { 'accept-language': 'ro' });
  assert.equal(response.statusCode, 200, response.body);
  const fileName = decodeURIComponent(String(response.headers['content-disposition']).split("UTF-8''")[1]!);
  assert.equal(fileName, 'Teză semestrială – comparație între clase.csv');
  const rows = parseDelimited(response.body, ';');
  assert.deepEqual(rows[0]!.slice(0, 5), ['Clasa', 'Școala', 'Elevi', 'Evaluați', 'Media notelor']);
  assert.deepEqual(
    rows.slice(1).map((r) => r.slice(0, 5)),
    [
      ['7A', 'Școala Nr. 1', '3', '3', '7'],
      ['7B', 'Școala Nr. 1', '2', '2', '7'],
      ['Toate clasele', '', '5', '5', '7'],
    ],
  );
  const xlsx = await call(world.d, 'GET', `${`${resultPaths.comparison(world.quizId)}/export`}?format=xlsx`);
  assert.equal(xlsx.statusCode, 200);
  assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
});
