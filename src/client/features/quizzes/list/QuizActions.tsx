import { Link } from 'wouter';
import { useT } from '../../../core/i18n';
import { quizEditPath, quizPath } from '../../../core/paths';
import { BusyButton } from '../../../ui/BusyButton';
import type { QuizListItem } from '../quizzes.api';

export interface QuizActionsProps {
  quiz: QuizListItem;
  busy: boolean;
  onClone: (quiz: QuizListItem) => void;
  onDelete: (quiz: QuizListItem) => void;
}

/** A row action's element id: the palette's row commands act from it (ui/row-command). */
export const quizRowActionId = (quizId: string, action: 'edit' | 'clone' | 'delete') => `quiz-${quizId}-${action}`;

const action = 'inline-flex min-h-9 items-center rounded-md px-2 py-1 text-sm font-medium focusable';

/** Open, edit, clone, delete for one row; each names its quiz for screen readers. */
export function QuizActions({ quiz, busy, onClone, onDelete }: QuizActionsProps) {
  const t = useT();
  const name = { title: quiz.title };
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Link href={quizPath(quiz.id)} className={`${action} link`} aria-label={t('quizzes.actions.openNamed', name)}>
        {t('quizzes.actions.open')}
      </Link>
      {quiz.isOwner && (
        <Link id={quizRowActionId(quiz.id, 'edit')} href={quizEditPath(quiz.id)} className={`${action} link`} aria-label={t('quizzes.actions.editNamed', name)}>
          {t('quizzes.actions.edit')}
        </Link>
      )}
      <BusyButton
        id={quizRowActionId(quiz.id, 'clone')}
        type="button"
        className={`${action} text-primary-700 hover:bg-slate-100 dark:text-primary-300 dark:hover:bg-slate-800`}
        busy={busy}
        onClick={() => onClone(quiz)}
        aria-label={t('quizzes.actions.cloneNamed', name)}
      >
        {t('quizzes.actions.clone')}
      </BusyButton>
      {quiz.isOwner && (
        <BusyButton
          id={quizRowActionId(quiz.id, 'delete')}
          type="button"
          className={`${action} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`}
          busy={busy}
          onClick={() => onDelete(quiz)}
          aria-label={t('quizzes.actions.deleteNamed', name)}
        >
          {t('quizzes.actions.delete')}
        </BusyButton>
      )}
    </div>
  );
}
