import { useSelector } from '@legendapp/state/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../../core/i18n';
import { Alert } from '../../../ui/Alert';
import { Loading } from '../../../ui/Loading';
import { useLazyModule } from '../../../ui/use-lazy-module';
import type { GradeSource } from '../sync/grade-source';
import { classGrades, GradingSession } from '../sync/grading-session';
import { GradeGrid } from './GradeGrid';
import { GradingToolbar } from './GradingToolbar';
import { GridAnnouncer } from './GridAnnouncer';
import { KeyboardHelp } from './KeyboardHelp';
import { PasteSummary } from './PasteSummary';
import { useGridCommands } from './use-grid-commands';
import { useLeaveGuard } from './use-leave-guard';

/** cmdk (~18 KB gzip with its Radix parts) loads on the first 'Go to pupil…', not with the grid (issue 15's 130 KB per screen). */
const loadGoToPupilDialog = () => import('./GoToPupilDialog');
// Shown only after a 409: its code loads then, not with the grid.
const loadConflictPanel = () => import('./ConflictPanel');

export interface GradingWorkspaceProps {
  quizId: string;
  classroomId: string;
  /** The grid's accessible name (the quiz and the class). */
  label?: string;
  /** Where the marks live: the class's grades unless given (a double-correction evaluator's own correction). Keep it stable across renders. */
  source?: GradeSource;
  /** Nothing can be changed (a correction already submitted). */
  readOnly?: boolean;
}

type State = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; session: GradingSession };

/** The grade entry of one quiz in one classroom: the grid, its autosave and its actions. */
export function GradingWorkspace({ quizId, classroomId, label, source, readOnly }: GradingWorkspaceProps) {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is bumped by Retry to load again
  useEffect(() => {
    let current = true;
    let session: GradingSession | null = null;
    setState({ status: 'loading' });
    const from = source ?? classGrades(quizId, classroomId);
    from.load().then(
      (data) => {
        if (!current) return;
        const opened = new GradingSession(quizId, classroomId, data, undefined, from, readOnly || undefined);
        session = opened;
        opened.start();
        // The grid's first commit is synchronous, so React runs its effects in the same task (the cells'
        // subscriptions, the focus on open) before the browser paints it or delivers an event: a click or
        // a digit in between went to a grid that could not follow it yet (a CI failure; slow laptops).
        flushSync(() => setState({ status: 'ready', session: opened }));
      },
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
      session?.dispose();
    };
  }, [quizId, classroomId, source, readOnly, attempt]);

  if (state.status === 'loading') return <Loading variant="minimal" message={t('grading.loading')} />;
  if (state.status === 'failed') {
    return (
      <Alert tone="error" title={t('grading.loadFailed')}>
        <button type="button" className="link" onClick={() => setAttempt((n) => n + 1)}>
          {t('grading.actions.retry')}
        </button>
      </Alert>
    );
  }
  return <ReadyWorkspace session={state.session} label={label ?? state.session.data.quiz.title} onReload={() => setAttempt((n) => n + 1)} />;
}

/**
 * Rows typed at the last visit and never saved: said while they are being saved, then gone for good. A row the
 * server refused or answered with a conflict is not "being saved": the cell and the conflict panel say what to do.
 */
function RestoredNotice({ session }: { session: GradingSession }) {
  const t = useT();
  const unsaved = useSelector(() => session.book.unsaved$.get());
  const held = useSelector(() => Object.keys(session.book.conflicts$.get()).length + Object.keys(session.book.cellErrors$.get()).length);
  const [shown, setShown] = useState(true);
  if (shown && (!unsaved || held > 0)) setShown(false);
  return shown && <Alert tone="info">{t('grading.restored', { n: session.restored })}</Alert>;
}

/** The test was edited since the grid opened: its columns may show old points. Opening it again keeps the unsaved marks. */
function QuizChangedNotice({ session, onReload }: { session: GradingSession; onReload: () => void }) {
  const t = useT();
  const changed = useSelector(() => session.quizChanged$.get());
  if (!changed) return null;
  return (
    <Alert tone="info" title={t('grading.quizChanged.title')}>
      <p className="m-0">{t('grading.quizChanged.body')}</p>
      <button type="button" className="btn-secondary mt-2" onClick={onReload}>
        {t('grading.quizChanged.reload')}
      </button>
    </Alert>
  );
}

/** Rows someone else saved meanwhile, for the teacher to decide: the panel's chunk loads with the first of them. */
function Conflicts({ session }: { session: GradingSession }) {
  const any = useSelector(() => Object.keys(session.book.conflicts$.get() ?? {}).length > 0);
  const panel = useLazyModule(loadConflictPanel, any);
  return any && panel ? <panel.ConflictPanel session={session} /> : null;
}

function ReadyWorkspace({ session, label, onReload }: { session: GradingSession; label: string; onReload: () => void }) {
  const t = useT();
  const [goToPupil, setGoToPupil] = useState(false);
  const goToPupilDialog = useLazyModule(loadGoToPupilDialog, goToPupil);
  const keys = useGridCommands(session, () => setGoToPupil(true));
  useLeaveGuard(session);
  const { data } = session;
  return (
    <div className="flex flex-col gap-4">
      <GradingToolbar session={session} onGoToPupil={() => setGoToPupil(true)} />
      {session.readOnly && <Alert tone="info">{t(data.doubleCorrected ? 'grading.doubleCorrected' : 'grading.refused.readOnlyTest')}</Alert>}
      {data.rosterFailed && <Alert tone="error">{t('grading.rosterFailed')}</Alert>}
      {session.restored > 0 && <RestoredNotice session={session} />}
      <QuizChangedNotice session={session} onReload={onReload} />
      <Conflicts session={session} />
      <PasteSummary session={session} />
      {data.pupils.length === 0 ? (
        <Alert tone="info" title={t('grading.empty.title')}>
          {t('grading.empty.description')}
        </Alert>
      ) : (
        <GradeGrid session={session} label={label} />
      )}
      <GridAnnouncer controller={session.controller} />
      <KeyboardHelp keys={keys} />
      {goToPupil && goToPupilDialog && <goToPupilDialog.GoToPupilDialog session={session} onClose={() => setGoToPupil(false)} />}
    </div>
  );
}
