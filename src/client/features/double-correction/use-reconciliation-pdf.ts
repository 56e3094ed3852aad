// The reconciliation sheet as a PDF (issue 17): the table on screen, in the
// test's language, with the evaluators' names and a line for each signature,
// generated off the main thread by the PDF feature.
import { useCallback, useState } from 'react';
import type { DoubleCorrectionView, ReconciliationView } from '../../../domain/api/double-correction';
import { downloadBlob } from '../../core/download';
import { notifyError } from '../../core/errors.store';
import { getLanguage, t } from '../../core/i18n';
import { gradingApi } from '../grading';
import { exportPdf, pdfFileName } from '../pdf';

export function useReconciliationPdf(
  view: DoubleCorrectionView,
  reconciliation: ReconciliationView | null,
  names: ReadonlyMap<string, string>,
  classroom?: string,
) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    if (!reconciliation || busy) return;
    setBusy(true);
    try {
      const document = await gradingApi.quiz(view.quizId);
      const language = document.language ?? getLanguage();
      const blob = await exportPdf(
        'reconciliation',
        {
          document,
          threshold: view.threshold,
          finalMark: view.finalMark,
          evaluators: view.evaluators.map((evaluator) => ({ slot: evaluator.slot, name: evaluator.user?.name ?? '' })),
          rows: reconciliation.rows.map(({ pupilId, first, second, difference, third, final }) => ({
            name: names.get(pupilId) ?? '',
            first,
            second,
            difference,
            third,
            final,
          })),
        },
        {
          language: getLanguage(),
          header: { classLabel: classroom, date: new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()) },
        },
      );
      downloadBlob(blob, pdfFileName(document.title, classroom, t('doubleCorrection.pdf.file')));
    } catch (error) {
      notifyError(error, { where: 'double-correction:pdf', quizId: view.quizId }, t('doubleCorrection.pdf.failed'));
    } finally {
      setBusy(false);
    }
  }, [view, reconciliation, names, classroom, busy]);
  return { busy, run };
}
