import { useFreshQuery } from '../../../app/query-freshness/use-fresh-query';
import { MyTripsCountQuery } from '../graphql/my-trips-count-query';

/** The signed-in user's trip count for the layout badges; null for guests and while loading. */
export function useTripCount(isAuthenticated: boolean): number | null {
  const { data } = useFreshQuery(MyTripsCountQuery, { freshness: 'trips', skip: !isAuthenticated });
  return isAuthenticated && data ? data.myTrips.length : null;
}
