import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { forgotPasswordSchema } from '../../../domain/schemas/auth';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './auth.api';

export function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('auth.forgotPassword.title'));
  const form = useForm({ id: 'forgot-password', schema: forgotPasswordSchema, initialValues: { email: '' } });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      // Only "it never reached the server" and "slow down" are worth saying; any
      // other answer gets the same confirmation, so it cannot reveal an account.
      const apiError = toApiError(error);
      if (apiError.type === 'network' || apiError.status === 429) throw apiError;
    }
    setSent(true);
  });

  const footer = (
    <Link href={paths.signIn} className="link">
      {t('auth.forgotPassword.backToSignIn')}
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title={t('auth.forgotPassword.title')} footer={footer}>
        <Alert tone="success" ref={sentRef}>
          {t('auth.forgotPassword.sent')}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')} footer={footer}>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <form noValidate onSubmit={onSubmit} aria-labelledby="auth-card-title" className="flex flex-col gap-4">
        <TextField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" required />
        <BusyButton type="submit" className="btn-primary w-full" busy={form.pending}>
          {form.pending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
