import { useT } from '../../../core/i18n';
import type { GradingSession } from '../sync/grading-session';
import { useSyncStatus } from '../sync/use-sync-status';

const DOT: Record<string, string> = {
  saved: 'bg-emerald-500',
  dirty: 'bg-amber-500',
  saving: 'bg-primary-500 animate-pulse',
  retrying: 'bg-primary-500 animate-pulse',
  offline: 'bg-slate-500',
  error: 'bg-red-600',
};

/** Always on screen: saved / saving / offline with n unsaved / error with a retry. */
export function SyncStatus({ session }: { session: GradingSession }) {
  const t = useT();
  const { state, unsaved, conflicts } = useSyncStatus(session);
  let text: string;
  if (state === 'saving') text = t('grading.status.saving');
  else if (state === 'retrying') text = t('grading.status.retrying', { n: unsaved });
  else if (state === 'offline') text = t('grading.status.offline', { n: unsaved });
  else if (state === 'error') text = t('grading.status.error', { n: unsaved });
  else if (unsaved > 0) text = t('grading.status.unsaved', { n: unsaved });
  else text = t('grading.status.saved');
  return (
    // basis-64 grow: beside the toolbar's buttons whenever 16rem is left for it, a long message (offline, in
    // Romanian) wraps within its own place instead of pushing the buttons, and the grid under them, a line down.
    // The toolbar first folds its secondary actions for it (use-one-line-fold measures the text unwrapped).
    <div className="flex min-h-11 basis-64 grow items-center gap-2 text-sm" data-sync-state={state}>
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${DOT[state] ?? DOT.saved}`} />
      <span
        role="status"
        aria-live="polite"
        data-wraps
        className={state === 'error' ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-200'}
      >
        {text}
        {conflicts > 0 && <span className="ml-2 font-medium text-violet-700 dark:text-violet-300">{t('grading.status.conflicts', { n: conflicts })}</span>}
      </span>
      {(state === 'error' || state === 'offline') && (
        <button type="button" className="link text-sm" onClick={() => session.sync.send({ type: 'sync.retry' })}>
          {t('grading.actions.retry')}
        </button>
      )}
    </div>
  );
}
