import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { theme } from '../src/app/theme';

/**
 * What the fake GraphQL server answers for one operation: data, GraphQL errors (as the gateway
 * sends them, with `extensions.code`), or a network error to fail with.
 */
export type FakeAnswer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions?: Record<string, unknown> }[] }
  | { error: Error };

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An Apollo client whose link records every operation it is sent and answers with `answer`, so a
 * test can count requests (debounce) and choose the server's answer.
 */
export function fakeGraphqlClient(answer: (operation: SentOperation) => FakeAnswer) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = {
          operationName: operation.operationName ?? '',
          variables: operation.variables,
        };
        sent.push(request);
        const result = answer(request);
        if ('error' in result) {
          observer.error(result.error);
          return;
        }
        observer.next('errors' in result ? { data: null, errors: result.errors } : result);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, sent };
}

/**
 * Renders `ui` on a small router (the page at `/`, plus the addresses it links to) with Mantine in
 * test mode and the given Apollo client; `router.state.location` tells where a click led.
 */
export function renderWithRouter(ui: ReactNode, client: ApolloClient) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const place = createRoute({
    getParentRoute: () => rootRoute,
    path: '/place/$placeId',
    component: () => <>{ui}</>,
  });
  const explore = createRoute({
    getParentRoute: () => rootRoute,
    path: '/explore',
    component: () => <>{ui}</>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, place, explore]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
