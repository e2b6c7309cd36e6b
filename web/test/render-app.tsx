import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { SessionActorRef } from '@machines/session/session.machine';
import { createAppRouter } from '@web/app/router';
import { theme } from '@web/app/theme';
import { SessionProvider } from '@web/actors/session';

/** An Apollo client that answers every operation with empty data, for screens that query. */
function offlineApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new ApolloLink(() => new Observable((observer) => observer.complete())),
    cache: new InMemoryCache(),
  });
}

/**
 * Renders the real route tree at `path` with the app's providers (Mantine in test mode: no
 * transitions, no portals), over `apolloClient` or one that answers nothing.
 */
export function renderApp(
  path: string,
  session: SessionActorRef,
  apolloClient: ApolloClient = offlineApolloClient(),
) {
  const router = createAppRouter(
    { session, apolloClient },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ApolloProvider client={apolloClient}>
        <SessionProvider actor={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
