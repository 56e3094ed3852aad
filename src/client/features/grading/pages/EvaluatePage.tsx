import { Link, useParams } from 'wouter';
import { useT } from '../../../core/i18n';
import { classroomQuizPath } from '../../../core/paths';
import { useClassroomRecordName, useQuizTitle } from '../../../core/record-names';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { GradingWorkspace } from '../view/GradingWorkspace';

/** /schools/:schoolId/classrooms/:classroomId/quizzes/:quizId/evaluate: the grade grid of one class. */
export function EvaluatePage() {
  const t = useT();
  const { schoolId = '', classroomId = '', quizId = '' } = useParams<{ schoolId: string; classroomId: string; quizId: string }>();
  const { title, notFound: quizMissing } = useQuizTitle(quizId);
  const { name: classroom, notFound: classroomMissing } = useClassroomRecordName(classroomId);
  useDocumentTitle(title ? t('grading.pageTitle', { quiz: title }) : t('grading.evaluateTitle'));
  // The server answers 404 for a test or a class the reader may not see (a former member's old address, issue 16):
  // the page says so, as the quiz dashboard does, and offers nothing of the grid (its load failure, a Retry that would only fail again).
  if (quizMissing || classroomMissing) {
    // Its own texts: this page's chunk loads the grading namespace, not the dashboard's (the keys showed raw).
    return (
      <RecordNotFound
        heading={t('grading.evaluateTitle')}
        message={t(quizMissing ? 'grading.notFound.quiz' : 'grading.notFound.classroom')}
        back={t('grading.notFound.back')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="page-title">{title ?? t('grading.evaluateTitle')}</h1>
          {classroom && <p className="text-slate-600 dark:text-slate-300">{t('grading.inClassroom', { classroom })}</p>}
        </div>
        <Link href={classroomQuizPath(schoolId, classroomId, quizId)} className="link">
          {t('grading.openDashboard')}
        </Link>
      </header>
      <GradingWorkspace quizId={quizId} classroomId={classroomId} label={title && classroom ? t('grading.gridLabel', { quiz: title, classroom }) : undefined} />
    </div>
  );
}
