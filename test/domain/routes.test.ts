// The one route matcher the client's router and loaders, the server's page
// and the early reads share (domain/routes).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchRoute, routes } from '../../src/domain/routes';

const QUIZ_ID = '8b0c3f4e-2f71-4a55-9d5e-3c1a2b4d6e7f';

describe('matchRoute', () => {
  test('a :name is one non-empty segment', () => {
    assert.deepEqual(matchRoute(routes.quizGrade, `/quiz/${QUIZ_ID}/grade`), { quizId: QUIZ_ID });
    assert.equal(matchRoute(routes.quizGrade, '/quiz//grade'), null);
    assert.equal(matchRoute(routes.quizGrade, '/quiz/42/grade/x'), null);
    assert.equal(matchRoute(routes.school, '/schools/'), null);
    assert.equal(matchRoute(routes.quiz, '/quizzes/q/edit'), null);
  });

  test('the home page is only /', () => {
    assert.deepEqual(matchRoute(routes.home, '/'), {});
    assert.equal(matchRoute(routes.home, '/schools'), null);
  });

  test('parameters are decoded, a trailing slash is allowed', () => {
    assert.deepEqual(matchRoute(routes.classroom, '/schools/a%20b/classrooms/c/'), { schoolId: 'a b', classroomId: 'c' });
  });
});
