// Keys to grid actions, like a spreadsheet: arrows move (Shift extends the
// selection, Ctrl/Cmd goes to the edge), Tab moves right wrapping rows,
// Enter moves down, F2 edits, a printable key starts editing and replaces
// the cell, Delete/Backspace clears, Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z
// (or Ctrl+Y) redoes. While a cell is being edited the input keeps the keys
// it needs (the caret, the text) and only the ones that leave it are mapped.
import type { Direction } from './navigation';

export interface KeyInput {
  /** KeyboardEvent.key. */
  key: string;
  shift: boolean;
  /** Ctrl, or Cmd on a Mac. */
  mod: boolean;
  alt: boolean;
}

export type GridAction =
  | { type: 'move'; direction: Direction; extend: boolean; toEdge: boolean }
  | { type: 'page'; direction: 'up' | 'down'; extend: boolean }
  | { type: 'homeEnd'; which: 'home' | 'end'; wholeGrid: boolean; extend: boolean }
  | { type: 'tab'; backwards: boolean }
  | { type: 'enter'; backwards: boolean }
  | { type: 'edit' }
  | { type: 'type'; text: string }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectAll' }
  | { type: 'collapse' };

/**
 * How the edit began: `replace` (a key was typed: arrows leave the cell, as
 * in a spreadsheet's Enter mode) or `edit` (F2 or a double-click: Left and
 * Right move the caret).
 */
export type EditMode = 'replace' | 'edit';

export type EditorAction =
  | { type: 'commit'; then: { type: 'enter'; backwards: boolean } | { type: 'tab'; backwards: boolean } | { type: 'move'; direction: Direction } }
  | { type: 'cancel' };

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** A key that types a character (not a named key such as Enter or F2). */
export function isPrintable(input: KeyInput): boolean {
  return !input.mod && !input.alt && [...input.key].length === 1;
}

/** What a key does while the grid (not an editor) has the focus; null: not the grid's key. */
export function gridKeyAction(input: KeyInput): GridAction | null {
  const { key, shift, mod, alt } = input;
  if (alt) return null;
  const arrow = ARROWS[key];
  if (arrow) return { type: 'move', direction: arrow, extend: shift, toEdge: mod };
  if (mod) {
    const letter = key.toLowerCase();
    if (letter === 'z') return shift ? { type: 'redo' } : { type: 'undo' };
    if (letter === 'y' && !shift) return { type: 'redo' };
    if (letter === 'a' && !shift) return { type: 'selectAll' };
    if (key === 'Home' || key === 'End') return { type: 'homeEnd', which: key === 'Home' ? 'home' : 'end', wholeGrid: true, extend: shift };
    // Ctrl+C/V/X reach the grid as clipboard events; other chords belong to the command registry.
    return null;
  }
  switch (key) {
    case 'Tab':
      return { type: 'tab', backwards: shift };
    case 'Enter':
      return { type: 'enter', backwards: shift };
    case 'F2':
      return { type: 'edit' };
    case 'Delete':
    case 'Backspace':
      return { type: 'clear' };
    case 'PageUp':
    case 'PageDown':
      return { type: 'page', direction: key === 'PageUp' ? 'up' : 'down', extend: shift };
    case 'Home':
    case 'End':
      return { type: 'homeEnd', which: key === 'Home' ? 'home' : 'end', wholeGrid: false, extend: shift };
    case 'Escape':
      return { type: 'collapse' };
    default:
      return isPrintable(input) ? { type: 'type', text: key } : null;
  }
}

/** What a key does inside a cell's editor; null: the input handles it. */
export function editorKeyAction(input: KeyInput, mode: EditMode): EditorAction | null {
  const { key, shift, mod, alt } = input;
  if (alt) return null;
  if (key === 'Escape') return { type: 'cancel' };
  if (mod) return null;
  if (key === 'Enter') return { type: 'commit', then: { type: 'enter', backwards: shift } };
  if (key === 'Tab') return { type: 'commit', then: { type: 'tab', backwards: shift } };
  const arrow = ARROWS[key];
  if (!arrow || shift) return null;
  if (arrow === 'up' || arrow === 'down' || mode === 'replace') return { type: 'commit', then: { type: 'move', direction: arrow } };
  return null;
}
