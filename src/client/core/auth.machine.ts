// SPEC 4 auth states: loading, then authenticated (with the user) or
// unauthenticated. A small hand-written actor, not an xstate machine: it is
// the one machine every screen needs before its first paint, and xstate's
// interpreter is 13 KB gzip of the 100 KB the dashboard may load (issue 15);
// the lazy screens' machines (palette, autosave, editor) stay on xstate. The
// shape is a machine's all the same: named states with tags for the views,
// events named noun.verb, and the network calls as named services that tests
// (and later features) swap: createAuthActor({ restoreSession }).
import { clearAccessToken } from './access-token';
import { endSession, restoreSession } from './auth.api';
import { browser } from './browser';
import { LOGIN_REDIRECT_PATH } from './paths';
import type { User } from './user';

export interface AuthContext {
  user: User | null;
  /** Why the last session restore failed (network, server); null when it did not. */
  error: unknown;
  /** True after the user signed out here, so guards go to /welcome instead of straight back to login. */
  signedOut: boolean;
}

export type AuthEvent =
  /** Look for a session again (after a password sign-in set the cookie). */
  | { type: 'session.check' }
  /** Full-page redirect to the identity provider. */
  | { type: 'session.login' }
  | { type: 'session.logout' }
  /** The session ended elsewhere (a refresh failed): forget it without calling the server. */
  | { type: 'session.expired' }
  /** The server returned the user after a change (profile names): keep its answer. */
  | { type: 'session.userUpdated'; user: User };

/**
 * Tags the views read: `initializing` while the first check runs, `signedIn`
 * while a user is known, `busy` while a later check or the sign-out runs.
 */
export type AuthTag = 'initializing' | 'signedIn' | 'busy';

/** `loading.initial` is the start-up check; `loading.recheck` a later one, which keeps the current screen. */
export type AuthState = 'loading.initial' | 'loading.recheck' | 'authenticated' | 'loggingOut' | 'unauthenticated';

const TAGS: Record<AuthState, readonly AuthTag[]> = {
  'loading.initial': ['initializing'],
  'loading.recheck': ['busy'],
  authenticated: ['signedIn'],
  loggingOut: ['signedIn', 'busy'],
  unauthenticated: [],
};

export interface AuthSnapshot {
  readonly value: AuthState;
  readonly context: Readonly<AuthContext>;
  hasTag(tag: AuthTag): boolean;
  /** A state or its parent: 'loading' matches both checks. */
  matches(state: AuthState | 'loading'): boolean;
}

/** The network calls, swappable one by one. */
export interface AuthServices {
  restoreSession: () => Promise<User | null>;
  endSession: () => Promise<void>;
}

export interface AuthActor {
  start(): AuthActor;
  stop(): void;
  send(event: AuthEvent): void;
  getSnapshot(): AuthSnapshot;
  subscribe(listener: (snapshot: AuthSnapshot) => void): { unsubscribe(): void };
}

function snapshotOf(value: AuthState, context: AuthContext): AuthSnapshot {
  return {
    value,
    context,
    hasTag: (tag) => TAGS[value].includes(tag),
    matches: (state) => value === state || value.startsWith(`${state}.`),
  };
}

/** Runs a service; a synchronous throw becomes a rejection, as an awaited call would. */
function call<T>(service: () => Promise<T>): Promise<T> {
  try {
    return service();
  } catch (error) {
    return Promise.reject(error);
  }
}

// SPEC 4: a failed sign-out or restore is only logged; the visitor sees no error.
const logFailure = (what: string, error: unknown) => console.warn(`auth: ${what} failed`, error);

export function createAuthActor(services: Partial<AuthServices> = {}): AuthActor {
  const { restoreSession: restore, endSession: end } = { restoreSession, endSession, ...services };
  let snapshot = snapshotOf('loading.initial', { user: null, error: null, signedOut: false });
  let running = false;
  /** Bumped on each state entered: a call's answer counts only while its state lasts (as leaving a state ends what it invoked). */
  let entered = 0;
  const listeners = new Set<(snapshot: AuthSnapshot) => void>();

  /** Applies the answer of a call started in the state entered `at`, unless that state is gone. */
  const whileIn = (at: number, apply: () => void) => () => {
    if (running && at === entered) apply();
  };

  function enter(value: AuthState, context: Partial<AuthContext> = {}): void {
    const at = ++entered;
    snapshot = snapshotOf(value, { ...snapshot.context, ...context });
    for (const listener of [...listeners]) listener(snapshot);
    if (value === 'loading.initial' || value === 'loading.recheck') {
      call(restore).then(
        (user) =>
          whileIn(at, () => {
            if (user !== null) return enter('authenticated', { user, error: null, signedOut: false });
            clearAccessToken();
            enter('unauthenticated', { user: null, error: null });
          })(),
        (error: unknown) =>
          whileIn(at, () => {
            clearAccessToken();
            logFailure('session restore', error);
            enter('unauthenticated', { user: null, error });
          })(),
      );
    } else if (value === 'loggingOut') {
      // SPEC 4: local state is cleared even when the server call fails.
      const signedOut = () => {
        clearAccessToken();
        enter('unauthenticated', { user: null, signedOut: true });
      };
      call(end).then(whileIn(at, signedOut), (error: unknown) =>
        whileIn(at, () => {
          logFailure('sign-out', error);
          signedOut();
        })(),
      );
    }
  }

  function send(event: AuthEvent): void {
    if (!running) return;
    if (snapshot.value === 'authenticated') {
      if (event.type === 'session.logout') enter('loggingOut');
      else if (event.type === 'session.expired') {
        clearAccessToken();
        enter('unauthenticated', { user: null });
      } else if (event.type === 'session.userUpdated') enter('authenticated', { user: event.user });
    } else if (snapshot.value === 'unauthenticated') {
      if (event.type === 'session.check') enter('loading.recheck');
      else if (event.type === 'session.login') browser.assign(LOGIN_REDIRECT_PATH);
    }
    // Other states take no events: a check or a sign-out runs to its end.
  }

  const actor: AuthActor = {
    start() {
      if (!running) {
        running = true;
        enter('loading.initial');
      }
      return actor;
    },
    stop() {
      running = false;
      entered++;
      listeners.clear();
    },
    send,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
  };
  return actor;
}

/** Resolves with the first snapshot, now or later, that passes `done`. */
export function whenSnapshot(actor: AuthActor, done: (snapshot: AuthSnapshot) => boolean): Promise<AuthSnapshot> {
  const now = actor.getSnapshot();
  if (done(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (!done(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}
