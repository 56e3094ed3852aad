import { useRef, useState } from 'react';
import { classroomSchema } from '../../../domain/schemas/schools';
import { reportError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { FormActions } from '../../ui/FormActions';
import { FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { bindField } from './bind-field';
import { PlanLimitAlert } from './PlanLimitAlert';
import { createClassroom, updateClassroom } from './schools.api';
import { afterClassroomChanged } from './schools.cache';
import type { Classroom } from './schools.types';

export interface ClassroomFormDialogProps {
  schoolId: string;
  /** The classroom to rename; a new one when left out. */
  classroom?: Classroom;
  onClose: () => void;
  onSaved: (classroom: Classroom) => void;
}

/** Adds a classroom to a school, or renames one: name, grade or group, description. */
export function ClassroomFormDialog({ schoolId, classroom, onClose, onSaved }: ClassroomFormDialogProps) {
  const t = useT();
  const nameRef = useRef<HTMLInputElement>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const form = useForm({
    id: 'classroom-form',
    schema: classroomSchema,
    initialValues: { name: classroom?.name ?? '', gradeLevel: classroom?.gradeLevel ?? '', description: classroom?.description ?? '' },
    // A plan limit has its own message below; the form-level one would repeat it.
    formatError: (error) =>
      error.code === 'plan_limit' ? '' : `${t(classroom ? 'classrooms.form.saveFailed' : 'classrooms.form.createFailed')} ${error.message}`,
  });
  const fields = { name: form.field('name'), gradeLevel: form.field('gradeLevel'), description: form.field('description') };

  const onSubmit = form.handleSubmit(async (input) => {
    setPlanLimit(null);
    let saved: Classroom;
    try {
      saved = classroom ? await updateClassroom(classroom.id, input) : await createClassroom(schoolId, input);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'plan_limit') setPlanLimit(failure.message);
      reportError(failure, { where: classroom ? 'classrooms/update' : 'classrooms/create', schoolId, classroomId: classroom?.id }, { silent: true });
      throw failure;
    }
    afterClassroomChanged({ schoolId, classroomId: classroom?.id, countsChanged: !classroom });
    toast.success(t(classroom ? 'classrooms.saved' : 'classrooms.created'));
    onSaved(saved);
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={classroom ? t('classrooms.form.editTitle', { name: classroom.name }) : t('classrooms.form.createTitle')}
      initialFocus={nameRef}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6">
        {planLimit && <PlanLimitAlert message={planLimit} />}
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <FormField id={fields.name.id} label={t('classrooms.form.name')} hint={t('classrooms.form.nameHint')} required error={fields.name.error}>
          {(control) => <input {...control} ref={nameRef} {...bindField(fields.name)} autoComplete="off" className="input" />}
        </FormField>
        <FormField id={fields.gradeLevel.id} label={t('classrooms.form.gradeLevel')} hint={t('classrooms.form.gradeLevelHint')} error={fields.gradeLevel.error}>
          {(control) => <input {...control} {...bindField(fields.gradeLevel)} autoComplete="off" className="input" />}
        </FormField>
        <FormField
          id={fields.description.id}
          label={t('classrooms.form.description')}
          hint={t('classrooms.form.descriptionHint')}
          error={fields.description.error}
        >
          {(control) => <textarea {...control} {...bindField(fields.description)} rows={3} className="input" />}
        </FormField>
        <FormActions
          onCancel={onClose}
          pending={form.pending}
          submitLabel={t(classroom ? 'classrooms.form.save' : 'classrooms.form.create')}
          pendingLabel={t('classrooms.form.saving')}
        />
      </form>
    </Modal>
  );
}
