// The running auth actor and what views may know of it. Views call these
// hooks and commands; they never see the actor or its context (DESIGN 4).
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { type Actor, createActor, type SnapshotFrom, waitFor } from 'xstate';
import { type AuthMachine, authMachine } from './auth.machine';
import { setDataOwner } from './data-owner';
import { onSessionRejected } from './http';
import type { User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionView {
  status: SessionStatus;
  user: User | null;
  /** A re-check or the sign-out is running. */
  busy: boolean;
  /** The visitor signed out in this tab (guards then go to /welcome, not to the login). */
  signedOut: boolean;
}

const INITIAL_VIEW: SessionView = { status: 'loading', user: null, busy: false, signedOut: false };

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

function toView(snapshot: SnapshotFrom<AuthMachine>): SessionView {
  const status: SessionStatus = snapshot.hasTag('initializing') ? 'loading' : snapshot.hasTag('signedIn') ? 'authenticated' : 'unauthenticated';
  return { status, user: snapshot.context.user, busy: snapshot.hasTag('busy'), signedOut: snapshot.context.signedOut };
}

let actor: Actor<AuthMachine> | null = null;
let stopHearingRejections = () => {};

/**
 * Starts (or restarts) the session: the machine immediately looks for one.
 * Tests pass `authMachine.provide({ actors })` to stub the network.
 */
export function startSession(machine: AuthMachine = authMachine): Actor<AuthMachine> {
  stopSession();
  const started = createActor(machine);
  started.subscribe((snapshot) => {
    const view = toView(snapshot);
    followOwner(view);
    sessionStore.trigger.changed({ view });
  });
  actor = started;
  // The server refused the session (a refresh failed): the machine forgets a signed-in user, and the
  // protected guard sends them to sign in; after a sign-out here the refusal is expected and ignored.
  stopHearingRejections = onSessionRejected(() => started.send({ type: 'session.expired' }));
  started.start();
  return started;
}

export function stopSession(): void {
  stopHearingRejections();
  actor?.stop();
  actor = null;
  followOwner(INITIAL_VIEW);
  sessionStore.trigger.changed({ view: { ...INITIAL_VIEW } });
}

function running(): Actor<AuthMachine> {
  if (!actor) throw new Error('The session is not started: call startSession() at boot.');
  return actor;
}

async function settled(): Promise<SessionView> {
  const current = running();
  await waitFor(current, (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('initializing'));
  return getSession();
}

/** Full-page redirect to the identity provider (SPEC 4). */
export function login(): void {
  running().send({ type: 'session.login' });
}

/** Looks for a session again, e.g. after a password sign-in set the cookie; resolves with the outcome. */
export function checkSession(): Promise<SessionView> {
  running().send({ type: 'session.check' });
  return settled();
}

/** Signs out on the server and here; local state is cleared even when the call fails. */
export function logout(): Promise<SessionView> {
  running().send({ type: 'session.logout' });
  return settled();
}

/** Forgets the session without calling the server (a refresh failed elsewhere). */
export function expireSession(): void {
  running().send({ type: 'session.expired' });
}

/** Replaces the signed-in user with the server's answer after a change (ignored when nobody is signed in). */
export function updateSessionUser(user: User): void {
  running().send({ type: 'session.userUpdated', user });
}

export function useSession(): SessionView {
  return useSelector(sessionStore, (snapshot) => snapshot.context);
}

export function useUser(): User | null {
  return useSelector(sessionStore, (snapshot) => snapshot.context.user);
}
