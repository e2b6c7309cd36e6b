import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { selectSession, sessionMachine } from '@machines/session/session.machine';
import type { SessionActorRef, SessionEvent, SessionView } from '@machines/session/session.machine';
import type { AuthApi } from '../features/auth/api/auth-api';
import type { SessionStorageBinding } from './session-storage';

/**
 * The React binding of the session machine (machines/src/session). The app creates one actor at
 * start (app/main.tsx) with the effects below; views read it with `useSession()` and send events.
 */
export interface SessionEffects {
  authApi: AuthApi;
  storage: SessionStorageBinding;
}

export function createSessionActor({ authApi, storage }: SessionEffects): SessionActorRef {
  const { stored, remember } = storage.read();
  const actor: SessionActorRef = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => authApi.login(input)),
        googleLogin: fromPromise(({ input }) => authApi.googleLogin(input)),
        register: fromPromise(({ input }) => authApi.register(input)),
        // The token still held goes along as the bearer; read when logout runs, after start.
        logout: fromPromise(() => authApi.logout(actor.getSnapshot().context.accessToken)),
        refresh: fromPromise(() => authApi.refresh()),
      },
      actions: {
        persistSession: (_, session) => storage.persist(session),
        clearStoredSession: () => storage.clear(),
      },
    }),
    { input: { stored, remember } },
  );
  return actor;
}

const SessionActorContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({
  actor,
  children,
}: {
  actor: SessionActorRef;
  children: ReactNode;
}) {
  return createElement(SessionActorContext.Provider, { value: actor }, children);
}

export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (actor === null) throw new Error('useSessionActor: wrap the tree in <SessionProvider>');
  return actor;
}

/** The spec's session state (spec 000 §3): user, isAuthenticated, isLoading, error, token, expiry. */
export function useSession(): SessionView {
  return useSelector(useSessionActor(), selectSession);
}

/** Sends an event to the session actor (session.login, session.logout, ...). */
export function useSessionSend(): (event: SessionEvent) => void {
  const actor = useSessionActor();
  return actor.send;
}
