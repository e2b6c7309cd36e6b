import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { AfterFirstRender } from '../components/after-first-render/after-first-render';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { selectSession } from '@machines/session/session.machine';
import type { SessionActorRef } from '@machines/session/session.machine';
import { SessionProvider } from '../actors/session';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../components/toast/constants';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import type { RouterContext } from './router-context';

/**
 * Re-runs the routes' guards when the session starts or ends on its own (a refresh that failed):
 * a protected page then sends the user to /login. Deferred a tick so a navigation the change
 * itself triggers (logout → /) lands first.
 */
function useGuardsFollowSession(session: SessionActorRef, router: AppRouter) {
  useEffect(() => {
    let wasAuthenticated = selectSession(session.getSnapshot()).isAuthenticated;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const subscription = session.subscribe((snapshot) => {
      const { isAuthenticated } = selectSession(snapshot);
      if (isAuthenticated === wasAuthenticated) return;
      wasAuthenticated = isAuthenticated;
      clearTimeout(pending);
      pending = setTimeout(() => void router.invalidate(), 0);
    });
    return () => {
      clearTimeout(pending);
      subscription.unsubscribe();
    };
  }, [session, router]);
}

interface AppProvidersProps extends RouterContext {
  router: AppRouter;
}

export function AppProviders({ session, apolloClient, router }: AppProvidersProps) {
  useGuardsFollowSession(session, router);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      // In the app's stylesheet instead (web/build/mantine-theme-css.ts): as <style> elements in the
      // tree they filled each render of a built page's HTML, and came anew at each takeover.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {/* Its store keeps a toast shown before it mounts. */}
      <AfterFirstRender>
        <Notifications position={TOAST_POSITION} autoClose={TOAST_DURATION_MS} />
      </AfterFirstRender>
      <ApolloProvider client={apolloClient}>
        <SessionProvider actor={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
