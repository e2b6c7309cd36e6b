import { assertEvent, assign, emit, fromCallback, fromPromise, log } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  GOOGLE_LOGIN_FAILED,
  LOGIN_FAILED,
  LOGOUT_FAILED,
  NO_ACCESS_TOKEN_IN_RESPONSE,
  REGISTRATION_FAILED,
  SESSION_EXPIRED,
  TOKEN_REFRESH_FAILED,
} from './constants';
import { persistedSessionOf, restoreSession } from './restore-session';
import { errorMessage, sessionSetup } from './session.setup';
import type { SessionEffects } from './session.types';

export type * from './session.types';
export { restoreSession } from './restore-session';
export { errorMessage } from './session.setup';
export { selectSession } from './select-session';
export type { SessionView } from './select-session';

/**
 * The signed-in user's session (spec 000 §3 "User session state", §4 "Session", §8, §9).
 *
 * The app and the tests build it the same way, `createSessionMachine(effects)`: only the effects
 * (the gateway's auth calls, storage, the other tabs) differ. `sessionMachine` is the bare machine,
 * whose effects fail loudly so a forgotten one shows at once.
 */

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      ...restoreSession(input.stored, now()),
      isLoading: false,
      error: null,
      remember: input.remember ?? true,
      now,
      endReason: null,
    };
  },
  initial: 'restoring',
  on: {
    'session.clearError': { actions: assign({ error: null }) },
  },
  states: {
    restoring: {
      always: [
        { guard: 'isStoredSessionValid', target: 'authenticated' },
        // Expired, unreadable or half-stored: drop it (spec 000 §4).
        {
          guard: 'isStoredSessionUnusable',
          target: 'unauthenticated',
          actions: 'clearStoredSession',
        },
        { target: 'unauthenticated' },
      ],
    },

    unauthenticated: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.login': {
              target: 'loggingIn',
              actions: [
                { type: 'rememberChoice', params: ({ event }) => ({ remember: event.remember }) },
                'startLoading',
              ],
            },
            'session.googleLogin': {
              target: 'googleLoggingIn',
              actions: [
                { type: 'rememberChoice', params: ({ event }) => ({ remember: event.remember }) },
                'startLoading',
              ],
            },
            'session.register': { target: 'registering', actions: 'startLoading' },
          },
        },
        loggingIn: {
          tags: 'busy',
          invoke: {
            src: 'login',
            id: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login');
              return { userName: event.userName, password: event.password };
            },
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'signIn', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ context }) => persistedSessionOf(context) },
                'emitSignedIn',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'failLoading',
                  params: ({ event }) => ({ error: errorMessage(event.error, LOGIN_FAILED) }),
                },
                'emitFailure',
              ],
            },
          },
        },
        googleLoggingIn: {
          tags: 'busy',
          invoke: {
            src: 'googleLogin',
            id: 'googleLogin',
            input: ({ event }) => {
              assertEvent(event, 'session.googleLogin');
              return { credential: event.credential };
            },
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'signIn', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ context }) => persistedSessionOf(context) },
                'emitSignedIn',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'failLoading',
                  params: ({ event }) => ({
                    error: errorMessage(event.error, GOOGLE_LOGIN_FAILED),
                  }),
                },
                'emitFailure',
              ],
            },
          },
        },
        registering: {
          tags: 'busy',
          invoke: {
            src: 'register',
            id: 'register',
            input: ({ event }) => {
              assertEvent(event, 'session.register');
              return event.input;
            },
            // Registration does not sign in: the user verifies the e-mail first (spec 001 §4).
            onDone: {
              target: 'idle',
              actions: [assign({ isLoading: false }), emit({ type: 'session.registered' })],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'failLoading',
                  params: ({ event }) => ({
                    error: errorMessage(event.error, REGISTRATION_FAILED),
                  }),
                },
                'emitFailure',
              ],
            },
          },
        },
      },
    },

    authenticated: {
      initial: 'checkingExpiry',
      invoke: { src: 'otherTabs', id: 'otherTabs' },
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: { type: 'endBecause', params: { reason: 'logout' } },
        },
        'session.refresh': { target: '.refreshing' },
        // A newer token than the rejected one is already held: the caller retries with it.
        'session.tokenRejected': { guard: 'isRejectedTokenCurrent', target: '.refreshing' },
        // A freshly renewed token refused too: the session cannot be renewed (spec 000 §4, §8).
        'session.refusedAfterRetry': {
          guard: 'isRejectedTokenCurrent',
          target: 'loggingOut',
          actions: {
            type: 'endBecause',
            params: { reason: 'refusedAfterRetry', error: SESSION_EXPIRED },
          },
        },
        // The other tab already told the server; this tab only forgets the session.
        'session.endedElsewhere': {
          target: 'unauthenticated',
          actions: [
            { type: 'endBecause', params: { reason: 'otherTab' } },
            'emitEnded',
            'clearSession',
            'clearStoredSession',
          ],
        },
      },
      states: {
        checkingExpiry: {
          always: [
            { guard: 'isRefreshDueAtOnce', target: 'refreshing' },
            { guard: 'isExpiryUnknown', target: 'unscheduled' },
            { target: 'scheduled' },
          ],
        },
        /** A refresh is due one minute before expiry (spec 000 §4, §9). */
        scheduled: {
          after: {
            untilRefreshPoint: [
              { guard: 'isRefreshDueAtOnce', target: 'refreshing' },
              // The timer was capped at MAX_TIMER_DELAY_MS: wait on.
              { target: 'scheduled', reenter: true },
            ],
          },
        },
        /**
         * No timer: the token's expiry is unknown, or a token fresh from a refresh is already inside
         * the refresh window (a server with a lifetime under 70 s) and refreshing it again at once
         * would loop. A refresh starts on demand (session.refresh, session.tokenRejected).
         */
        unscheduled: {},
        refreshing: {
          tags: 'busy',
          on: {
            // Single flight: whoever needs a fresh token awaits the refresh under way.
            'session.refresh': {},
            'session.tokenRejected': {},
          },
          invoke: {
            src: 'refresh',
            id: 'refresh',
            onDone: [
              {
                guard: { type: 'isTokenMissing', params: ({ event }) => event.output },
                target: '#session.loggingOut',
                actions: {
                  type: 'endBecause',
                  params: { reason: 'refreshFailed', error: NO_ACCESS_TOKEN_IN_RESPONSE },
                },
              },
              {
                target: 'checkingRefreshedExpiry',
                actions: [
                  { type: 'storeRefreshedToken', params: ({ event }) => event.output },
                  { type: 'persistSession', params: ({ context }) => persistedSessionOf(context) },
                ],
              },
            ],
            // The session is cleared through logout (spec 000 §4, §8).
            onError: {
              target: '#session.loggingOut',
              actions: {
                type: 'endBecause',
                params: ({ event }) => ({
                  reason: 'refreshFailed',
                  error: errorMessage(event.error, TOKEN_REFRESH_FAILED),
                }),
              },
            },
          },
        },
        /** Reschedules from the new expiry; a renewed token already due is not renewed at once. */
        checkingRefreshedExpiry: {
          always: [
            { guard: 'isRefreshDueAtOnce', target: 'unscheduled' },
            { guard: 'isExpiryUnknown', target: 'unscheduled' },
            { target: 'scheduled' },
          ],
        },
      },
    },

    loggingOut: {
      tags: 'busy',
      invoke: {
        src: 'logout',
        id: 'logout',
        // The token still held goes along as the bearer.
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: {
          target: 'unauthenticated',
          actions: ['emitEnded', 'clearSession', 'clearStoredSession', 'announceEnd'],
        },
        // 'Logout failed' is only logged (spec 000 §8); the session ends all the same.
        onError: {
          target: 'unauthenticated',
          actions: [
            log(({ event }) => event.error, LOGOUT_FAILED),
            'emitEnded',
            'clearSession',
            'clearStoredSession',
            'announceEnd',
          ],
        },
      },
    },
  },
});

/** The session machine with the app's (or a test's) effects: the one way to build it. */
export function createSessionMachine({ server, store, tabs }: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => server.login(input)),
      googleLogin: fromPromise(({ input }) => server.googleLogin(input)),
      register: fromPromise(({ input }) => server.register(input)),
      logout: fromPromise(({ input }) => server.logout(input.accessToken)),
      refresh: fromPromise(() => server.refresh()),
      otherTabs: fromCallback(({ sendBack }) =>
        tabs.onEndElsewhere(() => sendBack({ type: 'session.endedElsewhere' })),
      ),
    },
    actions: {
      persistSession: (_, session) => store.persist(session),
      clearStoredSession: () => store.clear(),
      announceEnd: () => tabs.announceEnd(),
    },
  });
}

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;
export type SessionActorRef = ActorRefFrom<SessionMachine>;
