import type { Resolvers } from '../../generated/resolvers-types';

/** Root fields that belong to no domain. */
export const baseResolvers: Resolvers = {
  Query: {
    ok: () => true,
  },
};
