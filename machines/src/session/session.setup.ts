import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { storedErrorMessage } from '../shared/error-message';
import { MAX_TIMER_DELAY_MS } from './constants';
import { readTokenExpiry } from './jwt';
import { isDueAtOnce, msUntilRefreshPoint } from './restore-session';
import type {
  AuthResult,
  GoogleLoginInput,
  LoginInput,
  PersistedSession,
  RefreshResult,
  RegisterInput,
  SessionContext,
  SessionEmitted,
  SessionEndReason,
  SessionEvent,
  SessionInput,
} from './session.types';

/**
 * The session machine's implementations (spec 000 §3, §4, §8, §9): the context updates, guards and
 * the refresh delay. The effects here are placeholders that fail loudly; `createSessionMachine`
 * (session.machine.ts) replaces them with the ones it is given.
 */

function notProvided(effect: string): Error {
  return new Error(`session: the "${effect}" effect was not provided (createSessionMachine)`);
}

/** The thrown error's message, else the spec's fallback text. */
export const errorMessage = (error: unknown, fallback: string): string =>
  storedErrorMessage(error, fallback);

export const sessionSetup = setup({
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
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the call answers nothing
    register: fromPromise<void, RegisterInput>(() => Promise.reject(notProvided('register'))),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the call answers nothing
    logout: fromPromise<void, { accessToken: string | null }>(() =>
      Promise.reject(notProvided('logout')),
    ),
    refresh: fromPromise<RefreshResult>(() => Promise.reject(notProvided('refresh'))),
    /** Sends `session.endedElsewhere` when another tab's session ends. */
    otherTabs: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    persistSession: (_, _session: PersistedSession) => {
      throw notProvided('persistSession');
    },
    clearStoredSession: () => {
      throw notProvided('clearStoredSession');
    },
    announceEnd: () => {},
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
    emitSignedIn: emit({ type: 'session.signedIn' }),
    emitFailure: emit(({ context }) => ({ type: 'session.failed', error: context.error ?? '' })),
    storeRefreshedToken: assign((_, { accessToken }: RefreshResult) => ({
      accessToken,
      tokenExpiresAt: accessToken === null ? null : readTokenExpiry(accessToken),
    })),
    endBecause: assign((_, params: { reason: SessionEndReason; error?: string }) => ({
      endReason: params.reason,
      ...(params.error === undefined ? {} : { error: params.error }),
    })),
    clearSession: assign({
      user: null,
      accessToken: null,
      tokenExpiresAt: null,
      isLoading: false,
      endReason: null,
    }),
    emitEnded: emit(({ context }) => ({
      type: 'session.ended',
      reason: context.endReason ?? 'logout',
    })),
  },
  guards: {
    isStoredSessionValid: ({ context }) => context.storedSessionStatus === 'valid',
    isStoredSessionUnusable: ({ context }) =>
      context.storedSessionStatus !== 'none' && context.storedSessionStatus !== 'valid',
    isRefreshDueAtOnce: ({ context }) => isDueAtOnce(context.tokenExpiresAt, context.now()),
    isTokenMissing: (_, { accessToken }: RefreshResult) => accessToken === null,
    isExpiryUnknown: ({ context }) => context.tokenExpiresAt === null,
    isRejectedTokenCurrent: ({ context, event }) =>
      (event.type === 'session.tokenRejected' || event.type === 'session.refusedAfterRetry') &&
      event.token === context.accessToken,
  },
  delays: {
    untilRefreshPoint: ({ context }) => {
      const remaining = msUntilRefreshPoint(context.tokenExpiresAt, context.now()) ?? 0;
      return Math.max(0, Math.min(remaining, MAX_TIMER_DELAY_MS));
    },
  },
});
