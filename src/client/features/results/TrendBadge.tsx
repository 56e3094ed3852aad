import { useT } from '../../core/i18n';
import type { Trend } from './results.types';

const LOOK: Record<Exclude<Trend, 'none'>, { icon: string; labelKey: string; className: string }> = {
  improving: { icon: '↗', labelKey: 'performance.trend.improving', className: 'text-emerald-700 dark:text-emerald-300' },
  declining: { icon: '↘', labelKey: 'performance.trend.declining', className: 'text-red-700 dark:text-red-300' },
  stable: { icon: '→', labelKey: 'performance.trend.stable', className: 'text-slate-700 dark:text-slate-300' },
};

/** SPEC 4 trend with an icon and its word: the colour and arrow help, the word carries the meaning. */
export function TrendBadge({ trend }: { trend: Trend }) {
  const t = useT();
  // No marks, no trend: a dash as in the other empty cells, named for screen readers.
  if (trend === 'none')
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('performance.trend.none')}</span>
      </span>
    );
  const look = LOOK[trend];
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${look.className}`}>
      <span aria-hidden="true">{look.icon}</span>
      {t(look.labelKey)}
    </span>
  );
}
