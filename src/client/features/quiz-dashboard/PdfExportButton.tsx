import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { BusyButton } from '../../ui/BusyButton';
import { usePdfExport } from './use-pdf-export';

/** 'Export PDF' with its progress (preparing, then page n of m) announced as it goes. */
export function PdfExportButton({ quizId, classroomId }: { quizId: string; classroomId: string }) {
  const t = useT();
  const { state, run } = usePdfExport(quizId, classroomId);
  const busy = state.status !== 'idle';
  // On every tab of the dashboard (Enter Grades, Question Analysis, Quiz Report), as the button is.
  useRegisterCommands(
    [
      {
        id: 'quiz.pdf',
        labelKey: 'quizDashboard.pdf.export',
        keywords: ['pdf', 'print', 'download', 'exportă', 'descarcă', 'exportar', 'imprimir'],
        group: 'actions',
        when: () => !busy,
        run: () => void run(),
      },
    ],
    [run],
  );
  const progress =
    state.status === 'preparing'
      ? t('quizDashboard.pdf.preparing')
      : state.status === 'rendering'
        ? state.progress
          ? t('quizDashboard.pdf.page', { page: state.progress.page, pages: state.progress.pages })
          : t('quizDashboard.pdf.rendering')
        : '';
  return (
    <div className="flex items-center gap-3">
      <span role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {progress}
      </span>
      <BusyButton type="button" className="btn-secondary" onClick={() => void run()} busy={busy}>
        {t('quizDashboard.pdf.export')}
      </BusyButton>
    </div>
  );
}
