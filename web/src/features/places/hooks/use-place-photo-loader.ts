import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { NEARBY_FETCH_FAILED } from '@machines/photos/constants';
import type { BatchType, PhotoQuality } from '@machines/photos/constants';
import type { LoadingStrategy } from '@machines/photos/network-quality.machine';
import {
  createPhotoLoaderMachine,
  selectCircuitBreaker,
} from '@machines/photos/photo-loader.machine';
import type {
  BatchPhotosInput,
  BatchPhotosOutput,
  FetchNearbyInput,
  NearbyPlace,
  NearbyPlaces,
  PhotoLoaderActorRef,
  PhotoLoaderEffects,
  ShownPhoto,
} from '@machines/photos/photo-loader.machine';
import type {
  NearbyPlaceFieldsFragment,
  PhotoBatchQuery as PhotoBatchAnswer,
  PhotoBatchType,
  PhotoQuality as GqlPhotoQuality,
} from '@web/gql/graphql';
import { NearbyRestaurantsAndAttractionsQuery } from '../graphql/nearby-restaurants-and-attractions-query';
import { PhotoBatchQuery } from '../graphql/photo-batch-query';
import type { Coordinates } from '../utils/place-text';
import { keepCarriedBreaker, readCarriedBreaker } from './carried-breaker';
import { devInspectOption } from '@web/actors/dev-inspect';

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

/** The `photoBatch` query's variables for a batch the loader sends. */
export const photoBatchVariables = ({ photoRefs, quality, batchType }: BatchPhotosInput) => ({
  refs: photoRefs,
  quality: gqlQuality[quality],
  batchType: gqlBatchType[batchType],
});

/** `photoBatch`'s answer in the loader's shape. */
export function batchOutputOf({ photoBatch }: PhotoBatchAnswer): BatchPhotosOutput {
  const { photos, total, successful } = photoBatch;
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

/** `photoBatch` through Apollo; `signal` aborts the HTTP request when the machine moves on. */
async function fetchPhotoBatch(
  client: ApolloClient,
  input: BatchPhotosInput,
  signal: AbortSignal,
): Promise<BatchPhotosOutput> {
  const { data } = await client.query({
    query: PhotoBatchQuery,
    variables: photoBatchVariables(input),
    fetchPolicy: 'no-cache',
    // Each batch is its own request: an identical one in flight must not absorb it (and its signal).
    context: { fetchOptions: { signal }, queryDeduplication: false },
  });
  if (!data) throw new Error('The photo batch came back empty');
  return batchOutputOf(data);
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
 * The nearby restaurants and attractions around the place's point (spec 001 §3), in the machine's
 * shape. The machine leaves the place itself out and turns a failure into the text shown.
 */
async function fetchNearbyPlaces(
  client: ApolloClient,
  { latitude, longitude }: FetchNearbyInput,
  signal: AbortSignal,
): Promise<NearbyPlaces> {
  const { data } = await client.query({
    query: NearbyRestaurantsAndAttractionsQuery,
    variables: { latitude, longitude },
    // "Try Again" must ask the server again.
    fetchPolicy: 'network-only',
    context: { fetchOptions: { signal } },
  });
  if (!data) throw new Error(NEARBY_FETCH_FAILED);
  const { restaurants, attractions } = data.nearbyRestaurantsAndAttractions;
  return {
    restaurants: restaurants.map(toNearbyPlace),
    attractions: attractions.map(toNearbyPlace),
  };
}

/** The loader's two effects, through the app's Apollo client; the rest is the machine's. */
export function photoLoaderEffects(client: ApolloClient): PhotoLoaderEffects {
  return {
    fetchBatch: (input, signal) => fetchPhotoBatch(client, input, signal),
    fetchNearby: (input, signal) => fetchNearbyPlaces(client, input, signal),
  };
}

export interface PlacePhotoLoaderOptions {
  placeId: string;
  /** The place's photo refs in display order (the machine loads the first 5). */
  photoRefs: readonly string[];
  location: Coordinates;
  /** From the app's network decision; read once, when the loader starts. */
  strategy: LoadingStrategy;
  /** Photos the page came with (use-page-photos.ts): not asked for again. */
  shownPhotos: readonly ShownPhoto[];
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
  shownPhotos,
}: PlacePhotoLoaderOptions): PhotoLoaderActorRef {
  const client = useApolloClient();
  // Built once: useActorRef keeps the first machine and input it is given.
  const [machine] = useState(() => createPhotoLoaderMachine(photoLoaderEffects(client)));
  const loader = useActorRef(machine, {
    input: {
      placeId,
      mainRefs: photoRefs,
      location,
      strategy,
      breaker: readCarriedBreaker(),
      shownPhotos,
    },
    ...devInspectOption(),
  });

  useEffect(() => {
    const subscription = loader.subscribe((snapshot) =>
      keepCarriedBreaker(selectCircuitBreaker(snapshot)),
    );
    return () => subscription.unsubscribe();
  }, [loader]);

  return loader;
}
