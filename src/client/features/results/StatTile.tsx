import type { ReactNode } from 'react';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  /** A line under the value (units, a hint). */
  detail?: ReactNode;
}

/** One headline figure; a list of them is a <dl>, so the label names its value for assistive technology. */
export function StatTile({ label, value, detail }: StatTileProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-800/40">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="m-0 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
      {detail && <dd className="m-0 text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}
