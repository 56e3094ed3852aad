import { formatPoints } from '../../../../domain/points';
import { totalPoints } from '../../../../domain/quiz/schema';
import type { QuizDocument } from '../../../../domain/quiz/types';
import type { LineStyle } from '../../pdf';
import { usePaper } from './paper-language';
import { TestPreviewQuestion } from './TestPreviewQuestion';

/** The test as the pupils get it, in HTML: the header to fill in, the sections and their questions (text shown as text). */
export function TestPreview({ quiz, lineStyle }: { quiz: QuizDocument; lineStyle: LineStyle }) {
  const { t, language } = usePaper();
  let number = 0;
  return (
    <article
      lang={language}
      className="paper flex flex-col gap-4 rounded-lg border border-slate-300 bg-white p-4 text-sm leading-relaxed text-slate-900 shadow-sm sm:p-6"
    >
      <dl className="m-0 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600">
        {(['pdf.header.school', 'pdf.header.class', 'pdf.header.name', 'pdf.header.date'] as const).map((key) => (
          <div key={key} className="flex items-end gap-1">
            <dt>{t(key)}:</dt>
            <dd className="m-0 flex-1 border-b border-dotted border-slate-400">{key === 'pdf.header.class' ? quiz.classLabel : ' '}</dd>
          </div>
        ))}
      </dl>
      <header className="text-center">
        <h3 className="m-0 text-lg font-bold">{quiz.title}</h3>
        <p className="m-0 text-xs text-slate-600">
          {t('pdf.header.total', { points: formatPoints(totalPoints(quiz), language), base: formatPoints(quiz.basePoints, language) })}
          {' · '}
          {t('pdf.header.time', { minutes: quiz.timeLimit })}
        </p>
      </header>
      {quiz.sections.map((section) => (
        <section key={section.id} className="flex flex-col gap-2">
          <h4 className="m-0 text-base font-bold">{section.title}</h4>
          {section.context && <p className="m-0 whitespace-pre-wrap italic text-slate-700">{section.context}</p>}
          <ol className="m-0 flex list-none flex-col gap-4 p-0">
            {section.questions.map((question) => (
              <TestPreviewQuestion key={question.id} question={question} number={++number} lineStyle={lineStyle} />
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}
