// Leaving the grid with unsaved marks asks first, through the app's one
// leave guard (core/leave-guard.ts): links, the palette, shortcuts and the
// back button, and the browser's own prompt on closing the tab. The marks
// are kept on this computer either way (pending-edits), so the question is
// about the teacher's expectations, not about data.
import { t } from '../../../core/i18n';
import { useLeaveBlocker } from '../../../core/use-leave-blocker';
import type { GradingSession } from '../sync/grading-session';

/** Calls back when the unsaved count or the save in flight changes; returns how to stop. */
export function watchUnsaved(session: GradingSession, changed: () => void): () => void {
  const stopCount = session.book.unsaved$.onChange(changed);
  const saving = session.sync.subscribe(changed);
  return () => {
    stopCount();
    saving.unsubscribe();
  };
}

export function useLeaveGuard(session: GradingSession): void {
  const message = () => t('grading.leave.message', { n: session.book.unsaved$.peek() });
  useLeaveBlocker({
    // What is typed in the open cell joins the queue before the question.
    flush: () => session.flushWithDraft(),
    unsaved: () => session.hasUnsaved(),
    question: () => ({
      title: t('grading.leave.title'),
      message: message(),
      confirmLabel: t('grading.leave.confirm'),
      cancelLabel: t('grading.leave.stay'),
      // The autosave goes on while the question is open: its count follows, and once everything is saved there
      // is nothing left to ask about, so the teacher goes where they were going.
      live: { watch: (changed) => watchUnsaved(session, changed), message, settled: () => (session.hasUnsaved() ? null : true) },
    }),
  });
}
