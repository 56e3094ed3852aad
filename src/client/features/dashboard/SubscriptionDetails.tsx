import { useT } from '../../core/i18n';
import { StatusBadge } from './StatusBadge';
import { type Subscription, statusOf } from './subscription.schema';
import { UsageMeter } from './UsageMeter';

const FEATURE_KEYS: Record<string, string> = {
  tests: 'plans.features.tests',
  grading: 'plans.features.grading',
  pdf_export: 'plans.features.pdf_export',
  analysis: 'plans.features.analysis',
  excel_export: 'plans.features.excel_export',
};

const PLAN_KEYS: Record<string, string> = { free: 'plans.names.free' };

/** A feature the client has no label for yet still shows, readably. */
function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Plan, status, days remaining, features and usage against limits. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const planKey = PLAN_KEYS[subscription.plan.toLowerCase()];
  const days = subscription.daysRemaining;
  const meters = [
    { label: t('dashboard.subscription.quizzes'), used: subscription.usage.quizzes ?? 0, limit: subscription.limits.quizzes },
    { label: t('dashboard.subscription.students'), used: subscription.usage.students ?? 0, limit: subscription.limits.students },
    { label: t('dashboard.subscription.classes'), used: subscription.usage.classes ?? 0, limit: subscription.limits.classes },
  ];
  return (
    <div className="mt-4 flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-sm text-slate-500 dark:text-slate-400">{t('dashboard.subscription.plan')}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{planKey ? t(planKey) : subscription.plan}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-slate-500 dark:text-slate-400">{t('dashboard.subscription.status')}</dt>
          <dd className="mt-1">
            <StatusBadge status={statusOf(subscription)} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-slate-500 dark:text-slate-400">{t('dashboard.subscription.daysRemaining')}</dt>
          <dd className="mt-1 font-medium text-slate-900 dark:text-slate-100">
            {days === null || days === undefined ? t('dashboard.subscription.noExpiry') : days}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="subscription-features">
          <h3 id="subscription-features" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('dashboard.subscription.features')}
          </h3>
          {subscription.features.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('dashboard.subscription.noFeatures')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1.5 text-sm">
              {subscription.features.map((feature) => {
                const key = FEATURE_KEYS[feature];
                return (
                  <li key={feature} className="flex items-center gap-2 text-slate-700 dark:text-slate-200">
                    <span aria-hidden="true" className="text-emerald-600 dark:text-emerald-400">
                      ✓
                    </span>
                    {key ? t(key) : humanize(feature)}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="subscription-usage" className="flex flex-col gap-3">
          <h3 id="subscription-usage" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('dashboard.subscription.usage')}
          </h3>
          {meters.map((meter) => (
            <UsageMeter key={meter.label} {...meter} />
          ))}
        </section>
      </div>
    </div>
  );
}
