// One open editor: the document observable (what the teacher typed; each
// control reads its own slice, so typing in one question re-renders that
// input alone), the editor machine, and what views derive from both — the
// save status, the field messages, a settled copy of the document for the
// previews and the distribution check. Sessions outlive a remount of the
// screen: when a new test is first saved, the URL moves to its edit address
// and the same session (document, caret, machine) carries on there.
import { batch, type Observable, observable } from '@legendapp/state';
import { createActor } from 'xstate';
import type { PointsFixed } from '../../../domain/api/quizzes';
import type { GradeImpact } from '../../../domain/grade-impact';
import { emptyQuiz } from '../../../domain/quiz/factory';
import { quizDocumentSchema } from '../../../domain/quiz/schema';
import type { QuizDocument } from '../../../domain/quiz/types';
import { validate } from '../../../domain/validation';
import { config } from '../../core/config';
import { onDataOwnerChange } from '../../core/data-owner';
import { getLanguage } from '../../core/i18n';
import { fetchRecord, quizRecordQuery } from '../../core/records.cache';
import { type PendingSaveOutcome, registerPendingWork } from '../../core/sign-out-state';
import { prepareSignOutOnFirstInteraction } from '../../ui/sign-out-prefetch';
import type { QuizView } from '../quizzes';
import { type DraftStore, type FoundDraft, localDrafts } from './draft-storage';
import { makeId, parentPaths, type QuizDraft, toDocument } from './quiz-draft';
import { type Problem, type QuizEditorActor, quizEditorMachine, syncOf } from './quiz-editor.machine';
import { type SavePhase, saveError, savePhase } from './save-phase';

export type { SavePhase } from './save-phase';

export interface EditorStatus {
  phase: SavePhase;
  quizId: string | null;
  /** Problems that keep the document on this device (the last check, or the server's 400). */
  problems: Record<string, Problem>;
  /** The last load or save failure. */
  error: unknown;
  /** The document came back from this device's copy. */
  restored: boolean;
  /** A conflict about this device's copy (made on an older version), rather than a 409. */
  localConflict: boolean;
  /** While the teacher is asked: what the save would do to grades already entered. */
  gradeImpact: GradeImpact | null;
  /** Double correction fixed the test's points and ex-officio points: those fields are read-only. */
  pointsFixed: PointsFixed | null;
  /** Point changes of this device's copy were set aside on opening, as the points are fixed. */
  pointsDropped: boolean;
  /** A new test: the other unsaved new tests on this device (tabs closed, or set aside), to open or discard. */
  offered: FoundDraft[];
  /** A saved test: copies from other tabs that changed the same things as the one restored, left on this device. */
  left: number;
}

export interface EditorUi {
  /** The question the keyboard commands act on (the one holding focus, or last focused). */
  activeQuestionId: string | null;
  /** Field messages for every field (after Save now), not only those the teacher has left. */
  showAll: boolean;
  /** Paths left after an edit (and their parents), whose messages show. */
  touched: Record<string, true>;
}

export interface EditorSession {
  readonly doc$: Observable<QuizDraft>;
  readonly status$: Observable<EditorStatus>;
  /** Field path -> message, from the schema on the settled document and the server's 400. */
  readonly errors$: Observable<Record<string, Problem>>;
  /** The document with numbers read, settled a moment after typing stops (previews, distribution). */
  readonly settled$: Observable<QuizDocument>;
  readonly ui$: Observable<EditorUi>;
  /** A new test's classes (from a classroom's "create a quiz for the class"), assigned by its first save. */
  readonly assignTo$: Observable<string[]>;
  readonly actor: QuizEditorActor;
  /** Registered under the quiz id once the server has the test. */
  key: string;
  dispose(): void;
}

export interface SessionOptions {
  quizId: string | null;
  machine?: typeof quizEditorMachine;
  drafts?: DraftStore;
  /** How long after the last keystroke the previews and messages catch up. */
  settleMs?: number;
}

