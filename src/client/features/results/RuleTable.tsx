import { useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useFormatters } from './format';
import type { QuizReport } from './results.types';

type RuleRow = QuizReport['rules'][number];

/** Per scoring rule of the grading scheme, where marks were entered per rule: the mean and its share of the rule's points. */
export function RuleTable({ rules }: { rules: readonly RuleRow[] }) {
  const t = useT();
  const format = useFormatters();
  const columns: DataTableColumn<RuleRow>[] = [
    { key: 'number', label: t('report.rules.question'), sortable: true, align: 'right', width: '4rem' },
    { key: 'description', label: t('report.rules.rule'), render: (row) => <span className="block min-w-40">{row.description}</span> },
    { key: 'points', label: t('report.rules.points'), align: 'right', render: (row) => format.number(row.points) },
    { key: 'pupils', label: t('report.rules.pupils'), align: 'right', render: (row) => format.number(row.pupils) },
    { key: 'average', label: t('report.rules.average'), sortable: true, align: 'right', render: (row) => format.number(row.average) },
    { key: 'share', label: t('report.rules.share'), sortable: true, align: 'right', render: (row) => format.rate(row.share) },
  ];
  return (
    <DataTable
      caption={t('report.rules.title')}
      columns={columns}
      rows={rules}
      rowKey={(row) => `${row.questionId}/${row.ruleId}`}
      size="compact"
      striped
      pageSize={0}
    />
  );
}
