// The grid's palette commands while it is mounted (DESIGN 4: one registry
// for the palette, the shortcuts and the shortcut help).
import { type Command, useRegisterCommands } from '../../../core/commands';
import type { GradingSession } from '../sync/grading-session';
import { type GridKey, gridKeys } from './grid-keys';
import { gridKeyHelp } from './KeyboardHelp';

/**
 * Registers the grid's commands while it is mounted, and its keys for the '?' help; returns the keys (its own,
 * then its commands' shortcuts), which its Keyboard panel shows.
 */
export function useGridCommands(session: GradingSession, openGoToPupil: () => void): readonly GridKey[] {
  const commands: Command[] = [
    {
      id: 'goto.pupil',
      labelKey: 'grading.commands.goToPupil',
      keywords: ['find', 'search', 'student', 'elev', 'caută', 'alumno', 'buscar'],
      shortcut: 'mod+shift+f',
      group: 'navigation',
      run: openGoToPupil,
    },
    {
      id: 'fill.fullMarks',
      labelKey: 'grading.commands.fillFullMarks',
      keywords: ['maximum', 'punctaj maxim', 'nota maximă', 'máximo'],
      shortcut: 'mod+shift+enter',
      group: 'actions',
      when: () => !session.readOnly,
      run: () => void session.controller.fillFullMarks(),
    },
    {
      id: 'clear.row',
      labelKey: 'grading.commands.clearRow',
      keywords: ['erase', 'delete', 'șterge', 'borrar'],
      shortcut: 'mod+shift+backspace',
      group: 'actions',
      when: () => !session.readOnly,
      run: () => void session.controller.clearRows(),
    },
  ];
  const keys = gridKeys(session.readOnly, commands);
  useRegisterCommands([...commands, gridKeyHelp(keys, commands)], [session]);
  return keys;
}
