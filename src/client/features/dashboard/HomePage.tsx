import { useT } from '../../core/i18n';
import { logout, useSession } from '../../core/session';
import { displayName } from '../../core/user';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ProfileDetails } from './ProfileDetails';

/** The signed-in home: greeting, profile and sign-out (the full dashboard grows from here). */
export function HomePage() {
  const t = useT();
  const { user, busy } = useSession();
  useDocumentTitle(t('dashboard.title'));
  const name = displayName(user) ?? t('dashboard.fallbackName');

  return (
    <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-6 sm:mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">{t('dashboard.welcome', { name })}</h1>
        {/* The session clears locally even if the server call fails; the guard then leaves for /welcome. */}
        <button type="button" className="btn-secondary" onClick={() => void logout()} disabled={busy} aria-busy={busy}>
          {busy ? t('dashboard.signingOut') : t('dashboard.signOut')}
        </button>
      </div>
      {user && <ProfileDetails user={user} />}
    </div>
  );
}
