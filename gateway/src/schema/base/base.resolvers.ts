import { NonEmptyStringResolver } from 'graphql-scalars';
import type { Resolvers } from '../../generated/resolvers-types';

/** Root fields that belong to no domain. */
export const baseResolvers: Resolvers = {
  // Refused at the edge with BAD_USER_INPUT before any resolver runs (scalars.graphql says where).
  NonEmptyString: NonEmptyStringResolver,
  Query: {
    ok: () => true,
  },
};
