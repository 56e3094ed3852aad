// Adding, editing and deleting the comments on one pupil. The list itself
// belongs to the caller (the page's cached performance answer), which hears
// of every change. Each write waits for the server: no optimistic rows, so a
// comment that did not save never looks saved.
import { useCallback, useRef } from 'react';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { focusAfterRemoval, focusedElement } from '../../ui/focus-after-removal';
import { newestFirst, removeComment, upsertComment } from './comments';
import { addComment, deleteComment, updateComment } from './pupil-performance.api';
import type { PupilComment } from './pupil-performance.types';

export interface PupilComments {
  comments: readonly PupilComment[];
  /** Resolve true when saved; on failure the teacher was told and their text stays. */
  add: (body: string) => Promise<boolean>;
  edit: (id: string, body: string) => Promise<boolean>;
  /** Asks first (SPEC 8 confirmations); resolves true when deleted. */
  remove: (comment: PupilComment, when: string) => Promise<boolean>;
}

export function usePupilComments(pupilId: string, current: readonly PupilComment[], onChange: (comments: PupilComment[]) => void): PupilComments {
  const t = useT();
  const comments = newestFirst(current);
  // Two writes may finish between renders: each applies its change to the latest list, not the one it started from.
  const latest = useRef<PupilComment[]>(comments);
  latest.current = comments;

  const apply = useCallback(
    (change: (list: PupilComment[]) => PupilComment[]) => {
      latest.current = change(latest.current);
      onChange(latest.current);
    },
    [onChange],
  );

  const add = useCallback(
    async (body: string) => {
      try {
        const saved = await addComment(pupilId, body.trim());
        apply((list) => upsertComment(list, saved));
        toast.success(t('comments.added'));
        return true;
      } catch (error) {
        notifyError(error, { where: 'pupil-comment:add', pupilId }, t('comments.saveFailed'));
        return false;
      }
    },
    [pupilId, apply, t],
  );

  const edit = useCallback(
    async (id: string, body: string) => {
      try {
        const saved = await updateComment(pupilId, id, body.trim());
        apply((list) => upsertComment(list, saved));
        toast.success(t('comments.updated'));
        return true;
      } catch (error) {
        notifyError(error, { where: 'pupil-comment:edit', pupilId, id }, t('comments.saveFailed'));
        return false;
      }
    },
    [pupilId, apply, t],
  );

  const remove = useCallback(
    async (comment: PupilComment, when: string) => {
      // Where the teacher acted from: the comment's Delete button, to which the confirmation returns the focus.
      const origin = focusedElement();
      const sure = await confirm({
        title: t('comments.confirm.title'),
        message: t('comments.confirm.message', { date: when }),
        confirmLabel: t('comments.confirm.delete'),
        danger: true,
      });
      if (!sure) return false;
      try {
        await deleteComment(pupilId, comment.id);
        focusAfterRemoval(origin);
        apply((list) => removeComment(list, comment.id));
        toast.success(t('comments.deleted'));
        return true;
      } catch (error) {
        notifyError(error, { where: 'pupil-comment:delete', pupilId, id: comment.id }, t('comments.deleteFailed'));
        return false;
      }
    },
    [pupilId, apply, t],
  );

  return { comments, add, edit, remove };
}
