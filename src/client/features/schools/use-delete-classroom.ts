// Deleting a classroom, after the SPEC 8 confirmation: it cannot be undone
// and takes its pupils, their grades and its quiz assignments with it.
import { useCallback, useState } from 'react';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { focusAfterRemoval, focusedElement } from '../../ui/focus-after-removal';
import { deleteClassroom } from './schools.api';
import { afterClassroomChanged } from './schools.cache';
import type { Classroom } from './schools.types';

export function useDeleteClassroom() {
  const t = useT();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const remove = useCallback(
    async (classroom: Pick<Classroom, 'id' | 'name' | 'schoolId'>): Promise<boolean> => {
      // Where the teacher acted from: the Delete button, to which the confirmation returns the focus.
      const origin = focusedElement();
      const confirmed = await confirm({
        title: t('classrooms.delete.title', { name: classroom.name }),
        message: t('classrooms.delete.message'),
        confirmLabel: t('classrooms.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return false;
      setDeletingId(classroom.id);
      try {
        await deleteClassroom(classroom.id);
      } catch (error) {
        notifyError(error, { where: 'classrooms/delete', classroomId: classroom.id }, `${t('classrooms.delete.failed')} ${toApiError(error).message}`);
        return false;
      } finally {
        setDeletingId(null);
      }
      toast.success(t('classrooms.delete.done', { name: classroom.name }));
      focusAfterRemoval(origin);
      afterClassroomChanged({ schoolId: classroom.schoolId, classroomId: classroom.id, countsChanged: true });
      return true;
    },
    [t],
  );

  return { remove, deletingId };
}
