import type { Resolvers } from '../../generated/resolvers-types';

/** Trips. Parents of `Trip` are the contract's REST trip (codegen mapper). */
export const tripResolvers: Resolvers = {
  Query: {
    myTrips: (_parent, _args, { rest }) => rest.getAllTrips(),
  },
  Trip: {
    id: (trip) => trip._id,
    /** RESOLUTIONS 27.30: the wire field is `tripCoverImage`. */
    coverImage: (trip) => trip.tripCoverImage ?? null,
  },
};
