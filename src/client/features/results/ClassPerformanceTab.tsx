import { useCallback, useRef } from 'react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { Loading } from '../../ui/Loading';
import { ClassAverageChart } from './ClassAverageChart';
import { ExportButtons } from './ExportButtons';
import { LoadFailure } from './LoadFailure';
import { gradebookExport } from './results.api';
import { usePerformanceSummary } from './results.queries';
import type { ExportFormat } from './results.types';
import { StudentSnapshotTable } from './StudentSnapshotTable';
import { exportCommands, useExport } from './use-export';

export interface ClassPerformanceTabProps {
  schoolId: string;
  classroomId: string;
}

/**
 * SPEC 2 classroom Performance tab: the class average over time, the
 * student snapshot with each pupil's trend (its rule in one sentence), and
 * the gradebook as CSV or Excel (also from the palette while it is open).
 */
export function ClassPerformanceTab({ classroomId }: ClassPerformanceTabProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, refresh } = usePerformanceSummary(classroomId);
  const requestFor = useCallback((format: ExportFormat) => gradebookExport(classroomId, format), [classroomId]);
  const exporter = useExport(requestFor, 'gradebook:export');

  useRegisterCommands(
    exportCommands(exporter, {
      csv: {
        id: 'download.gradebookCsv',
        labelKey: 'performance.commands.gradebookCsv',
        keywords: ['export', 'csv', 'gradebook', 'catalog', 'note', 'notas'],
      },
      xlsx: {
        id: 'download.gradebookXlsx',
        labelKey: 'performance.commands.gradebookXlsx',
        keywords: ['export', 'excel', 'xlsx', 'gradebook', 'catalog', 'note', 'notas'],
      },
    }),
    [classroomId],
  );

  return (
    <section aria-labelledby="class-performance-title" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 id="class-performance-title" ref={heading} tabIndex={-1} className="m-0 rounded-sm text-xl font-semibold text-slate-900 focusable dark:text-white">
          {t('performance.title')}
        </h2>
        <ExportButtons
          control={exporter}
          label={t('performance.gradebook.label')}
          csvLabel={t('performance.gradebook.csv')}
          xlsxLabel={t('performance.gradebook.xlsx')}
        />
      </div>
      {loading && !data && <Loading variant="minimal" message={t('performance.loading')} />}
      {error && !data ? (
        <LoadFailure message={t('performance.failed')} retryLabel={t('performance.retry')} onRetry={() => void refresh()} focusOnRetry={heading} />
      ) : null}
      {data && (
        <>
          <ClassAverageChart quizzes={data.quizzes} />
          <div className="flex min-w-0 flex-col gap-2">
            <StudentSnapshotTable classroomId={classroomId} pupils={data.pupils} />
            <p className="m-0 text-sm text-slate-600 dark:text-slate-400">{t('performance.trend.rule')}</p>
          </div>
        </>
      )}
    </section>
  );
}
