import { type TFunction, useT } from '../../../core/i18n';
import { CopyIcon, TrashIcon } from '../../../ui/icons';
import { shortcutText } from '../../../ui/key-names';
import { useQuestionsLocked, useSession } from '../editor-context';
import { EDITOR_SHORTCUTS } from '../editor-shortcuts';
import { deleteQuestionAfterConfirm, duplicateActiveQuestion, moveActiveQuestion } from '../question-commands';
import { RowButton } from './RowButton';

/** "Move up (Alt+↑)": the button's hover text names its shortcut, as the reader's keyboard prints it (Mayús in Spanish). */
function withKeys(t: TFunction, label: string, shortcut: string): string {
  return `${label} (${shortcutText(t, shortcut)})`;
}

/** Move, copy and delete for one question; the same actions as the keyboard commands (none under double correction). */
export function QuestionToolbar({ id, number, isFirst, isLast }: { id: string; number: number; isFirst: boolean; isLast: boolean }) {
  const t = useT();
  const session = useSession();
  const locked = useQuestionsLocked();
  return (
    <div role="group" aria-label={t('quizEditor.question.actions', { number })} className="flex items-center gap-1">
      <RowButton
        label={t('quizEditor.question.moveUp', { number })}
        title={locked ?? withKeys(t, t('quizEditor.commands.moveUp'), EDITOR_SHORTCUTS.moveUp)}
        disabled={isFirst || !!locked}
        onClick={() => moveActiveQuestion(session, id, -1, t)}
      >
        ↑
      </RowButton>
      <RowButton
        label={t('quizEditor.question.moveDown', { number })}
        title={locked ?? withKeys(t, t('quizEditor.commands.moveDown'), EDITOR_SHORTCUTS.moveDown)}
        disabled={isLast || !!locked}
        onClick={() => moveActiveQuestion(session, id, 1, t)}
      >
        ↓
      </RowButton>
      <RowButton
        label={t('quizEditor.question.duplicate', { number })}
        title={locked ?? withKeys(t, t('quizEditor.commands.duplicate'), EDITOR_SHORTCUTS.duplicate)}
        disabled={!!locked}
        onClick={() => duplicateActiveQuestion(session, id, t)}
      >
        <CopyIcon />
      </RowButton>
      <RowButton
        label={t('quizEditor.question.delete', { number })}
        title={locked ?? withKeys(t, t('quizEditor.commands.delete'), EDITOR_SHORTCUTS.delete)}
        disabled={!!locked}
        tone="danger"
        onClick={() => void deleteQuestionAfterConfirm(session, id, number, t)}
      >
        <TrashIcon />
      </RowButton>
    </div>
  );
}
