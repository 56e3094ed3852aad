// The quiz dashboard as a PDF (SPEC 2): the quiz, the class report from the
// server and the pupils' marks in the register's order (pdf-job.ts), under a
// header with the class's school and the date, generated off the
// main thread by the PDF feature (which downloads pdfme and the fonts now,
// not before) and handed to the browser as a download.
import { useCallback, useState } from 'react';
import { type Classroom, classroomPaths } from '../../../domain/api/schools';
import { downloadBlob } from '../../core/download';
import { notifyError } from '../../core/errors.store';
import { api } from '../../core/http';
import { getLanguage, t } from '../../core/i18n';
import { exportPdf, type PdfProgress, pdfFileName } from '../pdf';
import { dashboardPdfJob } from './pdf-job';

export type ExportState = { status: 'idle' } | { status: 'preparing' } | { status: 'rendering'; progress: PdfProgress | null };

export function usePdfExport(quizId: string, classroomId: string) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = useCallback(async () => {
    setState({ status: 'preparing' });
    try {
      // The grading feature's calls: its code is in already on the Enter Grades tab, fetched now on the others.
      const { gradingApi } = await import('../grading');
      const [quiz, report, grades, roster, classroom] = await Promise.all([
        gradingApi.quiz(quizId),
        gradingApi.report(quizId, classroomId),
        gradingApi.grades(quizId, classroomId),
        gradingApi.pupils(classroomId).catch(() => []),
        // The header's school and class; without them the PDF leaves lines to fill in by hand.
        api.get<Classroom>(classroomPaths.one(classroomId)).catch(() => null),
      ]);
      const job = dashboardPdfJob({ quiz, report, grades, roster, classroom, language: getLanguage(), today: new Date() });
      setState({ status: 'rendering', progress: null });
      const blob = await exportPdf('dashboard', job.data, job.options, (progress) => setState({ status: 'rendering', progress }));
      downloadBlob(blob, pdfFileName(quiz.title, classroom?.name, t('quizDashboard.pdf.file')));
    } catch (error) {
      notifyError(error, { where: 'quiz-dashboard.pdf', quizId }, t('quizDashboard.pdf.failed'));
    } finally {
      setState({ status: 'idle' });
    }
  }, [quizId, classroomId]);
  return { state, run };
}
