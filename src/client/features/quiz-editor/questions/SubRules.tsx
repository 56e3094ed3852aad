import { useT } from '../../../core/i18n';
import { useDraft } from '../editor-context';
import { BoundText } from '../fields/BoundText';
import { fieldId, makeId, type QuestionDraft } from '../quiz-draft';
import { ListProblem } from './ListProblem';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';
import { pointsOf, sharePointsAmong, useDraftList } from './use-draft-list';

type Rule = QuestionDraft['rules'][number];

const MAX_SUB_RULES = 20;

/** A rule's sub-rules (description, points); when there are any they add up to the rule's points. */
export function SubRules({ path, ruleNumber }: { path: string; ruleNumber: number }) {
  const t = useT();
  const rule$ = useDraft<Rule>(path);
  const listPath = `${path}.subRules`;
  const subRules = useDraftList(rule$.subRules, listPath, 'description', `${listPath}-add`);

  return (
    <div id={fieldId(listPath)} tabIndex={-1} className="ml-4 flex flex-col gap-2 border-l-2 border-slate-200 pl-3 outline-none dark:border-slate-700">
      <ListProblem path={listPath} />
      {subRules.keys.map((id, index) => {
        const number = `${ruleNumber}.${index + 1}`;
        return (
          <div key={id} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <BoundText
              path={`${listPath}.${index}.description`}
              label={t('quizEditor.rules.subDescription', { number })}
              className="flex-1 basis-48"
              limit={500}
            />
            <BoundText path={`${listPath}.${index}.points`} label={t('quizEditor.rules.subPoints', { number })} inputMode="decimal" className="w-36" />
            <RowButton label={t('quizEditor.rules.subRemove', { number })} tone="danger" onClick={() => subRules.remove(index)}>
              ×
            </RowButton>
          </div>
        );
      })}
      {subRules.count > 0 && (
        <PointsTally kind="subRules" read={pointsOf(rule$.points, rule$.subRules)} onShare={() => sharePointsAmong(rule$.subRules, rule$.points)} />
      )}
      <div>
        <button
          id={`${fieldId(listPath)}-add`}
          type="button"
          className="btn-secondary min-h-9 px-3 py-1 text-xs"
          onClick={() => subRules.add(() => rule$.subRules.push({ id: makeId(), description: '', points: 0 }))}
          disabled={subRules.count >= MAX_SUB_RULES}
        >
          {t('quizEditor.rules.subAdd', { number: ruleNumber })}
        </button>
      </div>
    </div>
  );
}
