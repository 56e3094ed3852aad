// Each assigned quiz's Change due date and Unassign from the palette ("Change
// a due date…"): which quiz, then what the row's button does, from it
// (ui/row-command), so the dialog or the question returns the focus there.
import type { ReactNode } from 'react';
import { actFromRowButton } from '../../ui/row-command';
import { useRowChooser } from '../../ui/use-row-chooser';
import type { AssignedQuiz } from './assignments.types';

type RowAction = 'dueDate' | 'unassign';

/** A row button's element id, for the palette's row commands. */
export const assignedRowActionId = (quizId: string, action: RowAction) => `assigned-${quizId}-${action}`;

export interface AssignedRowCommandsProps {
  rows: readonly AssignedQuiz[];
  onChangeDueDate: (quiz: AssignedQuiz) => void;
  onUnassign: (quiz: AssignedQuiz) => void;
}

/** Registers the two commands while the tab is open; returns the chooser while one is choosing its quiz. */
export function useAssignedRowCommands({ rows, onChangeDueDate, onUnassign }: AssignedRowCommandsProps): ReactNode {
  return useRowChooser<RowAction, AssignedQuiz>({
    commands: [
      {
        action: 'dueDate',
        id: 'classroom.changeDueDate',
        labelKey: 'assignments.commands.changeDueDate',
        keywords: ['due date', 'deadline', 'termen', 'dată', 'fecha límite', 'plazo'],
        titleKey: 'assignments.chooser.dueDateTitle',
      },
      {
        action: 'unassign',
        id: 'classroom.unassignQuiz',
        labelKey: 'assignments.commands.unassign',
        keywords: ['unassign', 'remove', 'quiz', 'retrage', 'test', 'desasignar', 'quitar', 'examen'],
        titleKey: 'assignments.chooser.unassignTitle',
      },
    ],
    // The rows whose button the server allows this reader (the row shows none otherwise).
    rows: (action) => rows.filter((quiz) => (action === 'dueDate' ? quiz.canChangeDueDate : quiz.canUnassign)),
    option: (quiz) => ({ id: quiz.quizId, label: quiz.title, detail: quiz.classLabel, keywords: [quiz.title] }),
    placeholderKey: 'assignments.chooser.assignedPlaceholder',
    noMatchKey: 'assignments.chooser.noMatch',
    pick: (quiz, action, close) =>
      actFromRowButton(close, assignedRowActionId(quiz.quizId, action), () => (action === 'dueDate' ? onChangeDueDate(quiz) : onUnassign(quiz))),
  });
}
