import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { useT } from '../core/i18n';
import { paths } from '../core/paths';
import { login, useSession } from '../core/session';
import { Loading } from '../ui/Loading';

/**
 * SPEC 2 protected guard: a message while authentication initialises, then
 * the login redirect for visitors. Someone who just signed out goes to the
 * welcome page instead of straight back into the login.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { status, signedOut } = useSession();
  const mustLogin = status === 'unauthenticated' && !signedOut;

  useEffect(() => {
    if (mustLogin) login();
  }, [mustLogin]);

  if (status === 'loading') return <Loading variant="auth" message={t('common.initializingAuth')} />;
  if (status === 'unauthenticated') {
    return signedOut ? <Redirect to={paths.welcome} replace /> : <Loading variant="auth" message={t('common.redirectingToSignIn')} />;
  }
  return <>{children}</>;
}
