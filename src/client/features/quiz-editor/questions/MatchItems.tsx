import { useSelector } from '@legendapp/state/react';
import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { changeThenFocus, focusPath } from '../editor-actions';
import { useDraft } from '../editor-context';
import { BoundText } from '../fields/BoundText';
import { fieldId, makeId, type QuestionDraftOf } from '../quiz-draft';
import { ListProblem } from './ListProblem';
import { RowButton } from './RowButton';

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
  const ids = useSelector(() =>
    items$
      .get(true)
      .map((i) => i.id)
      .join(' '),
  );
  const count = ids ? ids.split(' ').length : 0;
  const listPath = `${path}.${side}`;

  const add = () => {
    changeThenFocus(() => items$.push({ id: makeId(), text: '' }), `${listPath}.${count}.text`);
  };
  const remove = (index: number) => {
    const id = items$.peek()[index]?.id;
    items$.splice(index, 1);
    const pairs = question$.pairs.peek();
    const kept = pairs.filter((p) => (side === 'left' ? p.leftId : p.rightId) !== id);
    if (kept.length !== pairs.length) question$.pairs.set(kept);
    focusPath(count > 1 ? `${listPath}.${Math.max(0, index - 1)}.text` : listPath);
  };

  return (
    <fieldset
      id={fieldId(listPath)}
      tabIndex={-1}
      aria-describedby={`${fieldId(listPath)}-error`}
      className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0 outline-none"
    >
      <legend className="field-label mb-1 p-0">{t(KEYS[side].legend)}</legend>
      <ListProblem path={listPath} />
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {ids
          .split(' ')
          .filter(Boolean)
          .map((id, index) => (
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
      </ol>
      <div>
        <button type="button" className="btn-secondary" onClick={add} disabled={count >= LIMITS.pairs}>
          {t(KEYS[side].add)}
        </button>
      </div>
    </fieldset>
  );
}
