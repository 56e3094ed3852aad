import { useSelector } from '@legendapp/state/react';
import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { changeThenFocus, focusPath, sharePoints } from '../editor-actions';
import { useDraft } from '../editor-context';
import { BoundCheckbox } from '../fields/BoundCheckbox';
import { BoundText } from '../fields/BoundText';
import { fieldId, makeId, num, type QuestionDraftOf } from '../quiz-draft';
import { ListProblem } from './ListProblem';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';

type Choice = QuestionDraftOf<'multiple_choices'>;

const letter = (index: number) => String.fromCharCode(97 + index);

/** SPEC 3 multiple choice: options with text, points (0-100) and a correct flag; the points add up to the question's. */
export function ChoiceOptions({ path }: { path: string }) {
  const t = useT();
  const question$ = useDraft<Choice>(path);
  const ids = useSelector(() =>
    question$.options
      .get(true)
      .map((o) => o.id)
      .join(' '),
  );
  const count = ids ? ids.split(' ').length : 0;
  const listPath = `${path}.options`;

  const add = () => {
    changeThenFocus(() => question$.options.push({ id: makeId(), text: '', points: 0, correct: false }), `${listPath}.${count}.text`);
  };
  const remove = (index: number) => {
    question$.options.splice(index, 1);
    focusPath(count > 1 ? `${listPath}.${Math.max(0, index - 1)}.text` : listPath);
  };
  const share = () => {
    const options = question$.options.peek();
    const shares = sharePoints(options, question$.points.peek(), (i) => options[i]!.correct);
    shares.forEach((points, i) => question$.options[i]!.points.set(points));
  };

  return (
    <fieldset
      id={fieldId(listPath)}
      tabIndex={-1}
      aria-describedby={`${fieldId(listPath)}-error`}
      className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0 outline-none"
    >
      <legend className="field-label mb-1 p-0">{t('quizEditor.options.legend')}</legend>
      <ListProblem path={listPath} />
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {ids
          .split(' ')
          .filter(Boolean)
          .map((id, index) => (
            <li key={id} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
              <span aria-hidden="true" className="pb-3 text-sm font-semibold text-slate-600 dark:text-slate-300">
                {letter(index)})
              </span>
              <BoundText
                path={`${listPath}.${index}.text`}
                label={t('quizEditor.options.text', { letter: letter(index) })}
                hideLabel
                limit={500}
                className="flex-1 basis-48"
              />
              <BoundText
                path={`${listPath}.${index}.points`}
                label={t('quizEditor.options.points', { letter: letter(index) })}
                hideLabel
                inputMode="decimal"
                className="w-20"
              />
              <BoundCheckbox
                path={`${listPath}.${index}.correct`}
                label={t('quizEditor.options.correct', { letter: letter(index) })}
                shownLabel={t('quizEditor.options.correctShort')}
              />
              <RowButton label={t('quizEditor.options.remove', { letter: letter(index) })} tone="danger" onClick={() => remove(index)}>
                ×
              </RowButton>
            </li>
          ))}
      </ol>
      <PointsTally
        kind="answers"
        read={() => ({ total: num(question$.points.get()), parts: question$.options.get().map((o) => num(o.points)) })}
        onShare={share}
      />
      <div>
        <button type="button" className="btn-secondary" onClick={add} disabled={count >= LIMITS.options}>
          {t('quizEditor.options.add')}
        </button>
      </div>
    </fieldset>
  );
}
