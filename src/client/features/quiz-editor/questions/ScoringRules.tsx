import { useT } from '../../../core/i18n';
import { useDraft, usePointsFixed } from '../editor-context';
import { BoundText } from '../fields/BoundText';
import { fieldId, makeId, type QuestionDraft } from '../quiz-draft';
import { ListFieldset } from './ListFieldset';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';
import { SubRules } from './SubRules';
import { pointsOf, sharePointsAmong, useDraftList } from './use-draft-list';

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
  const listPath = `${path}.rules`;
  const addId = `${fieldId(listPath)}-add`;
  const rules = useDraftList(question$.rules, listPath, 'description', `${listPath}-add`);
  // Fixed by a double correction: a rule's points, and so the rules themselves (a new or removed rule changes what a mark is worth).
  const fixed = usePointsFixed();

  return (
    <ListFieldset
      listPath={listPath}
      legend={t('quizEditor.rules.legend')}
      framed
      hint={t('quizEditor.rules.hint')}
      tally={
        rules.count > 0 && (
          <PointsTally
            kind="rules"
            read={pointsOf(question$.points, question$.rules)}
            onShare={fixed ? undefined : () => sharePointsAmong(question$.rules, question$.points)}
          />
        )
      }
      add={{
        id: addId,
        label: t('quizEditor.rules.add'),
        onClick: () => rules.add(() => question$.rules.push({ id: makeId(), description: '', points: 0, subRules: [] })),
        disabled: fixed || rules.count >= MAX_RULES,
      }}
    >
      {rules.keys.map((id, index) => {
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
              <RowButton label={t('quizEditor.rules.remove', { number })} tone="danger" disabled={fixed} onClick={() => rules.remove(index)}>
                ×
              </RowButton>
            </div>
            <SubRules path={`${listPath}.${index}`} ruleNumber={number} />
          </li>
        );
      })}
    </ListFieldset>
  );
}
