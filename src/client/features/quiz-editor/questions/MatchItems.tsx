import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { useDraft } from '../editor-context';
import { BoundText } from '../fields/BoundText';
import { makeId, type QuestionDraftOf } from '../quiz-draft';
import { ListFieldset } from './ListFieldset';
import { RowButton } from './RowButton';
import { useDraftList } from './use-draft-list';

type Matches = QuestionDraftOf<'matches'>;

/** How the items of each column are named on paper: 1, 2, 3 on the left; a, b, c on the right. */
export const matchLabel = (side: 'left' | 'right', index: number) => (side === 'left' ? String(index + 1) : String.fromCharCode(97 + index));

const KEYS = {
  left: {
    legend: 'quizEditor.matches.leftLegend',
    item: 'quizEditor.matches.leftItem',
    remove: 'quizEditor.matches.leftRemove',
    add: 'quizEditor.matches.leftAdd',
  },
  right: {
    legend: 'quizEditor.matches.rightLegend',
    item: 'quizEditor.matches.rightItem',
    remove: 'quizEditor.matches.rightRemove',
    add: 'quizEditor.matches.rightAdd',
  },
} as const;

/** One column of a matching question (left elements or right values). Removing an item drops its pairs. */
export function MatchItems({ path, side }: { path: string; side: 'left' | 'right' }) {
  const t = useT();
  const question$ = useDraft<Matches>(path);
  const items$ = question$[side];
  const listPath = `${path}.${side}`;
  const items = useDraftList(items$, listPath, 'text');
  const remove = (index: number) => {
    const id = items$.peek()[index]?.id;
    const pairs = question$.pairs.peek();
    const kept = pairs.filter((p) => (side === 'left' ? p.leftId : p.rightId) !== id);
    if (kept.length !== pairs.length) question$.pairs.set(kept);
    items.remove(index);
  };

  return (
    <ListFieldset
      listPath={listPath}
      legend={t(KEYS[side].legend)}
      add={{ label: t(KEYS[side].add), onClick: () => items.add(() => items$.push({ id: makeId(), text: '' })), disabled: items.count >= LIMITS.pairs }}
    >
      {items.keys.map((id, index) => (
        <li key={id} className="flex items-end gap-2">
          <span aria-hidden="true" className="w-5 pb-3 text-sm font-semibold text-slate-600 dark:text-slate-300">
            {matchLabel(side, index)}
          </span>
          <BoundText
            path={`${listPath}.${index}.text`}
            label={t(KEYS[side].item, { label: matchLabel(side, index) })}
            hideLabel
            limit={300}
            className="flex-1"
          />
          <RowButton label={t(KEYS[side].remove, { label: matchLabel(side, index) })} tone="danger" onClick={() => remove(index)}>
            ×
          </RowButton>
        </li>
      ))}
    </ListFieldset>
  );
}
