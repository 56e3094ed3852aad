import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixedVisibleRange, indexAt, offsetsOf, sameRange, scrollToReveal, visibleRange } from '../../../src/domain/grid/virtual-window';

describe('virtual window', () => {
  const offsets = offsetsOf([100, 50, 50, 50, 200, 50]);

  test('offsets and the item at a position', () => {
    assert.deepEqual(offsets, [0, 100, 150, 200, 250, 450, 500]);
    assert.equal(indexAt(offsets, 0), 0);
    assert.equal(indexAt(offsets, 99), 0);
    assert.equal(indexAt(offsets, 100), 1);
    assert.equal(indexAt(offsets, 449), 4);
    assert.equal(indexAt(offsets, 10_000), 5);
  });

  test('the items in the viewport, widened by the overscan and clamped', () => {
    assert.deepEqual(visibleRange(offsets, 120, 100, 0), { start: 1, end: 4 });
    assert.deepEqual(visibleRange(offsets, 120, 100, 1), { start: 0, end: 5 });
    assert.deepEqual(visibleRange(offsets, 400, 1000, 2), { start: 2, end: 6 });
    assert.deepEqual(visibleRange(offsetsOf([]), 0, 100), { start: 0, end: 0 });
  });

  test('fixed-size rows: 1,000 rows of 36 px, a 720 px viewport', () => {
    assert.deepEqual(fixedVisibleRange(1000, 36, 0, 720, 0), { start: 0, end: 20 });
    assert.deepEqual(fixedVisibleRange(1000, 36, 18_000, 720, 3), { start: 497, end: 523 });
    assert.deepEqual(fixedVisibleRange(1000, 36, 99_999, 720, 3), { start: 996, end: 1000 });
    assert.deepEqual(fixedVisibleRange(0, 36, 0, 720), { start: 0, end: 0 });
    assert.ok(sameRange({ start: 1, end: 2 }, { start: 1, end: 2 }));
  });

  test('scrolling to reveal a cell moves as little as possible, minding the sticky header', () => {
    assert.equal(scrollToReveal(100, 136, 0, 400, 40), 0, 'already visible');
    assert.equal(scrollToReveal(500, 536, 0, 400, 40), 136, 'below: its bottom at the bottom');
    assert.equal(scrollToReveal(100, 136, 90, 400, 40), 60, 'under the sticky header: just below it');
    assert.equal(scrollToReveal(0, 36, 200, 400, 0), 0);
  });
});
