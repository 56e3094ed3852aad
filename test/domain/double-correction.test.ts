// The double-correction rule, case by case around the threshold, from the
// points each evaluator gave (with the ex-officio points) to the final mark.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { agreementByQuestion, meanMarks, NATIONAL_RULE, type Outcome, type PaperPair, type SettlementRule, settle } from '../../src/domain/double-correction';
import { type MarkScale, romanianMark } from '../../src/domain/grading';

const NATIONAL: MarkScale = { totalPoints: 90, basePoints: 10 };
const ROUNDED: SettlementRule = { threshold: 1, finalMark: 'meanRounded' };

// [case, evaluator 1's mark, evaluator 2's mark, rule, outcome]
const MARKS: [string, number | null, number | null, SettlementRule, Outcome][] = [
  ['identical marks', 7.5, 7.5, NATIONAL_RULE, { kind: 'settled', difference: 0, mark: 7.5 }],
  ['0.99 apart: the mean, truncated', 8.3, 7.31, NATIONAL_RULE, { kind: 'settled', difference: 0.99, mark: 7.8 }],
  ['0.99 apart, rounded half up when configured', 8.3, 7.31, ROUNDED, { kind: 'settled', difference: 0.99, mark: 7.81 }],
  // 8.3 - 7.3 is 1.0000000000000009 in floating point: compared in hundredths it is exactly the threshold.
  ['1.00 apart: still settled (more than one point goes on)', 8.3, 7.3, NATIONAL_RULE, { kind: 'settled', difference: 1, mark: 7.8 }],
  ['1.01 apart: the third evaluator', 8.3, 7.29, NATIONAL_RULE, { kind: 'third', difference: 1.01 }],
  ['1.01 apart the other way round', 7.29, 8.3, NATIONAL_RULE, { kind: 'third', difference: 1.01 }],
  ['a half hundredth truncated', 7.45, 7.5, NATIONAL_RULE, { kind: 'settled', difference: 0.05, mark: 7.47 }],
  ['a half hundredth rounded up', 7.45, 7.5, ROUNDED, { kind: 'settled', difference: 0.05, mark: 7.48 }],
  ['the lowest marks', 1, 1.99, NATIONAL_RULE, { kind: 'settled', difference: 0.99, mark: 1.49 }],
  ['the highest marks', 10, 9, NATIONAL_RULE, { kind: 'settled', difference: 1, mark: 9.5 }],
  ['a threshold of 0.5', 8, 7.49, { threshold: 0.5, finalMark: 'meanTruncated' }, { kind: 'third', difference: 0.51 }],
  ['a threshold of 0: only identical marks settle', 8, 7.99, { threshold: 0, finalMark: 'meanTruncated' }, { kind: 'third', difference: 0.01 }],
  ['only evaluator 1 gave a mark', 6, null, NATIONAL_RULE, { kind: 'third', difference: null }],
  ['only evaluator 2 gave a mark', null, 6, NATIONAL_RULE, { kind: 'third', difference: null }],
  ['neither (an absent pupil)', null, null, NATIONAL_RULE, { kind: 'noMark' }],
];

describe('settling a paper from two final marks', () => {
  for (const [name, first, second, rule, outcome] of MARKS) {
    test(name, () => assert.deepEqual(settle(first, second, rule), outcome));
  }
});

// [case, evaluator 1's points, evaluator 2's points, scale, outcome]: the marks include the ex-officio points.
const POINTS: [string, number, number, MarkScale, Outcome][] = [
  ['90 + 10: 62 and 72 points are 7.20 and 8.20, 1.00 apart', 62, 72, NATIONAL, { kind: 'settled', difference: 1, mark: 7.7 }],
  ['90 + 10: 62 and 72.1 points are 1.01 apart', 62, 72.1, NATIONAL, { kind: 'third', difference: 1.01 }],
  ['90 + 10: 0 points each is the ex-officio 1.00', 0, 0, NATIONAL, { kind: 'settled', difference: 0, mark: 1 }],
  ['40 + 10: 30 and 25 points are 8.00 and 7.00', 30, 25, { totalPoints: 40, basePoints: 10 }, { kind: 'settled', difference: 1, mark: 7.5 }],
  ['40 + 10: 30 and 24.9 points are 8.00 and 6.98', 30, 24.9, { totalPoints: 40, basePoints: 10 }, { kind: 'third', difference: 1.02 }],
  ['45 + 5: 40.5 and 36 points are 9.10 and 8.20, mean 8.65', 40.5, 36, { totalPoints: 45, basePoints: 5 }, { kind: 'settled', difference: 0.9, mark: 8.65 }],
];

describe('settling a paper from the points each evaluator gave', () => {
  for (const [name, first, second, scale, outcome] of POINTS) {
    test(name, () => assert.deepEqual(settle(romanianMark(first, scale), romanianMark(second, scale), NATIONAL_RULE), outcome));
  }
});

describe('agreement between the evaluators', () => {
  test('per question: the mean absolute difference and the share of identical marks, over papers both marked', () => {
    const papers: PaperPair[] = [
      { first: { q1: 5, q2: 3 }, second: { q1: 5, q2: 2.5 } },
      { first: { q1: 4, q2: 3 }, second: { q1: 3, q2: 3 } },
      { first: { q1: 2 }, second: { q1: 2, q2: 1 } },
      { first: null, second: { q1: 1 } },
    ];
    assert.deepEqual(agreementByQuestion(['q1', 'q2', 'q3'], papers), [
      { questionId: 'q1', papers: 3, meanAbsoluteDifference: 0.33, identicalShare: 2 / 3 },
      { questionId: 'q2', papers: 2, meanAbsoluteDifference: 0.25, identicalShare: 0.5 },
      { questionId: 'q3', papers: 0, meanAbsoluteDifference: null, identicalShare: null },
    ]);
  });

  test('a question id such as "__proto__" or "constructor" counts only marks given to it', () => {
    const papers = [{ first: JSON.parse('{"__proto__": 2}'), second: JSON.parse('{"__proto__": 1}') }];
    assert.deepEqual(agreementByQuestion(['__proto__', 'constructor'], papers), [
      { questionId: '__proto__', papers: 1, meanAbsoluteDifference: 1, identicalShare: 0 },
      { questionId: 'constructor', papers: 0, meanAbsoluteDifference: null, identicalShare: null },
    ]);
  });
});

describe('the marks a settled paper keeps for the analysis', () => {
  test('the mean per question, halves of a hundredth rounded up, a question one evaluator left empty counting 0', () => {
    assert.deepEqual(meanMarks({ score: 7.25, questionScores: { q1: 5, q2: 2.25 } }, { score: 8, questionScores: { q1: 5, q2: 2.5, q3: 0.5 } }), {
      score: 7.63,
      questionScores: { q1: 5, q2: 2.38, q3: 0.25 },
    });
  });

  test('a paper neither evaluator marked keeps no total', () => {
    assert.deepEqual(meanMarks({ score: null, questionScores: {} }, { score: null, questionScores: {} }), { score: null, questionScores: {} });
  });
});
