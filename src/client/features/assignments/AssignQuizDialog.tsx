import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useCachedQuery } from '../../core/cache';
import { isEnabled } from '../../core/config';
import { notifyError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { BusyButton } from '../../ui/BusyButton';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { touchOnly } from '../../ui/touch-only';
import { newQuizForClassroomPath } from './assignment-paths';
import { afterAssignmentsChanged, assignmentsApi, quizSummariesQuery } from './assignments.api';
import { matchesSearch } from './search';

export interface AssignQuizDialogProps {
  classroomId: string;
  /** Quizzes already assigned to the classroom (shown, not offered again). */
  assigned: ReadonlySet<string>;
  onClose: () => void;
}

const ASSIGNED_ROW = 'text-slate-600 dark:text-slate-300';
const OFFERED_ROW = 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800';

/** 'Assign existing quiz': search the teacher's quizzes, pick one or (with bulk operations on) several, give a due date. */
export function AssignQuizDialog({ classroomId, assigned, onClose }: AssignQuizDialogProps) {
  const t = useT();
  const searchRef = useRef<HTMLInputElement>(null);
  const quizzes = useCachedQuery(quizSummariesQuery.key, quizSummariesQuery.load, quizSummariesQuery.options);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [dueDate, setDueDate] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = useMemo(() => (quizzes.data ?? []).filter((quiz) => matchesSearch(`${quiz.title} ${quiz.classLabel}`, search)), [quizzes.data, search]);

  const bulk = isEnabled('bulkOperations');
  const toggle = (id: string) =>
    setChosen((previous) => {
      if (!bulk) return new Set([id]);
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.size === 0) return;
    setSaving(true);
    try {
      // One request: the server assigns every chosen quiz or none, so a failure never leaves half of them.
      await assignmentsApi.assignQuizzes(classroomId, [...chosen], dueDate || null);
      afterAssignmentsChanged([classroomId]);
      toast.success(t('assignments.toast.assigned', { n: chosen.size }));
      onClose();
    } catch (error) {
      afterAssignmentsChanged([classroomId]);
      notifyError(error, { where: 'assignment.assign', classroomId }, t('assignments.toast.assignFailed'));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('assignments.assign.title')}
      description={t('assignments.assign.description')}
      size="lg"
      initialFocus={touchOnly() ? 'dialog' : searchRef}
    >
      <form className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6" onSubmit={(event) => void submit(event)}>
        <div className="flex flex-col gap-1">
          <label htmlFor="assign-search" className="field-label">
            {t('assignments.assign.search')}
          </label>
          <input
            id="assign-search"
            ref={searchRef}
            type="search"
            className="input"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
          />
        </div>
        {quizzes.loading && <Loading variant="minimal" />}
        {quizzes.data && quizzes.data.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('assignments.assign.noQuizzes')}{' '}
            <Link href={newQuizForClassroomPath(classroomId)} className="link">
              {t('assignments.actions.create')}
            </Link>
          </p>
        )}
        {quizzes.data && quizzes.data.length > 0 && (
          <fieldset className="max-h-[45vh] overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-700">
            <legend className="sr-only">{t('assignments.assign.choose')}</legend>
            {shown.length === 0 && <p className="px-2 py-4 text-center text-sm text-slate-600 dark:text-slate-300">{t('assignments.assign.noMatch')}</p>}
            {shown.map((quiz) => {
              const already = assigned.has(quiz.id);
              return (
                <label key={quiz.id} className={`flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 text-sm ${already ? ASSIGNED_ROW : OFFERED_ROW}`}>
                  <input
                    type={bulk ? 'checkbox' : 'radio'}
                    name={bulk ? undefined : 'assign-quiz'}
                    className="h-4 w-4"
                    checked={(bulk && already) || chosen.has(quiz.id)}
                    disabled={already}
                    onChange={() => toggle(quiz.id)}
                  />
                  <span className="min-w-0 flex-1">
                    {/* Whole, on as many lines as it takes: tests often differ only at the end of a long title. */}
                    <span className="block break-words font-medium text-slate-900 dark:text-slate-100">{quiz.title}</span>
                    {quiz.classLabel && <span className="block break-words text-xs text-slate-600 dark:text-slate-300">{quiz.classLabel}</span>}
                  </span>
                  {already && <span className="text-xs">{t('assignments.assign.already')}</span>}
                </label>
              );
            })}
          </fieldset>
        )}
        {quizzes.error !== null && quizzes.error !== undefined && <p className="field-error">{t('assignments.loadQuizzesFailed')}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor="assign-due-date" className="field-label">
            {t('assignments.dueDate.label')}
          </label>
          <input id="assign-due-date" type="date" className="input" value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
          <p className="field-hint">{t('assignments.dueDate.optional')}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('assignments.actions.cancel')}
          </button>
          <BusyButton type="submit" className="btn-primary" busy={saving} disabled={chosen.size === 0}>
            {t('assignments.assign.submit', { n: chosen.size })}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
