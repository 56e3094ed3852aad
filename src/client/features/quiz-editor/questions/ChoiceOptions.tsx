import { useSelector } from '@legendapp/state/react';
import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { useDraft } from '../editor-context';
import { BoundCheckbox } from '../fields/BoundCheckbox';
import { BoundText } from '../fields/BoundText';
import { makeId, type QuestionDraftOf } from '../quiz-draft';
import { ListFieldset } from './ListFieldset';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';
import { pointsOf, sharePointsAmong, useDraftList } from './use-draft-list';

type Choice = QuestionDraftOf<'multiple_choices'>;

const letter = (index: number) => String.fromCharCode(97 + index);

/** SPEC 3 multiple choice: options with text, points (0-100) and a correct flag; the points add up to the question's. */
export function ChoiceOptions({ path }: { path: string }) {
  const t = useT();
  const question$ = useDraft<Choice>(path);
  const listPath = `${path}.options`;
  const options = useDraftList(question$.options, listPath, 'text');
  // The points go to the correct answers: with none marked yet there is nothing to share them among.
  const anyCorrect = useSelector(() => question$.options.get().some((option) => option.correct));

  return (
    <ListFieldset
      listPath={listPath}
      legend={t('quizEditor.options.legend')}
      tally={
        <PointsTally
          kind="answers"
          read={pointsOf(question$.points, question$.options)}
          onShare={anyCorrect ? () => sharePointsAmong(question$.options, question$.points, (i) => question$.options.peek()[i]!.correct) : undefined}
        />
      }
      add={{
        label: t('quizEditor.options.add'),
        onClick: () => options.add(() => question$.options.push({ id: makeId(), text: '', points: 0, correct: false })),
        disabled: options.count >= LIMITS.options,
      }}
    >
      {options.keys.map((id, index) => (
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
          <RowButton label={t('quizEditor.options.remove', { letter: letter(index) })} tone="danger" onClick={() => options.remove(index)}>
            ×
          </RowButton>
        </li>
      ))}
    </ListFieldset>
  );
}
