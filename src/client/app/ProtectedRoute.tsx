import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { useT } from '../core/i18n';
import { paths } from '../core/paths';
import { login, useSession } from '../core/session';
import { Loading } from '../ui/Loading';
import { ServerUnreachableScreen } from './errors/ServerUnreachableScreen';

/**
 * SPEC 2 protected guard: a message while authentication initialises, then
 * the login redirect for visitors. Someone who just signed out goes to the
 * welcome page instead of straight back into the login. A check that got no
 * answer is not "signed out": the screen says the server cannot be reached.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { status, signedOut, checkFailure, busy } = useSession();
  // No session, and not because she signed out in this tab: either none exists (sign in) or the check got no answer.
  const sessionMissing = status === 'unauthenticated' && !signedOut;
  const unanswered = sessionMissing && checkFailure !== null;
  const mustLogin = sessionMissing && checkFailure === null;

  useEffect(() => {
    if (mustLogin) login();
  }, [mustLogin]);

  if (status === 'loading') return <Loading variant="auth" message={t('common.initializingAuth')} />;
  if (unanswered) return <ServerUnreachableScreen failure={checkFailure} busy={busy} />;
  if (status === 'unauthenticated') {
    return signedOut ? <Redirect to={paths.welcome} replace /> : <Loading variant="auth" message={t('common.redirectingToSignIn')} />;
  }
  return <>{children}</>;
}
