import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canRedo, canUndo, createUndoStack, inverse, pushUndo, redo, undo } from '../../../src/domain/grid/undo-stack';

describe('undo stack', () => {
  test('undo returns the latest entry, redo brings it back, in order', () => {
    let stack = createUndoStack<string>();
    assert.ok(!canUndo(stack));
    stack = pushUndo(pushUndo(pushUndo(stack, 'a'), 'b'), 'c');
    const first = undo(stack)!;
    assert.equal(first.entry, 'c');
    const second = undo(first.stack)!;
    assert.equal(second.entry, 'b');
    assert.ok(canRedo(second.stack));
    const again = redo(second.stack)!;
    assert.equal(again.entry, 'b');
    assert.equal(redo(again.stack)!.entry, 'c');
    assert.equal(redo(redo(again.stack)!.stack), null, 'nothing more to redo');
  });

  test('a new entry after an undo forgets what could be redone', () => {
    let stack = pushUndo(pushUndo(createUndoStack<string>(), 'a'), 'b');
    stack = undo(stack)!.stack;
    stack = pushUndo(stack, 'x');
    assert.ok(!canRedo(stack));
    assert.deepEqual(stack.past, ['a', 'x']);
  });

  test('keeps at most `limit` entries, dropping the oldest', () => {
    let stack = createUndoStack<number>(3);
    for (let i = 1; i <= 5; i++) stack = pushUndo(stack, i);
    assert.deepEqual(stack.past, [3, 4, 5]);
    assert.equal(undo(createUndoStack<number>()), null);
  });

  test('the inverse of a multi-cell change reverts it, last change first', () => {
    const changes = [
      { rowId: 'p1', key: 'q1', before: null, after: 5 },
      { rowId: 'p1', key: 'q1', before: 5, after: 7 },
      { rowId: 'p2', key: 'q2', before: 1, after: 2 },
    ];
    assert.deepEqual(inverse(changes), [
      { rowId: 'p2', key: 'q2', before: 2, after: 1 },
      { rowId: 'p1', key: 'q1', before: 7, after: 5 },
      { rowId: 'p1', key: 'q1', before: 5, after: null },
    ]);
  });
});
