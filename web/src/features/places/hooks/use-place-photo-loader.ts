import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { BatchType, PhotoQuality } from '@machines/photos/constants';
import type { LoadingStrategy } from '@machines/photos/network-quality.machine';
import { photoLoaderMachine } from '@machines/photos/photo-loader.machine';
import type {
  BatchPhotosInput,
  BatchPhotosOutput,
  NearbyPlace,
  NearbyPlaces,
  PhotoLoaderActorRef,
} from '@machines/photos/photo-loader.machine';
import type {
  NearbyPlaceFieldsFragment,
  PhotoBatchType,
  PhotoQuality as GqlPhotoQuality,
} from '@web/gql/graphql';
import { NEARBY_FETCH_FAILED } from '../constants';
import { NearbyRestaurantsAndAttractionsQuery } from '../graphql/nearby-restaurants-and-attractions-query';
import { PhotoBatchQuery } from '../graphql/photo-batch-query';
import { serverMessageOr } from '@machines/shared/error-message';
import type { Coordinates } from '../utils/place-text';
import { keepCarriedBreaker, readCarriedBreaker } from './carried-breaker';

const gqlQuality: Record<PhotoQuality, GqlPhotoQuality> = {
  low: 'LOW',
  medium: 'MEDIUM',
  high: 'HIGH',
  ultra: 'ULTRA',
};
const gqlBatchType: Record<BatchType, PhotoBatchType> = {
  main: 'MAIN',
  nearby: 'NEARBY',
  lightbox: 'LIGHTBOX',
  explore: 'EXPLORE',
};

/** `photoBatch` through Apollo; `signal` aborts the HTTP request when the machine moves on. */
export async function fetchPhotoBatch(
  client: ApolloClient,
  { photoRefs, quality, batchType }: BatchPhotosInput,
  signal: AbortSignal,
): Promise<BatchPhotosOutput> {
  const { data } = await client.query({
    query: PhotoBatchQuery,
    variables: {
      refs: photoRefs,
      quality: gqlQuality[quality],
      batchType: gqlBatchType[batchType],
    },
    fetchPolicy: 'no-cache',
    // Each batch is its own request: an identical one in flight must not absorb it (and its signal).
    context: { fetchOptions: { signal }, queryDeduplication: false },
  });
  if (!data) throw new Error('The photo batch came back empty');
  const { photos, total, successful } = data.photoBatch;
  return {
    photos: photos.map(({ photoRef, success, url, error }) => ({
      photoRef,
      success,
      image: url ?? null,
      error: error ?? null,
    })),
    summary: { total, successful },
  };
}

const toNearbyPlace = (place: NearbyPlaceFieldsFragment): NearbyPlace => ({
  id: place.id,
  name: place.name,
  photoRef: place.photo?.ref ?? null,
  rating: place.rating,
  totalRatings: place.totalRatings,
  primaryType: place.primaryType,
});

/**
 * The place's nearby restaurants and attractions (spec 001 §3), in the machine's shape. The place
 * itself (it is nearest to its own point) is left out.
 */
export async function fetchNearbyPlaces(
  client: ApolloClient,
  { placeId, latitude, longitude }: Coordinates & { placeId: string },
  signal: AbortSignal,
): Promise<NearbyPlaces> {
  try {
    const { data } = await client.query({
      query: NearbyRestaurantsAndAttractionsQuery,
      variables: { latitude, longitude },
      // "Try Again" must ask the server again.
      fetchPolicy: 'network-only',
      context: { fetchOptions: { signal } },
    });
    if (!data) throw new Error(NEARBY_FETCH_FAILED);
    const { restaurants, attractions } = data.nearbyRestaurantsAndAttractions;
    const others = (places: readonly NearbyPlaceFieldsFragment[]) =>
      places.filter((place) => place.id !== placeId).map(toNearbyPlace);
    return { restaurants: others(restaurants), attractions: others(attractions) };
  } catch (error) {
    // Spec 001 §8: the server's message when there is one, else "Failed to fetch nearby places".
    throw new Error(serverMessageOr(error, NEARBY_FETCH_FAILED), { cause: error });
  }
}

export interface PlacePhotoLoaderOptions {
  placeId: string;
  /** The place's photo refs in display order (the machine loads the first 5). */
  photoRefs: readonly string[];
  location: Coordinates;
  /** From the app's network decision; read once, when the loader starts. */
  strategy: LoadingStrategy;
}

/**
 * The photo loader of one place page (machines/src/photos/photo-loader.machine.ts): created when
 * the component mounts (render it under `key={placeId}`), stopped on unmount, which aborts its
 * requests. It starts with the breaker the previous place's loader left behind.
 */
export function usePlacePhotoLoader({
  placeId,
  photoRefs,
  location,
  strategy,
}: PlacePhotoLoaderOptions): PhotoLoaderActorRef {
  const client = useApolloClient();
  const loader = useActorRef(
    photoLoaderMachine.provide({
      actors: {
        fetchBatch: fromPromise(({ input, signal }) => fetchPhotoBatch(client, input, signal)),
        fetchNearby: fromPromise(({ input, signal }) =>
          fetchNearbyPlaces(client, { ...location, placeId: input.placeId }, signal),
        ),
      },
    }),
    { input: { placeId, mainRefs: photoRefs, strategy, breaker: readCarriedBreaker() } },
  );

  useEffect(() => {
    const subscription = loader.subscribe((snapshot) =>
      keepCarriedBreaker(snapshot.context.breaker),
    );
    return () => subscription.unsubscribe();
  }, [loader]);

  return loader;
}
