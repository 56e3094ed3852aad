import { Link } from 'wouter';
import { formatPoints } from '../../../domain/points';
import { useLanguage, useT } from '../../core/i18n';
import { classroomQuizEvaluatePath, classroomQuizPath } from '../../core/paths';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import type { AssignedQuiz } from './assignments.types';
import { formatDueDate, isOverdue } from './due-date';
import { assignedRowActionId } from './use-assigned-row-commands';

export interface AssignedQuizzesTableProps {
  schoolId: string;
  rows: readonly AssignedQuiz[];
  loading: boolean;
  onChangeDueDate: (quiz: AssignedQuiz) => void;
  onUnassign: (quiz: AssignedQuiz) => void;
}

/** The classroom's assigned quizzes: due date, graded x of y, average, and what can be done with each. */
export function AssignedQuizzesTable({ schoolId, rows, loading, onChangeDueDate, onUnassign }: AssignedQuizzesTableProps) {
  const t = useT();
  const language = useLanguage();
  const columns: DataTableColumn<AssignedQuiz>[] = [
    {
      key: 'title',
      label: t('assignments.columns.quiz'),
      sortable: true,
      render: (quiz) => (
        <Link href={classroomQuizPath(schoolId, quiz.classroomId, quiz.quizId)} className="link">
          {quiz.title}
        </Link>
      ),
    },
    {
      key: 'dueDate',
      label: t('assignments.columns.dueDate'),
      sortable: true,
      render: (quiz) =>
        quiz.dueDate ? (
          <span className={isOverdue(quiz.dueDate) && quiz.gradedCount < quiz.pupilCount ? 'font-medium text-red-700 dark:text-red-400' : undefined}>
            {formatDueDate(quiz.dueDate, language)}
          </span>
        ) : (
          <span className="text-slate-600 dark:text-slate-300">{t('assignments.noDueDate')}</span>
        ),
    },
    {
      key: 'gradedCount',
      label: t('assignments.columns.graded'),
      sortable: true,
      align: 'right',
      // Papers marked on some questions only are graded with their other questions at 0: said beside the count.
      render: (quiz) => (
        <span className="flex flex-col items-end">
          <span>{t('assignments.gradedOf', { graded: quiz.gradedCount, pupils: quiz.pupilCount })}</span>
          {quiz.incompleteCount > 0 && (
            <span className="text-xs text-amber-800 dark:text-amber-300">{t('assignments.incomplete', { count: quiz.incompleteCount })}</span>
          )}
        </span>
      ),
    },
    {
      key: 'averageScore',
      label: t('assignments.columns.average'),
      sortable: true,
      align: 'right',
      render: (quiz) =>
        quiz.averageScore === null || quiz.averageMark === null
          ? '—'
          : t('assignments.averageValue', {
              points: formatPoints(quiz.averageScore, language),
              mark: formatPoints(quiz.averageMark, language),
            }),
    },
    {
      key: 'actions',
      label: t('assignments.columns.actions'),
      render: (quiz) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          <Link
            href={classroomQuizEvaluatePath(schoolId, quiz.classroomId, quiz.quizId)}
            className="link"
            aria-label={t('assignments.actions.gradeNamed', { title: quiz.title })}
          >
            {t('assignments.actions.grade')}
          </Link>
          {/* Offered only when the server allows its reader (a school's owner reads a colleague's test; a colleague who only grades it does not take it from a marked class). */}
          {quiz.canChangeDueDate && (
            <button
              id={assignedRowActionId(quiz.quizId, 'dueDate')}
              type="button"
              className="link"
              onClick={() => onChangeDueDate(quiz)}
              aria-label={t('assignments.actions.dueDateNamed', { title: quiz.title })}
            >
              {t('assignments.actions.dueDate')}
            </button>
          )}
          {quiz.canUnassign && (
            <button
              id={assignedRowActionId(quiz.quizId, 'unassign')}
              type="button"
              className="link text-red-700 dark:text-red-400"
              onClick={() => onUnassign(quiz)}
              aria-label={t('assignments.actions.unassignNamed', { title: quiz.title })}
            >
              {t('assignments.actions.unassign')}
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey="quizId"
      caption={t('assignments.title')}
      captionHidden
      loading={loading}
      hoverable
      emptyTitle={t('assignments.empty.title')}
      emptyDescription={t('assignments.empty.description')}
    />
  );
}
