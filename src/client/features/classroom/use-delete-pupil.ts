// Deleting a pupil, after the SPEC 8 confirmation (it cannot be undone; the
// pupil's grades go too).
import { useCallback, useState } from 'react';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import type { Pupil } from './classroom.types';
import { type PupilsTarget, removePupil } from './pupil-writes';

export function useDeletePupil(target: PupilsTarget) {
  const t = useT();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const remove = useCallback(
    async (pupil: Pupil): Promise<boolean> => {
      const confirmed = await confirm({
        title: t('pupils.delete.title', { name: pupil.name }),
        message: t('pupils.delete.message'),
        confirmLabel: t('pupils.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return false;
      setDeletingId(pupil.id);
      try {
        await removePupil(target, pupil.id);
      } catch (error) {
        notifyError(
          error,
          { where: 'pupils/delete', pupilId: pupil.id, classroomId: target.classroomId },
          `${t('pupils.delete.failed')} ${toApiError(error).message}`,
        );
        return false;
      } finally {
        setDeletingId(null);
      }
      toast.success(t('pupils.delete.done', { name: pupil.name }));
      return true;
    },
    [t, target],
  );

  return { remove, deletingId };
}
