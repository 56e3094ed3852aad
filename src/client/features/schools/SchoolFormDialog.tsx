import { useRef } from 'react';
import { DEFAULT_SCHOOL_DESCRIPTION } from '../../../domain/api/schools';
import { schoolSchema } from '../../../domain/schemas/schools';
import { reportError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { FormActions } from '../../ui/FormActions';
import { FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { bindField } from './bind-field';
import { createSchool, updateSchool } from './schools.api';
import { afterSchoolCreated, afterSchoolUpdated } from './schools.cache';
import type { School } from './schools.types';

export interface SchoolFormDialogProps {
  /** The school to edit; a new one when left out. */
  school?: School;
  onClose: () => void;
  onSaved: (school: School) => void;
}

/** Adds or edits a school (SPEC 5: the name is required; website and phone optional, by their rules), checked with the server's own schema before sending. */
export function SchoolFormDialog({ school, onClose, onSaved }: SchoolFormDialogProps) {
  const t = useT();
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    id: 'school-form',
    schema: schoolSchema,
    initialValues: {
      name: school?.name ?? '',
      // The server's default text reads as "no description" here, so the field shows its hint instead.
      description: school && school.description !== DEFAULT_SCHOOL_DESCRIPTION ? school.description : '',
      website: school?.website ?? '',
      phone: school?.phone ?? '',
    },
    formatError: (error) => `${t(school ? 'schools.form.saveFailed' : 'schools.form.createFailed')} ${error.message}`,
  });
  const name = form.field('name');
  const description = form.field('description');
  const website = form.field('website');
  const phone = form.field('phone');

  const onSubmit = form.handleSubmit(async (input) => {
    let saved: School;
    try {
      saved = school ? await updateSchool(school.id, input) : await createSchool(input);
    } catch (error) {
      reportError(error, { where: school ? 'schools/update' : 'schools/create', schoolId: school?.id }, { silent: true });
      throw error;
    }
    if (school) afterSchoolUpdated(school.id);
    else afterSchoolCreated();
    toast.success(t(school ? 'schools.saved' : 'schools.created'));
    onSaved(saved);
  });

  return (
    <Modal open onClose={onClose} title={t(school ? 'schools.form.editTitle' : 'schools.form.createTitle')} initialFocus={nameRef}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6">
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <FormField id={name.id} label={t('schools.form.name')} required error={name.error}>
          {(control) => <input {...control} ref={nameRef} {...bindField(name)} autoComplete="off" className="input" />}
        </FormField>
        <FormField id={description.id} label={t('schools.form.description')} hint={t('schools.form.descriptionHint')} error={description.error}>
          {(control) => <textarea {...control} {...bindField(description)} rows={3} className="input" />}
        </FormField>
        <FormField id={website.id} label={t('schools.form.website')} hint={t('schools.form.websiteHint')} error={website.error}>
          {(control) => <input {...control} {...bindField(website)} type="url" inputMode="url" autoComplete="url" className="input" />}
        </FormField>
        <FormField id={phone.id} label={t('schools.form.phone')} hint={t('schools.form.phoneHint')} error={phone.error}>
          {(control) => <input {...control} {...bindField(phone)} type="tel" autoComplete="tel" className="input" />}
        </FormField>
        <FormActions
          onCancel={onClose}
          pending={form.pending}
          submitLabel={t(school ? 'schools.form.save' : 'schools.form.create')}
          pendingLabel={t('schools.form.saving')}
        />
      </form>
    </Modal>
  );
}
