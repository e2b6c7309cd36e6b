import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { UserLocationQuery } from '../graphql/user-location-query';

/**
 * The location saved in the signed-in user's profile (spec 001 §3 "User location"), under the
 * profile's cache rules (fresh 15 min, kept 1 h; spec 000 §9). Nothing is asked for a guest.
 */
export function useUserLocation(signedIn: boolean) {
  const { data, loading, error } = useFreshQuery(UserLocationQuery, {
    freshness: 'profile',
    skip: !signedIn,
  });
  return { location: data?.me.location ?? null, loading, failed: error !== undefined };
}