export function createEditorSession(options: SessionOptions): EditorSession {
  const settleMs = options.settleMs ?? 250;
  // A new test is printed in the language it is written from, until the teacher chooses another.
  const initial = { ...emptyQuiz({ timeLimit: config.quiz.timeLimit, basePoints: config.limits.typicalBonusPoints }, makeId), language: getLanguage() };
  const doc$ = observable<QuizDraft>(initial);
  const settled$ = observable<QuizDocument>(toDocument(initial));
  const errors$ = observable<Record<string, Problem>>({});
  const ui$ = observable<EditorUi>({ activeQuestionId: null, showAll: false, touched: {} });
  const assignTo$ = observable<string[]>([]);
  const status$ = observable<EditorStatus>({
    phase: 'loading',
    quizId: options.quizId,
    problems: {},
    error: null,
    restored: false,
    localConflict: false,
    gradeImpact: null,
    pointsFixed: null,
    pointsDropped: false,
    offered: [],
    left: 0,
  });

  let applying = false;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    clearTimeout(settleTimer);
    settleTimer = undefined;
    const draft = doc$.peek();
    const result = validate(quizDocumentSchema, draft);
    const server = status$.problems.peek();
    const fields: Record<string, Problem> = {};
    // The server's messages stand until the schema has something to say about the same field.
    for (const [path, message] of Object.entries(server)) if (typeof message === 'string') fields[path] = message;
    if (!result.ok) Object.assign(fields, result.fields);
    batch(() => {
      settled$.set(toDocument(draft));
      errors$.set(fields);
    });
  };

  const machine = options.machine ?? quizEditorMachine;
  const actor = createActor(machine, {
    input: { quizId: options.quizId, readDocument: () => doc$.peek(), readClassroomIds: () => assignTo$.peek(), drafts: options.drafts ?? localDrafts },
  });

  actor.on('document.replace', ({ document }) => {
    applying = true;
    try {
      doc$.set(structuredClone(document));
    } finally {
      applying = false;
    }
    settle();
  });

  const stopWatching = doc$.onChange(() => {
    if (applying) return;
    actor.send({ type: 'document.change' });
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settle, settleMs);
  });

  const update = () => {
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    const current = status$.peek();
    const phase = savePhase(snapshot);
    const error = saveError(snapshot);
    // Read before the batch: setting the status changes `current` in place.
    const problemsChanged = current.problems !== context.problems;
    batch(() => {
      if (current.phase !== phase) status$.phase.set(phase);
      if (current.quizId !== context.quizId) status$.quizId.set(context.quizId);
      if (problemsChanged) status$.problems.set(context.problems);
      if (current.error !== error) status$.error.set(error);
      if (current.restored !== context.restored) status$.restored.set(context.restored);
      const localConflict = phase === 'conflict' && context.localDraft !== null;
      if (current.localConflict !== localConflict) status$.localConflict.set(localConflict);
      const gradeImpact = phase === 'confirmGrades' ? (context.gradeImpact?.impact ?? null) : null;
      if (current.gradeImpact !== gradeImpact) status$.gradeImpact.set(gradeImpact);
      if (current.pointsFixed !== context.pointsFixed) status$.pointsFixed.set(context.pointsFixed);
      if (current.pointsDropped !== context.pointsDropped) status$.pointsDropped.set(context.pointsDropped);
      if (current.offered !== context.offered) status$.offered.set(context.offered);
      if (current.left !== context.left) status$.left.set(context.left);
    });
    // A check that found problems (or the server's 400) shows them at once.
    if (problemsChanged) settle();
  };
  // The phase comes from the editor and its autosave engine: either moving updates it.
  const subscription = actor.subscribe(update);

  actor.start();
  const syncSubscription = syncOf(actor.getSnapshot())?.subscribe(update);
  update();

  // Sign-out saves first (core/sign-out): a waiting autosave goes now, and whatever the server did not
  // take stays in this device's copy, marked unsaved, for sign-out to count.
  const drafts = options.drafts ?? localDrafts;
  const waiting = new Set<() => void>();
  const saveForSignOut = () =>
    new Promise<PendingSaveOutcome>((resolve) => {
      let done = false;
      let stop = () => {};
      const finish = () => {
        if (done) return;
        done = true;
        stop();
        waiting.delete(finish);
        drafts.flush();
        // A quiz with problems is kept on this computer only: it was never sent, nothing failed. Checked here
        // rather than read from the phase, which may not show the engine's check yet.
        const held = actor.getSnapshot().context.localDraft ?? doc$.peek();
        resolve(validate(quizDocumentSchema, held).ok ? 'attempted' : 'incomplete');
      };
      const step = (phase: SavePhase) => {
        if (done) return;
        if (phase === 'dirty') actor.send({ type: 'save.now' });
        // Only a save on its way is worth the wait; a test still loading holds nothing new (its copy is stored).
        else if (phase !== 'saving') finish();
      };
      waiting.add(finish);
      stop = status$.phase.onChange(({ value }) => step(value));
      step(status$.phase.peek());
    });
  const unregister = registerPendingWork({ save: saveForSignOut });
  prepareSignOutOnFirstInteraction();

  // Back in this window, the editor reads the test again: a double correction may have fixed its points
  // meanwhile (issue 17: an evaluator's first mark, elsewhere), and the teacher learns it before saving.
  const readAgain = () => {
    const { quizId } = actor.getSnapshot().context;
    if (quizId && actor.getSnapshot().hasTag('editing'))
      fetchRecord(quizRecordQuery<QuizView>(quizId), true).then(
        (quiz) => actor.send({ type: 'quiz.read', quiz }),
        () => {}, // Unread (offline): the next return, or the next save's answer, tells.
      );
  };
  window.addEventListener('focus', readAgain);

  return {
    doc$,
    status$,
    errors$,
    settled$,
    ui$,
    assignTo$,
    actor,
    key: options.quizId ?? 'new',
    dispose() {
      clearTimeout(settleTimer);
      window.removeEventListener('focus', readAgain);
      unregister();
      stopWatching();
      subscription.unsubscribe();
      syncSubscription?.unsubscribe();
      drafts.flush();
      actor.stop();
      // A sign-out waiting on this editor hears that it closed (its copy is flushed).
      for (const finish of [...waiting]) finish();
    },
  };
}

