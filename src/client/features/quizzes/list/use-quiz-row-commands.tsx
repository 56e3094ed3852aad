// Each row's Edit, Copy and Delete from the palette ("Edit a quiz…"): which
// quiz, then what the row's own button or link does, from it (ui/row-command).
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { useRegisterCommands } from '../../../core/commands';
import { useT } from '../../../core/i18n';
import { quizEditPath } from '../../../core/paths';
import { actFromRowButton, loadRecordChooser } from '../../../ui/row-command';
import { useLazyModule } from '../../../ui/use-lazy-module';
import type { QuizListItem } from '../quizzes.api';
import { quizRowsMessages } from './list-messages';
import { quizRowActionId } from './QuizActions';

// The commands' texts: only this screen shows them (the quizzes namespace loads with the editor too).
await quizRowsMessages.ensure();

type RowAction = 'edit' | 'clone' | 'delete';

const TITLES = { edit: 'quizRows.chooser.editTitle', clone: 'quizRows.chooser.cloneTitle', delete: 'quizRows.chooser.deleteTitle' } as const;

export interface QuizRowCommandsProps {
  /** The quizzes the list holds (the view and the search applied), every page of them. */
  rows: readonly QuizListItem[];
  /** The quiz a copy or a deletion is under way for: its row's buttons wait. */
  busyId: string | null;
  onClone: (quiz: QuizListItem) => void;
  onDelete: (quiz: QuizListItem) => void;
}

/** Registers the three commands; returns the chooser while one is choosing its quiz. */
export function useQuizRowCommands({ rows, busyId, onClone, onDelete }: QuizRowCommandsProps): ReactNode {
  const t = useT();
  const [, navigate] = useLocation();
  const [choosing, setChoosing] = useState<RowAction | null>(null);
  const chooser = useLazyModule(loadRecordChooser, choosing !== null);
  // Those whose row offers the action: only the owner edits or deletes, and a busy row waits.
  const offered = (action: RowAction) => rows.filter((quiz) => quiz.id !== busyId && (action === 'clone' || quiz.isOwner));

  useRegisterCommands([
    {
      id: 'quizList.editQuiz',
      labelKey: 'quizRows.commands.edit',
      keywords: ['edit', 'test', 'quiz', 'editează', 'modifică', 'editar', 'examen'],
      group: 'actions',
      when: () => offered('edit').length > 0,
      run: () => setChoosing('edit'),
    },
    {
      id: 'quizList.cloneQuiz',
      labelKey: 'quizRows.commands.clone',
      keywords: ['copy', 'clone', 'duplicate', 'copiază', 'clonează', 'duplică', 'copiar', 'clonar', 'duplicar'],
      group: 'actions',
      when: () => offered('clone').length > 0,
      run: () => setChoosing('clone'),
    },
    {
      id: 'quizList.deleteQuiz',
      labelKey: 'quizRows.commands.delete',
      keywords: ['delete', 'remove', 'test', 'quiz', 'șterge', 'elimină', 'borrar', 'eliminar', 'examen'],
      group: 'actions',
      when: () => offered('delete').length > 0,
      run: () => setChoosing('delete'),
    },
  ]);

  if (!choosing || !chooser) return null;
  const candidates = offered(choosing);
  const actOn = (id: string) => {
    const quiz = candidates.find((candidate) => candidate.id === id)!;
    const action = choosing;
    actFromRowButton(
      () => setChoosing(null),
      quizRowActionId(quiz.id, action),
      () => (action === 'edit' ? navigate(quizEditPath(quiz.id)) : action === 'clone' ? onClone(quiz) : onDelete(quiz)),
    );
  };
  return (
    <chooser.RecordChooser
      title={t(TITLES[choosing])}
      placeholder={t('quizRows.chooser.placeholder')}
      noMatch={t('quizRows.chooser.noMatch')}
      options={candidates.map((quiz) => ({ id: quiz.id, label: quiz.title, detail: quiz.classLabel, keywords: [quiz.title, quiz.classLabel] }))}
      onPick={actOn}
      onClose={() => setChoosing(null)}
    />
  );
}
