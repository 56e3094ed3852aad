import { useSelector } from '@legendapp/state/react';
import { useLanguage, useT } from '../../../core/i18n';
import { columnName } from '../model/column-names';
import type { GradingSession } from '../sync/grading-session';

const LISTED = 8;

/** After a paste with refused cells (or cells outside the grid, or rows naming no pupil): which, and why; the rest was applied. */
export function PasteSummary({ session }: { session: GradingSession }) {
  const t = useT();
  const language = useLanguage();
  const { controller, data } = session;
  const report = useSelector(() => controller.pasteReport$.get());
  if (!report || (report.refused.length === 0 && report.clipped === 0 && report.unmatched.length === 0)) return null;
  const columns = controller.ctx.columns;
  return (
    <section
      aria-labelledby="grading-paste-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="grading-paste-title" className="font-semibold">
          {t('grading.paste.title', { applied: report.applied, refused: report.refused.length })}
        </h2>
        <button type="button" className="link text-sm" onClick={() => controller.dismissPasteReport()}>
          {t('grading.actions.dismiss')}
        </button>
      </div>
      {report.refused.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {report.refused.slice(0, LISTED).map((cell) => (
            <li key={`${cell.row}:${cell.col}`}>
              {t('grading.paste.refusedCell', {
                pupil: data.pupils[cell.row]?.name ?? '',
                column: columns[cell.col] ? columnName(columns[cell.col]!, t, language) : '',
                value: cell.text,
                reason: t(cell.reason.key, cell.reason.params),
              })}
            </li>
          ))}
          {report.refused.length > LISTED && <li>{t('grading.paste.more', { n: report.refused.length - LISTED })}</li>}
        </ul>
      )}
      {report.clipped > 0 && <p className="mt-2">{t('grading.paste.clipped', { n: report.clipped })}</p>}
      {report.unmatched.length > 0 && <p className="mt-2">{t('grading.paste.unmatched', { names: report.unmatched.join(', ') })}</p>}
    </section>
  );
}
