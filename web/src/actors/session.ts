import { createContext, createElement, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { createSessionMachine, selectSession } from '@machines/session/session.machine';
import type {
  SessionActorRef,
  SessionEmitted,
  SessionEvent,
  SessionServer,
  SessionTabs,
  SessionView,
} from '@machines/session/session.machine';
import { devInspectOption } from './dev-inspect';
import type { SessionStorageBinding } from './session-storage';

/**
 * The React binding of the session machine (machines/src/session). The app creates one actor at
 * start (app/main.tsx) and injects its effects: the gateway's auth calls (the auth feature's
 * `createAuthApi`), the browser storage and the other tabs. Views read it with `useSession()`,
 * send events, and follow its emits with `useSessionEmits`.
 */
export interface SessionActorEffects {
  server: SessionServer;
  storage: SessionStorageBinding;
  tabs: SessionTabs;
}

export function createSessionActor({
  server,
  storage,
  tabs,
}: SessionActorEffects): SessionActorRef {
  const { stored, remember } = storage.read();
  return createActor(createSessionMachine({ server, store: storage, tabs }), {
    input: { stored, remember },
    ...devInspectOption(),
  });
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

/**
 * Calls `onEmitted` with each event the session emits (signed in, failed, registered, ended) while
 * the component is mounted: what a view does after a login follows these, not an awaited actor.
 */
export function useSessionEmits(onEmitted: (event: SessionEmitted) => void): void {
  const actor = useSessionActor();
  const latest = useRef(onEmitted);
  useEffect(() => {
    latest.current = onEmitted;
  });
  useEffect(() => {
    const subscription = actor.on('*', (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
}
