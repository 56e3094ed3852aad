// Question ids are chosen by the test's author, and "constructor" or
// "toString" are valid ids: a grid row must read and write only its own marks,
// never what a plain object inherits (issue 12).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cellOf, differingKeys, emptyRow, withCell } from '../../../src/client/features/grading/model/grade-rows';

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

test('the grade book keeps marks typed under ids a legend observable or an object would answer itself', async () => {
  const { GradeBook } = await import('../../../src/client/features/grading/model/grade-book');
  const { PendingEditsStorage } = await import('../../../src/client/features/grading/sync/pending-edits.storage');
  const { MemoryStorage, pupilId, QUIZ_ID, CLASSROOM_ID, record } = await import('../support/grading-fixtures');
  const book = new GradeBook(new PendingEditsStorage(QUIZ_ID, CLASSROOM_ID, new MemoryStorage(), 'u1'));
  book.load([record(1, { q1: 10 }, 3)]);
  const keys = ['get', 'set', 'peek', 'delete', 'constructor', 'toString', 'valueOf'];
  book.applyChanges(keys.map((key, i) => ({ rowId: pupilId(1), key, after: i + 1 })));
  assert.deepEqual(book.row(pupilId(1)).marks, { q1: 10, ...Object.fromEntries(keys.map((key, i) => [key, i + 1])) });
  book.applyChanges(keys.map((key) => ({ rowId: pupilId(1), key, after: null })));
  assert.deepEqual(book.row(pupilId(1)).marks, { q1: 10 });
});
