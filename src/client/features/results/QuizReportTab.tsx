import { useCallback, useRef } from 'react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { AgreementTable } from './AgreementTable';
import { ExportButtons } from './ExportButtons';
import { GradeDistribution } from './GradeDistribution';
import { LoadFailure } from './LoadFailure';
import { ReportHighlights } from './ReportHighlights';
import { ReportSummary } from './ReportSummary';
import { RuleTable } from './RuleTable';
import { quizGradesExport } from './results.api';
import { useQuizReport } from './results.queries';
import type { ExportFormat } from './results.types';
import { exportCommands, useExport } from './use-export';

export interface QuizReportTabProps {
  schoolId: string;
  classroomId: string;
  quizId: string;
}

/**
 * SPEC 2/3 Quiz Report tab: class average (points and mark), pupils graded,
 * questions, the distribution by band and by mark, the hardest question,
 * well-understood topics, per-rule averages, and the grades as CSV or Excel
 * (also from the palette while the tab is open).
 */
export function QuizReportTab({ classroomId, quizId }: QuizReportTabProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, refresh } = useQuizReport(quizId, classroomId);
  const requestFor = useCallback((format: ExportFormat) => quizGradesExport(quizId, format, classroomId), [quizId, classroomId]);
  const exporter = useExport(requestFor, 'quiz-grades:export');

  useRegisterCommands(
    exportCommands(exporter, {
      csv: { id: 'download.quizGradesCsv', labelKey: 'report.commands.csv', keywords: ['export', 'csv', 'grades', 'note', 'exportă', 'notas'] },
      xlsx: { id: 'download.quizGradesXlsx', labelKey: 'report.commands.xlsx', keywords: ['export', 'excel', 'xlsx', 'grades', 'note', 'exportă', 'notas'] },
    }),
    [quizId, classroomId],
  );

  return (
    <section aria-labelledby="quiz-report-title" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 id="quiz-report-title" ref={heading} tabIndex={-1} className="m-0 rounded-sm text-xl font-semibold text-slate-900 focusable dark:text-white">
          {t('report.title')}
        </h2>
        <ExportButtons control={exporter} label={t('report.export.label')} csvLabel={t('report.export.csv')} xlsxLabel={t('report.export.xlsx')} />
      </div>
      {loading && !data && <Loading variant="minimal" message={t('report.loading')} />}
      {error && !data ? (
        <LoadFailure message={t('report.failed')} retryLabel={t('report.retry')} onRetry={() => void refresh()} focusOnRetry={heading} />
      ) : null}
      {data && (
        <>
          {data.incompletePapers > 0 && <Alert tone="info">{t('report.incomplete', { count: data.incompletePapers })}</Alert>}
          <ReportSummary report={data} />
          <GradeDistribution report={data} />
          <ReportHighlights report={data} />
          {data.rules.length > 0 && <RuleTable rules={data.rules} />}
          {data.agreement && <AgreementTable agreement={data.agreement} />}
        </>
      )}
    </section>
  );
}
