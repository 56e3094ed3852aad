// THE autosave engine (DESIGN 4), for the grade grid and the quiz editor.
// It decides only when to save; its user holds the data and says three
// things: is something waiting to be sent (hasSendable / takeBatch), how a
// batch is sent (the `send` actor, swapped with provide() in tests), and what
// an answer means (settle, which returns true when the answer needs the
// user: a conflict, a refused document, a grade-impact question).
//
// A change restarts the wait (SPEC 9: 2000 ms after the last one); then one
// batch goes out. A failure that may pass (no network, 429, 5xx) is retried
// with the SPEC 8 backoff (3 attempts, 1 s doubling, capped at 30 s,
// jitter); after that it waits offline and keeps probing with the capped
// backoff, and sends at once when the browser says it is online again. An
// answer that needs the user holds the engine until `sync.retry`/`sync.now`
// (send again) or `sync.release` (carry on without sending). Typing never
// waits for any of it. Views read tags: saved, dirty, saving, retrying,
// offline, error, held.
import { type ActorRefFrom, assign, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { config } from './config';
import { ApiError } from './http';
import { backoffDelay, isRetryable } from './retry';

/** What the engine needs from the data it saves. */
export interface SyncQueue<Batch, Outcome> {
  /** Something is waiting to be sent (a change since the last save, not held back). */
  hasSendable(): boolean;
  /** What to send now; null when there is nothing (or nothing that may go). */
  takeBatch(): Batch | null;
  /** Applies the server's answer; `true` holds the engine for the user (a settle that returns nothing never holds). */
  settle(batch: Batch, outcome: Outcome): unknown;
}

export interface SyncInput<Batch, Outcome> {
  queue: SyncQueue<Batch, Outcome>;
  /** navigator.onLine unless a test says otherwise. */
  isOnline?: () => boolean;
}

export interface SyncContext<Batch, Outcome> {
  queue: SyncQueue<Batch, Outcome>;
  isOnline: () => boolean;
  /** The batch being sent. */
  batch: Batch | null;
  /** The last answer held the engine for the user. */
  held: boolean;
  /** Failed attempts in the current streak (0 after a success). */
  attempt: number;
  error: unknown;
  /** The user pressed Save: the success is worth a toast. */
  explicit: boolean;
}

export type SyncEvent =
  | { type: 'sync.change' }
  | { type: 'sync.now' }
  | { type: 'sync.retry' }
  | { type: 'sync.release' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export type SyncTag = 'saved' | 'dirty' | 'saving' | 'retrying' | 'offline' | 'error' | 'held';

export interface SendInput<Batch> {
  batch: Batch;
}

/** No answer at all (the connection is down), as opposed to a server that answered with an error. */
export const isNetworkFailure = (error: unknown) => (error instanceof ApiError ? error.type === 'network' : error instanceof TypeError);
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const defaultOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** The engine for one kind of batch; its user provides `send` (and, if it wants them, the notify actions). */
export function createSyncMachine<Batch, Outcome>(id: string) {
  return setup({
    types: {
      context: {} as SyncContext<Batch, Outcome>,
      events: {} as SyncEvent,
      input: {} as SyncInput<Batch, Outcome>,
      tags: {} as SyncTag,
    },
    actors: {
      // Every user provides its own; failing loudly beats saving nowhere.
      send: fromPromise<Outcome, SendInput<Batch>>(() => Promise.reject(new Error(`${id}: no send actor provided`))),
      /** Tells the engine when the browser goes on- or offline. */
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
      autosave: () => config.ui.autosaveDelayMs,
      // After failed attempt n: base * 2^(n-1), capped, with jitter; the probe keeps growing to the cap.
      retry: ({ context }) => backoffDelay(context.attempt),
    },
    guards: {
      hasSendable: ({ context }) => context.queue.hasSendable(),
      hasBatch: ({ context }) => context.batch !== null,
      isHeld: ({ context }) => context.held,
      canRetry: ({ context, event }) => {
        const error = errorOf(event);
        return isRetryable(error) && context.attempt + 1 < config.retry.attempts && !(isNetworkFailure(error) && !context.isOnline());
      },
      wentOffline: ({ event }) => isNetworkFailure(errorOf(event)),
      mayPass: ({ context }) => isRetryable(context.error),
      isExplicit: ({ context }) => context.explicit,
    },
    actions: {
      takeBatch: assign({ batch: ({ context }) => context.queue.takeBatch() }),
      settle: assign({
        held: ({ context, event }) => {
          const output = (event as { output?: Outcome }).output;
          return context.batch !== null && output !== undefined && context.queue.settle(context.batch, output) === true;
        },
      }),
      recordFailure: assign({ attempt: ({ context }) => context.attempt + 1, error: ({ event }) => errorOf(event), batch: null }),
      resetAttempts: assign({ attempt: 0, error: null, batch: null }),
      release: assign({ held: false }),
      markExplicit: assign({ explicit: true }),
      clearExplicit: assign({ explicit: false }),
      // The user provides these (a toast); the engine stays free of UI.
      notifySaved: () => {},
      notifyFailed: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      queue: input.queue,
      isOnline: input.isOnline ?? defaultOnline,
      batch: null,
      held: false,
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
          'sync.change': { guard: 'hasSendable', target: 'dirty' },
          'sync.now': { target: 'preparing', actions: 'markExplicit' },
        },
      },
      dirty: {
        tags: ['dirty'],
        after: { autosave: 'preparing' },
        on: {
          // Every change restarts the wait: saving happens when the typing pauses.
          'sync.change': [{ guard: 'hasSendable', target: 'dirty', reenter: true }, { target: 'idle' }],
          'sync.now': { target: 'preparing', actions: 'markExplicit' },
        },
      },
      preparing: {
        entry: 'takeBatch',
        always: [
          { guard: 'hasBatch', target: 'saving' },
          { target: 'idle', actions: ['resetAttempts', 'clearExplicit'] },
        ],
      },
      saving: {
        tags: ['saving'],
        invoke: {
          src: 'send',
          input: ({ context }) => ({ batch: context.batch as Batch }),
          onDone: { target: 'settled', actions: ['settle', 'resetAttempts'] },
          onError: [
            { guard: 'canRetry', target: 'retrying', actions: 'recordFailure' },
            { guard: 'wentOffline', target: 'offline', actions: ['recordFailure', 'clearExplicit'] },
            { target: 'failed', actions: ['recordFailure', 'clearExplicit', { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) }] },
          ],
        },
        // Changes made meanwhile stay with the user; `settled` sees them.
        on: { 'sync.now': { actions: 'markExplicit' } },
      },
      settled: {
        always: [
          { guard: 'isHeld', target: 'held', actions: 'clearExplicit' },
          { guard: 'hasSendable', target: 'dirty', actions: 'clearExplicit' },
          { guard: 'isExplicit', target: 'idle', actions: ['notifySaved', 'clearExplicit'] },
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
          'sync.change': { guard: 'hasSendable', target: 'dirty' },
        },
        // A server error may pass: probe like offline. A refusal (404, 403) waits for the user.
        initial: 'waiting',
        states: {
          waiting: { always: { guard: 'mayPass', target: 'probing' } },
          probing: { after: { retry: `#${id}.preparing` } },
        },
      },
      // The answer needs the user (a conflict, a refused document, a question); changes pile up meanwhile.
      held: {
        tags: ['held'],
        on: {
          'sync.retry': { target: 'preparing', actions: 'release' },
          'sync.now': { target: 'preparing', actions: ['release', 'markExplicit'] },
          'sync.release': { target: 'settled', actions: 'release' },
        },
      },
    },
  });
}

export type SyncMachine<Batch, Outcome> = ReturnType<typeof createSyncMachine<Batch, Outcome>>;
export type SyncActor<Batch, Outcome> = ActorRefFrom<SyncMachine<Batch, Outcome>>;
export type SyncSnapshot<Batch, Outcome> = SnapshotFrom<SyncMachine<Batch, Outcome>>;
