import { useSelector } from '@legendapp/state/react';
import { formatPoints, sumPoints } from '../../../domain/points';
import { useLanguage, useT } from '../../core/i18n';
import { useSession } from './editor-context';
import { fieldId, num } from './quiz-draft';

/**
 * Total points, ex-officio points and the mark formula, live while the
 * teacher types points (the barem always adds up). Focusable: the "focus the
 * totals" command lands here and a screen reader reads it.
 */
export function TotalsSummary() {
  const t = useT();
  const language = useLanguage();
  const { doc$ } = useSession();
  const figures = useSelector(() => {
    const total = sumPoints(doc$.sections.get().flatMap((s) => s.questions.map((q) => num(q.points))));
    return `${total}|${num(doc$.basePoints.get())}`;
  });
  const [total = 0, base = 0] = figures.split('|').map(Number);
  const format = (points: number) => formatPoints(points, language);
  const formula =
    total + base === 100 ? t('pdf.barem.formula', { base: format(base) }) : t('pdf.barem.formulaGeneral', { base: format(base), total: format(total) });
  return (
    <div
      id={fieldId('totalPoints')}
      tabIndex={-1}
      role="group"
      aria-label={t('quizEditor.totals.label')}
      className="flex min-w-0 flex-col rounded-md text-xs outline-none sm:text-sm focus-visible:ring-3 focus-visible:ring-primary-500"
    >
      <p className="m-0 font-semibold text-slate-900 dark:text-white">
        {t('quizEditor.totals.summary', { count: total, total: format(total), base: format(base), max: format(sumPoints([total, base])) })}
      </p>
      <p className="m-0 text-slate-600 dark:text-slate-300">{formula}</p>
    </div>
  );
}
