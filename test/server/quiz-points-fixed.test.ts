// The test editor learns from the quiz's read (and a save's answer) whether
// double correction has fixed its points (issue 17): null before any
// evaluator's mark, 'correcting' while a class is being corrected, 'corrected'
// once every such class is reconciled. The save refuses a change of points
// by the same rule, and says which of the two holds.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { QuizView } from '../../src/domain/api/quizzes';
import type { CreatedInvitation } from '../../src/domain/api/staff';
import { staffPaths } from '../../src/domain/api/staff';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type Method = 'GET' | 'POST' | 'PUT';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; pointsFixed?: string } };

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

const call = (who: SignedIn, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(who: SignedIn, method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(who, method, url, payload);
  assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
  return (response.body ? json<T>(response) : undefined) as T;
}

async function member(director: SignedIn, schoolId: string): Promise<SignedIn> {
  const teacher = await newTeacher(t.app);
  const { url } = await ok<CreatedInvitation>(director, 'POST', staffPaths.invitations(schoolId), {}, 201);
  await ok(teacher, 'POST', staffPaths.accept(decodeURIComponent(url.split('/join/')[1]!)), {});
  return teacher;
}

test("the quiz's read says whether its points are fixed, and which way; a refused save says the same", async () => {
  const director = await newTeacher(t.app);
  const { id: schoolId } = await ok<{ id: string }>(director, 'POST', '/api/schools', { name: 'Colegiul Național' }, 201);
  const { id: classroomId } = await ok<{ id: string }>(director, 'POST', `/api/schools/${schoolId}/classrooms`, { name: 'a VIII-a A' }, 201);
  const pupils = await ok<{ id: string }[]>(director, 'POST', `/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'Ana Pop' }] }, 201);
  const [author, first, second] = [await member(director, schoolId), await member(director, schoolId), await member(director, schoolId)];
  const quiz = sampleQuiz('Teză');
  const { id: quizId } = await ok<{ id: string }>(author, 'POST', '/api/quizzes', quiz, 201);
  await ok(author, 'POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {}, 201);
  const base = `/api/quizzes/${quizId}/classrooms/${classroomId}/double-correction`;
  const read = () => ok<QuizView>(author, 'GET', `/api/quizzes/${quizId}`);

  assert.equal((await read()).pointsFixed, null, 'no correction: nothing is fixed');
  await ok(author, 'PUT', base, { evaluator1Id: first.userId, evaluator2Id: second.userId, evaluator3Id: null });
  assert.equal((await read()).pointsFixed, null, 'set up, no mark yet: still free');

  const marked = await call(first, 'POST', `${base}/marks`, { grades: [{ pupilId: pupils[0]!.id, score: 60, version: 0 }] });
  assert.equal(marked.statusCode, 200, marked.body);
  const correcting = await read();
  assert.equal(correcting.pointsFixed, 'correcting');
  const saved = await ok<QuizView>(author, 'PUT', `/api/quizzes/${quizId}`, { ...quiz, title: 'Teză semestrul I', version: correcting.version });
  assert.equal(saved.pointsFixed, 'correcting', "a save's answer says it too (the editor carries on from it)");

  await ok(first, 'POST', `${base}/submission`);
  await ok(second, 'POST', `${base}/submission`);
  const corrected = await read();
  assert.equal(corrected.pointsFixed, 'corrected', 'reconciled: the correction is over, the points stay fixed');

  const refused = await call(author, 'PUT', `/api/quizzes/${quizId}`, { ...quiz, basePoints: 20, version: corrected.version }, { 'accept-language': 'ro' });
  assert.equal(refused.statusCode, 400, refused.body);
  const message = json<ErrorBody>(refused).error.fields?.sections ?? '';
  assert.doesNotMatch(message, /corectează/, 'no longer "the evaluators are correcting": they have finished');
  assert.match(message, /punctajele întrebărilor și punctele din oficiu nu se mai pot schimba/);
  assert.equal(json<ErrorBody>(refused).error.pointsFixed, 'corrected', 'the refusal says why, for an editor that did not know yet');
});

test('under double correction a save may not add, move or remove a question (the marks are keyed by question, a mark is points over the total); texts may change', async () => {
  const director = await newTeacher(t.app);
  const { id: schoolId } = await ok<{ id: string }>(director, 'POST', '/api/schools', { name: 'Colegiul Național' }, 201);
  const { id: classroomId } = await ok<{ id: string }>(director, 'POST', `/api/schools/${schoolId}/classrooms`, { name: 'a VIII-a A' }, 201);
  const pupils = await ok<{ id: string }[]>(director, 'POST', `/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'Ana Pop' }] }, 201);
  const [author, first, second] = [await member(director, schoolId), await member(director, schoolId), await member(director, schoolId)];
  const quiz = sampleQuiz('Teză');
  const { id: quizId } = await ok<{ id: string }>(author, 'POST', '/api/quizzes', quiz, 201);
  await ok(author, 'POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {}, 201);
  const base = `/api/quizzes/${quizId}/classrooms/${classroomId}/double-correction`;
  await ok(author, 'PUT', base, { evaluator1Id: first.userId, evaluator2Id: second.userId, evaluator3Id: null });
  const marked = await call(first, 'POST', `${base}/marks`, { grades: [{ pupilId: pupils[0]!.id, score: 60, version: 0 }] });
  assert.equal(marked.statusCode, 200, marked.body);
  const { version } = await ok<QuizView>(author, 'GET', `/api/quizzes/${quizId}`);

  const [subjectOne, subjectTwo] = quiz.sections;
  const essay = subjectTwo!.questions.at(-1)!;
  const changes: [string, typeof quiz][] = [
    [
      'a question added, worth nothing',
      { ...quiz, sections: [subjectOne!, { ...subjectTwo!, questions: [...subjectTwo!.questions, { ...essay, id: 'q8', points: 0 }] }] },
    ],
    ['two questions swapped', { ...quiz, sections: [{ ...subjectOne!, questions: [...subjectOne!.questions].reverse() }, subjectTwo!] }],
    ['a question removed', { ...quiz, sections: [subjectOne!, { ...subjectTwo!, questions: subjectTwo!.questions.slice(0, -1) }] }],
  ];
  for (const [what, document] of changes) {
    const refused = await call(author, 'PUT', `/api/quizzes/${quizId}`, { ...document, version });
    assert.equal(refused.statusCode, 400, `${what}: ${refused.body}`);
    assert.equal(json<ErrorBody>(refused).error.pointsFixed, 'correcting', what);
  }
  const renamed = {
    ...quiz,
    sections: [
      { ...subjectOne!, title: 'Subiectul I partea A' },
      { ...subjectTwo!, questions: subjectTwo!.questions.map((q) => ({ ...q, text: `${q.text} Justificați.` })) },
    ],
  };
  await ok(author, 'PUT', `/api/quizzes/${quizId}`, { ...renamed, version });
});
