import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editorKeyAction, gridKeyAction, isPrintable, type KeyInput } from '../../../src/domain/grid/keymap';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({ key: k, shift: false, mod: false, alt: false, ...extra });

describe('grid keys', () => {
  test('arrows move; Shift extends; Ctrl/Cmd goes to the edge', () => {
    assert.deepEqual(gridKeyAction(key('ArrowDown')), { type: 'move', direction: 'down', extend: false, toEdge: false });
    assert.deepEqual(gridKeyAction(key('ArrowLeft', { shift: true })), { type: 'move', direction: 'left', extend: true, toEdge: false });
    assert.deepEqual(gridKeyAction(key('ArrowUp', { mod: true })), { type: 'move', direction: 'up', extend: false, toEdge: true });
  });

  test('Tab, Enter, F2, Delete, Backspace, Escape, Page and Home keys', () => {
    assert.deepEqual(gridKeyAction(key('Tab')), { type: 'tab', backwards: false });
    assert.deepEqual(gridKeyAction(key('Tab', { shift: true })), { type: 'tab', backwards: true });
    assert.deepEqual(gridKeyAction(key('Enter', { shift: true })), { type: 'enter', backwards: true });
    assert.deepEqual(gridKeyAction(key('F2')), { type: 'edit' });
    assert.deepEqual(gridKeyAction(key('Delete')), { type: 'clear' });
    assert.deepEqual(gridKeyAction(key('Backspace')), { type: 'clear' });
    assert.deepEqual(gridKeyAction(key('Escape')), { type: 'collapse' });
    assert.deepEqual(gridKeyAction(key('PageDown', { shift: true })), { type: 'page', direction: 'down', extend: true });
    assert.deepEqual(gridKeyAction(key('End', { mod: true })), { type: 'homeEnd', which: 'end', wholeGrid: true, extend: false });
  });

  test('undo, redo (Shift+Ctrl+Z and Ctrl+Y), select all; other chords are not the grid’s', () => {
    assert.deepEqual(gridKeyAction(key('z', { mod: true })), { type: 'undo' });
    assert.deepEqual(gridKeyAction(key('Z', { mod: true, shift: true })), { type: 'redo' });
    assert.deepEqual(gridKeyAction(key('y', { mod: true })), { type: 'redo' });
    assert.deepEqual(gridKeyAction(key('a', { mod: true })), { type: 'selectAll' });
    assert.equal(gridKeyAction(key('c', { mod: true })), null, 'copy arrives as a clipboard event');
    assert.equal(gridKeyAction(key('k', { mod: true })), null, 'the palette');
    assert.equal(gridKeyAction(key('Enter', { mod: true, shift: true })), null, 'a registry command');
    assert.equal(gridKeyAction(key('7', { alt: true })), null);
  });

  test('a printable key types; named keys do not', () => {
    assert.deepEqual(gridKeyAction(key('7')), { type: 'type', text: '7' });
    assert.deepEqual(gridKeyAction(key(',')), { type: 'type', text: ',' });
    assert.deepEqual(gridKeyAction(key('ș')), { type: 'type', text: 'ș' });
    assert.ok(isPrintable(key(' ')));
    assert.ok(!isPrintable(key('Shift')));
    assert.equal(gridKeyAction(key('Shift')), null);
  });
});

describe('editor keys', () => {
  test('Enter and Tab commit and move; Escape cancels', () => {
    assert.deepEqual(editorKeyAction(key('Enter'), 'replace'), { type: 'commit', then: { type: 'enter', backwards: false } });
    assert.deepEqual(editorKeyAction(key('Enter', { shift: true }), 'edit'), { type: 'commit', then: { type: 'enter', backwards: true } });
    assert.deepEqual(editorKeyAction(key('Tab', { shift: true }), 'edit'), { type: 'commit', then: { type: 'tab', backwards: true } });
    assert.deepEqual(editorKeyAction(key('Escape'), 'edit'), { type: 'cancel' });
  });

  test('typed over (replace mode) every arrow leaves the cell; in edit mode Left/Right move the caret', () => {
    assert.deepEqual(editorKeyAction(key('ArrowLeft'), 'replace'), { type: 'commit', then: { type: 'move', direction: 'left' } });
    assert.equal(editorKeyAction(key('ArrowLeft'), 'edit'), null);
    assert.equal(editorKeyAction(key('ArrowRight'), 'edit'), null);
    assert.deepEqual(editorKeyAction(key('ArrowDown'), 'edit'), { type: 'commit', then: { type: 'move', direction: 'down' } });
    assert.equal(editorKeyAction(key('ArrowLeft', { shift: true }), 'replace'), null, 'Shift+arrow selects text');
    assert.equal(editorKeyAction(key('5'), 'replace'), null);
    assert.equal(editorKeyAction(key('z', { mod: true }), 'replace'), null, 'the input undoes its own typing');
  });
});
