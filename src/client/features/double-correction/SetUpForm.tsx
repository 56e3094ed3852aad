import { type FormEvent, useEffect, useId, useState } from 'react';
import { type DoubleCorrectionView, isReplacedEvaluatorMarks } from '../../../domain/api/double-correction';
import { type SchoolMember, staffPaths } from '../../../domain/api/staff';
import { FINAL_MARK_RULES, type FinalMarkRule, NATIONAL_RULE } from '../../../domain/double-correction';
import { confirm } from '../../core/dialog.store';
import { api, asList, toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { RadioGroup } from '../../ui/RadioGroup';
import { doubleCorrectionApi } from './double-correction.api';

const SLOT_LABELS = ['doubleCorrection.slot1', 'doubleCorrection.slot2', 'doubleCorrection.slot3'] as const;
const RULE_LABELS: Record<FinalMarkRule, string> = {
  meanTruncated: 'doubleCorrection.setUp.meanTruncated',
  meanRounded: 'doubleCorrection.setUp.meanRounded',
};

interface Props {
  quizId: string;
  classroomId: string;
  schoolId: string;
  current: DoubleCorrectionView | null;
  onSaved: (view: DoubleCorrectionView) => void;
}

/**
 * The author's choice of evaluators (members of the class's school) and of the rule. Once a correction is in,
 * the same form names or changes the third evaluator (papers sent on have nobody to settle them otherwise) and
 * an evaluator who left the school without submitting; the rest stays as it is, as the server holds it.
 */
export function SetUpForm({ quizId, classroomId, schoolId, current, onSaved }: Props) {
  const t = useT();
  const id = useId();
  const [members, setMembers] = useState<SchoolMember[]>([]);
  const userOf = (slot: number) => current?.evaluators.find((e) => e.slot === slot)?.user?.id ?? '';
  const [evaluators, setEvaluators] = useState([userOf(1), userOf(2), userOf(3)]);
  const [threshold, setThreshold] = useState(String(current?.threshold ?? NATIONAL_RULE.threshold));
  const [finalMark, setFinalMark] = useState<FinalMarkRule>(current?.finalMark ?? NATIONAL_RULE.finalMark);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // The school's members by the contract's path: the staff feature's chunk is not needed for one list.
    api.get<unknown>(staffPaths.members(schoolId)).then(
      (body) => setMembers(asList<SchoolMember>(body)),
      () => setMembers([]),
    );
  }, [schoolId]);

  /** Sends the choice; an evaluator replaced in a slot that holds marks is asked about first (the server says how many). */
  const save = async (clearReplacedMarks: boolean): Promise<void> => {
    const [first = '', second = '', third = ''] = evaluators;
    try {
      const view = await doubleCorrectionApi.setUp(quizId, classroomId, {
        evaluator1Id: first,
        evaluator2Id: second,
        evaluator3Id: third || null,
        threshold: Number(threshold.replace(',', '.')),
        finalMark,
        ...(clearReplacedMarks ? { clearReplacedMarks } : {}),
      });
      toast.success(t('doubleCorrection.setUp.saved'));
      onSaved(view);
    } catch (error) {
      const problem = toApiError(error);
      if (!clearReplacedMarks && problem.status === 409 && isReplacedEvaluatorMarks(problem.details)) {
        const replace = await confirm({
          title: t('doubleCorrection.setUp.replaceTitle'),
          message: problem.message,
          confirmLabel: t('doubleCorrection.setUp.replaceConfirm'),
          danger: true,
        });
        if (replace) await save(true);
        return;
      }
      setErrors(problem.fields);
      if (Object.keys(problem.fields).length === 0) setFailure(problem.message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Not a number ("abc") went as null, and the server's answer said the threshold was missing.
    if (!Number.isFinite(Number(threshold.replace(',', '.')))) {
      setErrors({ threshold: t('validation.number') });
      return;
    }
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await save(false);
    } finally {
      setSaving(false);
    }
  };

  const fields = ['evaluator1Id', 'evaluator2Id', 'evaluator3Id'] as const;
  const started = current?.evaluators.some((evaluator) => evaluator.submittedAt !== null) ?? false;
  /** After a submission, evaluators 1 and 2 stay unless one left the school without submitting. */
  const fixed = (slot: number) => {
    if (!started || slot === 3) return false;
    const evaluator = current?.evaluators.find((e) => e.slot === slot);
    if (evaluator?.submittedAt) return true;
    const held = evaluator?.user?.id;
    return members.length === 0 || (held !== undefined && members.some((member) => member.userId === held));
  };
  /** The school's members, and whoever holds the slot though they have left (kept in it, they are still named). */
  const choicesFor = (slot: number) => {
    const choices = members.map((member) => ({ id: member.userId, name: member.name || member.email }));
    const holder = current?.evaluators.find((e) => e.slot === slot)?.user;
    return holder && !choices.some((choice) => choice.id === holder.id) ? [{ id: holder.id, name: holder.name }, ...choices] : choices;
  };
  return (
    <form onSubmit={submit} className="card flex max-w-xl flex-col gap-4" aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} className="m-0 text-lg font-semibold">
        {t(started ? 'doubleCorrection.setUp.startedHeading' : 'doubleCorrection.setUp.heading')}
      </h2>
      {started && <p className="m-0 text-slate-700 dark:text-slate-200">{t('doubleCorrection.setUp.startedHint')}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {fields.map((field, index) => (
        <FormField key={field} id={`${id}-${field}`} label={t(SLOT_LABELS[index]!)} required={index < 2} error={errors[field]}>
          {(control) => (
            <select
              {...control}
              disabled={fixed(index + 1)}
              className="input"
              value={evaluators[index]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setEvaluators((before) => before.map((each, at) => (at === index ? value : each)));
              }}
            >
              <option value="">{t(index < 2 ? 'doubleCorrection.setUp.choose' : 'doubleCorrection.setUp.chooseLater')}</option>
              {choicesFor(index + 1).map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ))}
      {!started && (
        <>
          <FormField id={`${id}-threshold`} label={t('doubleCorrection.setUp.threshold')} error={errors.threshold}>
            {(control) => (
              <input {...control} className="input w-28" inputMode="decimal" value={threshold} onChange={(event) => setThreshold(event.currentTarget.value)} />
            )}
          </FormField>
          <RadioGroup
            legend={t('doubleCorrection.setUp.finalMark')}
            name={`${id}-final-mark`}
            value={finalMark}
            options={FINAL_MARK_RULES.map((rule) => ({ value: rule, label: t(RULE_LABELS[rule]) }))}
            onChange={setFinalMark}
          />
        </>
      )}
      <div>
        <BusyButton type="submit" className="btn-primary" busy={saving}>
          {t('doubleCorrection.setUp.save')}
        </BusyButton>
      </div>
    </form>
  );
}
