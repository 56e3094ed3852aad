import { formatPoints } from '../../../../domain/points';
import type { Question, ScoringRule } from '../../../../domain/quiz/types';
import { usePaper } from './paper-language';
import { optionLetter, pointsText } from './preview-format';

/** The right answer of a question, as the barem states it. */
function CorrectAnswer({ question }: { question: Question }) {
  const { t, language } = usePaper();
  switch (question.type) {
    case 'multiple_choices': {
      const correct = question.options.map((o, i) => ({ ...o, letter: optionLetter(i) })).filter((o) => o.correct);
      return (
        <p className="m-0">
          {t(correct.length > 1 ? 'pdf.barem.correctMany' : 'pdf.barem.correct')}{' '}
          {correct.map((o) => `${o.letter}) ${o.text} (${pointsText(o.points, language, t)})`).join('; ')}
        </p>
      );
    }
    case 'true_false':
      return (
        <div>
          <p className="m-0">{t('pdf.barem.statements')}</p>
          <ol className="m-0 list-none p-0 pl-3">
            {question.statements.map((s, i) => (
              <li key={s.id}>
                {optionLetter(i)}) {t(s.answer ? 'pdf.barem.true' : 'pdf.barem.false')} · {pointsText(s.points, language, t)}
              </li>
            ))}
          </ol>
        </div>
      );
    case 'matches': {
      const left = new Map(question.left.map((item, i) => [item.id, String(i + 1)]));
      const right = new Map(question.right.map((item, i) => [item.id, optionLetter(i)]));
      return (
        <p className="m-0">
          {t('pdf.barem.pairs')}{' '}
          {question.pairs.map((p) => `${left.get(p.leftId) ?? '?'} – ${right.get(p.rightId) ?? '?'} (${pointsText(p.points, language, t)})`).join('; ')}
        </p>
      );
    }
    case 'short_answer':
      return <p className="m-0">{t('pdf.barem.expected', { answer: question.expectedAnswer })}</p>;
    case 'numeric': {
      const exact = formatPoints(question.value, language);
      const value = question.tolerance > 0 ? t('pdf.barem.tolerance', { value: exact, tolerance: formatPoints(question.tolerance, language) }) : exact;
      return <p className="m-0">{t('pdf.barem.numeric', { value: `${value}${question.unit ? ` ${question.unit}` : ''}` })}</p>;
    }
    default:
      return question.rules.length === 0 ? <p className="m-0">{t('pdf.barem.wholeAnswer')}</p> : null;
  }
}

function Rules({ rules }: { rules: ScoringRule[] }) {
  const { t, language } = usePaper();
  if (rules.length === 0) return null;
  return (
    <ul className="m-0 mt-1 flex list-disc flex-col gap-0.5 pl-5">
      {rules.map((rule) => (
        <li key={rule.id}>
          {rule.description} — {pointsText(rule.points, language, t)}
          {rule.subRules.length > 0 && (
            <ul className="m-0 list-[circle] pl-5">
              {rule.subRules.map((sub) => (
                <li key={sub.id}>
                  {sub.description} — {pointsText(sub.points, language, t)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One question in the barem: its number and points, the correct answer, the scoring rules. */
export function BaremQuestion({ question, number }: { question: Question; number: number }) {
  const { t, language } = usePaper();
  return (
    <li className="break-inside-avoid">
      <p className="m-0 font-semibold">
        {number}. <span className="font-normal">{pointsText(question.points, language, t)}</span>
      </p>
      <div className="pl-5">
        <CorrectAnswer question={question} />
        <Rules rules={question.rules} />
      </div>
    </li>
  );
}
