import { useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useFormatters } from './format';
import type { QuizReport } from './results.types';

type Agreement = NonNullable<QuizReport['agreement']>;
type AgreementRow = Agreement['questions'][number];

/** A double-corrected class (issue 17): per question how far the two evaluators agreed, and the papers sent to the third. */
export function AgreementTable({ agreement }: { agreement: Agreement }) {
  const t = useT();
  const format = useFormatters();
  const columns: DataTableColumn<AgreementRow>[] = [
    { key: 'number', label: t('report.agreement.question'), align: 'right', width: '4rem' },
    { key: 'papers', label: t('report.agreement.papers'), align: 'right', render: (row) => format.number(row.papers) },
    { key: 'meanAbsoluteDifference', label: t('report.agreement.meanDifference'), align: 'right', render: (row) => format.number(row.meanAbsoluteDifference) },
    { key: 'identicalShare', label: t('report.agreement.identical'), align: 'right', render: (row) => format.rate(row.identicalShare) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <DataTable caption={t('report.agreement.title')} columns={columns} rows={agreement.questions} rowKey="questionId" size="compact" striped pageSize={0} />
      <p className="m-0 text-slate-700 dark:text-slate-200">{t('report.agreement.toThird', { count: agreement.toThird })}</p>
    </div>
  );
}
