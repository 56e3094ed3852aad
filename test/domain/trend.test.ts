// SPEC 4 trend: a line through the last five results; fewer than two results, no trend.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { trendOf } from '../../src/domain/trend';

describe('trend', () => {
  test('a pupil with no marks has no trend, not a stable one', () => {
    assert.equal(trendOf([]), 'none');
  });

  test('one result has no trend yet: it says nothing about a direction (it read "stable", an outside tester found)', () => {
    assert.equal(trendOf([60]), 'none');
  });

  test('a rise or fall of more than 2 points per test is improving or declining, else stable', () => {
    assert.equal(trendOf([60, 60]), 'stable');
    assert.equal(trendOf([30, 50, 80]), 'improving');
    assert.equal(trendOf([85, 60, 40]), 'declining');
    assert.equal(trendOf([60, 61, 60]), 'stable');
  });
});
