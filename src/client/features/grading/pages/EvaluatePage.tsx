import { Link, useParams } from 'wouter';
import { useT } from '../../../core/i18n';
import { classroomQuizPath } from '../../../core/paths';
import { useClassroomName, useQuizTitle } from '../../../core/record-names';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { GradingWorkspace } from '../view/GradingWorkspace';

/** /schools/:schoolId/classrooms/:classroomId/quizzes/:quizId/evaluate: the grade grid of one class. */
export function EvaluatePage() {
  const t = useT();
  const { schoolId = '', classroomId = '', quizId = '' } = useParams<{ schoolId: string; classroomId: string; quizId: string }>();
  const { title } = useQuizTitle(quizId);
  const classroom = useClassroomName(classroomId);
  useDocumentTitle(title ? t('grading.pageTitle', { quiz: title }) : t('grading.evaluateTitle'));
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
