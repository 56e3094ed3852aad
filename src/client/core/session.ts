// The running auth actor and what views may know of it. Views call these
// hooks and commands; they never see the actor or its context (DESIGN 4).
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { onAccountLeft } from './access-token';
import { type AuthContext, type AuthMachine, createAuthMachine, isBusy, isInitializing, isSignedIn } from './auth.machine';
import { config } from './config';
import { setDataOwner } from './data-owner';
import { type ApiError, onSessionRejected, toApiError } from './http';
import type { User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionView {
  status: SessionStatus;
  user: User | null;
  /** A re-check or the sign-out is running. */
  busy: boolean;
  /** The visitor signed out in this tab (guards then go to /welcome, not to the login). */
  signedOut: boolean;
  /**
   * Why the last check could not tell whether there is a session (the server unreachable or failing);
   * null when it answered. Not "signed out": the check is tried again on its own (retryUnanswered).
   */
  checkFailure: ApiError | null;
}

const INITIAL_VIEW: SessionView = { status: 'loading', user: null, busy: false, signedOut: false, checkFailure: null };

/** The session as views see it: the actor's results in a small store (read it with useSession()). */
const sessionStore = createStore({
  context: { ...INITIAL_VIEW },
  on: { changed: (_context, event: { view: SessionView }) => event.view },
});

/** The session now, outside React. */
export function getSession(): SessionView {
  return sessionStore.getSnapshot().context;
}

let ownerId: string | null = null;

/**
 * The signed-in user owns the per-user keys in this browser (core/user-data)
 * and the read cache. When that changes (sign-out, the session ending,
 * another teacher signing in on a shared computer), the cache of the one
 * before is dropped (core/cache listens to the owner), so no screen shows
 * their lists to the next person.
 */
function followOwner(view: SessionView): void {
  const next = view.status === 'authenticated' ? (view.user?.id ?? null) : null;
  if (next === ownerId) return;
  ownerId = next;
  setDataOwner(next);
}

function toView(context: AuthContext): SessionView {
  const status: SessionStatus = isInitializing(context) ? 'loading' : isSignedIn(context) ? 'authenticated' : 'unauthenticated';
  const checkFailure = status === 'authenticated' || context.error == null ? null : toApiError(context.error);
  return { status, user: context.user, busy: isBusy(context), signedOut: context.signedOut, checkFailure };
}

/** The first wait before a check that got no answer is tried again; it doubles up to config.retry's cap. */
const RECHECK_BASE_MS = 2_000;

/**
 * The wait before the given retry (1-based), with up to half of it again at random, so the tabs of a school
 * that lost the server together do not all come back in the same instant (core/retry's backoff, which
 * would bring its whole module into the first screen's code).
 */
const recheckDelay = (attempt: number) => {
  const wait = Math.min(config.retry.capMs, RECHECK_BASE_MS * config.retry.factor ** (attempt - 1));
  return Math.round(wait * (1 + Math.random() / 2));
};

/**
 * A check that got no answer (the server down at page load, the connection dropped right after a sign-in) is
 * tried again on its own, later and later, and at once when the browser says it is back online: the teacher
 * is not sent to sign in as if she had no session, and the app comes back when the server does.
 */
function retryUnanswered(machine: AuthMachine): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const unanswered = () => {
    const { state, error } = machine.getSnapshot().context;
    return state === 'unauthenticated' && error != null;
  };
  const checkAgain = () => {
    cancel();
    if (unanswered()) machine.trigger['session.check']();
  };
  const subscription = machine.subscribe(() => {
    if (!unanswered()) {
      cancel();
      if (machine.getSnapshot().context.error == null) attempts = 0;
      return;
    }
    if (timer === undefined) timer = setTimeout(checkAgain, recheckDelay(++attempts));
  });
  window.addEventListener('online', checkAgain);
  return () => {
    window.removeEventListener('online', checkAgain);
    subscription.unsubscribe();
    cancel();
  };
}

let actor: AuthMachine | null = null;
let stopActor = () => {};

/**
 * Starts (or restarts) the session: the machine immediately looks for one.
 * Tests pass `createAuthMachine({ restoreSession, endSession })` to stub the network.
 */
export function startSession(machine: AuthMachine = createAuthMachine()): AuthMachine {
  stopSession();
  const subscription = machine.subscribe((snapshot) => {
    const view = toView(snapshot.context);
    followOwner(view);
    sessionStore.trigger.changed({ view });
  });
  actor = machine;
  // The server refused the session (a refresh failed): the machine forgets a signed-in user, and the
  // protected guard sends them to sign in; after a sign-out here the refusal is expected and ignored.
  const stopHearingRejections = onSessionRejected(() => machine.trigger['session.expired']());
  // Another tab signed this teacher out, or signed someone else in: this tab's session ends as well.
  const stopHearingOtherTabs = onAccountLeft(() => machine.trigger['session.expired']());
  const stopRetrying = retryUnanswered(machine);
  stopActor = () => {
    stopRetrying();
    stopHearingOtherTabs();
    // A stopped session's late answer (a restore still running) must not reach the views.
    subscription.unsubscribe();
    stopHearingRejections();
  };
  machine.trigger['session.start']();
  return machine;
}

export function stopSession(): void {
  stopActor();
  stopActor = () => {};
  actor = null;
  followOwner(INITIAL_VIEW);
  sessionStore.trigger.changed({ view: { ...INITIAL_VIEW } });
}

function running(): AuthMachine {
  if (!actor) throw new Error('The session is not started: call startSession() at boot.');
  return actor;
}

/** Resolves once no check or sign-out is running. */
export function settled(machine: AuthMachine = running()): Promise<SessionView> {
  const quiet = (context: AuthContext) => !isBusy(context) && !isInitializing(context);
  return new Promise((resolve) => {
    if (quiet(machine.getSnapshot().context)) return resolve(getSession());
    const subscription = machine.subscribe((snapshot) => {
      if (!quiet(snapshot.context)) return;
      subscription.unsubscribe();
      resolve(getSession());
    });
  });
}

/** Full-page redirect to the identity provider (SPEC 4). */
export function login(): void {
  running().trigger['session.login']();
}

/** Looks for a session again, e.g. after a password sign-in set the cookie; resolves with the outcome. */
export function checkSession(): Promise<SessionView> {
  running().trigger['session.check']();
  return settled();
}

/** Signs out on the server and here; local state is cleared even when the call fails. */
export function logout(): Promise<SessionView> {
  running().trigger['session.logout']();
  return settled();
}

/** Forgets the session without calling the server (a refresh failed elsewhere). */
export function expireSession(): void {
  running().trigger['session.expired']();
}

/** Replaces the signed-in user with the server's answer after a change (ignored when nobody is signed in). */
export function updateSessionUser(user: User): void {
  running().trigger['session.userUpdated']({ user });
}

export function useSession(): SessionView {
  return useSelector(sessionStore, (snapshot) => snapshot.context);
}

export function useUser(): User | null {
  return useSelector(sessionStore, (snapshot) => snapshot.context.user);
}
