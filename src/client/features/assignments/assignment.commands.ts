// The assignment feature's palette commands: 'Assign a quiz to a
// classroom…' and 'Grade a quiz in a classroom…', each a chooser flow. Ids
// start with a verb, never with an i18n namespace. Registered when this
// feature's code first loads (a classroom's Quizzes tab, the grading
// screens) and kept for the visit.
import { type Command, registerCommands } from '../../core/commands';
import { openOverlay } from '../../core/overlays';
import { ASSIGNMENT_OVERLAYS } from './assignments.overlays';

export const ASSIGN_QUIZ_COMMAND: Command = {
  id: 'assign.quiz',
  labelKey: 'assignments.commands.assign',
  keywords: ['assign', 'give', 'homework', 'test', 'atribuie', 'alocă', 'asignar', 'due date'],
  shortcut: 'g a',
  group: 'actions',
  run: () => openOverlay(ASSIGNMENT_OVERLAYS.assign),
};

export const GRADE_QUIZ_COMMAND: Command = {
  id: 'grade.quiz',
  labelKey: 'assignments.commands.grade',
  keywords: ['grade', 'marks', 'enter grades', 'notează', 'note', 'evaluare', 'calificar', 'notas'],
  shortcut: 'g n',
  group: 'navigation',
  run: () => openOverlay(ASSIGNMENT_OVERLAYS.grade),
};

let registered: (() => void) | null = null;

export function registerAssignmentCommands(): () => void {
  registered ??= registerCommands([ASSIGN_QUIZ_COMMAND, GRADE_QUIZ_COMMAND]);
  return () => {
    registered?.();
    registered = null;
  };
}
