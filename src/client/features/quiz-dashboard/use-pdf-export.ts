// The quiz dashboard as a PDF (SPEC 2): the quiz, the class report from the
// server and the pupils' marks in the register's order, generated off the
// main thread by the PDF feature (which downloads pdfme and the fonts now,
// not before) and handed to the browser as a download.
import { useCallback, useState } from 'react';
import { downloadBlob } from '../../core/download';
import { notifyError } from '../../core/errors.store';
import { getLanguage, t } from '../../core/i18n';
import { gradingApi } from '../grading';
import { exportPdf, type PdfProgress, type PupilMark, pdfFileName } from '../pdf';

export type ExportState = { status: 'idle' } | { status: 'preparing' } | { status: 'rendering'; progress: PdfProgress | null };

export function usePdfExport(quizId: string, classroomId: string) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = useCallback(async () => {
    setState({ status: 'preparing' });
    try {
      const [quiz, report, grades, roster] = await Promise.all([
        gradingApi.quiz(quizId),
        gradingApi.report(quizId, classroomId),
        gradingApi.grades(quizId, classroomId),
        gradingApi.pupils(classroomId).catch(() => []),
      ]);
      const scores = new Map(grades.map((grade) => [grade.pupilId, grade.score]));
      const pupils: PupilMark[] = roster.map((pupil) => ({ name: pupil.name, score: scores.get(pupil.id) ?? null }));
      setState({ status: 'rendering', progress: null });
      const blob = await exportPdf('dashboard', { document: quiz, report, pupils }, { language: getLanguage() }, (progress) =>
        setState({ status: 'rendering', progress }),
      );
      downloadBlob(blob, pdfFileName(quiz.title, 'report'));
    } catch (error) {
      notifyError(error, { where: 'quiz-dashboard.pdf', quizId }, t('quizDashboard.pdf.failed'));
    } finally {
      setState({ status: 'idle' });
    }
  }, [quizId, classroomId]);
  return { state, run };
}
