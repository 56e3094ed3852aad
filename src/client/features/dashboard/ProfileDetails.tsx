import { useT } from '../../core/i18n';
import type { User } from '../../core/user';
import { Card } from '../../ui/Card';

/** SPEC 1: the dashboard shows email, first name and last name. */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const rows = [
    { label: t('dashboard.profile.email'), value: user.email },
    { label: t('dashboard.profile.firstName'), value: user.firstName },
    { label: t('dashboard.profile.lastName'), value: user.lastName },
  ];
  return (
    <Card as="section" aria-labelledby="profile-title" className="h-full">
      <h2 id="profile-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboard.profile.title')}
      </h2>
      <dl className="mt-4 grid gap-4">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{row.label}</dt>
            <dd className="mt-1 break-words font-medium text-slate-900 dark:text-slate-100">{row.value || t('dashboard.profile.empty')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
