// The build's server-side entry (issue 19), bundled for Node by web/build/prerender.ts: the build
// renders the public routes' HTML with it, and the gateway's page worker (web/build/page-worker.ts)
// renders pages with their data per request. The same providers, theme, router and route
// components as the SPA (main.tsx), for a guest: the SPA then renders the same tree over this HTML.
import { ApolloLink, InMemoryCache } from '@apollo/client';
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { Observable, tap } from 'rxjs';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { sessionTokensOf } from '@machines/session/session-tokens';
import { createSessionActor } from '@web/actors/session';
import { createSessionStorageBinding } from '@web/actors/session-storage';
import { createSessionTabs } from '@web/actors/session-tabs';
import { createQueryFreshness } from '@web/lib/query-freshness/query-freshness';
import { createApolloClient } from './apollo-client';
import { createGatewayHttpLink } from './gateway-http-link';
import type { PageData } from './page-data';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** An empty Storage: a guest's browser, as every prerendered page assumes. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const never = <T,>() => new Promise<T>(() => {});

/** A guest's session, restored from empty storage; it never calls the server. */
function guestSession() {
  const session = createSessionActor({
    server: {
      login: never,
      googleLogin: never,
      register: never,
      logout: never,
      refresh: never,
    },
    storage: createSessionStorageBinding(emptyStorage(), emptyStorage()),
    tabs: createSessionTabs(() => null),
  });
  session.start();
  return session;
}

/** A client whose queries never answer: the page shows the SPA's loading states. */
function dataLessClient(session: ReturnType<typeof guestSession>) {
  return createApolloClient({
    session: sessionTokensOf(session),
    terminatingLink: new ApolloLink(() => new Observable(() => {})),
  });
}

/** The client a page rendered with data asks the gateway with, and what it learnt. */
export interface PageDataClient {
  apolloClient: ApolloClient;
  /** Whether any answer failed or carried errors: such a page is not served (the caller falls back). */
  failed: () => boolean;
  /** The cache and fetch times for the app's first render (app/page-data.ts). */
  pageData: () => PageData;
}

/**
 * A guest's client asking the gateway at `graphqlUrl`, in Apollo's SSR mode, for the renders of
 * one page (its widths share the answers).
 */
export function createPageDataClient(graphqlUrl: string): PageDataClient {
  let failed = false;
  const noteFailures = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if ('errors' in result && result.errors?.length) failed = true;
        },
        error: () => {
          failed = true;
        },
      }),
    ),
  );
  const freshness = createQueryFreshness();
  const session = guestSession();
  const apolloClient = createApolloClient({
    session: sessionTokensOf(session),
    terminatingLink: ApolloLink.from([noteFailures, createGatewayHttpLink(graphqlUrl)]),
    freshness,
    ssrMode: true,
  });
  // A guest's: it holds no token to renew, and the session link reads its last state.
  session.stop();
  return {
    apolloClient,
    failed: () => failed,
    pageData: () => ({
      // createApolloClient's cache, an InMemoryCache: its state is the normalized object.
      cache: apolloClient.cache instanceof InMemoryCache ? apolloClient.cache.extract() : {},
      fetchedAt: freshness.registry.fetchTimes(),
    }),
  };
}

/**
 * The route's HTML inside #root, for the viewport width the `matchMedia` global answers for.
 * Without `apolloClient`, queries never answer: the page shows what the SPA's first render shows
 * before its data arrives (its loading states). With one (createPageDataClient), the page is
 * rendered again until its queries have answered (Apollo's `prerenderStatic`), as the SPA renders
 * it once its cache holds them.
 */
export async function renderRoute(
  path: string,
  { apolloClient }: { apolloClient?: ApolloClient } = {},
): Promise<string> {
  const session = guestSession();
  const client = apolloClient ?? dataLessClient(session);
  const router = createAppRouter(
    { session, apolloClient: client },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  const tree = (
    <StrictMode>
      <AppProviders session={session} apolloClient={client} router={router} />
    </StrictMode>
  );
  let html: string;
  if (apolloClient === undefined) {
    const { prelude } = await prerender(tree);
    html = await new Response(prelude).text();
    client.stop();
  } else {
    html = (await prerenderStatic({ tree, context: { client }, renderFunction: prerender })).result;
  }
  session.stop();
  return html;
}
