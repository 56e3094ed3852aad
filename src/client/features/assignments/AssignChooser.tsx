import { Command as Cmdk } from 'cmdk';
import { type FormEvent, useRef, useState } from 'react';
import { useCachedQuery } from '../../core/cache';
import { isEnabled } from '../../core/config';
import { notifyError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { BusyButton } from '../../ui/BusyButton';
import { CHOOSER_INPUT, CHOOSER_OPTION } from '../../ui/chooser-classes';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { afterAssignmentsChanged, assignmentsApi, classroomOptionsQuery, quizSummariesQuery } from './assignments.api';
import type { ClassroomOption, QuizSummary } from './assignments.types';
import { ClassroomCheckList } from './ClassroomCheckList';
import { keywordFilter } from './search';

/**
 * 'Assign a quiz to a classroom…': pick the quiz, then the classroom (with
 * bulk operations on, tick several), then the due date. One request assigns
 * it to every chosen class, or to none.
 */
export function AssignChooser({ onClose }: { onClose: () => void }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [quiz, setQuiz] = useState<QuizSummary | null>(null);
  const [chosen, setChosen] = useState<ClassroomOption[] | null>(null);
  const bulk = isEnabled('bulkOperations');
  const [dueDate, setDueDate] = useState('');
  const [saving, setSaving] = useState(false);
  const quizzes = useCachedQuery(quizSummariesQuery.key, quizSummariesQuery.load, quizSummariesQuery.options);
  const classrooms = useCachedQuery(quiz ? classroomOptionsQuery.key : null, classroomOptionsQuery.load, classroomOptionsQuery.options);

  async function assign(event: FormEvent) {
    event.preventDefault();
    if (!quiz || !chosen) return;
    setSaving(true);
    const ids = chosen.map((option) => option.id);
    try {
      await assignmentsApi.assignBulk(quiz.id, ids, dueDate || null);
      afterAssignmentsChanged(ids);
      toast.success(t(chosen.length > 1 ? 'assignments.toast.assignedToMany' : 'assignments.toast.assignedTo', { quiz: quiz.title, ...named(chosen) }));
      onClose();
    } catch (error) {
      notifyError(error, { where: 'assignment.chooser', quizId: quiz.id }, t('assignments.toast.assignFailed'));
      setSaving(false);
    }
  }

  const step = !quiz ? 'quiz' : !chosen ? 'classroom' : 'date';
  const title =
    step === 'quiz'
      ? t('assignments.chooser.pickQuiz')
      : step === 'classroom'
        ? t(bulk ? 'assignments.chooser.pickClassrooms' : 'assignments.chooser.pickClassroom', { quiz: quiz!.title })
        : t('assignments.chooser.pickDate');
  return (
    <Modal open onClose={onClose} title={title} position="top" size="lg" initialFocus={step === 'date' ? undefined : inputRef}>
      {step === 'date' ? (
        <form className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6" onSubmit={(event) => void assign(event)}>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t(chosen!.length > 1 ? 'assignments.chooser.summaryMany' : 'assignments.chooser.summary', { quiz: quiz!.title, ...named(chosen!) })}
          </p>
          <div className="flex flex-col gap-1">
            <label htmlFor="chooser-due-date" className="field-label">
              {t('assignments.dueDate.label')}
            </label>
            {/* biome-ignore lint/a11y/noAutofocus: the chooser's last step; focus follows the teacher's choice of class */}
            <input id="chooser-due-date" type="date" className="input" autoFocus value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
            <p className="field-hint">{t('assignments.dueDate.optional')}</p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={() => setChosen(null)}>
              {t('assignments.actions.back')}
            </button>
            <BusyButton type="submit" className="btn-primary" busy={saving}>
              {t('assignments.chooser.assign')}
            </BusyButton>
          </div>
        </form>
      ) : step === 'classroom' && bulk ? (
        <ClassroomCheckList options={classrooms.data} loading={classrooms.loading} onDone={setChosen} onBack={() => setQuiz(null)} />
      ) : (
        <Cmdk key={step} label={title} loop filter={keywordFilter} className="flex flex-col">
          <div className="border-b border-slate-200 px-4 dark:border-slate-700">
            <Cmdk.Input
              ref={inputRef}
              autoFocus
              placeholder={t(step === 'quiz' ? 'assignments.chooser.quizPlaceholder' : 'assignments.chooser.classroomPlaceholder')}
              className={CHOOSER_INPUT}
            />
          </div>
          <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" label={title}>
            {(step === 'quiz' ? quizzes.loading : classrooms.loading) && (
              <Cmdk.Loading>
                <Loading variant="minimal" />
              </Cmdk.Loading>
            )}
            <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">{t('assignments.chooser.noMatch')}</Cmdk.Empty>
            {step === 'quiz' &&
              (quizzes.data ?? []).map((option) => (
                <Cmdk.Item
                  key={option.id}
                  value={option.id}
                  keywords={[option.title, option.classLabel]}
                  onSelect={() => setQuiz(option)}
                  className={CHOOSER_OPTION}
                >
                  <span className="truncate">{option.title}</span>
                  {option.classLabel && <span className="truncate text-xs text-slate-600 dark:text-slate-300">{option.classLabel}</span>}
                </Cmdk.Item>
              ))}
            {step === 'classroom' &&
              (classrooms.data ?? []).map((option) => (
                <Cmdk.Item
                  key={option.id}
                  value={option.id}
                  keywords={[option.name, option.schoolName]}
                  onSelect={() => setChosen([option])}
                  className={CHOOSER_OPTION}
                >
                  <span className="truncate">{option.name}</span>
                  <span className="truncate text-xs text-slate-600 dark:text-slate-300">{option.schoolName}</span>
                </Cmdk.Item>
              ))}
          </Cmdk.List>
        </Cmdk>
      )}
    </Modal>
  );
}

/** The chosen classes for a message: one by its name, several as a list. */
function named(chosen: readonly ClassroomOption[]): { classroom: string; classrooms: string } {
  const names = chosen.map((option) => option.name).join(', ');
  return { classroom: names, classrooms: names };
}
