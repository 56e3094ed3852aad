import { useT } from '../../core/i18n';
import type { ShownStatus } from './subscription.schema';

const LABEL_KEY: Record<ShownStatus, string> = {
  trial: 'plans.status.trial',
  active: 'plans.status.active',
  cancelled: 'plans.status.cancelled',
  expired: 'plans.status.expired',
  unknown: 'plans.status.unknown',
};

const TONE: Record<ShownStatus, string> = {
  trial: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  cancelled: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  expired: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  unknown: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function StatusBadge({ status }: { status: ShownStatus }) {
  const t = useT();
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {t(LABEL_KEY[status])}
    </span>
  );
}
