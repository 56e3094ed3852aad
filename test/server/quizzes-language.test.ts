// A test carries its language (the words it is printed with): chosen when it
// is created (the interface language by default), kept by every save that
// does not change it, one of the app's languages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type Quiz = { id: string; version: number; language: string };
type ErrorBody = { error: { fields?: Record<string, string> } };

let t: TestApp;
let owner: SignedIn;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url, headers: { ...owner.headers, 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as object }) });

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
});
after(() => t.close());

describe("a quiz's language", () => {
  test('the create keeps the language it is given; a read and the list return it', async () => {
    const created = json<Quiz>(await call('POST', '/api/quizzes', { ...sampleQuiz(), language: 'ro' }, 'en'));
    assert.equal(created.language, 'ro');
    assert.equal(json<Quiz>(await call('GET', `/api/quizzes/${created.id}`)).language, 'ro');
  });

  test('without one, a new quiz takes the language of the interface it was made from', async () => {
    const created = json<Quiz>(await call('POST', '/api/quizzes', sampleQuiz(), 'es-ES,es;q=0.9'));
    assert.equal(created.language, 'es');
  });

  test('a save changes it when it names one and keeps it when it does not', async () => {
    const created = json<Quiz>(await call('POST', '/api/quizzes', { ...sampleQuiz(), language: 'ro' }));
    const changed = json<Quiz>(await call('PUT', `/api/quizzes/${created.id}`, { ...sampleQuiz(), language: 'en', version: 1 }));
    assert.equal(changed.language, 'en');
    const kept = json<Quiz>(await call('PUT', `/api/quizzes/${created.id}`, { ...sampleQuiz(), version: 2 }, 'es'));
    assert.equal(kept.language, 'en');
  });

  test('a language the app does not speak is refused with a message on the field', async () => {
    for (const language of ['fr', 'RO', '', 7]) {
      const response = await call('POST', '/api/quizzes', { ...sampleQuiz(), language });
      assert.equal(response.statusCode, 400, `${language}: ${response.body}`);
      assert.equal(json<ErrorBody>(response).error.fields?.language, 'Choose one of the languages: en, ro, es', String(language));
    }
  });
});
