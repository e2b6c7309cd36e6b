import type { Resolvers } from '../../generated/resolvers-types';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from '../../places/constants';
import { homeModel } from './home-model';

/** D1 §5, RESOLUTIONS 4.11: both numbers (not NaN) and within range, else no nearby query at all. */
function validCoordinates(latitude: unknown, longitude: unknown) {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const inRange =
    latitude >= LATITUDE_RANGE.min &&
    latitude <= LATITUDE_RANGE.max &&
    longitude >= LONGITUDE_RANGE.min &&
    longitude <= LONGITUDE_RANGE.max;
  return inRange ? { latitude, longitude } : null;
}

/**
 * The signed-in home. Each section is its own resolver over its own REST call, so GraphQL nulls only
 * the section that failed and reports the error on its path; the profile call is shared (homeModel).
 */
export const homeResolvers: Resolvers = {
  Query: {
    home: (_parent, _args, { rest }) => homeModel(() => rest.getProfile()),
  },
  Home: {
    me: (home) => home.profile(),
    trips: (_home, _args, { rest }) => rest.getAllTrips(),
    nearbyAttractions: async (home, _args, { rest }) => {
      const location = (await home.profile()).location;
      const coordinates = validCoordinates(location?.latitude, location?.longitude);
      if (coordinates === null) return null;
      return { ...coordinates, places: await rest.nearbyPlaces(coordinates) };
    },
    travelHighlights: (_home, _args, { rest }) => rest.travelHighlights(),
  },
};
