import type { ReconciliationView } from '../../../domain/api/double-correction';
import type { QuestionAgreement } from '../../../domain/double-correction';
import { formatPoints } from '../../../domain/points';
import { useLanguage, useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

/** How far evaluators 1 and 2 agreed, question by question, and how many papers went to the third. */
export function AgreementTable({ reconciliation, questionNumbers }: { reconciliation: ReconciliationView; questionNumbers: ReadonlyMap<string, number> }) {
  const t = useT();
  const language = useLanguage();
  const columns: DataTableColumn<QuestionAgreement>[] = [
    {
      key: 'questionId',
      label: t('doubleCorrection.agreement.question'),
      render: (row) => t('doubleCorrection.agreement.questionNumber', { n: questionNumbers.get(row.questionId) ?? '?' }),
    },
    { key: 'papers', label: t('doubleCorrection.agreement.papers'), align: 'right' },
    {
      key: 'meanAbsoluteDifference',
      label: t('doubleCorrection.agreement.meanDifference'),
      align: 'right',
      render: (row) => (row.meanAbsoluteDifference === null ? '—' : formatPoints(row.meanAbsoluteDifference, language)),
    },
    {
      key: 'identicalShare',
      label: t('doubleCorrection.agreement.identical'),
      align: 'right',
      render: (row) => (row.identicalShare === null ? '—' : `${Math.round(row.identicalShare * 100)} %`),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        caption={t('doubleCorrection.agreement.heading')}
        columns={columns}
        rows={reconciliation.agreement}
        rowKey="questionId"
        size="compact"
        striped
        pageSize={0}
      />
      <p className="text-slate-700 dark:text-slate-200">{t('doubleCorrection.agreement.toThird', { count: reconciliation.toThird })}</p>
    </div>
  );
}
