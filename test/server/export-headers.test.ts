// The exports' headers write their numbers as the cells under them do, in the
// reader's language: a Romanian file read "Întrebarea 4 (1.5)" above "0,25".
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compareClasses } from '../../src/domain/comparison';
import type { QuizDocument } from '../../src/domain/quiz/types';
import { comparisonRows, quizGradeRows } from '../../src/server/export/tables';
import { sampleQuiz } from './helpers/quiz-fixture';

/** The sample test with a question of 1.5 points and one of 18.5. */
function halfPointQuiz(): QuizDocument {
  const quiz = sampleQuiz('Teză') as QuizDocument;
  const [first, second] = quiz.sections[0]!.questions;
  first!.points = 1.5;
  second!.points = 18.5;
  return quiz;
}

const questionHeaders = (header: readonly unknown[]) => header.filter((cell) => /\(\d/.test(String(cell))).slice(0, 2);

describe("the export headers' numbers", () => {
  test("a test's grades: the questions' points with a decimal comma in Romanian and Spanish, a point in English", () => {
    const quiz = halfPointQuiz();
    assert.deepEqual(questionHeaders(quizGradeRows(quiz, [], 'ro')[0]!), ['Întrebarea 1 (1,5)', 'Întrebarea 2 (18,5)']);
    assert.deepEqual(
      questionHeaders(quizGradeRows(quiz, [], 'es')[0]!).map((cell) => String(cell).replace(/^\S+ /, '')),
      ['1 (1,5)', '2 (18,5)'],
    );
    assert.deepEqual(questionHeaders(quizGradeRows(quiz, [], 'en')[0]!), ['Question 1 (1.5)', 'Question 2 (18.5)']);
  });

  test('the comparison across classes: the same', () => {
    const quiz = halfPointQuiz();
    const comparison = compareClasses({ id: 'q', title: 'Teză', document: quiz }, []);
    const header = (lang: 'ro' | 'en') => comparisonRows(comparison, lang)[0]!.filter((cell) => String(cell).endsWith(') %'));
    assert.deepEqual(header('ro').slice(0, 2), ['Întrebarea 1 (1,5) %', 'Întrebarea 2 (18,5) %']);
    assert.deepEqual(header('en').slice(0, 2), ['Question 1 (1.5) %', 'Question 2 (18.5) %']);
  });
});
