import { useId } from 'react';
import { useT } from '../../core/i18n';

export interface UsageMeterProps {
  label: string;
  used: number;
  /** null: no limit. */
  limit: number | null;
}

/** Usage against a plan limit: a bar for the eye, the numbers as text for everyone. */
export function UsageMeter({ label, used, limit }: UsageMeterProps) {
  const t = useT();
  const labelId = useId();
  const unlimited = limit === null || limit <= 0;
  const percent = unlimited ? 0 : Math.min(100, Math.round((used / limit) * 100));
  const text = unlimited ? t('dashboard.subscription.usageUnlimited', { used }) : t('dashboard.subscription.usageOf', { used, limit });
  const tone = percent >= 100 ? 'bg-red-600 dark:bg-red-400' : percent >= 80 ? 'bg-amber-500 dark:bg-amber-400' : 'bg-primary-600 dark:bg-primary-400';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </span>
        <span className="text-slate-600 tabular-nums dark:text-slate-300">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={unlimited ? undefined : limit}
        aria-valuenow={unlimited ? undefined : Math.min(used, limit)}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
