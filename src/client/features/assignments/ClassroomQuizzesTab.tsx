import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useCachedQuery } from '../../core/cache';
import { useRegisterCommands } from '../../core/commands';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { Alert } from '../../ui/Alert';
import { focusAfterRemoval, focusedElement } from '../../ui/focus-after-removal';
import { AssignedQuizzesTable } from './AssignedQuizzesTable';
import { AssignQuizDialog } from './AssignQuizDialog';
import { newQuizForClassroomPath } from './assignment-paths';
import { afterAssignmentsChanged, assignedQuizzesQuery, assignmentsApi } from './assignments.api';
import type { AssignedQuiz } from './assignments.types';
import { DueDateDialog } from './DueDateDialog';
import { useAssignedRowCommands } from './use-assigned-row-commands';

export interface ClassroomQuizzesTabProps {
  schoolId: string;
  classroomId: string;
}

type Dialog = { kind: 'assign' } | { kind: 'dueDate'; quiz: AssignedQuiz } | null;

/** The classroom's Quizzes tab (SPEC 2 Quiz assignment): assigned quizzes, assign, create, change the due date, unassign. */
export function ClassroomQuizzesTab({ schoolId, classroomId }: ClassroomQuizzesTabProps) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const listQuery = assignedQuizzesQuery(classroomId);
  const query = useCachedQuery(listQuery.key, listQuery.load, listQuery.options);
  const rows = query.data ?? [];
  const assigned = useMemo(() => new Set(rows.map((quiz) => quiz.quizId)), [rows]);
  const [, navigate] = useLocation();
  // The tab's two buttons in the palette while it is open.
  useRegisterCommands([
    {
      id: 'classroom.assignQuiz',
      labelKey: 'assignments.actions.assign',
      keywords: ['assign', 'quiz', 'test', 'atribuie', 'asignar'],
      group: 'actions',
      run: () => setDialog({ kind: 'assign' }),
    },
    {
      id: 'classroom.createQuiz',
      labelKey: 'assignments.actions.create',
      keywords: ['new quiz', 'create', 'test nou', 'creează', 'nuevo', 'crear'],
      group: 'actions',
      run: () => navigate(newQuizForClassroomPath(classroomId)),
    },
  ]);

  const changeDueDate = (quiz: AssignedQuiz) => setDialog({ kind: 'dueDate', quiz });
  const rowChooser = useAssignedRowCommands({ rows, onChangeDueDate: changeDueDate, onUnassign: (quiz) => void unassign(quiz) });

  async function unassign(quiz: AssignedQuiz) {
    // Where the teacher acted from: the row's Unassign button, to which the confirmation returns the focus.
    const origin = focusedElement();
    const ok = await confirm({
      title: t('assignments.unassign.title'),
      message: t('assignments.unassign.message', { title: quiz.title }),
      confirmLabel: t('assignments.unassign.confirm'),
      danger: true,
    });
    if (!ok) return;
    try {
      await assignmentsApi.unassign(classroomId, quiz.quizId);
      focusAfterRemoval(origin);
      afterAssignmentsChanged([classroomId]);
      toast.success(t('assignments.toast.unassigned', { title: quiz.title }));
    } catch (error) {
      notifyError(error, { where: 'assignment.unassign', classroomId, quizId: quiz.quizId }, t('assignments.toast.unassignFailed'));
    }
  }

  return (
    <section aria-labelledby="classroom-quizzes-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="classroom-quizzes-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('assignments.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => setDialog({ kind: 'assign' })}>
            {t('assignments.actions.assign')}
          </button>
          <Link href={newQuizForClassroomPath(classroomId)} className="btn-secondary">
            {t('assignments.actions.create')}
          </Link>
        </div>
      </div>
      {query.error !== null && query.error !== undefined && (
        <Alert tone="error" title={t('assignments.loadFailed')}>
          <button type="button" className="link" onClick={() => void query.refresh()}>
            {t('assignments.actions.retry')}
          </button>
        </Alert>
      )}
      <AssignedQuizzesTable
        schoolId={schoolId}
        rows={rows}
        loading={query.loading}
        onChangeDueDate={changeDueDate}
        onUnassign={(quiz) => void unassign(quiz)}
      />
      {dialog?.kind === 'assign' && <AssignQuizDialog classroomId={classroomId} assigned={assigned} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'dueDate' && <DueDateDialog quiz={dialog.quiz} onClose={() => setDialog(null)} />}
      {rowChooser}
    </section>
  );
}
