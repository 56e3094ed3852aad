import { useT } from '../../core/i18n';
import type { Trend } from './results.types';

const LOOK: Record<Trend, { icon: string; labelKey: string; className: string }> = {
  improving: { icon: '↗', labelKey: 'performance.trend.improving', className: 'text-emerald-700 dark:text-emerald-300' },
  declining: { icon: '↘', labelKey: 'performance.trend.declining', className: 'text-red-700 dark:text-red-300' },
  stable: { icon: '→', labelKey: 'performance.trend.stable', className: 'text-slate-700 dark:text-slate-300' },
};

/** SPEC 4 trend with an icon and its word: the colour and arrow help, the word carries the meaning. */
export function TrendBadge({ trend }: { trend: Trend }) {
  const t = useT();
  const look = LOOK[trend];
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${look.className}`}>
      <span aria-hidden="true">{look.icon}</span>
      {t(look.labelKey)}
    </span>
  );
}
