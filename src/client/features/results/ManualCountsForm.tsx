import { type FormEvent, useState } from 'react';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { type CountDraft, checkCounts, draftsFor, serverCountErrors } from './manual-counts';
import { saveManualAnalysis } from './results.api';
import type { QuestionAnalysis, QuestionAnalysisResult } from './results.types';

export interface ManualCountsFormProps {
  quizId: string;
  classroomId: string;
  /** Every question of the analysis; the form lists those graded only as a total. */
  questions: readonly QuestionAnalysis[];
  onSaved: (result: QuestionAnalysisResult) => void;
}

type FieldErrors = Record<string, { correct?: string; total?: string }>;

/** A question's two counts: how many pupils answered it correctly (0 or more) out of how many answered (1 or more). */
const COUNT_FIELDS = [
  { field: 'correct', min: 0, label: 'analysis.manual.correct' },
  { field: 'total', min: 1, label: 'analysis.manual.total' },
] as const;

/** Hand-entered "pupils correct of pupils in total" for questions that have no per-question marks. */
export function ManualCountsForm({ quizId, classroomId, questions, onSaved }: ManualCountsFormProps) {
  const t = useT();
  const [drafts, setDrafts] = useState<CountDraft[]>(() => draftsFor(questions));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const manual = questions.filter((question) => drafts.some((draft) => draft.questionId === question.questionId));

  // A new analysis (saved, or reloaded) may list other questions: start from
  // it. Done while rendering, not in an effect: an effect runs a task after
  // the form appears, and would wipe what was typed in between.
  const [draftsFrom, setDraftsFrom] = useState(questions);
  if (draftsFrom !== questions) {
    setDraftsFrom(questions);
    setDrafts(draftsFor(questions));
  }

  const edit = (questionId: string, field: 'correct' | 'total', value: string) => {
    setDrafts((current) => current.map((draft) => (draft.questionId === questionId ? { ...draft, [field]: value } : draft)));
    setErrors((current) => ({ ...current, [questionId]: { ...current[questionId], [field]: undefined } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkCounts(drafts);
    const found: FieldErrors = {};
    for (const [questionId, refs] of Object.entries(checked.errors)) {
      found[questionId] = { correct: refs.correct && t(refs.correct.key, refs.correct.params), total: refs.total && t(refs.total.key, refs.total.params) };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('errors.validation'));
      return;
    }
    if (checked.counts.length === 0) {
      setFormError(t('analysis.manual.nothing'));
      return;
    }
    setFormError(null);
    setSaving(true);
    try {
      const result = await saveManualAnalysis(quizId, checked.counts, classroomId);
      toast.success(t('analysis.manual.saved'));
      onSaved(result);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.type === 'validation') {
        setErrors(serverCountErrors(failure.fields, checked.counts));
        setFormError(failure.message);
      } else {
        notifyError(failure, { where: 'question-analysis:save', quizId }, t('analysis.manual.failed'));
      }
    } finally {
      setSaving(false);
    }
  };

  if (manual.length === 0) return null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="manual-counts-title" className="flex flex-col gap-4">
      <div>
        <h3 id="manual-counts-title" className="m-0 text-base font-semibold text-slate-900 dark:text-white">
          {t('analysis.manual.title')}
        </h3>
        <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-400">{t('analysis.manual.intro')}</p>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-col gap-3">
        {manual.map((question) => {
          const draft = drafts.find((candidate) => candidate.questionId === question.questionId);
          const id = `manual-${question.questionId}`;
          return (
            <fieldset key={question.questionId} className="m-0 min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
                {t('analysis.manual.question', { number: question.number })}
              </legend>
              <p className="m-0 mb-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{question.text}</p>
              <div className="grid grid-cols-2 gap-3">
                {COUNT_FIELDS.map(({ field, min, label }) => (
                  <FormField key={field} id={`${id}-${field}`} label={t(label)} error={errors[question.questionId]?.[field]}>
                    {(control) => (
                      <input
                        {...control}
                        className="input"
                        type="number"
                        inputMode="numeric"
                        min={min}
                        step={1}
                        value={draft?.[field] ?? ''}
                        onChange={(event) => edit(question.questionId, field, event.currentTarget.value)}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div>
        <BusyButton type="submit" className="btn-primary" busy={saving}>
          {saving ? t('analysis.manual.saving') : t('analysis.manual.save')}
        </BusyButton>
      </div>
    </form>
  );
}
