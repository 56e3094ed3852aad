import { useT } from '../../core/i18n';
import { useSession } from '../../core/session';
import { displayName } from '../../core/user';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DashboardNav } from './DashboardNav';
import { ProfileDetails } from './ProfileDetails';
import { SubscriptionPanel } from './SubscriptionPanel';

/**
 * The signed-in home (SPEC 2): welcome, profile, navigation and the subscription panel.
 * SPEC 2's sign-out is the navigation bar's, which every screen has: a second
 * button in the page made two identical "Sign out" buttons on one screen.
 */
export function HomePage() {
  const t = useT();
  const { user } = useSession();
  useDocumentTitle(t('dashboard.title'));
  const name = displayName(user) ?? t('dashboard.fallbackName');

  return (
    <div className="flex flex-col gap-6">
      <h1 className="page-title min-w-0 break-words">{t('dashboard.welcome', { name })}</h1>
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
