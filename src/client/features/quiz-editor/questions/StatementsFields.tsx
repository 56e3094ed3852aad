import { useSelector } from '@legendapp/state/react';
import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { changeThenFocus, focusPath, sharePoints } from '../editor-actions';
import { useDraft } from '../editor-context';
import { BoundSelect } from '../fields/BoundSelect';
import { BoundText } from '../fields/BoundText';
import { fieldId, makeId, num, type QuestionDraftOf } from '../quiz-draft';
import { ListProblem } from './ListProblem';
import { PointsTally } from './PointsTally';
import { RowButton } from './RowButton';

type TrueFalse = QuestionDraftOf<'true_false'>;

/** SPEC 3 true/false: statements, each with its answer and points, adding up to the question's. */
export function StatementsFields({ path }: { path: string }) {
  const t = useT();
  const question$ = useDraft<TrueFalse>(path);
  const ids = useSelector(() =>
    question$.statements
      .get(true)
      .map((s) => s.id)
      .join(' '),
  );
  const count = ids ? ids.split(' ').length : 0;
  const listPath = `${path}.statements`;
  const answers = [
    { value: 'true', label: t('quizEditor.statements.true') },
    { value: 'false', label: t('quizEditor.statements.false') },
  ];

  const add = () => {
    changeThenFocus(() => question$.statements.push({ id: makeId(), text: '', answer: true, points: 0 }), `${listPath}.${count}.text`);
  };
  const remove = (index: number) => {
    question$.statements.splice(index, 1);
    focusPath(count > 1 ? `${listPath}.${Math.max(0, index - 1)}.text` : listPath);
  };
  const share = () => {
    const statements = question$.statements.peek();
    sharePoints(statements, question$.points.peek(), () => true).forEach((points, i) => question$.statements[i]!.points.set(points));
  };

  return (
    <fieldset
      id={fieldId(listPath)}
      tabIndex={-1}
      aria-describedby={`${fieldId(listPath)}-error`}
      className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0 outline-none"
    >
      <legend className="field-label mb-1 p-0">{t('quizEditor.statements.legend')}</legend>
      <ListProblem path={listPath} />
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {ids
          .split(' ')
          .filter(Boolean)
          .map((id, index) => {
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
                <RowButton label={t('quizEditor.statements.remove', { number })} tone="danger" onClick={() => remove(index)}>
                  ×
                </RowButton>
              </li>
            );
          })}
      </ol>
      <PointsTally
        kind="statements"
        read={() => ({ total: num(question$.points.get()), parts: question$.statements.get().map((s) => num(s.points)) })}
        onShare={share}
      />
      <div>
        <button type="button" className="btn-secondary" onClick={add} disabled={count >= LIMITS.statements}>
          {t('quizEditor.statements.add')}
        </button>
      </div>
    </fieldset>
  );
}
