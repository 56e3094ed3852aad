// Each row's Edit, Copy and Delete from the palette ("Edit a quiz…"): which
// quiz, then what the row's own button or link does, from it (ui/row-command).
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { quizEditPath } from '../../../core/paths';
import { actFromRowButton } from '../../../ui/row-command';
import { useRowChooser } from '../../../ui/use-row-chooser';
import type { QuizListItem } from '../quizzes.api';
import { quizRowsMessages } from './list-messages';
import { quizRowActionId } from './QuizActions';

// The commands' texts: only this screen shows them (the quizzes namespace loads with the editor too).
await quizRowsMessages.ensure();

type RowAction = 'edit' | 'clone' | 'delete';

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
  const [, navigate] = useLocation();
  return useRowChooser<RowAction, QuizListItem>({
    commands: [
      {
        action: 'edit',
        id: 'quizList.editQuiz',
        labelKey: 'quizRows.commands.edit',
        keywords: ['edit', 'test', 'quiz', 'editează', 'modifică', 'editar', 'examen'],
        titleKey: 'quizRows.chooser.editTitle',
      },
      {
        action: 'clone',
        id: 'quizList.cloneQuiz',
        labelKey: 'quizRows.commands.clone',
        keywords: ['copy', 'clone', 'duplicate', 'copiază', 'clonează', 'duplică', 'copiar', 'clonar', 'duplicar'],
        titleKey: 'quizRows.chooser.cloneTitle',
      },
      {
        action: 'delete',
        id: 'quizList.deleteQuiz',
        labelKey: 'quizRows.commands.delete',
        keywords: ['delete', 'remove', 'test', 'quiz', 'șterge', 'elimină', 'borrar', 'eliminar', 'examen'],
        titleKey: 'quizRows.chooser.deleteTitle',
      },
    ],
    // Those whose row offers the action: only the owner edits or deletes, and a busy row waits.
    rows: (action) => rows.filter((quiz) => quiz.id !== busyId && (action === 'clone' || quiz.isOwner)),
    option: (quiz) => ({ id: quiz.id, label: quiz.title, detail: quiz.classLabel, keywords: [quiz.title, quiz.classLabel] }),
    placeholderKey: 'quizRows.chooser.placeholder',
    noMatchKey: 'quizRows.chooser.noMatch',
    pick: (quiz, action, close) =>
      actFromRowButton(close, quizRowActionId(quiz.id, action), () =>
        action === 'edit' ? navigate(quizEditPath(quiz.id)) : action === 'clone' ? onClone(quiz) : onDelete(quiz),
      ),
  });
}
