// Leaving the grid with unsaved marks asks first, through the app's one
// leave guard (core/leave-guard.ts): links, the palette, shortcuts and the
// back button, and the browser's own prompt on closing the tab. The marks
// are kept on this computer either way (pending-edits), so the question is
// about the teacher's expectations, not about data.
import { t } from '../../../core/i18n';
import { useLeaveBlocker } from '../../../core/use-leave-blocker';
import type { GradingSession } from '../sync/grading-session';

export function useLeaveGuard(session: GradingSession): void {
  useLeaveBlocker({
    // What is typed in the open cell joins the queue before the question.
    flush: () => session.flushWithDraft(),
    unsaved: () => session.hasUnsaved(),
    question: () => ({
      title: t('grading.leave.title'),
      message: t('grading.leave.message', { n: session.book.unsaved$.peek() }),
      confirmLabel: t('grading.leave.confirm'),
      cancelLabel: t('grading.leave.stay'),
    }),
  });
}
