import { useSelector } from '@legendapp/state/react';
import { ApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { useSession } from './editor-context';
import type { SavePhase } from './editor-session';

const PHASE_KEYS: Record<SavePhase, string> = {
  loading: 'quizEditor.status.loading',
  notFound: 'quizEditor.status.loading',
  loadFailed: 'quizEditor.status.loading',
  pristine: 'quizEditor.status.pristine',
  dirty: 'quizEditor.status.dirty',
  saving: 'quizEditor.status.saving',
  saved: 'quizEditor.status.saved',
  localOnly: 'quizEditor.status.localOnly',
  error: 'quizEditor.status.error',
  offline: 'quizEditor.status.offline',
  conflict: 'quizEditor.status.conflict',
  confirmGrades: 'quizEditor.gradeImpact.waiting',
  gradesHeld: 'quizEditor.gradeImpact.held',
  readOnly: 'quizEditor.status.readOnly',
};

const DOT: Record<SavePhase, string> = {
  loading: 'bg-slate-400',
  notFound: 'bg-red-600',
  loadFailed: 'bg-red-600',
  pristine: 'bg-slate-400',
  dirty: 'bg-amber-500',
  saving: 'bg-primary-500 animate-pulse',
  saved: 'bg-emerald-600',
  localOnly: 'bg-amber-500',
  error: 'bg-red-600',
  offline: 'bg-amber-500',
  conflict: 'bg-red-600',
  confirmGrades: 'bg-amber-500',
  gradesHeld: 'bg-amber-500',
  readOnly: 'bg-slate-400',
};

export interface SaveStatusProps {
  problemCount: number;
  problemsOpen: boolean;
  onToggleProblems: () => void;
}

/** Where the test is: saved, saving, on this device only (with the problems to fix), or failed (with retry). Always on screen. */
export function SaveStatus({ problemCount, problemsOpen, onToggleProblems }: SaveStatusProps) {
  const t = useT();
  const session = useSession();
  const phase = useSelector(() => session.status$.phase.get());
  const error = useSelector(() => session.status$.error.get());
  const detail = phase === 'error' && error instanceof ApiError ? error.message : null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" data-save-phase={phase} className="m-0 inline-flex items-center gap-2 font-medium text-slate-900 dark:text-white">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${DOT[phase]}`} />
        {t(PHASE_KEYS[phase])}
      </p>
      {detail && <span className="text-red-700 dark:text-red-400">{detail}</span>}
      {phase === 'error' && (
        <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => session.actor.send({ type: 'save.retry' })}>
          {t('quizEditor.status.retry')}
        </button>
      )}
      {phase === 'gradesHeld' && (
        <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => session.actor.send({ type: 'save.now' })}>
          {t('quizEditor.gradeImpact.review')}
        </button>
      )}
      {problemCount > 0 && (phase === 'localOnly' || phase === 'dirty') && (
        <button
          type="button"
          aria-expanded={problemsOpen}
          aria-controls="qe-problems"
          className="link border-0 bg-transparent p-0 text-sm"
          onClick={onToggleProblems}
        >
          {t('quizEditor.status.problems', { count: problemCount })}
        </button>
      )}
    </div>
  );
}
