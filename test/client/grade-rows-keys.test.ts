// Question ids are chosen by the test's author, and "constructor" or
// "toString" are valid ids: a grid row must read and write only its own marks,
// never what a plain object inherits (issue 12).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellOf, differingKeys, emptyRow, withCell } from '../../src/client/features/grading/grade-rows';

const KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

test('an empty row has no mark under an inherited name', () => {
  for (const key of KEYS) assert.equal(cellOf(emptyRow(), key), null, key);
});

test('a mark set under an inherited name is kept, read back and cleared', () => {
  for (const key of KEYS) {
    const row = withCell(emptyRow(), key, 5);
    assert.equal(cellOf(row, key), 5, key);
    assert.deepEqual(Object.keys(row.marks), [key]);
    assert.deepEqual(differingKeys(row, emptyRow()), [key]);
    const cleared = withCell(row, key, null);
    assert.equal(cellOf(cleared, key), null, key);
    assert.deepEqual(differingKeys(cleared, emptyRow()), []);
  }
});
