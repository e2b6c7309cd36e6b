import type { ApolloClient } from '@apollo/client';
import type { RereadTripEffect } from '@machines/trips/trip';
import { TripQuery } from '../graphql/trip-query';

/**
 * The trip machines' `rereadTrip` effect (issue 17 "Writes are safe to retry"): the trip page's own
 * query, from the server and never the cache; its answer also refreshes the cached trip, so an item
 * that was applied after all shows at once.
 */
export const rereadTripWith =
  (client: ApolloClient): RereadTripEffect =>
  async ({ tripId }) => {
    const { data } = await client.query({
      query: TripQuery,
      variables: { id: tripId },
      fetchPolicy: 'network-only',
    });
    return data?.trip ?? null;
  };
