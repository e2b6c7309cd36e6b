import type { ApolloClient } from '@apollo/client';
import type { SessionActorRef } from '@machines/session/session.machine';

/** What every route's beforeLoad and loader receive (typed in __root.tsx). */
export interface RouterContext {
  /** The app's one session actor: read it with `selectSession(session.getSnapshot())`. */
  session: SessionActorRef;
  apolloClient: ApolloClient;
  /**
   * Set for a page's server render (prerender-entry.tsx): loaders leave out what only a browser
   * runs (the network-quality check the place page starts).
   */
  pageRender?: boolean;
}
