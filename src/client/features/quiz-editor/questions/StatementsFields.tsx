import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { useDraft } from '../editor-context';
import { BoundSelect } from '../fields/BoundSelect';
import { BoundText } from '../fields/BoundText';
import { makeId, type QuestionDraftOf } from '../quiz-draft';
import { ListFieldset } from './ListFieldset';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';
import { pointsOf, sharePointsAmong, useDraftList } from './use-draft-list';

type TrueFalse = QuestionDraftOf<'true_false'>;

/** SPEC 3 true/false: statements, each with its answer and points, adding up to the question's. */
export function StatementsFields({ path }: { path: string }) {
  const t = useT();
  const question$ = useDraft<TrueFalse>(path);
  const listPath = `${path}.statements`;
  const statements = useDraftList(question$.statements, listPath, 'text');
  const answers = [
    { value: 'true', label: t('quizEditor.statements.true') },
    { value: 'false', label: t('quizEditor.statements.false') },
  ];

  return (
    <ListFieldset
      listPath={listPath}
      legend={t('quizEditor.statements.legend')}
      tally={
        <PointsTally
          kind="statements"
          read={pointsOf(question$.points, question$.statements)}
          onShare={() => sharePointsAmong(question$.statements, question$.points)}
        />
      }
      add={{
        label: t('quizEditor.statements.add'),
        onClick: () => statements.add(() => question$.statements.push({ id: makeId(), text: '', answer: true, points: 0 })),
        disabled: statements.count >= LIMITS.statements,
      }}
    >
      {statements.keys.map((id, index) => {
        const number = index + 1;
        return (
          <li key={id} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <BoundText
              path={`${listPath}.${index}.text`}
              label={t('quizEditor.statements.text', { number })}
              hideLabel
              limit={500}
              className="flex-1 basis-48"
            />
            <BoundSelect
              path={`${listPath}.${index}.answer`}
              format={(answer) => (answer ? 'true' : 'false')}
              parse={(text) => text === 'true'}
              label={t('quizEditor.statements.answer', { number })}
              hideLabel
              choices={answers}
              className="w-28"
            />
            <BoundText
              path={`${listPath}.${index}.points`}
              label={t('quizEditor.statements.points', { number })}
              hideLabel
              inputMode="decimal"
              className="w-20"
            />
            <RowButton label={t('quizEditor.statements.remove', { number })} tone="danger" onClick={() => statements.remove(index)}>
              ×
            </RowButton>
          </li>
        );
      })}
    </ListFieldset>
  );
}
