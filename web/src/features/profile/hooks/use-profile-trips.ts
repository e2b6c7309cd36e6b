import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { ProfileTripsQuery } from '../graphql/profile-trips-query';

/**
 * The user's trips for the profile's count and "Your Trips" tab (spec 001 §2 "Profile"), under the
 * trips' cache rules (fresh 5 min, kept 15 min; spec 000 §9). `trips` is null until loaded.
 */
export function useProfileTrips() {
  const { data, error } = useFreshQuery(ProfileTripsQuery, { freshness: 'trips' });
  return { trips: data?.myTrips ?? null, failed: error !== undefined };
}
