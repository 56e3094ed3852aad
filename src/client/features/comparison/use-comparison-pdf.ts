// The comparison across classes as a PDF: the figures already on screen,
// under a header with the school (when every class is of one school) and the
// date, generated off the main thread by the PDF feature.
import { useCallback, useState } from 'react';
import { downloadBlob } from '../../core/download';
import { notifyError } from '../../core/errors.store';
import { getLanguage, t } from '../../core/i18n';
import { exportPdf, pdfFileName } from '../pdf';
import type { QuizComparison } from '../results';

export function comparisonPdfHeader(comparison: QuizComparison, language: string, today: Date) {
  const schools = new Set(comparison.classes.map((c) => c.schoolName));
  return {
    schoolName: schools.size === 1 ? [...schools][0] : undefined,
    date: new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(today),
  };
}

export function useComparisonPdf(comparison: QuizComparison | undefined) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    if (!comparison || busy) return;
    setBusy(true);
    try {
      const language = getLanguage();
      const blob = await exportPdf('comparison', { comparison }, { language, header: comparisonPdfHeader(comparison, language, new Date()) });
      downloadBlob(blob, pdfFileName(comparison.title, t('comparison.export.file')));
    } catch (error) {
      notifyError(error, { where: 'comparison:pdf', quizId: comparison.quizId }, t('comparison.export.pdfFailed'));
    } finally {
      setBusy(false);
    }
  }, [comparison, busy]);
  return { busy, run };
}
