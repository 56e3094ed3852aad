// SPEC 4 auth states: loading, then authenticated (with the user) or
// unauthenticated. A state machine written on @xstate/store, not on the xstate
// runtime: the session starts at boot on every screen, and xstate's 13 KB gzip
// was most of what kept the dashboard over its 100 KB budget (issue 15;
// docs/structure.md). The network calls are named services so tests (and later
// features) can swap them: createAuthMachine({ restoreSession, endSession }).
import { createStore } from '@xstate/store';
import { clearAccessToken } from './access-token';
import { endSession, restoreSession } from './auth.api';
import { browser } from './browser';
import { ApiError } from './http';
import { LOGIN_REDIRECT_PATH } from './paths';
import type { User } from './user';

/**
 * `loading` while the first check runs, `rechecking` while a later one does
 * (it keeps the current screen: it is not the start-up spinner), `loggingOut`
 * while the sign-out call runs (still signed in until it ends).
 */
export type AuthState = 'loading' | 'rechecking' | 'authenticated' | 'loggingOut' | 'unauthenticated';

export interface AuthContext {
  state: AuthState;
  user: User | null;
  /** Why the last session restore failed (network, server); null when it did not. */
  error: unknown;
  /** True after the user signed out here, so guards go to /welcome instead of straight back to login. */
  signedOut: boolean;
}

export interface AuthServices {
  restoreSession: () => Promise<User | null>;
  endSession: () => Promise<void>;
}

/** The part of a transition's enqueue object this machine uses. */
interface Enqueue {
  effect: (fn: () => void) => void;
}

const NETWORK: AuthServices = { restoreSession, endSession };

/**
 * SPEC 4: a failed sign-out is only logged (the visitor is signed out here all the same); a failed restore is
 * logged too, and the views say the server could not be reached (core/session). Logged by kind and status: at
 * boot the error's message may have been made before the texts arrived.
 */
const logFailure = (what: string, error: unknown) =>
  console.warn(
    `auth: ${what} failed`,
    error instanceof ApiError ? `(${error.type}${error.status === null ? ', no answer' : `, HTTP ${error.status}`})` : error,
  );

/** Signed out here: the token goes with the user (an effect: transitions stay pure, store.can runs them). */
function signedOutContext(context: AuthContext, enqueue: Enqueue, changes: Partial<AuthContext> = {}): AuthContext {
  enqueue.effect(clearAccessToken);
  return { ...context, state: 'unauthenticated', user: null, ...changes };
}

/**
 * The auth machine. Events a view may send: `session.check` (look for a
 * session again, after a password sign-in set the cookie), `session.login`
 * (full-page redirect to the identity provider), `session.logout`,
 * `session.expired` (the session ended elsewhere: forget it without calling
 * the server), `session.userUpdated` (keep the server's answer after a change).
 * An event the current state does not take is ignored, as a machine would.
 * The first check starts with `session.start`.
 */
export function createAuthMachine(replaced: Partial<AuthServices> = {}) {
  const services: AuthServices = { ...NETWORK, ...replaced };
  return createStore({
    context: { state: 'loading', user: null, error: null, signedOut: false } as AuthContext,
    on: {
      'session.start': (context, _event, enqueue) => {
        if (context.state !== 'loading') return context;
        enqueue.effect(({ send }) => restore(services, send));
        return context;
      },
      'session.check': (context, _event, enqueue) => {
        if (context.state !== 'unauthenticated') return context;
        enqueue.effect(({ send }) => restore(services, send));
        return { ...context, state: 'rechecking' };
      },
      'session.login': (context, _event, enqueue) => {
        if (context.state === 'unauthenticated') enqueue.effect(() => browser.assign(LOGIN_REDIRECT_PATH));
        return context;
      },
      'session.logout': (context, _event, enqueue) => {
        if (context.state !== 'authenticated') return context;
        enqueue.effect(({ send }) => signOut(services, send));
        return { ...context, state: 'loggingOut' };
      },
      'session.expired': (context, _event, enqueue) => (context.state === 'authenticated' ? signedOutContext(context, enqueue) : context),
      'session.userUpdated': (context, event: { user: User }) => (context.state === 'authenticated' ? { ...context, user: event.user } : context),
      'restore.done': (context, event: { user: User | null }, enqueue) => {
        if (context.state !== 'loading' && context.state !== 'rechecking') return context;
        if (event.user) return { ...context, state: 'authenticated', user: event.user, error: null, signedOut: false };
        return signedOutContext(context, enqueue, { error: null });
      },
      'restore.failed': (context, event: { error: unknown }, enqueue) => {
        if (context.state !== 'loading' && context.state !== 'rechecking') return context;
        enqueue.effect(() => logFailure('session restore', event.error));
        return signedOutContext(context, enqueue, { error: event.error });
      },
      // SPEC 4: local state is cleared even when the server call fails.
      'logout.done': (context, _event, enqueue) => (context.state === 'loggingOut' ? signedOutContext(context, enqueue, { signedOut: true }) : context),
      'logout.failed': (context, event: { error: unknown }, enqueue) => {
        if (context.state !== 'loggingOut') return context;
        enqueue.effect(() => logFailure('sign-out', event.error));
        return signedOutContext(context, enqueue, { signedOut: true });
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;

/** Answers back to the machine: what an effect may send. */
type Send = (event: { type: string; [key: string]: unknown }) => void;

function restore(services: AuthServices, send: Send): Promise<void> {
  return services.restoreSession().then(
    (user) => send({ type: 'restore.done', user }),
    (error: unknown) => send({ type: 'restore.failed', error }),
  );
}

function signOut(services: AuthServices, send: Send): Promise<void> {
  return services.endSession().then(
    () => send({ type: 'logout.done' }),
    (error: unknown) => send({ type: 'logout.failed', error }),
  );
}

/** What the views read: the first check, a signed-in user (also while signing out), a check or sign-out running. */
export const isInitializing = (context: AuthContext) => context.state === 'loading';
export const isSignedIn = (context: AuthContext) => context.state === 'authenticated' || context.state === 'loggingOut';
export const isBusy = (context: AuthContext) => context.state === 'rechecking' || context.state === 'loggingOut';
