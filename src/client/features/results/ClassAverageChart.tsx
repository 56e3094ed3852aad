import { useMemo } from 'react';
import { useT } from '../../core/i18n';
import { classAverageChart } from './chart/chart-data';
import { TrendChart } from './chart/TrendChart';
import { useFormatters } from './format';
import type { QuizResultPoint } from './results.types';

/** SPEC 2 class average over time: the chart, and the same figures as a table for whoever prefers numbers. */
export function ClassAverageChart({ quizzes }: { quizzes: readonly QuizResultPoint[] }) {
  const t = useT();
  const format = useFormatters();
  const seriesLabel = t('performance.chart.classAverage');
  const data = useMemo(() => classAverageChart(quizzes, seriesLabel), [quizzes, seriesLabel]);
  const graded = quizzes.filter((quiz) => quiz.graded > 0);
  return (
    <section aria-labelledby="class-average-title" className="flex min-w-0 flex-col gap-3">
      <h3 id="class-average-title" className="m-0 text-base font-semibold text-slate-900 dark:text-white">
        {t('performance.chart.title')}
      </h3>
      {data.labels.length === 0 ? (
        <p className="m-0 text-sm text-slate-600 dark:text-slate-400">{t('performance.chart.empty')}</p>
      ) : (
        <>
          <TrendChart data={data} label={t('performance.chart.title')} description={t('performance.chart.description', { count: data.labels.length })} />
          <details className="text-sm">
            <summary className="cursor-pointer rounded-sm font-medium text-primary-700 focusable dark:text-primary-300">
              {t('performance.chart.showTable')}
            </summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full border-collapse">
                <caption className="sr-only">{t('performance.chart.tableCaption')}</caption>
                <thead>
                  <tr className="bg-slate-100 dark:bg-slate-800">
                    <th scope="col" className="px-2 py-1 text-left">
                      {t('performance.chart.test')}
                    </th>
                    <th scope="col" className="px-2 py-1 text-left">
                      {t('performance.chart.dueDate')}
                    </th>
                    <th scope="col" className="px-2 py-1 text-right">
                      {t('performance.chart.average')}
                    </th>
                    <th scope="col" className="px-2 py-1 text-right">
                      {t('performance.chart.graded')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {graded.map((quiz) => (
                    <tr key={quiz.quizId} className="border-t border-slate-200 dark:border-slate-800">
                      <th scope="row" className="px-2 py-1 text-left font-normal">
                        {quiz.title}
                      </th>
                      <td className="px-2 py-1">{format.day(quiz.dueDate)}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{format.number(quiz.averageMark)}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{format.number(quiz.graded)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
