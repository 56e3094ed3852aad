import { useRef, useState } from 'react';
import { pupilSchema } from '../../../domain/schemas/schools';
import { reportError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { FormActions } from '../../ui/FormActions';
import { FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { bindField, PlanLimitAlert } from '../schools';
import type { Pupil } from './classroom.types';
import { addPupil, editPupil, type PupilsTarget } from './pupil-writes';
import { nameKey } from './roster-import';

export interface PupilFormDialogProps {
  target: PupilsTarget;
  /** The pupil to edit; a new one when left out. */
  pupil?: Pupil;
  onClose: () => void;
}

/** Adds a pupil to the class or edits one: name (2 characters at least) and an optional email (SPEC 5). */
export function PupilFormDialog({ target, pupil, onClose }: PupilFormDialogProps) {
  const t = useT();
  const nameRef = useRef<HTMLInputElement>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const form = useForm({
    id: 'pupil-form',
    schema: pupilSchema,
    initialValues: { name: pupil?.name ?? '', email: pupil?.email ?? '' },
    formatError: (error) => (error.code === 'plan_limit' ? '' : `${t(pupil ? 'pupils.form.saveFailed' : 'pupils.form.addFailed')} ${error.message}`),
  });
  const name = form.field('name');
  const email = form.field('email');
  // Not an error: two pupils may share a name. The teacher decides.
  const key = nameKey(form.values.name);
  const sameName = key !== '' && target.pupils.some((other) => other.id !== pupil?.id && nameKey(other.name) === key);

  const onSubmit = form.handleSubmit(async (input) => {
    setPlanLimit(null);
    try {
      if (pupil) await editPupil(target, pupil.id, input);
      else await addPupil(target, input);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'plan_limit') setPlanLimit(failure.message);
      reportError(failure, { where: pupil ? 'pupils/update' : 'pupils/create', classroomId: target.classroomId, pupilId: pupil?.id }, { silent: true });
      throw failure;
    }
    toast.success(t(pupil ? 'pupils.saved' : 'pupils.added'));
    onClose();
  });

  return (
    <Modal open onClose={onClose} title={t(pupil ? 'pupils.form.editTitle' : 'pupils.form.addTitle')} initialFocus={nameRef}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6">
        {planLimit && <PlanLimitAlert message={planLimit} />}
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <FormField id={name.id} label={t('pupils.form.name')} required error={name.error} hint={sameName ? t('pupils.form.sameName') : undefined}>
          {(control) => <input {...control} ref={nameRef} {...bindField(name)} autoComplete="off" className="input" />}
        </FormField>
        <FormField id={email.id} label={t('pupils.form.email')} hint={t('pupils.form.emailHint')} error={email.error}>
          {(control) => <input {...control} {...bindField(email)} type="email" inputMode="email" autoComplete="off" className="input" />}
        </FormField>
        <FormActions
          onCancel={onClose}
          pending={form.pending}
          submitLabel={t(pupil ? 'pupils.form.save' : 'pupils.form.add')}
          pendingLabel={t('pupils.form.saving')}
        />
      </form>
    </Modal>
  );
}
