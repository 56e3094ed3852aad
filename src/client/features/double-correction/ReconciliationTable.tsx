import type { ReconciliationRow } from '../../../domain/api/double-correction';
import { formatHundredths } from '../../../domain/hundredths';
import { comparePupils } from '../../../domain/pupil-order';
import { useLanguage, useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

const OUTCOME_KEY = {
  settled: 'doubleCorrection.reconciliation.settled',
  third: 'doubleCorrection.reconciliation.toThird',
  noMark: 'doubleCorrection.reconciliation.noMark',
} as const;

type Row = ReconciliationRow & { name: string };

/** Per pupil: both marks, their difference, the third's, and the final mark with how it came. */
export function ReconciliationTable({ rows, names }: { rows: readonly ReconciliationRow[]; names: ReadonlyMap<string, string> }) {
  const t = useT();
  const language = useLanguage();
  const mark = (value: number | null) => <span className="tabular-nums">{value === null ? '—' : formatHundredths(value, language)}</span>;
  const markColumn = (key: 'first' | 'second' | 'difference' | 'third', label: string): DataTableColumn<Row> => ({
    key,
    label,
    align: 'right',
    render: (row) => mark(row[key]),
  });
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', label: t('doubleCorrection.reconciliation.pupil') },
    markColumn('first', t('doubleCorrection.reconciliation.first')),
    markColumn('second', t('doubleCorrection.reconciliation.second')),
    markColumn('difference', t('doubleCorrection.reconciliation.difference')),
    markColumn('third', t('doubleCorrection.reconciliation.third')),
    { key: 'final', label: t('doubleCorrection.reconciliation.final'), align: 'right', render: (row) => <strong>{mark(row.final)}</strong> },
    { key: 'outcome', label: t('doubleCorrection.reconciliation.outcome'), render: (row) => t(OUTCOME_KEY[row.outcome]) },
  ];
  // The rows come in the server's order and the names from the roster: sorted here by the names shown, in the
  // class register's order of the interface's language (the grade grid's), not the database's byte order.
  const named = rows.map((row) => ({ ...row, name: names.get(row.pupilId) ?? '—' })).sort(comparePupils(language));
  return (
    <DataTable caption={t('doubleCorrection.reconciliation.heading')} columns={columns} rows={named} rowKey="pupilId" size="compact" striped pageSize={0} />
  );
}
