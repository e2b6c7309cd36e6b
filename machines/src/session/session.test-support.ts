import { vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { unsignedAccessToken } from './scenarios/unsigned-access-token';
import { sessionMachine } from './session.machine';
import type {
  AuthResult,
  GoogleLoginInput,
  LoginInput,
  PersistedSession,
  RefreshResult,
  RegisterInput,
  SessionActorRef,
  SessionUser,
  StoredSession,
} from './session.machine';

/** Test support for the session machine: a provided machine on a simulated clock. */

export const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
export const MINUTE = 60_000;

export const maya: SessionUser = {
  id: 'user-maya',
  userName: 'maya',
  email: 'maya@example.com',
  isVerified: true,
};

export const tokenExpiringAt = (expiresAtMs: number) => unsignedAccessToken(maya.id, expiresAtMs);
export const storedSession = (expiresAtMs: number): StoredSession => ({
  user: JSON.stringify(maya),
  accessToken: tokenExpiringAt(expiresAtMs),
});
export const nothingStored: StoredSession = { user: null, accessToken: null };

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
export function deferred<T>(): Deferred<T> {
  const handles: Partial<Pick<Deferred<T>, 'resolve' | 'reject'>> = {};
  const promise = new Promise<T>((resolve, reject) => {
    handles.resolve = resolve;
    handles.reject = reject;
  });
  return {
    promise,
    resolve: (value) => handles.resolve?.(value),
    reject: (error) => handles.reject?.(error),
  };
}

const unexpected = (effect: string) => () =>
  Promise.reject(new Error(`test: unexpected call of ${effect}`));

function createEffects() {
  return {
    login: vi.fn<(input: LoginInput) => Promise<AuthResult>>(unexpected('login')),
    googleLogin: vi.fn<(input: GoogleLoginInput) => Promise<AuthResult>>(unexpected('googleLogin')),
    register: vi.fn<(input: RegisterInput) => Promise<void>>(unexpected('register')),
    logout: vi.fn<() => Promise<void>>(unexpected('logout')),
    refresh: vi.fn<() => Promise<RefreshResult>>(unexpected('refresh')),
  };
}

export type SessionEffects = ReturnType<typeof createEffects>;

export function startSession(
  options: {
    stored?: StoredSession;
    remember?: boolean;
    startsAt?: number;
    /** Set effect answers needed at start (a restored session may refresh at once). */
    beforeStart?: (effects: SessionEffects) => void;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(options.startsAt ?? T0);
  const effects = createEffects();
  options.beforeStart?.(effects);
  const persistSession = vi.fn<(session: PersistedSession) => void>();
  const clearStoredSession = vi.fn<() => void>();
  const logger = vi.fn<(...args: unknown[]) => void>();

  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<AuthResult, LoginInput>(({ input }) => effects.login(input)),
      googleLogin: fromPromise<AuthResult, GoogleLoginInput>(({ input }) =>
        effects.googleLogin(input),
      ),
      // The machine's register output is void (see session.machine.ts); provide() matches it exactly.
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
      register: fromPromise<void, RegisterInput>(({ input }) => effects.register(input)),
      logout: fromPromise(() => effects.logout()),
      refresh: fromPromise(() => effects.refresh()),
    },
    actions: {
      persistSession: (_, session) => persistSession(session),
      clearStoredSession: () => clearStoredSession(),
    },
  });
  const actor = createActor(machine, {
    input: {
      stored: options.stored ?? nothingStored,
      now: () => clock.now(),
      ...(options.remember === undefined ? {} : { remember: options.remember }),
    },
    clock,
    logger,
  });
  actor.start();
  return { actor, clock, effects, persistSession, clearStoredSession, logger };
}

/** Waits until no effect is under way (the machine's `busy` tag is gone). */
export const settled = (actor: SessionActorRef) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
