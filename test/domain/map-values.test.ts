import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mapValues } from '../../src/domain/map-values';

test('each value mapped, the keys and their order kept', () => {
  const mapped = mapValues({ q1: 150, 'q2/r1': 0, q3: 25 }, (hundredths) => hundredths / 100);
  assert.deepEqual(mapped, { q1: 1.5, 'q2/r1': 0, q3: 0.25 });
  assert.deepEqual(Object.keys(mapped), ['q1', 'q2/r1', 'q3']);
});

test('a "__proto__" key, as JSON.parse reads it from a stored grade, is an own property and the prototype stays', () => {
  const stored = JSON.parse('{"__proto__": 200, "constructor": 100, "q1": 50}') as Record<string, number>;
  const mapped = mapValues(stored, (hundredths) => hundredths / 100);
  assert.equal(Object.getPrototypeOf(mapped), Object.prototype);
  assert.deepEqual(Object.entries(mapped), [
    ['__proto__', 2],
    ['constructor', 1],
    ['q1', 0.5],
  ]);
  assert.deepEqual(mapped, Object.fromEntries(Object.entries(stored).map(([key, mark]) => [key, mark / 100])), 'as fromEntries answers it');
  assert.equal(JSON.stringify(mapped), '{"__proto__":2,"constructor":1,"q1":0.5}');
});

test('keys inherited from a polluted prototype are not taken', (t) => {
  const polluted = Object.prototype as Record<string, unknown>;
  polluted.injected = 1;
  t.after(() => delete polluted.injected);
  assert.deepEqual(Object.keys(mapValues({ q1: 1 }, (n) => n)), ['q1']);
});
