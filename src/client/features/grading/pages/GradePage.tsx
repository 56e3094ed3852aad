import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useQuery } from '../../../core/cache';
import { useT } from '../../../core/i18n';
import { classroomQuizPath, quizGradePath } from '../../../core/paths';
import { useQuizTitle } from '../../../core/record-names';
import { Alert } from '../../../ui/Alert';
import { Loading } from '../../../ui/Loading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { assignmentsQuery } from '../grading.api';
import { GradingWorkspace } from '../view/GradingWorkspace';

const withClassroom = (quizId: string, classroomId: string) => `${quizGradePath(quizId)}?classroomId=${encodeURIComponent(classroomId)}`;

/**
 * /quiz/:quizId/grade (SPEC 2 grading screen). The class is in the URL
 * (?classroomId=), so a reload or a shared link opens the same grid; a quiz
 * given to several of the teacher's classes asks which one first.
 */
export function GradePage() {
  const t = useT();
  const { quizId = '' } = useParams<{ quizId: string }>();
  const classroomId = new URLSearchParams(useSearch()).get('classroomId');
  const [, navigate] = useLocation();
  const { title, notFound } = useQuizTitle(quizId);
  // Comes with the grid's sheet when a class is chosen (one request for both), alone otherwise.
  const quizAssignments = useQuery(assignmentsQuery(quizId));
  const assignments = quizAssignments.data ?? [];
  const current = assignments.find((assignment) => assignment.classroomId === classroomId);
  useDocumentTitle(title ? t('grading.pageTitle', { quiz: title }) : t('grading.title'));

  // One class: no question to ask.
  const only = assignments.length === 1 ? assignments[0]!.classroomId : null;
  useEffect(() => {
    if (!classroomId && only) navigate(withClassroom(quizId, only), { replace: true });
  }, [classroomId, only, quizId, navigate]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="page-title">{title ?? t('grading.title')}</h1>
          {current && (
            <p className="text-slate-600 dark:text-slate-300">{t('grading.inClassroom', { classroom: `${current.classroomName} · ${current.schoolName}` })}</p>
          )}
        </div>
        {current && (
          <Link href={classroomQuizPath(current.schoolId, current.classroomId, quizId)} className="link">
            {t('grading.openDashboard')}
          </Link>
        )}
      </header>
      {notFound && <Alert tone="error">{t('grading.quizNotFound')}</Alert>}
      {assignments.length > 1 && (
        <nav aria-label={t('grading.chooser.label')} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('grading.chooser.label')}</span>
          {assignments.map((assignment) => (
            <Link
              key={assignment.classroomId}
              href={withClassroom(quizId, assignment.classroomId)}
              aria-current={assignment.classroomId === classroomId ? 'page' : undefined}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm no-underline hover:bg-slate-100 aria-[current=page]:border-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-900 dark:border-slate-600 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-primary-200"
            >
              {assignment.classroomName}
            </Link>
          ))}
        </nav>
      )}
      {notFound ? null : classroomId ? (
        <GradingWorkspace
          key={classroomId}
          quizId={quizId}
          classroomId={classroomId}
          label={title && current ? t('grading.gridLabel', { quiz: title, classroom: current.classroomName }) : title}
        />
      ) : quizAssignments.loading ? (
        <Loading variant="minimal" />
      ) : assignments.length === 0 ? (
        <Alert tone="info" title={t('grading.notAssigned.title')}>
          {t('grading.notAssigned.description')}
        </Alert>
      ) : assignments.length > 1 ? (
        <p className="text-slate-700 dark:text-slate-200">{t('grading.chooser.prompt')}</p>
      ) : null}
    </div>
  );
}
