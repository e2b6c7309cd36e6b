import type {
  AuthResult,
  RefreshResult,
  SessionEvent,
  SessionUser,
  StoredSession,
} from '../session.machine';
import { unsignedAccessToken } from './unsigned-access-token';

/**
 * Named runs of the session machine, as data, for QA to replay in an inspector
 * (`replaySessionScenario(scenario, { inspect })`). Each effect answers at once from `answers`, in
 * call order; time moves only when a step says so (a SimulatedClock).
 */

/** `fail: null` throws an Error without a message, so the spec's fallback text is used. */
export type EffectAnswer<T> = { ok: T } | { fail: string | null };
export type SessionEffectName = 'login' | 'googleLogin' | 'register' | 'logout' | 'refresh';
export interface SessionScenarioAnswers {
  login?: EffectAnswer<AuthResult>[];
  googleLogin?: EffectAnswer<AuthResult>[];
  register?: EffectAnswer<null>[];
  logout?: EffectAnswer<null>[];
  refresh?: EffectAnswer<RefreshResult>[];
}
export type SessionScenarioStep = { send: SessionEvent } | { advanceMs: number };
export interface SessionScenario {
  name: string;
  /** The clock when the app starts, ms since the epoch. */
  startsAt: number;
  stored: StoredSession;
  answers: SessionScenarioAnswers;
  steps: SessionScenarioStep[];
  expected: {
    /** Dotted state path, e.g. `authenticated.scheduled`. */
    state: string;
    error: string | null;
    calls: Record<SessionEffectName, number>;
  };
}

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);

const maya: SessionUser = {
  id: 'user-maya',
  userName: 'maya',
  email: 'maya@example.com',
  isVerified: true,
  role: 'user',
};
const mayaSignedIn = (expiresAtMs: number): AuthResult => ({
  user: maya,
  accessToken: unsignedAccessToken(maya.id, expiresAtMs),
});
const storedMaya = (expiresAtMs: number): StoredSession => ({
  user: JSON.stringify(maya),
  accessToken: unsignedAccessToken(maya.id, expiresAtMs),
});
const noCalls = { login: 0, googleLogin: 0, register: 0, logout: 0, refresh: 0 };

export const sessionScenarios: SessionScenario[] = [
  {
    name: 'sign in then scheduled refresh',
    startsAt: T0,
    stored: { user: null, accessToken: null },
    answers: {
      login: [{ ok: mayaSignedIn(T0 + 15 * MINUTE) }],
      refresh: [{ ok: { accessToken: unsignedAccessToken(maya.id, T0 + 29 * MINUTE) } }],
    },
    steps: [
      { send: { type: 'session.login', userName: 'maya', password: 'travel123', remember: true } },
      { advanceMs: 14 * MINUTE - 1 },
      { advanceMs: 1 },
    ],
    expected: {
      state: 'authenticated.scheduled',
      error: null,
      calls: { ...noCalls, login: 1, refresh: 1 },
    },
  },
  {
    name: 'refresh fails → session expired',
    startsAt: T0,
    stored: storedMaya(T0 + 15 * MINUTE),
    answers: { refresh: [{ fail: null }], logout: [{ ok: null }] },
    steps: [{ advanceMs: 14 * MINUTE }],
    expected: {
      state: 'unauthenticated.idle',
      error: 'Token refresh failed',
      calls: { ...noCalls, refresh: 1, logout: 1 },
    },
  },
  {
    name: 'refresh answers without a token → session expired',
    startsAt: T0,
    stored: storedMaya(T0 + 65_000),
    answers: { refresh: [{ ok: { accessToken: null } }], logout: [{ ok: null }] },
    steps: [],
    expected: {
      state: 'unauthenticated.idle',
      error: 'No access token in response',
      calls: { ...noCalls, refresh: 1, logout: 1 },
    },
  },
  {
    name: 'stored token expired → signed out',
    startsAt: T0,
    stored: storedMaya(T0 - MINUTE),
    answers: {},
    steps: [],
    expected: { state: 'unauthenticated.idle', error: null, calls: noCalls },
  },
  {
    name: 'wrong password',
    startsAt: T0,
    stored: { user: null, accessToken: null },
    answers: { login: [{ fail: 'Invalid username or password' }] },
    steps: [
      { send: { type: 'session.login', userName: 'maya', password: 'wrong', remember: false } },
    ],
    expected: {
      state: 'unauthenticated.idle',
      error: 'Invalid username or password',
      calls: { ...noCalls, login: 1 },
    },
  },
  {
    name: 'register, then sign in with Google, then log out (logout call fails)',
    startsAt: T0,
    stored: { user: null, accessToken: null },
    answers: {
      register: [{ ok: null }],
      googleLogin: [{ ok: mayaSignedIn(T0 + 15 * MINUTE) }],
      logout: [{ fail: 'Network error' }],
    },
    steps: [
      {
        send: {
          type: 'session.register',
          input: {
            userName: 'maya',
            email: 'maya@example.com',
            password: 'travel123',
            profilePic: null,
          },
        },
      },
      { send: { type: 'session.googleLogin', credential: 'google-access-token', remember: true } },
      { send: { type: 'session.logout' } },
    ],
    expected: {
      state: 'unauthenticated.idle',
      error: null,
      calls: { ...noCalls, register: 1, googleLogin: 1, logout: 1 },
    },
  },
  {
    name: 'short-lived tokens are renewed on demand, not in a loop',
    startsAt: T0,
    stored: { user: null, accessToken: null },
    answers: {
      login: [{ ok: mayaSignedIn(T0 + 50_000) }],
      refresh: [
        // Each new token is already inside the refresh window: no timer, no loop.
        { ok: { accessToken: unsignedAccessToken(maya.id, T0 + 60_000) } },
        { ok: { accessToken: unsignedAccessToken(maya.id, T0 + 90_000) } },
      ],
    },
    steps: [
      { send: { type: 'session.login', userName: 'maya', password: 'travel123', remember: true } },
      { advanceMs: 30_000 },
      { send: { type: 'session.refresh' } },
    ],
    expected: {
      state: 'authenticated.unscheduled',
      error: null,
      calls: { ...noCalls, login: 1, refresh: 2 },
    },
  },
  {
    name: 'a request refused again after its one retry → session expired',
    startsAt: T0,
    stored: storedMaya(T0 + 15 * MINUTE),
    answers: { logout: [{ ok: null }] },
    steps: [
      {
        send: {
          type: 'session.refusedAfterRetry',
          token: unsignedAccessToken(maya.id, T0 + 15 * MINUTE),
        },
      },
    ],
    expected: {
      state: 'unauthenticated.idle',
      error: 'Session expired',
      calls: { ...noCalls, logout: 1 },
    },
  },
  {
    name: 'another tab logs out → signed out here, without a second logout call',
    startsAt: T0,
    stored: storedMaya(T0 + 15 * MINUTE),
    answers: {},
    steps: [{ send: { type: 'session.endedElsewhere' } }],
    expected: { state: 'unauthenticated.idle', error: null, calls: noCalls },
  },
];
