import { useSelector } from '@legendapp/state/react';
import { useState } from 'react';
import { confirm } from '../../../core/dialog.store';
import { notifyError } from '../../../core/errors.store';
import { useT } from '../../../core/i18n';
import { toast } from '../../../core/toasts.store';
import type { GradingSession } from '../sync/grading-session';
import { SyncStatus } from './SyncStatus';

export interface GradingToolbarProps {
  session: GradingSession;
  onGoToPupil: () => void;
}

/** SPEC 2's Save, Reset, Refresh and Delete all, the status, and the grid's mouse-friendly actions. */
export function GradingToolbar({ session, onGoToPupil }: GradingToolbarProps) {
  const t = useT();
  const [busy, setBusy] = useState<'refresh' | 'delete' | null>(null);
  const canUndo = useSelector(() => session.controller.history$.canUndo.get());
  const canRedo = useSelector(() => session.controller.history$.canRedo.get());
  const unsaved = useSelector(() => session.book.unsaved$.get());
  const hasRules = session.data.quiz.sections.some((section) => section.questions.some((question) => question.rules.length > 0));
  const rulesShown = useSelector(() => {
    session.controller.layout$.get();
    return session.expandedRules().size > 0;
  });

  async function reset() {
    const ok = await confirm({
      title: t('grading.reset.title'),
      message: t('grading.reset.message', { n: unsaved }),
      confirmLabel: t('grading.reset.confirm'),
      danger: true,
    });
    if (ok) session.book.discardLocal();
  }

  async function refresh() {
    setBusy('refresh');
    try {
      await session.refresh();
    } catch (error) {
      notifyError(error, { where: 'grade-grid.refresh', quizId: session.quizId });
    } finally {
      setBusy(null);
    }
  }

  async function deleteAll() {
    const ok = await confirm({
      title: t('grading.deleteAll.title'),
      message: t('grading.deleteAll.message'),
      confirmLabel: t('grading.deleteAll.confirm'),
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      await session.deleteAll();
      toast.success(t('grading.toast.deleted'));
    } catch (error) {
      notifyError(error, { where: 'grade-grid.deleteAll', quizId: session.quizId }, t('grading.toast.deleteFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <SyncStatus session={session} />
      <div role="toolbar" aria-label={t('grading.toolbar')} className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-primary" onClick={() => session.sync.send({ type: 'sync.now' })}>
          {t('grading.actions.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void reset()} disabled={unsaved === 0}>
          {t('grading.actions.reset')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void refresh()} disabled={busy !== null} aria-busy={busy === 'refresh'}>
          {t('grading.actions.refresh')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => session.controller.undo()} disabled={!canUndo}>
          {t('grading.actions.undo')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => session.controller.redo()} disabled={!canRedo}>
          {t('grading.actions.redo')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => session.controller.fillFullMarks()}>
          {t('grading.commands.fillFullMarks')}
        </button>
        <button type="button" className="btn-secondary" onClick={onGoToPupil}>
          {t('grading.commands.goToPupil')}
        </button>
        {hasRules && (
          <button type="button" className="btn-secondary" aria-pressed={rulesShown} onClick={() => session.toggleRules()}>
            {t('grading.rules.toggle')}
          </button>
        )}
        <button
          type="button"
          className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950"
          onClick={() => void deleteAll()}
          disabled={busy !== null}
        >
          {t('grading.actions.deleteAll')}
        </button>
      </div>
    </div>
  );
}
