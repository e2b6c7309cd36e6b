import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { EXPLORE_FETCH_ERRORS, NEARBY_ATTRACTIONS_RETRIES } from '../constants';
import { NearbyAttractionsQuery } from '../graphql/nearby-attractions-query';
import { UserLocationQuery } from '../graphql/user-location-query';
import { validCoordinates } from '../utils/coordinates';
import { nearbyAttractionsStatus } from '../utils/nearby-attractions-status';
import { useQueryRetries } from './use-query-retries';

/**
 * Nearby tourist attractions around the signed-in user's saved profile location (spec 001 §2
 * "Explore", §3 "User location"). The attractions query runs only with coordinates that pass the
 * guard (spec 000 §5, RESOLUTIONS 4.11): otherwise it is disabled and the section asks for a location.
 */
export function useNearbyAttractions(signedIn: boolean) {
  const profile = useQuery(UserLocationQuery, { skip: !signedIn });
  const location = profile.data?.me.location ?? null;
  const coordinates = validCoordinates(location?.latitude, location?.longitude);
  const attractions = useQuery(NearbyAttractionsQuery, {
    variables: coordinates ?? { latitude: 0, longitude: 0 },
    skip: !signedIn || coordinates === null,
  });
  const { failed } = useQueryRetries({
    error: attractions.error,
    refetch: attractions.refetch,
    retries: NEARBY_ATTRACTIONS_RETRIES,
  });
  useEffect(() => {
    if (failed) console.error(`${EXPLORE_FETCH_ERRORS.nearbyAttractions}:`, attractions.error);
  }, [failed, attractions.error]);
  const items = attractions.data?.nearbyPlaces ?? [];
  return {
    status: nearbyAttractionsStatus({
      signedIn,
      profileLoading: profile.loading,
      profileFailed: profile.error !== undefined,
      hasCoordinates: coordinates !== null,
      attractionsLoading: attractions.loading || attractions.error !== undefined,
      attractionsFailed: failed,
      attractionCount: items.length,
    }),
    city: location?.city ?? null,
    attractions: items,
  };
}
