import { useT } from '../../core/i18n';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import type { PupilComment } from './pupil-performance.types';
import { usePupilComments } from './use-pupil-comments';

export interface PupilCommentsProps {
  pupilId: string;
  comments: readonly PupilComment[];
  /** Told the new list after every change (the page keeps it in its cached answer). */
  onChange: (comments: PupilComment[]) => void;
}

/** SPEC 2 teacher comments on a pupil: add, edit, delete (after a confirmation), dated, newest first. */
export function PupilComments({ pupilId, comments: current, onChange }: PupilCommentsProps) {
  const t = useT();
  const { comments, add, edit, remove } = usePupilComments(pupilId, current, onChange);
  return (
    <section aria-labelledby="pupil-comments-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="pupil-comments-title" className="m-0 text-xl font-semibold text-slate-900 dark:text-white">
        {t('comments.title')}
      </h2>
      <CommentForm
        label={t('comments.newLabel')}
        submitLabel={t('comments.add')}
        onSubmit={add}
        command={{ id: 'pupil.addComment', labelKey: 'comments.add' }}
      />
      {comments.length === 0 ? (
        <p className="m-0 text-sm text-slate-600 dark:text-slate-400">{t('comments.empty')}</p>
      ) : (
        <ol aria-label={t('comments.listLabel')} className="m-0 flex list-none flex-col gap-3 p-0">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={{ edit, remove }} />
          ))}
        </ol>
      )}
    </section>
  );
}
