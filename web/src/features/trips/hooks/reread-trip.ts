import type { ApolloClient } from '@apollo/client';
import type { ReadMemoriesEffect } from '@machines/memories/stored-memories';
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

/**
 * The memory machines' `readMemories` effect (issue 17): one activity's photos and reflections from
 * the trip page's own query, `fresh` from the server (its answer also refreshes the cached trip),
 * else as the page holds it. Null when the trip, day or activity is gone.
 */
export const readMemoriesWith =
  (client: ApolloClient): ReadMemoriesEffect =>
  async ({ tripId, day, activityId, fresh }) => {
    const { data } = await client.query({
      query: TripQuery,
      variables: { id: tripId },
      fetchPolicy: fresh ? 'network-only' : 'cache-first',
    });
    const activity = data?.trip?.itineraryDays
      .find((entry) => entry.day === day)
      ?.activities.find((entry) => entry.id === activityId);
    if (activity === undefined) return null;
    return {
      photoUrls: activity.memories.photos.map((photo) => photo.url),
      reflections: activity.memories.reflections.map((reflection) => reflection.text),
    };
  };
