import { useT } from '../../core/i18n';
import { useSession } from '../../core/session';
import { requestSignOut, useSavingBeforeSignOut } from '../../core/sign-out-state';
import { displayName } from '../../core/user';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DashboardNav } from './DashboardNav';
import { ProfileDetails } from './ProfileDetails';
import { SubscriptionPanel } from './SubscriptionPanel';

/** The signed-in home (SPEC 2): welcome, sign out, profile, navigation and the subscription panel. */
export function HomePage() {
  const t = useT();
  const { user, busy } = useSession();
  const saving = useSavingBeforeSignOut();
  useDocumentTitle(t('dashboard.title'));
  const name = displayName(user) ?? t('dashboard.fallbackName');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title min-w-0 break-words">{t('dashboard.welcome', { name })}</h1>
        {/* The session clears locally even if the server call fails; the guard then leaves for /welcome. */}
        <button type="button" className="btn-secondary" onClick={() => void requestSignOut()} disabled={busy || saving} aria-busy={busy || saving}>
          {saving ? t('nav.signOutSaving') : busy ? t('dashboard.signingOut') : t('dashboard.signOut')}
        </button>
      </div>
      <DashboardNav />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">{user && <ProfileDetails user={user} />}</div>
        <div className="lg:col-span-3">
          <SubscriptionPanel />
        </div>
      </div>
    </div>
  );
}
