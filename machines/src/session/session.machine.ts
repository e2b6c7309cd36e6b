import { assertEvent, assign, emit, fromPromise, log, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  GOOGLE_LOGIN_FAILED,
  LOGIN_FAILED,
  LOGOUT_FAILED,
  MAX_TIMER_DELAY_MS,
  NO_ACCESS_TOKEN_IN_RESPONSE,
  REFRESH_AT_ONCE_BELOW_MS,
  REFRESH_LEAD_MS,
  REGISTRATION_FAILED,
  TOKEN_REFRESH_FAILED,
} from './constants';
import { readTokenExpiry } from './jwt';

/**
 * The signed-in user's session (spec 000 §3 "User session state", §4 "Session", §8, §9).
 *
 * Storage, network and logging are effects the app provides through `sessionMachine.provide(...)`:
 * actors `login`, `googleLogin`, `register`, `logout`, `refresh`; actions `persistSession`,
 * `clearStoredSession`. The defaults fail loudly so a forgotten `provide` shows at once.
 */

export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  profilePic?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string;
  isVerified?: boolean;
}
export interface AuthResult {
  user: SessionUser;
  accessToken: string;
}
export interface RegisterInput {
  userName: string;
  email: string;
  password: string;
  profilePic: unknown;
}
/** The raw strings found under the storage keys `user` and `accessToken`. */
export interface StoredSession {
  user: string | null;
  accessToken: string | null;
}
export interface SessionInput {
  stored: StoredSession;
  /** The clock in ms since the epoch; defaults to `Date.now`. Tests tie it to a SimulatedClock. */
  now?: () => number;
  /** Whether the stored session came from the "Remember me" store (RESOLUTIONS); default true. */
  remember?: boolean;
}
/** What was found in storage at start: kept so the inspector shows why the session began as it did. */
export type StoredSessionStatus = 'none' | 'valid' | 'expired' | 'unreadable' | 'incomplete';
export interface SessionContext {
  user: SessionUser | null;
  accessToken: string | null;
  /** ms since the epoch: the token's `exp` claim × 1000 (spec 000 §3). */
  tokenExpiresAt: number | null;
  isLoading: boolean;
  error: string | null;
  remember: boolean;
  now: () => number;
  storedSessionStatus: StoredSessionStatus;
}
export type SessionEvent =
  | { type: 'session.login'; userName: string; password: string; remember: boolean }
  | { type: 'session.googleLogin'; credential: string; remember: boolean }
  | { type: 'session.register'; input: RegisterInput }
  | { type: 'session.logout' }
  | { type: 'session.refresh' }
  /** A request sent with `token` was answered UNAUTHENTICATED. */
  | { type: 'session.tokenRejected'; token: string | null }
  | { type: 'session.clearError' };
/** Emitted (listen with `actor.on(...)`): a registration succeeded; the user is not signed in. */
export type SessionEmitted = { type: 'session.registered' };

export interface LoginInput {
  userName: string;
  password: string;
}
export interface GoogleLoginInput {
  credential: string;
}
export interface RefreshResult {
  accessToken: string | null;
}
/** What `persistSession` writes under the storage keys; `remember` picks the store. */
export interface PersistedSession {
  user: SessionUser;
  accessToken: string;
  remember: boolean;
}

function notProvided(effect: string): Error {
  return new Error(`session: the "${effect}" effect was not provided (sessionMachine.provide)`);
}

/** The thrown error's message, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return fallback;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, userName, email } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof userName === 'string' && typeof email === 'string';
}

function parseStoredUser(raw: string): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

type RestoredSession = Pick<
  SessionContext,
  'user' | 'accessToken' | 'tokenExpiresAt' | 'storedSessionStatus'
>;

/** Spec 000 §4: the session starts from the stored user and access token. */
export function restoreSession(stored: StoredSession, nowMs: number): RestoredSession {
  const signedOut = (storedSessionStatus: StoredSessionStatus): RestoredSession => ({
    user: null,
    accessToken: null,
    tokenExpiresAt: null,
    storedSessionStatus,
  });
  if (stored.user === null && stored.accessToken === null) return signedOut('none');
  // Half a session cannot be used; what is left of it is removed.
  if (stored.user === null || stored.accessToken === null) return signedOut('incomplete');
  const user = parseStoredUser(stored.user);
  const tokenExpiresAt = readTokenExpiry(stored.accessToken);
  if (user === null || tokenExpiresAt === null) return signedOut('unreadable');
  if (tokenExpiresAt <= nowMs) return signedOut('expired');
  return { user, accessToken: stored.accessToken, tokenExpiresAt, storedSessionStatus: 'valid' };
}

/** ms until the scheduled refresh point (one minute before expiry); null when the expiry is unknown. */
function msUntilRefreshPoint(tokenExpiresAt: number | null, nowMs: number): number | null {
  return tokenExpiresAt === null ? null : tokenExpiresAt - REFRESH_LEAD_MS - nowMs;
}

/** Spec 000 §4, §9: refresh at once when under 10 s remain before the refresh point. */
function isDueAtOnce(tokenExpiresAt: number | null, nowMs: number): boolean {
  const remaining = msUntilRefreshPoint(tokenExpiresAt, nowMs);
  return remaining !== null && remaining < REFRESH_AT_ONCE_BELOW_MS;
}

