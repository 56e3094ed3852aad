import type { ReconciliationRow } from '../../../domain/api/double-correction';
import { formatPoints } from '../../../domain/points';
import { useLanguage, useT } from '../../core/i18n';

const OUTCOME_KEY = {
  settled: 'doubleCorrection.reconciliation.settled',
  third: 'doubleCorrection.reconciliation.toThird',
  noMark: 'doubleCorrection.reconciliation.noMark',
} as const;

const COLUMNS = [
  'doubleCorrection.reconciliation.pupil',
  'doubleCorrection.reconciliation.first',
  'doubleCorrection.reconciliation.second',
  'doubleCorrection.reconciliation.difference',
  'doubleCorrection.reconciliation.third',
  'doubleCorrection.reconciliation.final',
  'doubleCorrection.reconciliation.outcome',
] as const;

/** Per pupil: both marks, their difference, the third's, and the final mark with how it came. */
export function ReconciliationTable({ rows, names }: { rows: readonly ReconciliationRow[]; names: ReadonlyMap<string, string> }) {
  const t = useT();
  const language = useLanguage();
  const mark = (value: number | null) => (value === null ? '—' : formatPoints(value, language));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-lg font-semibold">{t('doubleCorrection.reconciliation.heading')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left dark:border-slate-600">
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-2 py-2 font-semibold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.pupilId} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {names.get(row.pupilId) ?? '—'}
              </th>
              <td className="px-2 py-2 tabular-nums">{mark(row.first)}</td>
              <td className="px-2 py-2 tabular-nums">{mark(row.second)}</td>
              <td className="px-2 py-2 tabular-nums">{mark(row.difference)}</td>
              <td className="px-2 py-2 tabular-nums">{mark(row.third)}</td>
              <td className="px-2 py-2 font-semibold tabular-nums">{mark(row.final)}</td>
              <td className="px-2 py-2">{t(OUTCOME_KEY[row.outcome])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
