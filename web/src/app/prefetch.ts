import type { ApolloClient } from '@apollo/client';
import { selectSession } from '@machines/session/session.machine';
import type { SessionActorRef } from '@machines/session/session.machine';
import { ExploreHighlightsQuery } from '@web/lib/places/travel-highlights-query';
import { MyTripsQuery } from '../features/trips/graphql/my-trips-query';
import { prefetchQuery } from '@web/lib/query-freshness/prefetch-query';

/**
 * Spec 000 §7 "The product also prefetches highlights and the trips list": the travel highlights
 * (the landing and home trending section, Explore) once the app starts, whoever uses it; the trips
 * list (the layout's trip badge, /trips, Plan Your Visit) each time a session starts, whether
 * restored at start or signed in later, never for a guest. Prefetches are silent (no toast, no
 * error, no retry) and skipped while the answer on record is fresh.
 *
 * Returns the function that stops following the session.
 */
export function startPrefetching({
  session,
  apolloClient,
}: {
  session: SessionActorRef;
  apolloClient: ApolloClient;
}): () => void {
  void prefetchQuery(apolloClient, ExploreHighlightsQuery, { freshness: 'highlights' });

  let wasAuthenticated = false;
  const followSession = (isAuthenticated: boolean) => {
    if (isAuthenticated && !wasAuthenticated) {
      void prefetchQuery(apolloClient, MyTripsQuery, { freshness: 'trips' });
    }
    wasAuthenticated = isAuthenticated;
  };
  followSession(selectSession(session.getSnapshot()).isAuthenticated);
  const subscription = session.subscribe((snapshot) =>
    followSession(selectSession(snapshot).isAuthenticated),
  );
  return () => subscription.unsubscribe();
}
