import { type FormEvent, useState } from 'react';
import { notifyError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { BusyButton } from '../../ui/BusyButton';
import { Modal } from '../../ui/Modal';
import { afterAssignmentsChanged, assignmentsApi } from './assignments.api';
import type { AssignedQuiz } from './assignments.types';

export interface DueDateDialogProps {
  quiz: AssignedQuiz;
  onClose: () => void;
}

/** Changes (or removes) the due date of an assigned quiz. */
export function DueDateDialog({ quiz, onClose }: DueDateDialogProps) {
  const t = useT();
  const [dueDate, setDueDate] = useState(quiz.dueDate ?? '');
  const [saving, setSaving] = useState(false);

  async function save(value: string | null) {
    setSaving(true);
    try {
      await assignmentsApi.setDueDate(quiz.classroomId, quiz.quizId, value);
      afterAssignmentsChanged([quiz.classroomId]);
      toast.success(t('assignments.toast.dueDateSaved'));
      onClose();
    } catch (error) {
      notifyError(error, { where: 'assignment.dueDate', quizId: quiz.quizId });
      setSaving(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('assignments.dueDate.title')} description={quiz.title} size="sm">
      <form
        className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save(dueDate || null);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="assignment-due-date" className="field-label">
            {t('assignments.dueDate.label')}
          </label>
          <input id="assignment-due-date" type="date" className="input" value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {quiz.dueDate && (
            <BusyButton type="button" className="btn-secondary" busy={saving} onClick={() => void save(null)}>
              {t('assignments.dueDate.remove')}
            </BusyButton>
          )}
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('assignments.actions.cancel')}
          </button>
          <BusyButton type="submit" className="btn-primary" busy={saving}>
            {t('assignments.dueDate.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
