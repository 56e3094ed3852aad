import { useState } from 'react';
import { useT } from '../../core/i18n';
import { useFormatters } from '../results';
import { CommentForm } from './CommentForm';
import { wasEdited } from './comments';
import type { PupilComment } from './pupil-performance.types';
import type { PupilComments } from './use-pupil-comments';

export interface CommentItemProps {
  comment: PupilComment;
  actions: Pick<PupilComments, 'edit' | 'remove'>;
}

/** One dated comment, editable in place. */
export function CommentItem({ comment, actions }: CommentItemProps) {
  const t = useT();
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  const written = format.instant(comment.createdAt);

  if (editing) {
    return (
      <li className="rounded-xl border border-primary-300 p-3 dark:border-primary-700">
        <CommentForm
          label={t('comments.editLabel', { date: written })}
          submitLabel={t('comments.save')}
          initial={comment.body}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const saved = await actions.edit(comment.id, body);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <p className="m-0 whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">{comment.body}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="m-0 text-sm text-slate-600 dark:text-slate-400">
          {/* A comment on a test is the one typed in that test's grade grid. */}
          {comment.quizTitle && (
            <>
              <span>{t('comments.onQuiz', { quiz: comment.quizTitle })}</span>
              {' · '}
            </>
          )}
          <time dateTime={comment.createdAt}>{t('comments.written', { date: written })}</time>
          {wasEdited(comment) && (
            <>
              {' · '}
              <time dateTime={comment.updatedAt}>{t('comments.edited', { date: format.instant(comment.updatedAt) })}</time>
            </>
          )}
        </p>
        {/* A colleague's note is theirs to change (the server refuses with 403): no buttons that lead to an error. */}
        {comment.editable && (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary min-h-9 px-3 py-1"
              aria-label={t('comments.editNamed', { date: written })}
              onClick={() => setEditing(true)}
            >
              {t('comments.edit')}
            </button>
            <button
              type="button"
              className="btn-secondary min-h-9 px-3 py-1 text-red-700 dark:text-red-300"
              aria-label={t('comments.deleteNamed', { date: written })}
              onClick={() => void actions.remove(comment, written)}
            >
              {t('comments.delete')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
