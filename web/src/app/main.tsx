import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
// The theme's variables and Mantine's responsive classes (web/build/mantine-theme-css.ts).
import 'virtual:mantine-theme.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { selectSession } from '@machines/session/session.machine';
import { sessionTokensOf } from '@machines/session/session-tokens';
import { coordinatedRefresh } from '@web/actors/coordinated-refresh';
import { createSessionActor } from '@web/actors/session';
import { createDocumentPageSessionCookie } from '@web/actors/page-session-cookie';
import { createDocumentSessionHint } from '@web/actors/session-hint';
import { createSessionStorageBinding } from '@web/actors/session-storage';
import { createSessionTabs } from '@web/actors/session-tabs';
import { createAuthApi, createAuthTransport } from '@web/features/auth/api/auth-api';
import { createApolloClient } from './apollo-client';
import { followSessionExpiry } from './follow-session-expiry';
import { fontsLoaded } from './fonts-loaded';
import { forgetUserDataOnSessionEnd } from './forget-user-data';
import { createGatewayHttpLink } from './gateway-http-link';
import { isPageDataFor, takePageData } from './page-data';
import { startPrefetching } from './prefetch';
import { renderOverPrerendered } from './prerendered-page';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { applyStylesheetsAtTakeover, stylesheetsLoaded } from './stylesheets-loaded';
import { createQueryFreshness } from '@web/lib/query-freshness/query-freshness';
import { yieldToMain } from '@web/lib/scheduling/yield-to-main';

// Development only: the app's actors report to QA's inspector (`npm run inspect`). The production
// build drops this branch and the module with it (tests/e2e/inspector-bundle check).
if (import.meta.env.DEV) {
  const { connectDevInspector } = await import('./dev-inspector');
  connectDevInspector();
}

void startApp();

function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * Starts the app in a few short tasks rather than one long one (issue 19): evaluating the bundle is
 * a task of its own, then the session, the GraphQL client, the prefetches and the router each take
 * the next, so input can come between them (`yieldToMain`). Not a top-level await: see the
 * router's load below.
 */
async function startApp() {
  await yieldToMain();
  // One session for the whole app, started before the first render so guards see the restored
  // state. Its effects: the auth feature's gateway calls, the browser storage, the other tabs.
  const authApi = createAuthApi(createAuthTransport(createGatewayHttpLink()));
  const session = createSessionActor({
    // One refresh per browser: the other tabs wait for it and take its token (issue 17).
    server: { ...authApi, refresh: coordinatedRefresh(() => authApi.refresh()) },
    storage: createSessionStorageBinding(
      window.localStorage,
      window.sessionStorage,
      createDocumentSessionHint(),
      createDocumentPageSessionCookie(),
    ),
    tabs: createSessionTabs(),
  });
  await yieldToMain();
  const freshness = createQueryFreshness();
  const apolloClient = createApolloClient({ session: sessionTokensOf(session), freshness });
  // Subscribed before the session starts, so no end is missed.
  forgetUserDataOnSessionEnd(session, apolloClient);
  session.start();
  // The page's data block closes the body: a module the head script added runs as soon as it has
  // loaded, maybe before a long page has been parsed.
  await documentParsed();
  // A page the gateway rendered with its data hands it on: the first render shows the same. A page
  // rendered for a user only if the session restored is that user's (the page itself was hidden
  // from anyone else, web/head-script.js); no query has run yet.
  const pageData = takePageData(document);
  if (
    pageData !== null &&
    isPageDataFor(pageData, selectSession(session.getSnapshot()).user?.id ?? null)
  ) {
    for (const [key, at] of pageData.fetchedAt) freshness.registry.recordFetch(key, at);
    apolloClient.cache.restore(pageData.cache);
  }
  await yieldToMain();
  // For the app's lifetime: highlights now, the trips list whenever a session starts (spec 000 §7).
  startPrefetching({ session, apolloClient });
  await yieldToMain();
  const router = createAppRouter({ session, apolloClient });
  // An expired session says so and leads through /login back to where the user was (issue 18).
  followSessionExpiry(session, router);

  const rootElement = document.getElementById('root');
  if (rootElement === null) throw new Error('index.html has no #root element');

  const app = (
    <StrictMode>
      <AppProviders session={session} apolloClient={apolloClient} router={router} />
    </StrictMode>
  );
  // The router's first load finishes before the first render (issue 19). Mounted first, the router
  // starts that load itself and its store updates render the whole route synchronously, in one long
  // task; loaded first, the first render already has the route and runs as a transition, which
  // React renders in slices. Not awaited at the top level: the route chunks import modules of this
  // graph, whose evaluation a pending top-level await would hold open, so the load would never
  // finish. A load that fails still mounts: the router shows the route's error state itself.
  const routeLoaded = router.load().catch(() => undefined);
  // A public page prerendered at build shows until the app has rendered its own in its place. Other
  // pages render once their stylesheets (which no longer block the frame's paint) and Inter are in
  // too: never unstyled, and their text never re-wraps when the font arrives.
  if (rootElement.dataset.prerendered !== undefined) {
    void routeLoaded.then(() => renderOverPrerendered(rootElement, app, router));
  } else {
    void Promise.all([routeLoaded, stylesheetsLoaded(), fontsLoaded()]).then(() => {
      applyStylesheetsAtTakeover();
      startTransition(() => createRoot(rootElement).render(app));
    });
  }
}
