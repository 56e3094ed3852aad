import type { ReconciliationView } from '../../../domain/api/double-correction';
import { formatPoints } from '../../../domain/points';
import { useLanguage, useT } from '../../core/i18n';

const COLUMNS = [
  'doubleCorrection.agreement.question',
  'doubleCorrection.agreement.papers',
  'doubleCorrection.agreement.meanDifference',
  'doubleCorrection.agreement.identical',
] as const;

/** How far evaluators 1 and 2 agreed, question by question, and how many papers went to the third. */
export function AgreementTable({ reconciliation, questionNumbers }: { reconciliation: ReconciliationView; questionNumbers: ReadonlyMap<string, number> }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-2 overflow-x-auto">
      <table className="w-full max-w-2xl border-collapse text-sm">
        <caption className="mb-2 text-left text-lg font-semibold">{t('doubleCorrection.agreement.heading')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left dark:border-slate-600">
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-2 py-2 font-semibold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reconciliation.agreement.map((question) => (
            <tr key={question.questionId} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {t('doubleCorrection.agreement.questionNumber', { n: questionNumbers.get(question.questionId) ?? '?' })}
              </th>
              <td className="px-2 py-2 tabular-nums">{question.papers}</td>
              <td className="px-2 py-2 tabular-nums">
                {question.meanAbsoluteDifference === null ? '—' : formatPoints(question.meanAbsoluteDifference, language)}
              </td>
              <td className="px-2 py-2 tabular-nums">{question.identicalShare === null ? '—' : `${Math.round(question.identicalShare * 100)} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-slate-700 dark:text-slate-200">{t('doubleCorrection.agreement.toThird', { count: reconciliation.toThird })}</p>
    </div>
  );
}
