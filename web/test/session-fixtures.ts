import { vi } from 'vitest';
import type { SessionTabs, SessionUser } from '@machines/session/session.machine';
import { createSessionActor } from '@web/actors/session';
import { createSessionStorageBinding } from '@web/actors/session-storage';
import type { AuthApi } from '@web/features/auth/api/auth-api';
import { fakeJwt } from './fake-jwt';

export const maya: SessionUser = {
  id: 'u-maya',
  userName: 'maya',
  email: 'maya@example.com',
  profilePic: null,
  firstName: 'Maya',
  lastName: 'Patil',
  role: 'user',
  isVerified: true,
};

/** An AuthApi whose calls are spies; by default every call fails so each test says what succeeds. */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}) {
  const notStubbed = (call: string) => () => Promise.reject(new Error(`${call} not stubbed`));
  return {
    login: vi.fn<AuthApi['login']>(overrides.login ?? notStubbed('login')),
    googleLogin: vi.fn<AuthApi['googleLogin']>(overrides.googleLogin ?? notStubbed('googleLogin')),
    logout: vi.fn<AuthApi['logout']>(overrides.logout ?? (() => Promise.resolve())),
    refresh: vi.fn<AuthApi['refresh']>(overrides.refresh ?? notStubbed('refresh')),
    register: vi.fn<AuthApi['register']>(overrides.register ?? notStubbed('register')),
  };
}

/** Puts a signed-in session in localStorage, as a remembered login would have left it. */
export function storeSignedInSession(
  user: SessionUser = maya,
  accessToken = fakeJwt(3600),
): string {
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('accessToken', accessToken);
  return accessToken;
}

/**
 * The other tabs of the browser, in memory: `endElsewhere()` acts as another tab whose session
 * ended; `announced` counts the ends this tab told the others.
 */
export function fakeSessionTabs() {
  const listeners = new Set<() => void>();
  const tabs = {
    announced: 0,
    announceEnd: () => {
      tabs.announced += 1;
    },
    onEndElsewhere: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    endElsewhere: () => listeners.forEach((listener) => listener()),
  } satisfies SessionTabs & Record<string, unknown>;
  return tabs;
}

/**
 * A started session actor over the real storage binding (jsdom's storages), a fake AuthApi and
 * in-memory tabs: the effects the app injects, faked.
 */
export function startTestSession(
  authApi: AuthApi = fakeAuthApi(),
  tabs: SessionTabs = fakeSessionTabs(),
) {
  const session = createSessionActor({
    server: authApi,
    storage: createSessionStorageBinding(window.localStorage, window.sessionStorage),
    tabs,
  });
  session.start();
  return session;
}
