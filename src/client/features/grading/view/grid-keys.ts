// The grid's own keys (domain/grid/keymap.ts reads them), in the order a
// teacher meets them: the one table that the grid's Keyboard panel (which the
// '?' help shows too: core/commands keyHelp) and the grid's description for screen readers read.
// `arrows` is the four arrows (i18n keys.arrows), `0-9` the digits; the
// grid's commands with a shortcut (Go to pupil, Fill full marks, Clear the
// row) join the list from the commands themselves.
import { type Command, isAvailable } from '../../../core/commands';
import type { TFunction } from '../../../core/i18n';
import { shortcutText } from '../../../ui/key-names';

export interface GridKey {
  /** i18n key of what the keys do. */
  labelKey: string;
  /** Alternatives, each in the shortcut syntax of core/shortcuts.ts (`mod+shift+z`, `mod+y`). */
  keys: readonly string[];
  /** Changes marks: not listed on a grid the reader may only read. */
  writes?: boolean;
}

// Rows "what (grading.keys.*) key key…", a leading ! where the keys change marks (a string: the table is in every grid's download).
const TABLE =
  'move arrows|edge mod+arrows|select shift+arrows|page pageup pagedown|ends home end|gridEnds mod+home mod+end|selectAll mod+a|' +
  '!type 0-9|enter enter|tab tab|!edit f2|escape escape|!clear delete backspace|!undo mod+z|!redo mod+shift+z mod+y|' +
  'copy mod+c|!cut mod+x|!paste mod+v';

export const GRID_KEYS: readonly GridKey[] = TABLE.split('|').map((row) => {
  const [what = '', ...keys] = row.split(' ');
  return { labelKey: `grading.keys.${what.replace('!', '')}`, keys, writes: what.startsWith('!') };
});

/** The grid's keys for this reader: its own, then its commands' shortcuts. */
export function gridKeys(readOnly: boolean, commands: readonly Command[]): GridKey[] {
  const commanded = commands.flatMap((command) => (command.shortcut && isAvailable(command) ? [{ labelKey: command.labelKey, keys: [command.shortcut] }] : []));
  return [...GRID_KEYS.filter((entry) => !(readOnly && entry.writes)), ...commanded];
}

/** The keys the grid's description for screen readers names ("Enter keeps it and moves down…"), as prose writes them. */
export function describedKeys(t: TFunction): Record<string, string> {
  const params: Record<string, string> = {};
  for (const action of ['enter', 'tab', 'escape', 'clear', 'undo', 'copy', 'paste']) {
    const entry = GRID_KEYS.find((each) => each.labelKey === `grading.keys.${action}`)!;
    params[action] = shortcutText(t, entry.keys[0]!);
  }
  return params;
}
