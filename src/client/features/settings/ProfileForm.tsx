import { useRef, useState } from 'react';
import { profileSchema } from '../../../domain/schemas/auth';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { updateSessionUser, useUser } from '../../core/session';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { saveProfile } from './settings.api';

/** First and last name (SPEC 5 rules, checked here with the server's own schema, then by the server). */
export function ProfileForm() {
  const t = useT();
  const user = useUser();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    id: 'profile',
    schema: profileSchema,
    initialValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
    formatError: (error) => (error.type === 'validation' ? t('settings.profile.invalid') : error.message),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    setSaved(false);
    const updated = await saveProfile(input);
    if (updated) updateSessionUser(updated);
    setSaved(true);
  });

  // Save profile from the palette too: the form submitted as its button does.
  const formRef = useRef<HTMLFormElement>(null);
  useRegisterCommands([
    {
      id: 'profile.save',
      labelKey: 'settings.profile.save',
      keywords: ['name', 'profile', 'nume', 'profil', 'salvează', 'nombre', 'perfil', 'guardar'],
      group: 'actions',
      when: () => !form.pending,
      run: () => formRef.current?.requestSubmit(),
    },
  ]);

  return (
    <Card as="section" aria-labelledby="settings-profile">
      <h2 id="settings-profile" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.profile.title')}
      </h2>
      {user?.email && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('settings.profile.signedInAs', { email: user.email })}</p>}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="settings-profile" className="mt-4 flex flex-col gap-4">
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {saved && !form.formError && <Alert tone="success">{t('settings.profile.saved')}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field('firstName')}
            onValueChange={(value) => {
              setSaved(false);
              form.setValue('firstName', value);
            }}
            label={t('settings.profile.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...form.field('lastName')}
            onValueChange={(value) => {
              setSaved(false);
              form.setValue('lastName', value);
            }}
            label={t('settings.profile.lastName')}
            autoComplete="family-name"
            required
          />
        </div>
        <div>
          <BusyButton type="submit" className="btn-primary" busy={form.pending}>
            {form.pending ? t('settings.profile.saving') : t('settings.profile.save')}
          </BusyButton>
        </div>
      </form>
    </Card>
  );
}
