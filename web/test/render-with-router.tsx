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
import type { SessionActorRef } from '@machines/session/session.machine';
import { SessionProvider } from '@web/actors/session';
import { theme } from '@web/app/theme';

/**
 * What the fake GraphQL server answers for one operation: data, GraphQL errors (as the gateway
 * sends them, with `extensions.code`), or a network error to fail with.
 */
export type FakeAnswer =
  | { data: Record<string, unknown> }
  | { errors: FakeGraphQLError[] }
  /** A partial answer: the data with errors on some of its fields (`path`). */
  | { data: Record<string, unknown>; errors: FakeGraphQLError[] }
  | { error: Error };

export interface FakeGraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An Apollo client whose link records every operation it is sent and answers with `answer`, so a
 * test can count requests (debounce) and choose the server's answer. A promise answers when it
 * settles (a test can look at the screen while the request is in flight).
 */
export function fakeGraphqlClient(
  answer: (operation: SentOperation) => FakeAnswer | Promise<FakeAnswer>,
) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = {
          operationName: operation.operationName ?? '',
          variables: operation.variables,
        };
        sent.push(request);
        const deliver = (result: FakeAnswer) => {
          if ('error' in result) {
            observer.error(result.error);
            return;
          }
          observer.next('data' in result ? result : { data: null, errors: result.errors });
          observer.complete();
        };
        const result = answer(request);
        if (result instanceof Promise) void result.then(deliver);
        else deliver(result);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, sent };
}

/** Per operation name, how the fake server answers it. */
export type AnswersByOperation = Partial<
  Record<string, (operation: SentOperation) => FakeAnswer | Promise<FakeAnswer>>
>;

/** An `answer` for fakeGraphqlClient: by operation name, failing any operation not listed. */
export function answerByOperation(answers: AnswersByOperation) {
  return (operation: SentOperation): FakeAnswer | Promise<FakeAnswer> =>
    answers[operation.operationName]?.(operation) ?? {
      error: new Error(`unexpected ${operation.operationName}`),
    };
}

/**
 * Renders `ui` on a small router (the page at `/`, plus the addresses it links to) with Mantine in
 * test mode and the given Apollo client; `router.state.location` tells where a click led. With a
 * `session`, the tree can read it (`useSession`).
 */
export function renderWithRouter(
  ui: ReactNode,
  client: ApolloClient,
  { session }: { session?: SessionActorRef } = {},
) {
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
  // Where the trips screens send the user: each shows `ui` again, the address is what tests check.
  const otherPaths = ['/login', '/trips', '/trips/$tripId'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <>{ui}</> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, place, explore, ...otherPaths]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ApolloProvider client={client}>
        {session ? (
          <SessionProvider actor={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        ) : (
          <RouterProvider router={router} />
        )}
      </ApolloProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
