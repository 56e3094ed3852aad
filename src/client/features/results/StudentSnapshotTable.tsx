import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { pupilPerformancePath } from '../../core/paths';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useFormatters } from './format';
import type { PupilSnapshot, Trend } from './results.types';
import { TrendBadge } from './TrendBadge';

/** Sorting by trend puts the pupils who need attention first; those with no marks yet (no trend) last. */
const TREND_ORDER: Record<Trend, number> = { declining: 0, stable: 1, improving: 2, none: 3 };

export interface StudentSnapshotTableProps {
  classroomId: string;
  pupils: readonly PupilSnapshot[];
}

/** SPEC 2 student snapshot: each pupil's average, last mark and trend, linked to their performance page. */
export function StudentSnapshotTable({ classroomId, pupils }: StudentSnapshotTableProps) {
  const t = useT();
  const format = useFormatters();
  const columns: DataTableColumn<PupilSnapshot>[] = [
    {
      key: 'name',
      label: t('performance.snapshot.pupil'),
      sortable: true,
      render: (row) => (
        <Link href={pupilPerformancePath(classroomId, row.pupilId)} className="link" aria-label={t('performance.snapshot.open', { name: row.name })}>
          {row.name}
        </Link>
      ),
    },
    { key: 'averageMark', label: t('performance.snapshot.average'), sortable: true, align: 'right', render: (row) => format.number(row.averageMark) },
    {
      key: 'lastMark',
      label: t('performance.snapshot.last'),
      sortable: true,
      align: 'right',
      render: (row) => (
        <span className="flex flex-col items-end">
          <span className="tabular-nums">{format.number(row.lastMark)}</span>
          {row.lastQuizTitle && <span className="text-xs text-slate-600 dark:text-slate-400">{row.lastQuizTitle}</span>}
        </span>
      ),
    },
    {
      key: 'trend',
      label: t('performance.snapshot.trend'),
      sortable: true,
      value: (row) => TREND_ORDER[row.trend],
      render: (row) => <TrendBadge trend={row.trend} />,
    },
  ];
  return (
    <DataTable
      caption={t('performance.snapshot.title')}
      columns={columns}
      rows={pupils}
      rowKey="pupilId"
      striped
      hoverable
      emptyTitle={t('performance.snapshot.emptyTitle')}
      emptyDescription={t('performance.snapshot.empty')}
    />
  );
}
