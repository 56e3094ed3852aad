import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { loginSchema } from '../../../domain/schemas/auth';
import { ApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { pendingJoin } from '../../core/pending-join';
import { checkSession } from '../../core/session';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { REGISTERED_PARAM, takeRegisteredEmail } from './after-register';
import { signInWithPassword } from './auth.api';

/** The product's own sign-in, where the login redirect lands when no identity provider is configured. */
export function SignInPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  // The server's OIDC callback sends the visitor back here with ?error=oidc when the provider refused.
  const oidcFailed = search.get('error') === 'oidc';
  // The registration page sends a new account here (registering does not sign in): say it worked.
  const registered = search.get(REGISTERED_PARAM) === '1';
  // An invitation link opened signed out (issue 16). Signed out, the server tells nothing about a link (its
  // preview needs a session), so the page says what the visitor came for without naming the school. Only the
  // link the app itself remembered counts: nothing in this page's address decides where a sign-in goes.
  const invited = pendingJoin() !== null;
  useDocumentTitle(t('auth.signIn.title'));
  // Just registered: the address typed there. Read once, as the page mounts.
  const [email] = useState(() => (registered ? takeRegisteredEmail() : ''));
  const form = useForm({ id: 'sign-in', schema: loginSchema, initialValues: { email, password: '' } });
  // Signed in, the public-only guard may already have sent the teacher on (and unmounted this page): a second navigation would undo it.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSubmit = form.handleSubmit(async (input) => {
    await signInWithPassword(input);
    const session = await checkSession();
    // Signed in, but the session could not be loaded (the connection dropped): say that, not "sign-in failed".
    if (session.checkFailure) throw session.checkFailure;
    if (session.status !== 'authenticated') throw new ApiError({ type: 'authentication', status: null, message: t('errors.refreshFailed') });
    // An invitation link opened signed out is where the teacher was going (issue 16); home otherwise.
    if (mounted.current) navigate(pendingJoin() ?? paths.home, { replace: true });
  });

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      intro={t(invited ? 'auth.invitation.signIn' : 'auth.signIn.intro')}
      footer={
        <p>
          {t('auth.signIn.noAccount')}{' '}
          <Link href={paths.register} className="link">
            {t('auth.signIn.register')}
          </Link>
        </p>
      }
    >
      {form.formError ? (
        <Alert tone="error">{form.formError}</Alert>
      ) : oidcFailed ? (
        <Alert tone="error">{t('auth.errors.oidc')}</Alert>
      ) : (
        registered && <Alert tone="success">{t('auth.signIn.registered')}</Alert>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="auth-card-title" className="flex flex-col gap-4">
        <TextField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" required />
        <TextField
          {...form.field('password')}
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          // Just registered: the address is filled in, and the password is what is left to type (a new teacher typed into the page).
          autoFocus={email !== ''}
        />
        <Link href={paths.forgotPassword} className="link self-end text-sm">
          {t('auth.signIn.forgotPassword')}
        </Link>
        <BusyButton type="submit" className="btn-primary w-full" busy={form.pending}>
          {form.pending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
