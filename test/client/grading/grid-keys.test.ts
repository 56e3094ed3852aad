// The grid's key list (grading/view/grid-keys.ts) is what its Keyboard panel
// and the '?' help show; the keymap (domain/grid/keymap.ts) is what the keys
// do. The panel once left out Backspace, Ctrl+Y, Page Up/Down, Home/End and
// Ctrl+A, which the grid took all along: every key listed does what its row
// says, and every key the grid takes is listed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseShortcut } from '../../../src/client/core/shortcuts';
import { GRID_KEYS } from '../../../src/client/features/grading/view/grid-keys';
import { type GridAction, gridKeyAction, type KeyInput } from '../../../src/domain/grid/keymap';

/** KeyboardEvent.key for the registry's key names. */
const EVENT_KEYS: Record<string, string> = {
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  home: 'Home',
  end: 'End',
  tab: 'Tab',
  enter: 'Enter',
  f2: 'F2',
  delete: 'Delete',
  backspace: 'Backspace',
  escape: 'Escape',
};

/** The key presses a listed shortcut stands for (`arrows` is the four arrows, `0-9` the digits). */
function presses(shortcut: string): KeyInput[] {
  const [chord] = parseShortcut(shortcut);
  assert.ok(chord, shortcut);
  const keys =
    chord.key === 'arrows'
      ? ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']
      : chord.key === '0-9'
        ? [...'0123456789']
        : [EVENT_KEYS[chord.key] ?? chord.key];
  return keys.map((key) => ({ key, mod: chord.mod, shift: chord.shift, alt: chord.alt }));
}

/** What each row says its keys do, as the keymap names it. */
const ACTIONS: Record<string, (action: GridAction | null) => boolean> = {
  'grading.keys.move': (a) => a?.type === 'move' && !a.extend && !a.toEdge,
  'grading.keys.edge': (a) => a?.type === 'move' && a.toEdge,
  'grading.keys.select': (a) => a?.type === 'move' && a.extend,
  'grading.keys.page': (a) => a?.type === 'page',
  'grading.keys.ends': (a) => a?.type === 'homeEnd' && !a.wholeGrid,
  'grading.keys.gridEnds': (a) => a?.type === 'homeEnd' && a.wholeGrid,
  'grading.keys.selectAll': (a) => a?.type === 'selectAll',
  'grading.keys.type': (a) => a?.type === 'type',
  'grading.keys.enter': (a) => a?.type === 'enter',
  'grading.keys.tab': (a) => a?.type === 'tab',
  'grading.keys.edit': (a) => a?.type === 'edit',
  // In the grid Esc drops the selection; in a cell's editor it cancels the edit (editorKeyAction).
  'grading.keys.escape': (a) => a?.type === 'collapse',
  'grading.keys.clear': (a) => a?.type === 'clear',
  'grading.keys.undo': (a) => a?.type === 'undo',
  'grading.keys.redo': (a) => a?.type === 'redo',
  // Copy, cut and paste reach the grid as clipboard events, not keys (use-grid-events.ts).
  'grading.keys.copy': (a) => a === null,
  'grading.keys.cut': (a) => a === null,
  'grading.keys.paste': (a) => a === null,
};

describe("the grid's key list and its keymap", () => {
  it('every listed key does what its row says', () => {
    for (const { labelKey, keys } of GRID_KEYS) {
      const does = ACTIONS[labelKey];
      assert.ok(does, `${labelKey} has a check here`);
      for (const shortcut of keys) for (const press of presses(shortcut)) assert.ok(does(gridKeyAction(press)), `${labelKey}: ${shortcut} (${press.key})`);
    }
  });

  it('every key the grid takes is listed', () => {
    const listed = new Set(GRID_KEYS.flatMap(({ keys }) => keys.flatMap(presses)).map((press) => JSON.stringify(press)));
    const names = [
      'ArrowUp',
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'PageUp',
      'PageDown',
      'Home',
      'End',
      'Tab',
      'Enter',
      'F2',
      'Delete',
      'Backspace',
      'Escape',
    ];
    const unlisted: string[] = [];
    // Letters type (into a comment), as digits do into a mark: the digits' row stands for them.
    for (const key of [...names, 'z', 'y', 'a', '5']) {
      for (const mod of [false, true]) {
        for (const shift of [false, true]) {
          const press = { key, mod, shift, alt: false };
          const action = gridKeyAction(press);
          if (!action || (action.type === 'type' && key !== '5')) continue;
          // Shift with a key that does the same (extending the selection, going back with Tab or Enter) is that key's row.
          const unshifted = { ...press, shift: false };
          const same = shift && gridKeyAction(unshifted)?.type === action.type;
          if (!listed.has(JSON.stringify(same ? unshifted : press))) unlisted.push(`${mod ? 'mod+' : ''}${shift ? 'shift+' : ''}${key}: ${action.type}`);
        }
      }
    }
    assert.deepEqual(unlisted, []);
  });
});
