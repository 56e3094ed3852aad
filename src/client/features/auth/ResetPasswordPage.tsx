import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { resetPasswordSchemaFor } from '../../../domain/schemas/auth';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { resetPassword } from './auth.api';
import { NewPasswordFields } from './NewPasswordFields';
import { usePasswordPolicy } from './password-policy';

const STRENGTH_ID = 'reset-password-strength';

/** Opened from the emailed link: /reset-password?token=... */
export function ResetPasswordPage() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [changed, setChanged] = useState(false);
  const changedRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('auth.resetPassword.title'));
  const policy = usePasswordPolicy(token !== '');
  const schema = useMemo(() => resetPasswordSchemaFor(policy), [policy]);
  const form = useForm({ id: 'reset-password', schema, initialValues: { token, password: '', confirmPassword: '' } });

  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);

  const onSubmit = form.handleSubmit(async (input) => {
    await resetPassword(input);
    setChanged(true);
  });

  const requestNew = (
    <Link href={paths.forgotPassword} className="link">
      {t('auth.resetPassword.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.resetPassword.title')} footer={requestNew}>
        <Alert tone="error">{t('auth.errors.invalidResetToken')}</Alert>
      </AuthCard>
    );
  }

  if (changed) {
    return (
      <AuthCard title={t('auth.resetPassword.title')}>
        <Alert tone="success" ref={changedRef}>
          {t('auth.resetPassword.success')}
        </Alert>
        <Link href={paths.signIn} className="btn-primary w-full">
          {t('auth.resetPassword.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetPassword.title')} intro={t('auth.resetPassword.intro')} footer={requestNew}>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <form noValidate onSubmit={onSubmit} aria-labelledby="auth-card-title" className="flex flex-col gap-4">
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          passwordLabelKey="auth.fields.newPassword"
          strengthId={STRENGTH_ID}
          policy={policy}
        />
        <BusyButton type="submit" className="btn-primary w-full" busy={form.pending}>
          {form.pending ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
