import { memo } from 'react';
import type { Question } from '../../../../domain/quiz/types';
import type { LineStyle } from '../../pdf';
import { AnswerSpace } from './AnswerSpace';
import { usePaper } from './paper-language';
import { optionLetter, pointsText } from './preview-format';

const box = 'inline-block h-4 w-4 shrink-0 border border-slate-500';

/** The answer area of a question as the pupil sees it on paper. */
function AnswerArea({ question, lineStyle }: { question: Question; lineStyle: LineStyle }) {
  const { t } = usePaper();
  switch (question.type) {
    case 'lines':
    case 'open':
      return <AnswerSpace lines={question.lines} lineStyle={lineStyle} />;
    case 'multiple_choices': {
      const many = question.options.filter((o) => o.correct).length > 1;
      return (
        <div className="mt-1">
          <p className="m-0 text-xs italic text-slate-600">{t(many ? 'pdf.test.tickMany' : 'pdf.test.tickOne')}</p>
          <ul className="m-0 mt-1 grid list-none gap-1 p-0 sm:grid-cols-2">
            {question.options.map((option, index) => (
              <li key={option.id} className="flex items-start gap-2">
                <span aria-hidden="true" className={`${box} mt-0.5`} />
                <span>
                  {optionLetter(index)}) {option.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case 'matches':
      return (
        <div className="mt-1">
          <p className="m-0 text-xs italic text-slate-600">{t('pdf.test.match')}</p>
          <div className="mt-1 grid grid-cols-2 gap-4">
            <ol className="m-0 flex list-none flex-col gap-1 p-0">
              {question.left.map((item, index) => (
                <li key={item.id} className="flex items-center gap-2">
                  <span>
                    {index + 1}. {item.text}
                  </span>
                  <span aria-hidden="true" className="ml-auto inline-block h-5 w-7 shrink-0 border border-slate-500" />
                </li>
              ))}
            </ol>
            <ol className="m-0 flex list-none flex-col gap-1 p-0">
              {question.right.map((item, index) => (
                <li key={item.id}>
                  {optionLetter(index)}. {item.text}
                </li>
              ))}
            </ol>
          </div>
        </div>
      );
    case 'true_false':
      return (
        <div className="mt-1">
          <p className="m-0 text-xs italic text-slate-600">{t('pdf.test.trueFalse', { true: t('pdf.test.trueShort'), false: t('pdf.test.falseShort') })}</p>
          <ol className="m-0 mt-1 flex list-none flex-col gap-1 p-0">
            {question.statements.map((statement, index) => (
              <li key={statement.id} className="flex items-start gap-2">
                <span className="flex-1">
                  {optionLetter(index)}) {statement.text}
                </span>
                <span aria-hidden="true" className="flex shrink-0 items-center gap-1 text-xs">
                  <span className={box} /> {t('pdf.test.trueShort')} <span className={box} /> {t('pdf.test.falseShort')}
                </span>
              </li>
            ))}
          </ol>
        </div>
      );
    case 'short_answer':
      return (
        <p className="m-0 mt-2 flex items-end gap-2">
          {t('pdf.test.answer')} <span aria-hidden="true" className="inline-block h-5 flex-1 border-b border-slate-500" />
        </p>
      );
    case 'numeric':
      return (
        <p className="m-0 mt-2 flex items-center gap-2">
          {t('pdf.test.answer')} <span aria-hidden="true" className="inline-block h-6 w-28 border border-slate-500" /> {question.unit}
        </p>
      );
  }
}

/** One question on the pupil's paper: number, text, points at the margin, then the space to answer. */
export const TestPreviewQuestion = memo(function TestPreviewQuestion({
  question,
  number,
  lineStyle,
}: {
  question: Question;
  number: number;
  lineStyle: LineStyle;
}) {
  const { t, language } = usePaper();
  return (
    <li className="break-inside-avoid">
      <div className="flex items-start gap-2">
        <span className="font-semibold">{number}.</span>
        <p className="m-0 flex-1 whitespace-pre-wrap">{question.text}</p>
        <span className="shrink-0 text-sm font-semibold text-slate-500">{pointsText(question.points, language, t)}</span>
      </div>
      <div className="pl-5">
        <AnswerArea question={question} lineStyle={lineStyle} />
      </div>
    </li>
  );
});
