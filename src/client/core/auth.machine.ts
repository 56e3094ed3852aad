// SPEC 4 auth states: loading, then authenticated (with the user) or
// unauthenticated. The network calls are named actors so tests (and later
// features) can swap them with machine.provide({ actors }).
import { assign, fromPromise, setup } from 'xstate';
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

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    tags: {} as AuthTag,
  },
  actors: {
    restoreSession: fromPromise<User | null>(() => restoreSession()),
    endSession: fromPromise<void>(() => endSession()),
  },
  actions: {
    redirectToLogin: () => browser.assign(LOGIN_REDIRECT_PATH),
    forgetToken: () => clearAccessToken(),
    clearUser: assign({ user: null }),
    // SPEC 4: a failed sign-out or restore is only logged; the visitor sees no error.
    logFailure: (_, params: { what: string; error: unknown }) => console.warn(`auth: ${params.what} failed`, params.error),
  },
}).createMachine({
  id: 'auth',
  initial: 'loading',
  context: { user: null, error: null, signedOut: false },
  states: {
    loading: {
      initial: 'initial',
      states: {
        initial: { tags: ['initializing'] },
        /** A re-check keeps the current screen: it is not the start-up spinner. */
        recheck: { tags: ['busy'] },
      },
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output, error: null, signedOut: false }),
          },
          { target: 'unauthenticated', actions: ['forgetToken', 'clearUser', assign({ error: null })] },
        ],
        onError: {
          target: 'unauthenticated',
          actions: [
            'forgetToken',
            'clearUser',
            assign({ error: ({ event }) => event.error }),
            { type: 'logFailure', params: ({ event }) => ({ what: 'session restore', error: event.error }) },
          ],
        },
      },
    },
    authenticated: {
      tags: ['signedIn'],
      on: {
        'session.logout': 'loggingOut',
        'session.expired': { target: 'unauthenticated', actions: ['forgetToken', 'clearUser'] },
        'session.userUpdated': { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    loggingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        src: 'endSession',
        onDone: { target: 'unauthenticated', actions: ['forgetToken', 'clearUser', assign({ signedOut: true })] },
        // SPEC 4: local state is cleared even when the server call fails.
        onError: {
          target: 'unauthenticated',
          actions: [
            'forgetToken',
            'clearUser',
            assign({ signedOut: true }),
            { type: 'logFailure', params: ({ event }) => ({ what: 'sign-out', error: event.error }) },
          ],
        },
      },
    },
    unauthenticated: {
      on: {
        // By id: the i18n key check would read the bare state path as a key of the loading namespace.
        'session.check': '#auth.loading.recheck',
        'session.login': { actions: 'redirectToLogin' },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
