// Deleting a school, after the SPEC 8 confirmation: it cannot be undone and
// takes the school's classrooms, pupils and grades with it (the server does
// it in one transaction).
import { useCallback, useState } from 'react';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { focusAfterRemoval, focusedElement } from '../../ui/focus-after-removal';
import { deleteSchool } from './schools.api';
import { afterSchoolDeleted } from './schools.cache';
import type { School } from './schools.types';

export interface DeleteSchoolOptions {
  /** Its classrooms, whose cached data goes with it. */
  classroomIds?: readonly string[];
  /** Runs before the caches are dropped (leave the school's own page first, or it would ask the server again). */
  onDeleted?: () => void;
}

export function useDeleteSchool() {
  const t = useT();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const remove = useCallback(
    async (school: Pick<School, 'id' | 'name'>, options: DeleteSchoolOptions = {}): Promise<boolean> => {
      // Where the teacher acted from: the card's Delete button, to which the confirmation returns the focus.
      const origin = focusedElement();
      const confirmed = await confirm({
        title: t('schools.delete.title', { name: school.name }),
        message: t('schools.delete.message'),
        confirmLabel: t('schools.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return false;
      setDeletingId(school.id);
      try {
        await deleteSchool(school.id);
      } catch (error) {
        notifyError(error, { where: 'schools/delete', schoolId: school.id }, `${t('schools.delete.failed')} ${toApiError(error).message}`);
        return false;
      } finally {
        setDeletingId(null);
      }
      toast.success(t('schools.delete.done', { name: school.name }));
      if (options.onDeleted) {
        options.onDeleted();
        // After the navigation has rendered: the page being left must not refetch what was just deleted.
        setTimeout(() => afterSchoolDeleted(school.id, options.classroomIds), 0);
      } else {
        focusAfterRemoval(origin);
        afterSchoolDeleted(school.id, options.classroomIds);
      }
      return true;
    },
    [t],
  );

  return { remove, deletingId };
}
