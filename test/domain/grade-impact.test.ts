// reconcileGrades: what an edit of a graded test does to each stored grade.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isHarmless, reconcileGrades } from '../../src/domain/grade-impact';
import type { QuizDocument } from '../../src/domain/quiz/types';

type Doc = Pick<QuizDocument, 'sections' | 'basePoints'>;
const question = (id: string, points: number, rules: { id: string; points: number }[] = []) =>
  ({
    id,
    type: 'open',
    text: 'Explicați pe larg',
    points,
    lines: 4,
    rules: rules.map((r) => ({ ...r, description: 'regula', subRules: [] })),
  }) as unknown as QuizDocument['sections'][number]['questions'][number];
const doc = (...questions: ReturnType<typeof question>[]): Doc => ({ basePoints: 10, sections: [{ id: 's1', title: 'Subiectul I', context: '', questions }] });

describe('reconcileGrades', () => {
  test('an edit that touches nothing graded is harmless and changes no grade', () => {
    const before = doc(question('q1', 10), question('q2', 20));
    const { grades, impact } = reconcileGrades(before, doc(question('q1', 10), question('q2', 20)), [
      { pupilId: 'p1', score: 15, questionScores: { q1: 5, q2: 10 } },
    ]);
    assert.ok(isHarmless(impact));
    assert.deepEqual(grades, [{ pupilId: 'p1', score: 15, questionScores: { q1: 5, q2: 10 }, changed: false }]);
  });

  test('a pupil whose only marks were on a removed question is left without a grade (counted), the others keep theirs', () => {
    const before = doc(question('q1', 10), question('q2', 20));
    const after = doc(question('q2', 20));
    const { grades, impact } = reconcileGrades(before, after, [
      { pupilId: 'p1', score: 7, questionScores: { q1: 7 } },
      { pupilId: 'p2', score: 12, questionScores: { q1: 2, q2: 10 } },
      { pupilId: 'p3', score: null, questionScores: {} },
    ]);
    assert.deepEqual(
      grades.map((g) => [g.pupilId, g.score, g.changed]),
      [
        ['p1', null, true],
        ['p2', 10, true],
        ['p3', null, false],
      ],
    );
    assert.equal(impact.pupilsCleared, 1);
    assert.equal(impact.gradedPupils, 2);
    assert.equal(impact.marksDeleted, 2);
    assert.equal(impact.questionsRemoved, 1);
  });

  test('rule marks: a lowered rule maximum lowers its mark, and the question total follows', () => {
    const before = doc(
      question('q1', 20, [
        { id: 'r1', points: 12 },
        { id: 'r2', points: 8 },
      ]),
    );
    const after = doc(
      question('q1', 15, [
        { id: 'r1', points: 7 },
        { id: 'r2', points: 8 },
      ]),
    );
    const { grades, impact } = reconcileGrades(before, after, [{ pupilId: 'p1', score: 18, questionScores: { 'q1/r1': 10.5, 'q1/r2': 7.5 } }]);
    assert.deepEqual(grades[0]!.questionScores, { 'q1/r1': 7, 'q1/r2': 7.5 });
    assert.equal(grades[0]!.score, 14.5);
    assert.deepEqual([impact.maximumsLowered, impact.marksLowered, impact.rulesRemoved], [1, 1, 0]);
  });

  test('a stale stored total is mended from the marks', () => {
    const same = doc(question('q1', 10), question('q2', 20));
    const { grades, impact } = reconcileGrades(same, same, [{ pupilId: 'p1', score: 99, questionScores: { q1: 5 } }]);
    assert.equal(grades[0]!.score, 5);
    assert.equal(impact.changedPupils, 1);
  });

  test('a new ex-officio value with graded pupils changes the scale, not the points', () => {
    const before = doc(question('q1', 90));
    const { grades, impact } = reconcileGrades(before, { ...before, basePoints: 0 }, [{ pupilId: 'p1', score: 45, questionScores: {} }]);
    assert.equal(grades[0]!.changed, false);
    assert.deepEqual(impact.scale, { totalPoints: { from: 90, to: 90 }, basePoints: { from: 10, to: 0 } });
    assert.equal(isHarmless(impact), false);
  });
});
