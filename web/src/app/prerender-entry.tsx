// The build's server-side entry (issue 19): web/build/prerender.ts bundles it for Node after the
// client build and renders the public routes' HTML with it. The same providers, theme, router and
// route components as the SPA (main.tsx), for a guest: the SPA then hydrates this HTML.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { sessionTokensOf } from '@machines/session/session-tokens';
import { createSessionActor } from '@web/actors/session';
import { createSessionStorageBinding } from '@web/actors/session-storage';
import { createSessionTabs } from '@web/actors/session-tabs';
import { createApolloClient } from './apollo-client';
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

/**
 * The route's HTML inside #root, for the viewport width the build's `matchMedia` answers for. Queries never answer: the page shows what the SPA's first render
 * shows before its data arrives (its loading states), so hydration finds the same tree.
 */
export async function renderRoute(path: string): Promise<string> {
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
  const apolloClient = createApolloClient({
    session: sessionTokensOf(session),
    terminatingLink: new ApolloLink(() => new Observable(() => {})),
  });
  const router = createAppRouter(
    { session, apolloClient },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders session={session} apolloClient={apolloClient} router={router} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  session.stop();
  apolloClient.stop();
  return html;
}
