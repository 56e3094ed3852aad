import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readMark } from '../../../src/domain/grid/mark-input';

describe('a mark typed into a cell', () => {
  test('decimals with a point or a comma (Romanian 7,5) are read', () => {
    assert.deepEqual(readMark('7,5', 10), { ok: true, value: 7.5 });
    assert.deepEqual(readMark(' 7.5 ', 10), { ok: true, value: 7.5 });
    assert.deepEqual(readMark('0,25', 10), { ok: true, value: 0.25 });
    assert.deepEqual(readMark('10', 10), { ok: true, value: 10 });
    assert.deepEqual(readMark('', 10), { ok: true, value: null });
  });

  test('a negative mark is refused, like one over the maximum', () => {
    assert.deepEqual(readMark('-2', 10), { ok: false, reason: { key: 'grading.refused.negative' } });
    assert.deepEqual(readMark('-1', 10), { ok: false, reason: { key: 'grading.refused.negative' } });
    assert.deepEqual(readMark('-0,5', 10), { ok: false, reason: { key: 'grading.refused.negative' } });
    assert.deepEqual(readMark('11', 10), { ok: false, reason: { key: 'marks.tooHigh', params: { max: 10, count: 10 } } });
  });

  test('what a teacher does not type as a number is not one: exponents, hex, infinity, letters', () => {
    for (const text of ['1e1', '1E1', '0x5', 'Infinity', 'abs', '7,5,1', '7.5.1', '1_0']) {
      assert.deepEqual(readMark(text, 10), { ok: false, reason: { key: 'validation.number' } }, text);
    }
  });
});
