import { useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useFormatters } from '../results';
import type { PupilResult } from './pupil-performance.types';

/** Each graded test of the pupil: title, date, score of total, mark, and the class average on it. */
export function PupilResultsTable({ results }: { results: readonly PupilResult[] }) {
  const t = useT();
  const format = useFormatters();
  const columns: DataTableColumn<PupilResult>[] = [
    { key: 'title', label: t('performance.pupil.test'), sortable: true, render: (row) => <span className="block min-w-32">{row.title}</span> },
    {
      key: 'dueDate',
      label: t('performance.pupil.date'),
      sortable: true,
      render: (row) => <span className="whitespace-nowrap">{format.day(row.dueDate)}</span>,
    },
    {
      key: 'score',
      label: t('performance.pupil.score'),
      sortable: true,
      align: 'right',
      render: (row) => (
        <span className="whitespace-nowrap tabular-nums">
          {t('performance.pupil.scoreOf', { score: format.number(row.score), total: format.number(row.totalPoints) })}
        </span>
      ),
    },
    {
      key: 'mark',
      label: t('performance.pupil.mark'),
      sortable: true,
      align: 'right',
      render: (row) => <strong className="tabular-nums">{format.number(row.mark)}</strong>,
    },
    {
      key: 'classAverageMark',
      label: t('performance.pupil.classAverage'),
      sortable: true,
      align: 'right',
      render: (row) => <span className="tabular-nums">{format.number(row.classAverageMark)}</span>,
    },
  ];
  return (
    <DataTable
      caption={t('performance.pupil.resultsCaption')}
      columns={columns}
      rows={results}
      rowKey="quizId"
      striped
      emptyTitle={t('performance.pupil.noResultsTitle')}
      emptyDescription={t('performance.pupil.noResults')}
    />
  );
}
