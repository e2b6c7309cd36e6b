import { useEffect } from 'react';
import { validCoordinates } from '@web/lib/places/coordinates';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { EXPLORE_FETCH_ERRORS } from '../constants';
import { NearbyAttractionsQuery } from '../graphql/nearby-attractions-query';
import { nearbyAttractionsStatus } from '../utils/nearby-attractions-status';
import { useUserLocation } from './use-user-location';

/**
 * Nearby tourist attractions around the signed-in user's saved profile location (spec 001 §2
 * "Explore", §3 "User location"). The attractions query runs only with coordinates that pass the
 * guard (spec 000 §5, RESOLUTIONS 4.11): otherwise it is disabled and the section asks for a location.
 * The location is the profile's (fresh 15 min, kept 1 h); the attractions are fresh 15 min, kept 1 h
 * and retried 2 times (spec 000 §8, §9).
 */
export function useNearbyAttractions(signedIn: boolean) {
  const profile = useUserLocation(signedIn);
  const { location } = profile;
  const coordinates = validCoordinates(location?.latitude, location?.longitude);
  const attractions = useFreshQuery(NearbyAttractionsQuery, {
    freshness: 'nearbyAttractions',
    variables: coordinates ?? { latitude: 0, longitude: 0 },
    skip: !signedIn || coordinates === null,
  });
  const failed = attractions.error !== undefined;
  useEffect(() => {
    if (failed) console.error(`${EXPLORE_FETCH_ERRORS.nearbyAttractions}:`, attractions.error);
  }, [failed, attractions.error]);
  const items = attractions.data?.nearbyPlaces ?? [];
  return {
    status: nearbyAttractionsStatus({
      signedIn,
      profileLoading: profile.loading,
      profileFailed: profile.failed,
      hasCoordinates: coordinates !== null,
      attractionsLoading: attractions.loading,
      attractionsFailed: failed,
      attractionCount: items.length,
    }),
    city: location?.city ?? null,
    attractions: items,
  };
}
