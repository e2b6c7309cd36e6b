// The build's server-side entry (issue 19), bundled for Node by web/build/prerender.ts: the build
// renders the public routes' HTML with it, and the gateway's page worker (web/build/page-worker.ts)
// renders pages with their data per request. The same providers, theme, router and route
// components as the SPA (main.tsx), for a guest or, per request, a signed-in reader: the SPA then
// renders the same tree over this HTML.
import { ApolloLink, InMemoryCache } from '@apollo/client';
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { Observable, tap } from 'rxjs';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import type { PageSession } from '@contract/page-session';
import type { PageGateway } from '@contract/page-worker';
import type { SessionUser } from '@machines/session/session.machine';
import { SESSION_EXPIRED, STORAGE_KEYS } from '@machines/session/constants';
import { sessionTokensOf } from '@machines/session/session-tokens';
import type { SessionTokens } from '@machines/session/session-tokens';
import { createSessionActor } from '@web/actors/session';
import { createSessionStorageBinding } from '@web/actors/session-storage';
import { createSessionTabs } from '@web/actors/session-tabs';
import { createAuthTransport, currentUserOf, toSessionUser } from '@web/features/auth/api/auth-api';
import { CurrentUserQuery } from '@web/features/auth/graphql/current-user-query';
import type { CurrentUserQuery as CurrentUserAnswer } from '@web/gql/graphql';
import { createQueryFreshness, queryKeyOf } from '@web/lib/query-freshness/query-freshness';
import { PageRenderProvider } from '@web/lib/page-render/page-render';
import { ReaderClockProvider, wallClockIn } from '@web/lib/time/reader-clock';
import { createApolloClient } from './apollo-client';
import { createGatewayHttpLink } from './gateway-http-link';
import type { PageData } from './page-data';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The worker's link to the gateway: with the navigation's origin, as a browser's request carries
 * its page's, so the links the gateway builds (a trip's share URL) point where the reader is.
 */
const gatewayLink = ({ graphqlUrl, appOrigin }: PageGateway) =>
  createGatewayHttpLink(graphqlUrl, { origin: appOrigin });

/** An empty Storage: a guest's browser, as every page prerendered at build assumes. */
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

/**
 * The signed-in reader a page is rendered for (web/build/page-worker.ts): who the token's `me` is,
 * with the token and the browser's time zone the navigation carried.
 */
export interface PageReader {
  user: SessionUser;
  accessToken: string;
  timeZone: string;
  /** The `me` answer, handed to the page's client: its layout asks for the same. */
  currentUser: CurrentUserAnswer;
}

/** Whom `renderRoute` renders for: the reader without their `me` answer. */
export type RenderedFor = Omit<PageReader, 'currentUser'>;

/** The reader of a page session, or null when the gateway refuses its token (or does not answer). */
export async function pageReaderOf(
  gateway: PageGateway,
  { accessToken, timeZone }: PageSession,
  signal?: AbortSignal,
): Promise<PageReader | null> {
  const transport = createAuthTransport(gatewayLink(gateway));
  try {
    const currentUser = await currentUserOf(transport, accessToken, signal);
    return { user: toSessionUser(currentUser.me), accessToken, timeZone, currentUser };
  } catch {
    return null;
  } finally {
    transport.stop();
  }
}

/**
 * The page's session, restored as the browser would from its storage: a guest's (empty), or the
 * reader's. It never calls the server (its effects never settle); a reader's token is at least a
 * minute from expiry (the cookie's life, web/src/actors/page-session-cookie.ts).
 */
function pageSession(reader?: RenderedFor) {
  const stored = emptyStorage();
  if (reader !== undefined) {
    stored.setItem(STORAGE_KEYS.user, JSON.stringify(reader.user));
    stored.setItem(STORAGE_KEYS.accessToken, reader.accessToken);
  }
  const session = createSessionActor({
    server: {
      login: never,
      googleLogin: never,
      register: never,
      logout: never,
      refresh: never,
    },
    storage: createSessionStorageBinding(stored, emptyStorage()),
    tabs: createSessionTabs(() => null),
  });
  session.start();
  return session;
}

/**
 * The page's tokens: its session's, never renewed. A render has no refresh cookie and its session is
 * stopped, so a request refused as unauthorized fails at once (the render then falls back to the
 * shell, whose app renews the session itself) instead of waiting for a renewal that never comes,
 * which held the worker's one-render-at-a-time queue for good.
 */
function pageTokens(session: ReturnType<typeof pageSession>): SessionTokens {
  return {
    accessToken: sessionTokensOf(session).accessToken,
    renewAfterUnauthorized: () => Promise.reject(new Error(SESSION_EXPIRED)),
    refusedAfterRetry: () => undefined,
  };
}

/** A client whose queries never answer: the page shows the SPA's loading states. */
function dataLessClient(session: ReturnType<typeof pageSession>) {
  return createApolloClient({
    session: pageTokens(session),
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
 * A client asking the gateway, in Apollo's SSR mode, for the renders of one page (its widths share
 * the answers): a guest's, or with the reader's token.
 */
export function createPageDataClient(gateway: PageGateway, reader?: PageReader): PageDataClient {
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
  const session = pageSession(reader);
  const apolloClient = createApolloClient({
    session: pageTokens(session),
    terminatingLink: ApolloLink.from([noteFailures, gatewayLink(gateway)]),
    freshness,
    ssrMode: true,
  });
  // The session link reads its last state; stopped, a reader's session schedules no refresh.
  session.stop();
  if (reader !== undefined) {
    // The layout's `me` is the answer the reader was found with, not asked again.
    apolloClient.writeQuery({ query: CurrentUserQuery, data: reader.currentUser });
    freshness.registry.recordFetch(queryKeyOf(CurrentUserQuery, undefined), freshness.now());
  }
  return {
    apolloClient,
    failed: () => failed,
    pageData: () => ({
      // createApolloClient's cache, an InMemoryCache: its state is the normalized object.
      cache: apolloClient.cache instanceof InMemoryCache ? apolloClient.cache.extract() : {},
      fetchedAt: freshness.registry.fetchTimes(),
      ...(reader === undefined ? {} : { forUser: reader.user.id }),
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
  {
    apolloClient,
    reader,
    signal,
  }: {
    apolloClient?: ApolloClient;
    reader?: RenderedFor;
    /** Aborts a render with data (it then rejects): past it, nobody waits for the page. */
    signal?: AbortSignal;
  } = {},
): Promise<string> {
  const session = pageSession(reader);
  const client = apolloClient ?? dataLessClient(session);
  const router = createAppRouter(
    { session, apolloClient: client, pageRender: true },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  // A reader's page shows their local date and hour, whatever the worker's time zone.
  const app = <AppProviders session={session} apolloClient={client} router={router} />;
  const tree = (
    <StrictMode>
      <PageRenderProvider value>
        {reader === undefined ? (
          app
        ) : (
          <ReaderClockProvider value={wallClockIn(reader.timeZone)}>{app}</ReaderClockProvider>
        )}
      </PageRenderProvider>
    </StrictMode>
  );
  let html: string;
  if (apolloClient === undefined) {
    const { prelude } = await prerender(tree);
    html = await new Response(prelude).text();
    client.stop();
  } else {
    html = (
      await prerenderStatic({
        tree,
        context: { client },
        signal,
        renderFunction: (element) => prerender(element, { signal }),
      })
    ).result;
  }
  session.stop();
  return html;
}
