import { useT } from '../../core/i18n';
import { BarList } from './BarList';
import { useFormatters } from './format';
import { bandRows, markRows } from './report-data';
import type { QuizReport } from './results.types';

/** Pupils per SPEC 9 band and per Romanian mark, as bar charts that are also tables. */
export function GradeDistribution({ report }: { report: QuizReport }) {
  const t = useT();
  const format = useFormatters();
  const bands = bandRows(report.bands);
  const marks = markRows(report.marks);
  const top = Math.max(1, ...bands.map((row) => row.count), ...marks.map((row) => row.count));
  return (
    <section aria-labelledby="grade-distribution-title" className="flex min-w-0 flex-col gap-3">
      <h3 id="grade-distribution-title" className="m-0 text-base font-semibold text-slate-900 dark:text-white">
        {t('report.distribution.title')}
      </h3>
      <div className="grid min-w-0 grid-cols-1 gap-6 md:grid-cols-2">
        <BarList
          caption={t('report.distribution.bandsCaption')}
          labelHeader={t('report.distribution.band')}
          valueHeader={t('report.distribution.pupils')}
          max={top}
          rows={bands.map((row) => ({
            key: row.key,
            label: t('report.distribution.bandLabel', { band: row.band, min: row.min, max: row.max }),
            value: row.count,
            display: format.number(row.count),
          }))}
        />
        <BarList
          caption={t('report.distribution.marksCaption')}
          labelHeader={t('report.distribution.mark')}
          valueHeader={t('report.distribution.pupils')}
          max={top}
          rows={marks.map((row) => ({ key: row.key, label: format.number(row.mark), value: row.count, display: format.number(row.count) }))}
        />
      </div>
    </section>
  );
}
