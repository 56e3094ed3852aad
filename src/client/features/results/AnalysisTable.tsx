import { useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { type DiscriminationLevel, discriminationLevel, type FacilityLevel, facilityLevel } from './analysis-hints';
import { useFormatters } from './format';
import type { QuestionAnalysis } from './results.types';

const FACILITY_KEY: Record<FacilityLevel, string> = { easy: 'analysis.facility.easy', moderate: 'analysis.facility.moderate', hard: 'analysis.facility.hard' };
const DISCRIMINATION_KEY: Record<DiscriminationLevel, string> = {
  good: 'analysis.discrimination.good',
  fair: 'analysis.discrimination.fair',
  poor: 'analysis.discrimination.poor',
  negative: 'analysis.discrimination.negative',
};
const SOURCE_KEY: Record<QuestionAnalysis['source'], string> = {
  marks: 'analysis.source.marks',
  manual: 'analysis.source.manual',
  none: 'analysis.source.none',
  unmarked: 'analysis.source.unmarked',
};

export interface AnalysisTableProps {
  questions: readonly QuestionAnalysis[];
  /** Below 10 graded pupils: the caption says the figures are unreliable. */
  reliable: boolean;
  /** With none, a question without figures is not graded yet rather than "graded only as a total". */
  gradedPupils: number;
}

/** Per question: pupils correct of those graded, success rate, facility and discrimination, each with a plain-language reading. */
export function AnalysisTable({ questions, reliable, gradedPupils }: AnalysisTableProps) {
  const t = useT();
  const format = useFormatters();
  const figure = (value: string, hint: string | null) => (
    <span className="flex flex-col">
      <span className="tabular-nums">{value}</span>
      {hint && <span className="text-xs text-slate-600 dark:text-slate-400">{hint}</span>}
    </span>
  );
  const columns: DataTableColumn<QuestionAnalysis>[] = [
    { key: 'number', label: t('analysis.columns.number'), sortable: true, align: 'right', width: '3.5rem' },
    {
      key: 'text',
      label: t('analysis.columns.question'),
      render: (row) => (
        <span className="flex min-w-40 flex-col">
          <span className="line-clamp-2">{row.text}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t(row.source !== 'marks' && row.source !== 'manual' && gradedPupils === 0 ? 'analysis.source.notGraded' : SOURCE_KEY[row.source])}
          </span>
        </span>
      ),
    },
    { key: 'points', label: t('analysis.columns.points'), sortable: true, align: 'right', render: (row) => format.number(row.points) },
    {
      key: 'correctCount',
      label: t('analysis.columns.correct'),
      align: 'right',
      render: (row) => (row.totalPupils > 0 ? t('analysis.correctOf', { correct: row.correctCount, total: row.totalPupils }) : format.number(null)),
    },
    { key: 'successRate', label: t('analysis.columns.successRate'), sortable: true, align: 'right', render: (row) => format.rate(row.successRate) },
    {
      key: 'facility',
      label: t('analysis.columns.facility'),
      sortable: true,
      align: 'right',
      render: (row) => {
        const level = facilityLevel(row.facility);
        return figure(format.statistic(row.facility), level && t(FACILITY_KEY[level]));
      },
    },
    {
      key: 'discrimination',
      label: t('analysis.columns.discrimination'),
      sortable: true,
      align: 'right',
      render: (row) => {
        const level = discriminationLevel(row.discrimination);
        return figure(format.statistic(row.discrimination), level && t(DISCRIMINATION_KEY[level]));
      },
    },
  ];
  return (
    <DataTable
      caption={reliable ? t('analysis.tableCaption') : `${t('analysis.tableCaption')} (${t('analysis.unreliable.badge')})`}
      columns={columns}
      rows={questions}
      rowKey="questionId"
      size="compact"
      striped
      pageSize={0}
      emptyTitle={t('analysis.empty')}
      emptyDescription={t('analysis.emptyHint')}
    />
  );
}
