// A test as large as its schema allows must save: 100 questions of long texts
// and options came to 1.6 MB and met the general body limit (a bare 413).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { QuizDocument } from '../../src/domain/quiz/types';
import { QUIZ_BODY_FACTOR } from '../../src/server/routes/quizzes.routes';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';

let t: TestApp;
let teacher: SignedIn;

before(async () => {
  t = await testApp();
  teacher = await newTeacher(t.app);
});
after(() => t.close());

/** 5 sections of 20 multiple-choice questions, each 2,000 letters and 10 options of 500, all with diacritics (two bytes each). */
function largestQuiz(): QuizDocument {
  return {
    title: 'Teză semestrială',
    classLabel: 'a XII-a A',
    basePoints: 0,
    timeLimit: 50,
    sections: Array.from({ length: 5 }, (_, s) => ({
      id: `s${s + 1}`,
      title: `Subiectul ${s + 1}`,
      context: '',
      questions: Array.from({ length: 20 }, (_, q) => ({
        id: `q${s + 1}_${q + 1}`,
        type: 'multiple_choices' as const,
        text: 'ă'.repeat(2000),
        points: 2,
        rules: [],
        options: Array.from({ length: 10 }, (_, o) => ({ id: `o${o + 1}`, text: 'ș'.repeat(500), points: o === 0 ? 2 : 0, correct: o === 0 })),
      })),
    })),
    gradingScheme: { notes: '', criteria: [] },
  } as QuizDocument;
}

test('a test at its schema’s limits is saved and saved again, though larger than the general body limit', async () => {
  const body = JSON.stringify(largestQuiz());
  const bytes = Buffer.byteLength(body);
  assert.ok(bytes > t.config.bodyLimitBytes, `${bytes} bytes: over the general limit of ${t.config.bodyLimitBytes}`);
  assert.ok(bytes < t.config.bodyLimitBytes * QUIZ_BODY_FACTOR);
  const headers = { ...teacher.headers, 'content-type': 'application/json' };
  const created = await t.app.inject({ method: 'POST', url: '/api/quizzes', headers, payload: body });
  assert.equal(created.statusCode, 201, created.body.slice(0, 300));
  const { id, version } = json<{ id: string; version: number }>(created);
  const saved = await t.app.inject({ method: 'PUT', url: `/api/quizzes/${id}`, headers, payload: JSON.stringify({ ...largestQuiz(), version }) });
  assert.equal(saved.statusCode, 200, saved.body.slice(0, 300));
});
