// Autosave of the grade grid (SPEC 9: 2000 ms after the last change). The
// machine only decides when to save; the grade book (its queue) holds the
// rows. An edit restarts the wait; the dirty rows then go in one POST with
// their base versions. A failure that may pass (no network, 429, 5xx) is
// retried with the SPEC 8 backoff (3 attempts, 1 s doubling, capped at 30 s,
// jitter); after that the machine waits offline and keeps probing with the
// capped backoff, and saves at once when the browser says it is online
// again. Typing never waits for any of it. Views read tags: saved, dirty,
// saving, retrying, offline, error.
import { assign, fromCallback, setup } from 'xstate';
import { config } from '../../../core/config';
import { ApiError } from '../../../core/http';
import { backoffDelay, isRetryable } from '../../../core/retry';
import { saveGradesActor } from '../grading.api';
import type { GradeBatch, SaveOutcome } from '../grading.types';

/** What the machine needs from the rows it saves (GradeBook implements it). */
export interface SyncQueue {
  hasSendable(): boolean;
  takeBatch(): GradeBatch | null;
  settle(batch: GradeBatch, outcome: SaveOutcome): void;
}

export interface SyncInput {
  quizId: string;
  queue: SyncQueue;
  /** navigator.onLine unless a test says otherwise. */
  isOnline?: () => boolean;
}

export interface SyncContext {
  quizId: string;
  queue: SyncQueue;
  isOnline: () => boolean;
  /** The batch being sent. */
  batch: GradeBatch | null;
  /** Failed attempts in the current streak (0 after a success). */
  attempt: number;
  error: unknown;
  /** The teacher pressed Save: the success is worth a toast. */
  explicit: boolean;
}

export type SyncEvent =
  | { type: 'grade.commit' }
  | { type: 'sync.now' }
  | { type: 'sync.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export type SyncTag = 'saved' | 'dirty' | 'saving' | 'retrying' | 'offline' | 'error';

const isNetworkFailure = (error: unknown) => (error instanceof ApiError ? error.type === 'network' : error instanceof TypeError);

export const syncMachine = setup({
  types: { context: {} as SyncContext, events: {} as SyncEvent, input: {} as SyncInput, tags: {} as SyncTag },
  actors: {
    saveGrades: saveGradesActor,
    /** Tells the machine when the browser goes on- or offline. */
    networkStatus: fromCallback<SyncEvent>(({ sendBack }) => {
      if (typeof window === 'undefined') return undefined;
      const online = () => sendBack({ type: 'network.online' });
      const offline = () => sendBack({ type: 'network.offline' });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    }),
  },
  delays: {
    autosave: config.ui.autosaveDelayMs,
    // After failed attempt n: base * 2^(n-1), capped, with jitter; the probe keeps growing to the cap.
    retry: ({ context }) => backoffDelay(context.attempt),
  },
  guards: {
    hasSendable: ({ context }) => context.queue.hasSendable(),
    hasBatch: ({ context }) => context.batch !== null,
    canRetry: ({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return isRetryable(error) && context.attempt + 1 < config.retry.attempts && !(isNetworkFailure(error) && !context.isOnline());
    },
    wentOffline: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
    mayPass: ({ event }) => isRetryable((event as { error?: unknown }).error),
  },
  actions: {
    takeBatch: assign({ batch: ({ context }) => context.queue.takeBatch() }),
    settle: ({ context, event }) => {
      const output = (event as { output?: SaveOutcome }).output;
      if (context.batch && output) context.queue.settle(context.batch, output);
    },
    recordFailure: assign({ attempt: ({ context }) => context.attempt + 1, error: ({ event }) => (event as { error?: unknown }).error, batch: null }),
    resetAttempts: assign({ attempt: 0, error: null, batch: null }),
    markExplicit: assign({ explicit: true }),
    clearExplicit: assign({ explicit: false }),
    // The screen provides these (a toast); the machine stays free of UI.
    notifySaved: () => {},
    notifyFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'gradeSync',
  context: ({ input }) => ({
    quizId: input.quizId,
    queue: input.queue,
    isOnline: input.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false)),
    batch: null,
    attempt: 0,
    error: null,
    explicit: false,
  }),
  invoke: { src: 'networkStatus' },
  initial: 'idle',
  states: {
    idle: {
      tags: ['saved'],
      on: {
        'grade.commit': { guard: 'hasSendable', target: 'dirty' },
        'sync.now': { target: 'preparing', actions: 'markExplicit' },
      },
    },
    dirty: {
      tags: ['dirty'],
      after: { autosave: 'preparing' },
      on: {
        // Every edit restarts the wait: saving happens when the typing pauses.
        'grade.commit': [{ guard: 'hasSendable', target: 'dirty', reenter: true }, { target: 'idle' }],
        'sync.now': { target: 'preparing', actions: 'markExplicit' },
      },
    },
    preparing: {
      entry: 'takeBatch',
      always: [{ guard: 'hasBatch', target: 'saving' }, { target: 'idle', actions: ['resetAttempts', 'clearExplicit'] }],
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveGrades',
        input: ({ context }) => ({ quizId: context.quizId, batch: context.batch ?? { rows: [] } }),
        onDone: { target: 'settled', actions: ['settle', 'resetAttempts'] },
        onError: [
          { guard: 'canRetry', target: 'retrying', actions: 'recordFailure' },
          { guard: 'wentOffline', target: 'offline', actions: ['recordFailure', 'clearExplicit'] },
          { target: 'failed', actions: ['recordFailure', 'clearExplicit', { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
      // Edits made meanwhile stay in the book; `settled` sees them.
      on: { 'sync.now': { actions: 'markExplicit' } },
    },
    settled: {
      always: [
        { guard: 'hasSendable', target: 'dirty', actions: 'clearExplicit' },
        { target: 'idle', actions: [{ type: 'notifySaved' }, 'clearExplicit'], guard: ({ context }) => context.explicit },
        { target: 'idle' },
      ],
    },
    retrying: {
      tags: ['saving', 'retrying'],
      after: { retry: 'preparing' },
      on: { 'sync.now': { target: 'preparing', actions: 'markExplicit' }, 'sync.retry': 'preparing', 'network.offline': 'offline' },
    },
    offline: {
      tags: ['offline'],
      // Keep probing (a blocked route never fires 'online'), with the backoff capped at 30 s.
      after: { retry: 'preparing' },
      on: {
        'network.online': 'preparing',
        'sync.now': { target: 'preparing', actions: 'markExplicit' },
        'sync.retry': 'preparing',
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'sync.retry': 'preparing',
        'sync.now': { target: 'preparing', actions: 'markExplicit' },
        'network.online': 'preparing',
        'grade.commit': { guard: 'hasSendable', target: 'dirty' },
      },
      // A server error may pass: probe like offline. A refusal (404, 403) waits for the teacher.
      initial: 'waiting',
      states: {
        waiting: { always: { guard: ({ context }) => isRetryable(context.error), target: 'probing' } },
        probing: { after: { retry: '#gradeSync.preparing' } },
      },
    },
  },
});

export type SyncMachine = typeof syncMachine;
