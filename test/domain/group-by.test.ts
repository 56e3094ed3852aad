import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupBy } from '../../src/domain/group-by';

test('items are grouped under their key in the order they came, each as valueFor makes it', () => {
  const rows = [
    { quiz: 'a', name: 'IX A' },
    { quiz: 'b', name: 'X B' },
    { quiz: 'a', name: 'IX C' },
  ];
  assert.deepEqual(
    [
      ...groupBy(
        rows,
        (row) => row.quiz,
        (row) => row.name,
      ),
    ],
    [
      ['a', ['IX A', 'IX C']],
      ['b', ['X B']],
    ],
  );
  assert.deepEqual(groupBy(rows, (row) => row.quiz).get('b'), [{ quiz: 'b', name: 'X B' }]);
  assert.equal(groupBy([], (row: { quiz: string }) => row.quiz).size, 0);
});
