import { useSelector } from '@legendapp/state/react';
import { useT } from '../../../core/i18n';
import { changeThenFocus, focusPath, sharePoints } from '../editor-actions';
import { useDraft, usePointsFixed } from '../editor-context';
import { BoundText } from '../fields/BoundText';
import { fieldId, makeId, num, type QuestionDraft } from '../quiz-draft';
import { ListProblem } from './ListProblem';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';
import { SubRules } from './SubRules';

/** The most rules and sub-rules the schema takes. */
const MAX_RULES = 20;

/**
 * The barem for one question: scoring rules ("correct formula: 2 p") with
 * their sub-rules. Optional; when given they must add up to the question's
 * points, and each rule's sub-rules to the rule's.
 */
export function ScoringRules({ path }: { path: string }) {
  const t = useT();
  const question$ = useDraft<QuestionDraft>(path);
  const ids = useSelector(() =>
    question$.rules
      .get(true)
      .map((r) => r.id)
      .join(' '),
  );
  const count = ids ? ids.split(' ').length : 0;
  // Fixed by a double correction: a rule's points, and so the rules themselves (a new or removed rule changes what a mark is worth).
  const fixed = usePointsFixed();
  const listPath = `${path}.rules`;

  const add = () => {
    changeThenFocus(() => question$.rules.push({ id: makeId(), description: '', points: 0, subRules: [] }), `${listPath}.${count}.description`);
  };
  const remove = (index: number) => {
    question$.rules.splice(index, 1);
    focusPath(count > 1 ? `${listPath}.${Math.max(0, index - 1)}.description` : `${listPath}-add`);
  };
  const share = () => {
    const rules = question$.rules.peek();
    sharePoints(rules, question$.points.peek(), () => true).forEach((points, i) => question$.rules[i]!.points.set(points));
  };

  return (
    <fieldset
      id={fieldId(listPath)}
      tabIndex={-1}
      aria-describedby={`${fieldId(listPath)}-error`}
      className="m-0 flex min-w-0 flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3 outline-none dark:border-slate-700"
    >
      <legend className="field-label px-1">{t('quizEditor.rules.legend')}</legend>
      <p className="field-hint m-0">{t('quizEditor.rules.hint')}</p>
      <ListProblem path={listPath} />
      <ol className="m-0 flex list-none flex-col gap-3 p-0">
        {ids
          .split(' ')
          .filter(Boolean)
          .map((id, index) => {
            const number = index + 1;
            return (
              <li key={id} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
                  <BoundText
                    path={`${listPath}.${index}.description`}
                    label={t('quizEditor.rules.description', { number })}
                    className="flex-1 basis-48"
                    limit={500}
                  />
                  <BoundText
                    path={`${listPath}.${index}.points`}
                    label={t('quizEditor.rules.points', { number })}
                    inputMode="decimal"
                    className="w-36"
                    fixedPoints
                  />
                  <RowButton label={t('quizEditor.rules.remove', { number })} tone="danger" disabled={fixed} onClick={() => remove(index)}>
                    ×
                  </RowButton>
                </div>
                <SubRules path={`${listPath}.${index}`} ruleNumber={number} />
              </li>
            );
          })}
      </ol>
      {count > 0 && (
        <PointsTally
          kind="rules"
          read={() => ({ total: num(question$.points.get()), parts: question$.rules.get().map((r) => num(r.points)) })}
          onShare={fixed ? undefined : share}
        />
      )}
      <div>
        <button id={`${fieldId(listPath)}-add`} type="button" className="btn-secondary" onClick={add} disabled={fixed || count >= MAX_RULES}>
          {t('quizEditor.rules.add')}
        </button>
      </div>
    </fieldset>
  );
}
