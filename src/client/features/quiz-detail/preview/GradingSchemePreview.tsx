import { formatPoints, sumPoints } from '../../../../domain/points';
import { totalPoints } from '../../../../domain/quiz/schema';
import type { QuizDocument } from '../../../../domain/quiz/types';
import { BaremQuestion } from './BaremQuestion';
import { usePaper } from './paper-language';
import { pointsText } from './preview-format';

/** The grading scheme (barem) in HTML: answers and scoring rules per question, ex-officio points, criteria, notes, total and the mark formula. */
export function GradingSchemePreview({ quiz }: { quiz: QuizDocument }) {
  const { t, language } = usePaper();
  const total = totalPoints(quiz);
  const base = quiz.basePoints;
  const format = (points: number) => formatPoints(points, language);
  const formula =
    total + base === 100 ? t('pdf.barem.formula', { base: format(base) }) : t('pdf.barem.formulaGeneral', { base: format(base), total: format(total) });
  let number = 0;
  return (
    <article
      lang={language}
      className="paper flex flex-col gap-4 rounded-lg border border-slate-300 bg-white p-4 text-sm leading-relaxed text-slate-900 shadow-sm sm:p-6"
    >
      <header className="text-center">
        <h3 className="m-0 text-lg font-bold">{t('pdf.barem.title')}</h3>
        <p className="m-0 font-semibold">{quiz.title}</p>
        <p className="m-0 text-xs text-slate-600">{t('pdf.barem.exOfficio', { count: base, base: format(base) })}</p>
      </header>
      {quiz.sections.map((section) => (
        <section key={section.id} className="flex flex-col gap-2">
          <h4 className="m-0 text-base font-bold">{section.title}</h4>
          <ol className="m-0 flex list-none flex-col gap-3 p-0">
            {section.questions.map((question) => (
              <BaremQuestion key={question.id} question={question} number={++number} />
            ))}
          </ol>
        </section>
      ))}
      {quiz.gradingScheme.criteria.length > 0 && (
        <section>
          <h4 className="m-0 text-base font-bold">{t('pdf.barem.criteria')}</h4>
          <ul className="m-0 list-disc pl-5">
            {quiz.gradingScheme.criteria.map((criterion) => (
              <li key={criterion.id}>
                {criterion.description} — {pointsText(criterion.points, language, t)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {quiz.gradingScheme.notes && (
        <section>
          <h4 className="m-0 text-base font-bold">{t('pdf.barem.notes')}</h4>
          <p className="m-0 whitespace-pre-wrap">{quiz.gradingScheme.notes}</p>
        </section>
      )}
      <footer className="border-t border-slate-300 pt-2 font-semibold">
        <p className="m-0">{t('pdf.barem.total', { points: format(total), base: format(base), sum: format(sumPoints([total, base])) })}</p>
        <p className="m-0 font-normal">{formula}</p>
      </footer>
    </article>
  );
}