/** Marks a field as left by the teacher, so its message (and its parents') may show. */
export function touch(session: EditorSession, path: string): void {
  const touched = session.ui$.touched.peek();
  const paths = [path, ...parentPaths(path)].filter((p) => !touched[p]);
  if (paths.length === 0) return;
  batch(() => {
    for (const p of paths) session.ui$.touched[p]!.set(true);
  });
}

// ---------------------------------------------------------------- sessions kept across a remount

const live = new Map<string, { session: EditorSession; users: number; disposeTimer?: ReturnType<typeof setTimeout> }>();

/**
 * The session for a quiz (or a new test): the one already open for it if a
 * screen still holds it or has just let it go, else a new one.
 */
export function acquireSession(quizId: string | null, create: () => EditorSession = () => createEditorSession({ quizId })): EditorSession {
  const existing = live.get(quizId ?? 'new');
  if (existing) return existing.session;
  const session = create();
  live.set(session.key, { session, users: 0 });
  return session;
}

/** How long a session opened ahead waits for its screen before it closes (a redirect, a teacher gone elsewhere). */
export const OPENED_AHEAD_MS = 10_000;

/**
 * Opens a test's session (a saved test's, or a new test's: null) before its screen renders (the route loader,
 * once the editor's code is in and a token held): its machine reads this device's copies and the test while the page still starts, so
 * the screen's first render is the form, not "Loading" followed by a second render (and a layout between)
 * once the machine got there. Closed again if no screen has taken it up within OPENED_AHEAD_MS, or at once
 * when the tab changes hands (a sign-out): the next teacher never takes up the last one's test.
 */
export function openSessionAhead(quizId: string | null): void {
  if (live.has(quizId ?? 'new')) return;
  const session = acquireSession(quizId);
  let stopListening = () => {};
  const closeIfUntaken = () => {
    stopListening();
    clearTimeout(timer);
    if (live.get(session.key)?.session === session && live.get(session.key)?.users === 0) closeSession(session);
  };
  const timer = setTimeout(closeIfUntaken, OPENED_AHEAD_MS);
  stopListening = onDataOwnerChange(closeIfUntaken);
}

export function retainSession(session: EditorSession): void {
  const entry = live.get(session.key);
  if (!entry) return;
  clearTimeout(entry.disposeTimer);
  entry.users += 1;
}

/** Lets go of a session; it closes unless a screen takes it up in the same moment (a remount, the move to the edit URL). */
export function releaseSession(session: EditorSession): void {
  const entry = live.get(session.key);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.disposeTimer = setTimeout(() => {
    if (entry.users > 0) return;
    const close = () => {
      if (entry.users > 0) return;
      if (live.get(session.key) === entry) live.delete(session.key);
      session.dispose();
    };
    if (session.status$.phase.peek() !== 'saving') return close();
    // A save on its way is let finish: its answer (the new version, a new test's id) must land in this device's copy.
    const stop = session.status$.phase.onChange(({ value }) => {
      if (value === 'saving') return;
      stop();
      close();
    });
  }, 0);
}

/** The session now belongs to the quiz the server created. */
export function rekeySession(session: EditorSession, quizId: string): void {
  const entry = live.get(session.key);
  live.delete(session.key);
  session.key = quizId;
  if (entry) live.set(quizId, entry);
}

/** Closes a session now, whoever holds it (starting a new test over). */
export function closeSession(session: EditorSession): void {
  const entry = live.get(session.key);
  if (entry?.session === session) {
    clearTimeout(entry.disposeTimer);
    live.delete(session.key);
  }
  session.dispose();
}

/** Tests: close every session. */
export function closeAllSessions(): void {
  for (const { session, disposeTimer } of live.values()) {
    clearTimeout(disposeTimer);
    session.dispose();
  }
  live.clear();
}
