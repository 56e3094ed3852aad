import { useSelector } from '@legendapp/state/react';
import { useT } from '../../../core/i18n';
import { printOptions$ } from './print-options';

/** SPEC 2's line-grid toggle: answer space as squared paper instead of ruled lines, in the preview and the PDF. */
export function LineGridToggle() {
  const t = useT();
  const grid = useSelector(() => printOptions$.lineStyle.get() === 'grid');
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
      <input
        type="checkbox"
        role="switch"
        aria-checked={grid}
        className="h-5 w-5 accent-primary-700 focusable"
        checked={grid}
        onChange={(event) => printOptions$.lineStyle.set(event.currentTarget.checked ? 'grid' : 'ruled')}
      />
      {t('quizzes.export.lineGrid')}
    </label>
  );
}
