import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useT } from '../core/i18n';
import { paths } from '../core/paths';
import { pendingJoin } from '../core/pending-join';
import { useSession } from '../core/session';
import { LoadingScreen } from '../ui/LoadingScreen';

/**
 * SPEC 2 public-only guard: a loading message, then signed-in visitors go to '/' (replacing history),
 * or to the invitation link they opened signed out (issue 16).
 */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen message={t('common.loading')} />;
  if (status === 'authenticated') return <Redirect to={pendingJoin() ?? paths.home} replace />;
  return <>{children}</>;
}
