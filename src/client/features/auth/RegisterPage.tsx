import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { registerSchemaFor } from '../../../domain/schemas/auth';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { pendingJoin } from '../../core/pending-join';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { rememberRegisteredEmail, signInAfterRegisterPath } from './after-register';
import { registerAccount } from './auth.api';
import { NewPasswordFields } from './NewPasswordFields';
import { usePasswordPolicy } from './password-policy';

export interface RegisterPageProps {
  /** How long the success message shows before the sign-in page (SPEC 2: message, then redirect), which says it again. */
  redirectDelayMs?: number;
}

const STRENGTH_ID = 'register-password-strength';

export function RegisterPage({ redirectDelayMs = 2000 }: RegisterPageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [registered, setRegistered] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('auth.register.title'));
  // Reached from the sign-in page of an invitation link opened signed out (issue 16): the link stays
  // remembered through registering and signing in; the page says what the account is for.
  const invited = pendingJoin() !== null;
  const policy = usePasswordPolicy();
  const schema = useMemo(() => registerSchemaFor(policy), [policy]);
  const form = useForm({
    id: 'register',
    schema,
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    // SPEC 7/8: the server's message when it sent one, else the generic registration failure.
    formatError: (error) => error.serverMessage ?? (error.type === 'network' ? error.message : t('auth.register.failedRetry')),
  });

  useEffect(() => {
    if (!registered) return;
    successRef.current?.focus();
    const timer = setTimeout(() => navigate(signInAfterRegisterPath()), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [registered, redirectDelayMs, navigate]);

  const onSubmit = form.handleSubmit(async (input) => {
    await registerAccount(input);
    rememberRegisteredEmail(input.email);
    setRegistered(true);
  });

  const footer = (
    <p>
      {t('auth.register.haveAccount')}{' '}
      <Link href={paths.signIn} className="link">
        {t('auth.register.signIn')}
      </Link>
    </p>
  );

  if (registered) {
    return (
      <AuthCard
        title={t('auth.register.title')}
        footer={
          <Link href={signInAfterRegisterPath()} className="link">
            {t('auth.register.signIn')}
          </Link>
        }
      >
        <Alert tone="success" ref={successRef}>
          {t('auth.register.success')}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} intro={t(invited ? 'auth.invitation.register' : 'auth.register.intro')} footer={footer}>
      {form.formError && (
        <Alert tone="error" title={t('auth.register.failed')}>
          {form.formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="auth-card-title" className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field('firstName')} label={t('auth.fields.firstName')} autoComplete="given-name" required />
          <TextField {...form.field('lastName')} label={t('auth.fields.lastName')} autoComplete="family-name" required />
        </div>
        <TextField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" required />
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          passwordLabelKey="auth.fields.password"
          strengthId={STRENGTH_ID}
          policy={policy}
        />
        <BusyButton type="submit" className="btn-primary w-full" busy={form.pending}>
          {form.pending ? t('auth.register.submitting') : t('auth.register.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
