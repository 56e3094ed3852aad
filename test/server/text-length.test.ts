// Length limits count characters as a person does (code points; domain/text-length):
// an outside tester's question of 1,001 "𝑥" (Word's mathematical italic letters,
// two UTF-16 units each) was refused as over 2,000 characters. The server takes it
// now, stores it whole (no column of the database limits a text's length), and
// still refuses 2,001 characters with the same message the editor shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { QuizDocument } from '../../src/domain/quiz/types';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

const ITALIC_X = '\u{1D465}';

let t: TestApp;
let teacher: SignedIn;

before(async () => {
  t = await testApp();
  teacher = await newTeacher(t.app);
});
after(() => t.close());

function quizWith(questionText: string, title: string): QuizDocument {
  const quiz = sampleQuiz(title);
  quiz.sections[0]!.questions[0]!.text = questionText;
  return quiz;
}

test('a question of 1,001 letters outside the first plane and a title of 200 are saved whole; 2,001 are refused as too long', async () => {
  const headers = { ...teacher.headers, 'content-type': 'application/json' };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/quizzes',
    headers,
    payload: JSON.stringify(quizWith(ITALIC_X.repeat(1001), ITALIC_X.repeat(200))),
  });
  assert.equal(created.statusCode, 201, created.body.slice(0, 300));
  const { id } = json<{ id: string }>(created);
  const stored = json<QuizDocument>(await t.app.inject({ method: 'GET', url: `/api/quizzes/${id}`, headers: teacher.headers }));
  assert.equal(stored.sections[0]!.questions[0]!.text, ITALIC_X.repeat(1001));
  assert.equal(stored.title, ITALIC_X.repeat(200));

  const refused = await t.app.inject({ method: 'POST', url: '/api/quizzes', headers, payload: JSON.stringify(quizWith(ITALIC_X.repeat(2001), 'Evaluare')) });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /Must not exceed 2000 characters/);
});
