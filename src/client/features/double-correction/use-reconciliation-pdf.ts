// The reconciliation sheet as a PDF (issue 17): the table on screen, in the
// test's language, with the evaluators' names and a line for each signature,
// under a header naming the class's school (pdf-job.ts), generated off the
// main thread by the PDF feature.
import { useCallback, useState } from 'react';
import type { DoubleCorrectionView, ReconciliationView } from '../../../domain/api/double-correction';
import { downloadBlob } from '../../core/download';
import { notifyError } from '../../core/errors.store';
import { getLanguage, t } from '../../core/i18n';
import { classroomNameRecordQuery, fetchRecord } from '../../core/records.cache';
import { gradingApi } from '../grading';
import { exportPdf, pdfFileName } from '../pdf';
import { reconciliationPdfJob } from './pdf-job';

export function useReconciliationPdf(view: DoubleCorrectionView, reconciliation: ReconciliationView | null, names: ReadonlyMap<string, string>) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    if (!reconciliation || busy) return;
    setBusy(true);
    try {
      const [document, classroom] = await Promise.all([
        gradingApi.quiz(view.quizId),
        // The header's school and class (the page's heading read the same record, so this asks nothing more); without them, lines to fill in by hand.
        fetchRecord(classroomNameRecordQuery(view.classroomId)).catch(() => null),
      ]);
      const job = reconciliationPdfJob({ view, rows: reconciliation.rows, names, document, classroom, language: getLanguage(), today: new Date() });
      const blob = await exportPdf('reconciliation', job.data, job.options);
      downloadBlob(blob, pdfFileName(document.title, classroom?.name, t('doubleCorrection.pdf.file')));
    } catch (error) {
      notifyError(error, { where: 'double-correction:pdf', quizId: view.quizId }, t('doubleCorrection.pdf.failed'));
    } finally {
      setBusy(false);
    }
  }, [view, reconciliation, names, busy]);
  return { busy, run };
}
