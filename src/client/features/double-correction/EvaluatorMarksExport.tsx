// The class's grades with each evaluator's mark beside the final one (the
// export's `evaluators=1`), for those who read the steps: the test's author
// and the school's owner, the export route's own rule. Once reconciled.
import { useState } from 'react';
import { resultPaths } from '../../../domain/api/results';
import { useRegisterCommands } from '../../core/commands';
import { isEnabled } from '../../core/config';
import { downloadExport } from '../../core/download-export';
import { notifyError } from '../../core/errors.store';
import { isAbort } from '../../core/http';
import { useT } from '../../core/i18n';
import { BusyButton } from '../../ui/BusyButton';

type Format = 'csv' | 'xlsx';

export function EvaluatorMarksExport({ quizId, classroomId }: { quizId: string; classroomId: string }) {
  const t = useT();
  const [busy, setBusy] = useState<Format | null>(null);
  const run = async (format: Format) => {
    if (busy) return;
    setBusy(format);
    try {
      await downloadExport({
        path: resultPaths.gradesExport(quizId),
        query: { format, classroomId, evaluators: '1' },
        fallbackName: `${t('doubleCorrection.export.file')}.${format}`,
      });
    } catch (error) {
      if (!isAbort(error)) notifyError(error, { where: 'correction export', format }, t('doubleCorrection.export.failed'));
    } finally {
      setBusy(null);
    }
  };
  const excel = isEnabled('exportToExcel');
  useRegisterCommands(
    [
      { id: 'correction.exportCsv', labelKey: 'doubleCorrection.export.csv', group: 'actions', run: () => void run('csv') },
      ...(excel ? [{ id: 'correction.exportXlsx', labelKey: 'doubleCorrection.export.xlsx', group: 'actions' as const, run: () => void run('xlsx') }] : []),
    ],
    [quizId, classroomId, excel, busy],
  );
  return (
    <div role="group" aria-label={t('doubleCorrection.export.label')} className="flex flex-wrap gap-2">
      <BusyButton type="button" className="btn-secondary" busy={busy === 'csv'} onClick={() => void run('csv')}>
        {t('doubleCorrection.export.csv')}
      </BusyButton>
      {excel && (
        <BusyButton type="button" className="btn-secondary" busy={busy === 'xlsx'} onClick={() => void run('xlsx')}>
          {t('doubleCorrection.export.xlsx')}
        </BusyButton>
      )}
    </div>
  );
}
