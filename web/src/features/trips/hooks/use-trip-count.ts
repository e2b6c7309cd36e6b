import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { MyTripsQuery } from '../graphql/my-trips-query';

/**
 * The signed-in user's trip count for the layout badges; null for guests and while loading. It reads
 * the trips list itself (`MyTrips`), not a smaller query of its own: the badge, /trips, Plan Your
 * Visit and the prefetch (app/prefetch.ts) then share one answer and one fetch time, so get-all-trips
 * is called once per freshness window rather than once per document.
 */
export function useTripCount(isAuthenticated: boolean): number | null {
  const { data } = useFreshQuery(MyTripsQuery, { freshness: 'trips', skip: !isAuthenticated });
  return isAuthenticated && data ? data.myTrips.length : null;
}
