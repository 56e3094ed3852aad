import { useSelector } from '@legendapp/state/react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { Card } from '../../ui/Card';
import { focusPath } from './editor-actions';
import { useSession } from './editor-context';
import { BoundText } from './fields/BoundText';
import { RowButton } from './questions/RowButton';
import { makeId } from './quiz-draft';

/** The schema's limit on general criteria. */
const MAX_CRITERIA = 30;

/** The barem beyond the questions: general notes and criteria (SPEC 3, 5: description required, points not negative). */
export function GradingSchemeCard() {
  const t = useT();
  const { doc$, status$ } = useSession();
  const criteria$ = doc$.gradingScheme.criteria;
  const ids = useSelector(() =>
    criteria$
      .get(true)
      .map((c) => c.id)
      .join(' '),
  );
  const count = ids ? ids.split(' ').length : 0;

  const add = () => {
    criteria$.push({ id: makeId(), description: '', points: 0 });
    focusPath(`gradingScheme.criteria.${count}.description`);
  };
  // In the palette too, while the button can be pressed (not in someone else's test, nor past the limit).
  useRegisterCommands([
    {
      id: 'editor.addCriterion',
      labelKey: 'quizEditor.scheme.addCriterion',
      keywords: ['barem', 'grading scheme', 'criteriu', 'criterio'],
      group: 'actions',
      when: () => status$.phase.peek() !== 'readOnly' && count < MAX_CRITERIA,
      run: add,
    },
  ]);
  const remove = (index: number) => {
    criteria$.splice(index, 1);
    focusPath(count > 1 ? `gradingScheme.criteria.${Math.max(0, index - 1)}.description` : 'gradingScheme.notes');
  };

  return (
    <Card as="section" aria-labelledby="qe-scheme-heading">
      <h2 id="qe-scheme-heading" className="m-0 mb-1 text-lg font-semibold text-slate-900 dark:text-white">
        {t('quizEditor.scheme.heading')}
      </h2>
      <p className="field-hint m-0 mb-4">{t('quizEditor.scheme.intro')}</p>
      <div className="flex flex-col gap-4">
        <BoundText path="gradingScheme.notes" label={t('quizEditor.scheme.notes')} multiline rows={3} limit={4000} />
        <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
          <legend className="field-label mb-1 p-0">{t('quizEditor.scheme.criteria')}</legend>
          {count === 0 && <p className="field-hint m-0">{t('quizEditor.scheme.noCriteria')}</p>}
          {ids
            .split(' ')
            .filter(Boolean)
            .map((id, index) => (
              <div key={id} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
                <BoundText
                  path={`gradingScheme.criteria.${index}.description`}
                  label={t('quizEditor.scheme.criterion', { number: index + 1 })}
                  className="flex-1 basis-48"
                  limit={500}
                />
                <BoundText path={`gradingScheme.criteria.${index}.points`} label={t('quizEditor.rules.points')} inputMode="decimal" className="w-24" />
                <RowButton label={t('quizEditor.scheme.removeCriterion', { number: index + 1 })} tone="danger" onClick={() => remove(index)}>
                  ×
                </RowButton>
              </div>
            ))}
          <div>
            <button type="button" className="btn-secondary" onClick={add} disabled={count >= MAX_CRITERIA}>
              {t('quizEditor.scheme.addCriterion')}
            </button>
          </div>
        </fieldset>
      </div>
    </Card>
  );
}