/** Whatever is persisted is read from a signed-in context: both fields are set there. */
function persistedSessionOf(context: SessionContext): PersistedSession {
  if (context.user === null || context.accessToken === null) {
    throw new Error('session: persistSession outside a signed-in session');
  }
  return { user: context.user, accessToken: context.accessToken, remember: context.remember };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    /** `busy`: an effect is under way (log in, register, refresh, log out). */
    tags: {} as 'busy',
  },
  actors: {
    login: fromPromise<AuthResult, LoginInput>(() => Promise.reject(notProvided('login'))),
    googleLogin: fromPromise<AuthResult, GoogleLoginInput>(() =>
      Promise.reject(notProvided('googleLogin')),
    ),
    // `void` outputs so the app provides a plain `fromPromise(async () => { await call(); })`:
    // provide() matches output types exactly, and an async function without a value gives void.
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    register: fromPromise<void, RegisterInput>(() => Promise.reject(notProvided('register'))),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    logout: fromPromise<void>(() => Promise.reject(notProvided('logout'))),
    refresh: fromPromise<RefreshResult>(() => Promise.reject(notProvided('refresh'))),
  },
  actions: {
    persistSession: (_, _session: PersistedSession) => {
      throw notProvided('persistSession');
    },
    clearStoredSession: () => {
      throw notProvided('clearStoredSession');
    },
    startLoading: assign({ isLoading: true, error: null }),
    rememberChoice: assign((_, params: { remember: boolean }) => ({ remember: params.remember })),
    signIn: assign((_, result: AuthResult) => ({
      user: result.user,
      accessToken: result.accessToken,
      tokenExpiresAt: readTokenExpiry(result.accessToken),
      isLoading: false,
      error: null,
    })),
    failLoading: assign((_, params: { error: string }) => ({
      isLoading: false,
      error: params.error,
    })),
    storeRefreshedToken: assign((_, { accessToken }: RefreshResult) => ({
      accessToken,
      tokenExpiresAt: accessToken === null ? null : readTokenExpiry(accessToken),
    })),
    clearSession: assign({ user: null, accessToken: null, tokenExpiresAt: null, isLoading: false }),
  },
  guards: {
    isStoredSessionValid: ({ context }) => context.storedSessionStatus === 'valid',
    isStoredSessionUnusable: ({ context }) =>
      context.storedSessionStatus !== 'none' && context.storedSessionStatus !== 'valid',
    isRefreshDueAtOnce: ({ context }) => isDueAtOnce(context.tokenExpiresAt, context.now()),
    isTokenMissing: (_, { accessToken }: RefreshResult) => accessToken === null,
    isExpiryUnknown: ({ context }) => context.tokenExpiresAt === null,
    isRejectedTokenCurrent: ({ context, event }) =>
      event.type === 'session.tokenRejected' && event.token === context.accessToken,
  },
  delays: {
    untilRefreshPoint: ({ context }) => {
      const remaining = msUntilRefreshPoint(context.tokenExpiresAt, context.now()) ?? 0;
      return Math.max(0, Math.min(remaining, MAX_TIMER_DELAY_MS));
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      ...restoreSession(input.stored, now()),
      isLoading: false,
      error: null,
      remember: input.remember ?? true,
      now,
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
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'failLoading',
                params: ({ event }) => ({ error: errorMessage(event.error, LOGIN_FAILED) }),
              },
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
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'failLoading',
                params: ({ event }) => ({ error: errorMessage(event.error, GOOGLE_LOGIN_FAILED) }),
              },
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
              actions: {
                type: 'failLoading',
                params: ({ event }) => ({ error: errorMessage(event.error, REGISTRATION_FAILED) }),
              },
            },
          },
        },
      },
    },

    authenticated: {
      initial: 'checkingExpiry',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.refresh': { target: '.refreshing' },
        // A newer token than the rejected one is already held: the caller retries with it.
        'session.tokenRejected': { guard: 'isRejectedTokenCurrent', target: '.refreshing' },
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
                actions: assign({ error: NO_ACCESS_TOKEN_IN_RESPONSE }),
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
              actions: assign(({ event }) => ({
                error: errorMessage(event.error, TOKEN_REFRESH_FAILED),
              })),
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
        onDone: {
          target: 'unauthenticated',
          actions: ['clearSession', 'clearStoredSession'],
        },
        // 'Logout failed' is only logged (spec 000 §8); the session ends all the same.
        onError: {
          target: 'unauthenticated',
          actions: [
            log(({ event }) => event.error, LOGOUT_FAILED),
            'clearSession',
            'clearStoredSession',
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;
export type SessionActorRef = ActorRefFrom<SessionMachine>;

export interface SessionView {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  accessToken: string | null;
  tokenExpiresAt: number | null;
}

const viewBySnapshot = new WeakMap<SessionSnapshot, SessionView>();

/** The spec's session state (spec 000 §3); one stable object per snapshot for `useSelector`. */
export function selectSession(snapshot: SessionSnapshot): SessionView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const { user, isLoading, error, accessToken, tokenExpiresAt } = snapshot.context;
  const view = {
    user,
    isAuthenticated: snapshot.matches('authenticated'),
    isLoading,
    error,
    accessToken,
    tokenExpiresAt,
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}
