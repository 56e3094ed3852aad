// Each assigned quiz's Change due date and Unassign from the palette ("Change
// a due date…"): which quiz, then what the row's button does, from it
// (ui/row-command), so the dialog or the question returns the focus there.
import { type ReactNode, useState } from 'react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { actFromRowButton, loadRecordChooser } from '../../ui/row-command';
import { useLazyModule } from '../../ui/use-lazy-module';
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
  const t = useT();
  const [choosing, setChoosing] = useState<RowAction | null>(null);
  const chooser = useLazyModule(loadRecordChooser, choosing !== null);
  // The rows whose button the server allows this reader (the row shows none otherwise).
  const offered = (action: RowAction) => rows.filter((quiz) => (action === 'dueDate' ? quiz.canChangeDueDate : quiz.canUnassign));

  useRegisterCommands([
    {
      id: 'classroom.changeDueDate',
      labelKey: 'assignments.commands.changeDueDate',
      keywords: ['due date', 'deadline', 'termen', 'dată', 'fecha límite', 'plazo'],
      group: 'actions',
      when: () => offered('dueDate').length > 0,
      run: () => setChoosing('dueDate'),
    },
    {
      id: 'classroom.unassignQuiz',
      labelKey: 'assignments.commands.unassign',
      keywords: ['unassign', 'remove', 'quiz', 'retrage', 'test', 'desasignar', 'quitar', 'examen'],
      group: 'actions',
      when: () => offered('unassign').length > 0,
      run: () => setChoosing('unassign'),
    },
  ]);

  if (!choosing || !chooser) return null;
  const candidates = offered(choosing);
  const actOn = (id: string) => {
    const quiz = candidates.find((candidate) => candidate.quizId === id)!;
    const action = choosing;
    actFromRowButton(
      () => setChoosing(null),
      assignedRowActionId(quiz.quizId, action),
      () => (action === 'dueDate' ? onChangeDueDate(quiz) : onUnassign(quiz)),
    );
  };
  return (
    <chooser.RecordChooser
      title={t(choosing === 'dueDate' ? 'assignments.chooser.dueDateTitle' : 'assignments.chooser.unassignTitle')}
      placeholder={t('assignments.chooser.assignedPlaceholder')}
      noMatch={t('assignments.chooser.noMatch')}
      options={candidates.map((quiz) => ({ id: quiz.quizId, label: quiz.title, detail: quiz.classLabel, keywords: [quiz.title] }))}
      onPick={actOn}
      onClose={() => setChoosing(null)}
    />
  );
}
