import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bandOf, classAverageMark, percentOf, romanianMark, wholeRomanianMark } from '../../src/domain/grading';
import { hasAtMostDecimals, sumPoints, toHundredths } from '../../src/domain/points';

const usual = { totalPoints: 90, basePoints: 10 };

describe('Romanian mark', () => {
  test('(points + base) / 10 on the usual 90 + 10 test', () => {
    assert.equal(romanianMark(0, usual), 1);
    assert.equal(romanianMark(90, usual), 10);
    assert.equal(romanianMark(45, usual), 5.5);
    assert.equal(romanianMark(67.5, usual), 7.75);
    assert.equal(romanianMark(80, usual), 9);
  });

  test('scaled for other totals: 10 x (points + base) / (total + base)', () => {
    assert.equal(romanianMark(50, { totalPoints: 50, basePoints: 0 }), 10);
    assert.equal(romanianMark(25, { totalPoints: 50, basePoints: 0 }), 5);
    assert.equal(romanianMark(30, { totalPoints: 40, basePoints: 10 }), 8);
    assert.equal(romanianMark(0, { totalPoints: 40, basePoints: 0 }), 1, 'never below 1');
    assert.equal(romanianMark(1, { totalPoints: 30, basePoints: 0 }), 1);
  });

  test('scores outside 0..total are clamped', () => {
    assert.equal(romanianMark(120, usual), 10);
    assert.equal(romanianMark(-5, usual), 1);
  });

  test('the whole mark rounds halves up', () => {
    assert.equal(wholeRomanianMark(7.5), 8);
    assert.equal(wholeRomanianMark(7.49), 7);
    assert.equal(wholeRomanianMark(9.99), 10);
    assert.equal(wholeRomanianMark(1), 1);
  });
});

describe('bands (SPEC 9)', () => {
  const hundred = { totalPoints: 100, basePoints: 0 };
  test('A 90-100, B 80-89, C 70-79, D 60-69, F 0-59, at both edges', () => {
    const cases: [number, string][] = [
      [100, 'A'],
      [90, 'A'],
      [89.99, 'B'],
      [80, 'B'],
      [79.5, 'C'],
      [70, 'C'],
      [69, 'D'],
      [60, 'D'],
      [59.99, 'F'],
      [0, 'F'],
    ];
    for (const [score, band] of cases) assert.equal(bandOf(score, hundred), band, `${score}`);
  });
  test('count the ex-officio points like the mark does', () => {
    assert.equal(percentOf(80, usual), 90);
    assert.equal(bandOf(80, usual), 'A');
    assert.equal(bandOf(79, usual), 'B');
  });
});

describe('points arithmetic', () => {
  test('sums in hundredths, exactly', () => {
    assert.equal(sumPoints([0.1, 0.2]), 0.3);
    assert.equal(sumPoints([2.25, 2.25, 5.5]), 10);
    assert.equal(toHundredths(7.45), 745);
  });
  test('decimal places', () => {
    assert.equal(hasAtMostDecimals(2.25, 2), true);
    assert.equal(hasAtMostDecimals(2.255, 2), false);
    assert.equal(hasAtMostDecimals(3, 0), true);
    assert.equal(hasAtMostDecimals(0.1 + 0.2, 2), true);
  });
});

describe("a class's average mark", () => {
  const thirty = { totalPoints: 30, basePoints: 0 };
  test('the mark of the mean points; nothing graded, no average', () => {
    assert.equal(classAverageMark([{ score: 45 }, { score: 90 }], usual), romanianMark(67.5, usual));
    assert.equal(classAverageMark([], usual), null);
  });

  test('with a final mark set by double correction, the mean of the marks the papers got', () => {
    // Two evaluators' 30 and 29 points (marks 10 and 9.67) settled at 9.87 by the rule; the mark of 29.5 points is 9.83.
    assert.equal(classAverageMark([{ score: 29.5, finalMark: 9.87 }], thirty), 9.87);
    // With a paper marked the usual way beside it: (9.87 + 5) / 2, rounded to hundredths.
    assert.equal(
      classAverageMark(
        [
          { score: 29.5, finalMark: 9.87 },
          { score: 15, finalMark: null },
        ],
        thirty,
      ),
      7.44,
    );
  });
});
