// One export at a time per screen: the button that started it shows the
// wait, a second click is ignored, a failure is reported and toasted.
import { useCallback, useRef, useState } from 'react';
import type { Command } from '../../core/commands';
import { isEnabled } from '../../core/config';
import { downloadExport, type ExportRequest } from '../../core/download-export';
import { notifyError } from '../../core/errors.store';
import { isAbort } from '../../core/http';
import { useT } from '../../core/i18n';
import type { ExportFormat } from './results.types';

export interface ExportControl {
  /** The format being downloaded, or null. */
  busy: ExportFormat | null;
  run: (format: ExportFormat) => Promise<void>;
}

export function useExport(requestFor: (format: ExportFormat) => ExportRequest, context: string): ExportControl {
  const t = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const running = useRef(false);
  const latest = useRef(requestFor);
  latest.current = requestFor;

  const run = useCallback(
    async (format: ExportFormat) => {
      if (running.current) return;
      running.current = true;
      setBusy(format);
      try {
        await downloadExport(latest.current(format));
      } catch (error) {
        if (!isAbort(error)) notifyError(error, { where: context, format }, t('report.export.failed'));
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [context, t],
  );
  return { busy, run };
}

/** What the palette shows for one format's download. */
export type ExportCommandText = Pick<Command, 'id' | 'labelKey' | 'keywords'>;

/**
 * The palette's download commands of a screen's exports, one per format: CSV always, Excel while the
 * `exportToExcel` flag is on, as the screen's buttons offer them. Register them with `useRegisterCommands`.
 */
export function exportCommands(exporter: ExportControl, text: Record<ExportFormat, ExportCommandText>): Command[] {
  return [
    { ...text.csv, group: 'actions', run: () => exporter.run('csv') },
    { ...text.xlsx, group: 'actions', when: () => isEnabled('exportToExcel'), run: () => exporter.run('xlsx') },
  ];
}
