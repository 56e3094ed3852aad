import { isEnabled } from '../../core/config';
import { useT } from '../../core/i18n';
import { BusyButton } from '../../ui/BusyButton';
import type { ExportFormat } from './results.types';
import type { ExportControl } from './use-export';

export interface ExportButtonsProps {
  control: ExportControl;
  /** The group's name (what is exported). */
  label: string;
  /** The buttons' names (which file each makes). */
  csvLabel: string;
  xlsxLabel: string;
}

/**
 * CSV and Excel download buttons; Excel only while its SPEC 9 flag is on.
 * The names stay put while a file is prepared (a screen reader user keeps
 * their place); the wait is announced in a status line instead.
 */
export function ExportButtons({ control, label, csvLabel, xlsxLabel }: ExportButtonsProps) {
  const t = useT();
  const { busy, run } = control;
  const button = (format: ExportFormat, text: string) => (
    <BusyButton type="button" className="btn-secondary" aria-busy={busy === format || undefined} busy={busy !== null} onClick={() => void run(format)}>
      <span
        aria-hidden="true"
        className={busy === format ? 'inline-block h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-primary-600' : ''}
      >
        {busy === format ? '' : '⬇'}
      </span>
      {text}
    </BusyButton>
  );
  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {button('csv', csvLabel)}
        {isEnabled('exportToExcel') && button('xlsx', xlsxLabel)}
      </div>
      <p role="status" className="m-0 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {busy ? t('report.export.working') : ''}
      </p>
    </div>
  );
}
