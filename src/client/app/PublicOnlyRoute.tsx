import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useT } from '../core/i18n';
import { paths } from '../core/paths';
import { useSession } from '../core/session';
import { LoadingScreen } from '../ui/LoadingScreen';

/** SPEC 2 public-only guard: a loading message, then signed-in visitors go to '/' (replacing history). */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen message={t('common.loading')} />;
  if (status === 'authenticated') return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}
