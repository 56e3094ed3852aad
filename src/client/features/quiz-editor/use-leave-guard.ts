// Leaving with changes the server does not have asks first (issue 5),
// through the app's one leave guard (core/leave-guard.ts). The changes are
// on this device anyway; the question is whether to go before they reach
// the server.

import { t } from '../../core/i18n';
import { useLeaveBlocker } from '../../core/use-leave-blocker';
import type { EditorSession, SavePhase } from './editor-session';

const UNSAVED: ReadonlySet<SavePhase> = new Set(['dirty', 'saving', 'localOnly', 'error', 'offline', 'conflict', 'confirmGrades', 'gradesHeld']);

export function useLeaveGuard(session: EditorSession): void {
  const unsaved = () => UNSAVED.has(session.status$.phase.peek());
  const message = () => t('quizEditor.leave.message');
  useLeaveBlocker({
    unsaved,
    question: () => ({
      title: t('quizEditor.leave.title'),
      message: message(),
      confirmLabel: t('quizEditor.leave.confirm'),
      cancelLabel: t('quizEditor.leave.stay'),
      danger: true,
      // The autosave goes on while the question is open: once everything is saved there is nothing left to ask
      // about, so the teacher goes where they were going (as from the grid).
      live: { watch: (changed) => session.status$.phase.onChange(changed), message, settled: () => (unsaved() ? null : true) },
    }),
  });
}
