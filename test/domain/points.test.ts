// Points as people read them, and as cheaply as the grid needs: formatting a
// mark must not build a new Intl formatter each time (the grid's headers
// built ~70 on open, 40 ms of a cold load's main thread).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPoints, sumPoints } from '../../src/domain/points';

test("formatPoints writes up to two decimals in the locale's own way", () => {
  assert.equal(formatPoints(7.5, 'ro'), '7,5');
  assert.equal(formatPoints(7.5, 'en'), '7.5');
  assert.equal(formatPoints(7, 'es'), '7');
  assert.equal(formatPoints(7.255, 'en'), '7.26');
  assert.equal(sumPoints([0.1, 0.2]), 0.3);
});

test('formatPoints builds one formatter per locale, however many marks it formats', () => {
  const Original = Intl.NumberFormat;
  let built = 0;
  // Counts constructions; formats as the real one does.
  const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    built++;
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat;
  Intl.NumberFormat = Counting;
  try {
    for (let i = 0; i < 500; i++) {
      formatPoints(i / 4, 'de');
      formatPoints(i / 4, 'fr');
    }
  } finally {
    Intl.NumberFormat = Original;
  }
  assert.ok(built <= 2, `${built} formatters built for 1000 marks`);
});
