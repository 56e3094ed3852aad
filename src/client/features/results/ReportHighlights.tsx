import { useT } from '../../core/i18n';
import { useFormatters } from './format';
import type { QuizReport } from './results.types';

/** The most difficult question (lowest facility: its mean share of the points, then its full-marks share), and the sections the class understood well (>= 75%). */
export function ReportHighlights({ report }: { report: QuizReport }) {
  const t = useT();
  const format = useFormatters();
  const hardest = report.mostDifficult;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
      <section aria-labelledby="most-difficult-title" className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 id="most-difficult-title" className="m-0 text-base font-semibold text-slate-900 dark:text-white">
          {t('report.mostDifficult.title')}
        </h3>
        {hardest ? (
          <>
            <p className="m-0 mt-2 text-slate-800 dark:text-slate-200">{t('report.mostDifficult.question', { number: hardest.number, text: hardest.text })}</p>
            {hardest.facility !== null && hardest.average !== null ? (
              <>
                <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('report.mostDifficult.facility', {
                    facility: format.rate(hardest.facility),
                    average: format.number(hardest.average),
                    points: format.number(hardest.points),
                    count: hardest.points,
                  })}
                </p>
                <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('report.mostDifficult.fullMarks', { rate: format.rate(hardest.successRate) })}
                </p>
              </>
            ) : (
              <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('report.mostDifficult.rate', { rate: format.rate(hardest.successRate) })}
              </p>
            )}
          </>
        ) : (
          <p className="m-0 mt-2 text-sm text-slate-600 dark:text-slate-400">{t('report.mostDifficult.none')}</p>
        )}
      </section>
      <section aria-labelledby="well-understood-title" className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 id="well-understood-title" className="m-0 text-base font-semibold text-slate-900 dark:text-white">
          {t('report.wellUnderstood.title')}
        </h3>
        <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-400">{t('report.wellUnderstood.hint')}</p>
        {report.wellUnderstood.length > 0 ? (
          <ul className="m-0 mt-2 flex list-none flex-col gap-1 p-0">
            {report.wellUnderstood.map((section) => (
              <li key={section.sectionId} className="flex justify-between gap-3 text-slate-800 dark:text-slate-200">
                <span className="min-w-0 break-words">{section.title}</span>
                <span className="shrink-0 tabular-nums font-semibold">{format.rate(section.successRate)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="m-0 mt-2 text-sm text-slate-600 dark:text-slate-400">{t('report.wellUnderstood.none')}</p>
        )}
      </section>
    </div>
  );
}
