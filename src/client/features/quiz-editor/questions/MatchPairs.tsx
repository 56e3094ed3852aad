import { useSelector } from '@legendapp/state/react';
import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { changeThenFocus, focusPath } from '../editor-actions';
import { useDraft } from '../editor-context';
import { BoundSelect } from '../fields/BoundSelect';
import { BoundText } from '../fields/BoundText';
import type { QuestionDraftOf } from '../quiz-draft';
import { ListFieldset } from './ListFieldset';
import { ListProblem } from './ListProblem';
import { matchLabel } from './MatchItems';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';
import { pointsOf, sharePointsAmong } from './use-draft-list';

type Matches = QuestionDraftOf<'matches'>;

/** The correct pairs of a matching question, each with its points; together they make the question's points. */
export function MatchPairs({ path }: { path: string }) {
  const t = useT();
  const question$ = useDraft<Matches>(path);
  const count = useSelector(() => question$.pairs.get(true).length);
  // The choices show the items' texts, so this list follows them (only this question's).
  const choices = useSelector(() => {
    const describe = (side: 'left' | 'right') =>
      question$[side].get().map((item, index) => ({ value: item.id, label: `${matchLabel(side, index)}. ${item.text}`.trim() }));
    return JSON.stringify({ left: describe('left'), right: describe('right') });
  });
  const { left, right } = JSON.parse(choices) as Record<'left' | 'right', { value: string; label: string }[]>;
  const listPath = `${path}.pairs`;

  const add = () => {
    const pairs = question$.pairs.peek();
    const unpaired = question$.left.peek().find((item) => !pairs.some((p) => p.leftId === item.id)) ?? question$.left.peek()[0];
    const rightItem = question$.right.peek()[Math.min(pairs.length, question$.right.peek().length - 1)];
    if (!unpaired || !rightItem) return;
    changeThenFocus(() => question$.pairs.push({ leftId: unpaired.id, rightId: rightItem.id, points: 0 }), `${listPath}.${count}.leftId`);
  };
  const remove = (index: number) => {
    question$.pairs.splice(index, 1);
    focusPath(count > 1 ? `${listPath}.${Math.max(0, index - 1)}.leftId` : listPath);
  };

  return (
    <ListFieldset
      listPath={listPath}
      legend={t('quizEditor.matches.pairsLegend')}
      tally={
        <PointsTally kind="pairs" read={pointsOf(question$.points, question$.pairs)} onShare={() => sharePointsAmong(question$.pairs, question$.points)} />
      }
      add={{ label: t('quizEditor.matches.pairAdd'), onClick: add, disabled: count >= LIMITS.pairs }}
    >
      {Array.from({ length: count }, (_, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a pair has no id of its own; its fields are bound by position, as the document path says
          <li key={index} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <BoundSelect
              path={`${listPath}.${index}.leftId`}
              label={t('quizEditor.matches.pairLeft', { number })}
              hideLabel
              choices={left}
              className="flex-1 basis-32"
            />
            <span aria-hidden="true" className="pb-3 text-slate-500">
              ↔
            </span>
            <BoundSelect
              path={`${listPath}.${index}.rightId`}
              label={t('quizEditor.matches.pairRight', { number })}
              hideLabel
              choices={right}
              className="flex-1 basis-32"
            />
            <BoundText
              path={`${listPath}.${index}.points`}
              label={t('quizEditor.matches.pairPoints', { number })}
              hideLabel
              inputMode="decimal"
              className="w-20"
            />
            <RowButton label={t('quizEditor.matches.pairRemove', { number })} tone="danger" onClick={() => remove(index)}>
              ×
            </RowButton>
            <ListProblem path={`${listPath}.${index}`} />
          </li>
        );
      })}
    </ListFieldset>
  );
}
