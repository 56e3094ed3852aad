// A common test across classes, worked by hand. Two one-point questions and a
// 2-point one: 4 points, no ex-officio points, so mark = 10 x points / 4
// (never below 1) and the band is the percentage's.
//
//   class 7A   q1 q2 q3 | total mark  band
//     Ana       1  1  2 |   4   10    A (100 %)
//     Bogdan    1  0  1 |   2   5     F (50 %)
//     average             3   7.5
//   class 7B
//     Carmen    0  0  0 |   0   1     F
//     Dan       (no total: only a comment)
//   class 7C    nobody graded yet
//
// Facility 7A: q1 1, q2 0.5, q3 0.75; 7B: 0, 0, 0; spread 1, 0.5, 0.75.
// Cohort: 3 graded, mean 2 points -> mark 5; facility q1 2/3, q2 1/3, q3 3/6.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GradeInput } from '../../src/domain/analysis';
import { compareClasses } from '../../src/domain/comparison';
import type { Question, QuizDocument } from '../../src/domain/quiz/types';

const question = (id: string, points: number): Question => ({ id, type: 'lines', text: `Întrebarea ${id}`, points, lines: 1, rules: [] });

const document: QuizDocument = {
  title: 'Teză',
  classLabel: 'a VII-a',
  basePoints: 0,
  timeLimit: 50,
  sections: [{ id: 's', title: 'Subiectul I', context: '', questions: [question('q1', 1), question('q2', 1), question('q3', 2)] }],
  gradingScheme: { notes: '', criteria: [] },
};

const marks = (pupilId: string, q1: number, q2: number, q3: number): GradeInput => ({ pupilId, score: q1 + q2 + q3, questionScores: { q1, q2, q3 } });
const school = { schoolId: 's1', schoolName: 'Școala 1' };

const comparison = compareClasses({ id: 'quiz', title: 'Teză', document }, [
  { classroomId: 'a', name: '7A', ...school, pupils: 28, grades: [marks('ana', 1, 1, 2), marks('bogdan', 1, 0, 1)] },
  { classroomId: 'b', name: '7B', ...school, pupils: 25, grades: [marks('carmen', 0, 0, 0), { pupilId: 'dan', score: null, questionScores: {} }] },
  { classroomId: 'c', name: '7C', ...school, pupils: 30, grades: [] },
]);

describe('comparing a common test across classes', () => {
  test('each class keeps its roster size, graded count, averages and bands', () => {
    assert.deepEqual(
      comparison.classes.map((c) => [c.name, c.pupils, c.graded, c.averagePoints, c.averageMark, c.bands]),
      [
        ['7A', 28, 2, 3, 7.5, { A: 1, B: 0, C: 0, D: 0, F: 1 }],
        ['7B', 25, 1, 0, 1, { A: 0, B: 0, C: 0, D: 0, F: 1 }],
        ['7C', 30, 0, null, null, { A: 0, B: 0, C: 0, D: 0, F: 0 }],
      ],
    );
  });

  test('facility per question side by side, null where a class has no marks', () => {
    assert.deepEqual(
      comparison.classes.map((c) => c.facility),
      [
        [1, 0.5, 0.75],
        [0, 0, 0],
        [null, null, null],
      ],
    );
  });

  test('the spread is the gap between the best and the worst class on each question', () => {
    assert.deepEqual(
      comparison.questions.map((q) => [q.number, q.points, q.spread]),
      [
        [1, 1, 1],
        [2, 1, 0.5],
        [3, 2, 0.75],
      ],
    );
  });

  test('the cohort row is every class together', () => {
    assert.equal(comparison.all.graded, 3);
    assert.equal(comparison.all.pupils, 28 + 25 + 30);
    assert.equal(comparison.all.averagePoints, 2);
    assert.equal(comparison.all.averageMark, 5);
    assert.deepEqual(comparison.all.facility, [0.6667, 0.3333, 0.5]);
  });

  test('small classes are flagged, not hidden', () => {
    assert.deepEqual(
      comparison.classes.map((c) => c.reliable),
      [false, false, false],
    );
    assert.equal(comparison.all.reliable, false);
  });

  test('one class: no spread', () => {
    const single = compareClasses(
      { id: 'quiz', title: 'Teză', document },
      [comparison.classes[0]!].map((c) => ({ ...c, grades: [marks('ana', 1, 1, 2)] })),
    );
    assert.deepEqual(
      single.questions.map((q) => q.spread),
      [null, null, null],
    );
  });
});
