import { useCallback, useRef } from 'react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { Loading } from '../../ui/Loading';
import { comparisonExport, ExportButtons, type ExportFormat, exportCommands, LoadFailure, useComparison, useExport } from '../results';
import { ClassesTable, FacilityTable } from './ComparisonTables';
import { useComparisonPdf } from './use-comparison-pdf';

export interface ComparisonTabProps {
  classroomId: string;
  quizId: string;
}

/**
 * Issue 16: a common test across the classes it was given to, side by side:
 * per class the average, the bands and the small-class flag, per question the
 * facility in each class; as CSV, Excel or PDF (also from the palette).
 */
export function ComparisonTab({ classroomId, quizId }: ComparisonTabProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, refresh } = useComparison(quizId);
  const requestFor = useCallback((format: ExportFormat) => comparisonExport(quizId, format), [quizId]);
  const exporter = useExport(requestFor, 'comparison:export');
  const pdf = useComparisonPdf(data);

  useRegisterCommands(
    [
      ...exportCommands(exporter, {
        csv: { id: 'download.comparisonCsv', labelKey: 'comparison.commands.csv', keywords: ['compare', 'csv', 'compară', 'comparar'] },
        xlsx: { id: 'download.comparisonXlsx', labelKey: 'comparison.commands.xlsx', keywords: ['compare', 'excel', 'xlsx', 'compară', 'comparar'] },
      }),
      {
        id: 'download.comparisonPdf',
        labelKey: 'comparison.commands.pdf',
        keywords: ['compare', 'pdf', 'print', 'compară', 'comparar'],
        group: 'actions',
        run: () => pdf.run(),
      },
    ],
    [quizId, pdf.run],
  );

  return (
    <section aria-labelledby="comparison-title" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 id="comparison-title" ref={heading} tabIndex={-1} className="m-0 rounded-sm text-xl font-semibold text-slate-900 focusable dark:text-white">
          {t('comparison.title')}
        </h2>
        <div className="flex flex-wrap items-start gap-2">
          <ExportButtons
            control={exporter}
            label={t('comparison.export.label')}
            csvLabel={t('comparison.export.csv')}
            xlsxLabel={t('comparison.export.xlsx')}
          />
          <BusyButton type="button" className="btn-secondary" busy={pdf.busy} disabled={!data} onClick={() => void pdf.run()}>
            {t('comparison.export.pdf')}
          </BusyButton>
        </div>
      </div>
      {loading && !data && <Loading variant="minimal" message={t('comparison.loading')} />}
      {error && !data ? (
        <LoadFailure message={t('comparison.failed')} retryLabel={t('comparison.retry')} onRetry={() => void refresh()} focusOnRetry={heading} />
      ) : null}
      {data && (
        <>
          {data.classes.length === 0 && <Alert tone="info">{t('comparison.noClasses')}</Alert>}
          {data.classes.length === 1 && <Alert tone="info">{t('comparison.oneClass')}</Alert>}
          {data.classes.length > 0 && (
            <>
              <ClassesTable comparison={data} currentClassroomId={classroomId} />
              <FacilityTable comparison={data} />
              <p className="m-0 text-sm text-slate-600 dark:text-slate-400">{t('comparison.gapHint')}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
