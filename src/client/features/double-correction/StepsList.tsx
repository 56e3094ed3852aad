import { useEffect, useState } from 'react';
import { type CorrectionEventView, doubleCorrectionPaths } from '../../../domain/api/double-correction';
import { api } from '../../core/http';
import { useLanguage, useT } from '../../core/i18n';
import { formatDateTime } from '../grading';

/** The server's step names (routes/double-correction.routes.ts, repos/reconciliation.repo.ts) and their words. */
const STEP_KEYS: Record<string, string> = {
  started: 'doubleCorrection.steps.started',
  changed: 'doubleCorrection.steps.changed',
  submitted: 'doubleCorrection.steps.submitted',
  withdrawn: 'doubleCorrection.steps.withdrawn',
  settled: 'doubleCorrection.steps.settled',
  sentToThird: 'doubleCorrection.steps.sentToThird',
  reconciled: 'doubleCorrection.steps.reconciled',
  thirdMarked: 'doubleCorrection.steps.thirdMarked',
  thirdCleared: 'doubleCorrection.steps.thirdCleared',
  marksCleared: 'doubleCorrection.steps.marksCleared',
};

/** A step's numbers its words use (which evaluator, how many papers), when it recorded them. */
function numbersOf(detail: unknown): Record<string, number> {
  const numbers: Record<string, number> = {};
  if (typeof detail !== 'object' || detail === null) return numbers;
  for (const name of ['evaluator', 'count'] as const) {
    const value = (detail as Record<string, unknown>)[name];
    if (typeof value === 'number') numbers[name] = value;
  }
  return numbers;
}

/** Every step of the double correction, who and when (the author's and the school's owner's). */
export function StepsList({
  quizId,
  classroomId,
  names,
  version,
}: {
  quizId: string;
  classroomId: string;
  names: ReadonlyMap<string, string>;
  version: string;
}) {
  const t = useT();
  const language = useLanguage();
  const [steps, setSteps] = useState<CorrectionEventView[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version changes with each step the page knows of, to read the list again
  useEffect(() => {
    api.get<{ steps?: CorrectionEventView[] }>(doubleCorrectionPaths.steps(quizId, classroomId)).then(
      (body) => setSteps(body?.steps ?? []),
      () => setSteps([]),
    );
  }, [quizId, classroomId, version]);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="steps-heading" className="flex flex-col gap-2">
      <h2 id="steps-heading" className="m-0 text-lg font-semibold">
        {t('doubleCorrection.steps.heading')}
      </h2>
      <ol className="m-0 flex flex-col gap-1 pl-5 text-sm">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the record only grows, in order
          <li key={index}>
            {formatDateTime(step.at, language)} · {step.actor?.name ?? t('doubleCorrection.steps.procedure')} ·{' '}
            {t(Object.hasOwn(STEP_KEYS, step.action) ? STEP_KEYS[step.action]! : 'doubleCorrection.steps.other', {
              ...numbersOf(step.detail),
              pupil: (step.pupilId && names.get(step.pupilId)) || '',
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
