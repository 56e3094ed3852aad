import { useMemo } from 'react';
import { useT } from '../../core/i18n';
import { pupilHistoryChart, TrendChart } from '../results';
import { PupilResultsTable } from './PupilResultsTable';
import type { PupilResult } from './pupil-performance.types';

/** SPEC 2 history: the pupil's marks against the class average, drawn and tabled. */
export function PupilHistory({ name, results }: { name: string; results: readonly PupilResult[] }) {
  const t = useT();
  const classLabel = t('performance.chart.classAverage');
  const data = useMemo(() => pupilHistoryChart(results, name, classLabel), [results, name, classLabel]);
  return (
    <section aria-labelledby="pupil-history-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="pupil-history-title" className="m-0 text-xl font-semibold text-slate-900 dark:text-white">
        {t('performance.pupil.history')}
      </h2>
      {results.length > 0 && (
        <TrendChart
          data={data}
          label={t('performance.pupil.chartLabel', { name })}
          description={t('performance.pupil.chartDescription', { name, count: results.length })}
        />
      )}
      <PupilResultsTable results={results} />
    </section>
  );
}
