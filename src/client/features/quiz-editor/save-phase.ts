// Where the editor's save is, for the views: the editor's own tags (open,
// load, the teacher's choices) first, then the autosave engine's.
import { isNetworkFailure } from '../../core/sync.machine';
import { type QuizEditorSnapshot, syncOf } from './quiz-editor.machine';

export type SavePhase =
  | 'loading'
  | 'notFound'
  | 'loadFailed'
  | 'pristine'
  | 'dirty'
  | 'saving'
  | 'saved'
  | 'localOnly'
  | 'error'
  /** No connection: the changes wait on this device and go when it returns (not a failure). */
  | 'offline'
  | 'conflict'
  | 'confirmGrades'
  | 'gradesHeld'
  | 'readOnly';

const EDITOR_PHASES = ['loading', 'notFound', 'loadFailed', 'readOnly', 'conflict', 'confirmGrades', 'gradesHeld', 'saving'] as const;

export function savePhase(snapshot: QuizEditorSnapshot): SavePhase {
  const own = EDITOR_PHASES.find((tag) => snapshot.hasTag(tag));
  if (own) return own;
  const sync = syncOf(snapshot)?.getSnapshot();
  if (!sync) return 'loading';
  // Without a connection nothing failed: the work waits on this device (the grid says the same).
  if (sync.hasTag('offline') || (sync.hasTag('retrying') && isNetworkFailure(sync.context.error))) return 'offline';
  // A save the server failed shows as an error (with Retry) while the engine retries, probes or waits.
  if (sync.hasTag('retrying') || sync.hasTag('error')) return 'error';
  if (sync.hasTag('saving')) return 'saving';
  if (sync.hasTag('dirty')) return 'dirty';
  if (Object.keys(snapshot.context.problems).length > 0) return 'localOnly';
  return snapshot.context.quizId === null ? 'pristine' : 'saved';
}

/** The last failure: the engine's while it shows an error, else the editor's (a load). */
export function saveError(snapshot: QuizEditorSnapshot): unknown {
  const sync = syncOf(snapshot)?.getSnapshot();
  return sync && sync.context.error !== null ? sync.context.error : snapshot.context.error;
}
