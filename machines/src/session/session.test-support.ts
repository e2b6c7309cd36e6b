import { vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { unsignedAccessToken } from './unsigned-access-token';
import { createSessionMachine } from './session.machine';
import type {
  AuthResult,
  GoogleLoginInput,
  LoginInput,
  PersistedSession,
  RefreshResult,
  RegisterInput,
  SessionActorRef,
  SessionTabs,
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
    logout: vi.fn<(accessToken: string | null) => Promise<void>>(unexpected('logout')),
    refresh: vi.fn<() => Promise<RefreshResult>>(unexpected('refresh')),
  };
}

export type SessionEffects = ReturnType<typeof createEffects>;

/**
 * The other tabs of a browser, in memory: `endElsewhere()` acts as another tab whose session ended;
 * `announced` counts the ends this tab told the others.
 */
export function fakeTabs() {
  const listeners = new Set<() => void>();
  const tabs = {
    announced: 0,
    announceEnd: () => {
      tabs.announced += 1;
    },
    onEndElsewhere: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    endElsewhere: () => listeners.forEach((listener) => listener()),
    listenerCount: () => listeners.size,
  } satisfies SessionTabs & Record<string, unknown>;
  return tabs;
}

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

  const tabs = fakeTabs();
  const machine = createSessionMachine({
    server: effects,
    store: { persist: persistSession, clear: clearStoredSession },
    tabs,
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
  return { actor, clock, effects, persistSession, clearStoredSession, logger, tabs };
}

/** Waits until no effect is under way (the machine's `busy` tag is gone). */
export const settled = (actor: SessionActorRef) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
