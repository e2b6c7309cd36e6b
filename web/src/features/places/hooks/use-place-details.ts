import { useEffect } from 'react';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { showToast } from '@web/components/toast/show-toast';
import type { PlaceDetailsQuery as PlaceDetailsResult } from '@web/gql/graphql';
import { PLACE_DETAILS_FETCH_FAILED } from '../constants';
import { PlaceDetailsQuery } from '@web/lib/places/place-details-query';
import { serverMessageOr } from '@machines/shared/error-message';

export type PlaceDetails = NonNullable<PlaceDetailsResult['place']>;

export interface PlaceDetailsState {
  place: PlaceDetails | null;
  loading: boolean;
}

/**
 * The place's details (one query). A failure shows an error toast with the server's message, or
 * "Failed to fetch place details" (spec 001 §8); the screen then shows "No details available".
 */
export function usePlaceDetails(placeId: string): PlaceDetailsState {
  // The default query rules: fresh 5 min, kept 30 min, retried once (spec 001 §9).
  const { data, loading, error } = useFreshQuery(PlaceDetailsQuery, {
    freshness: 'default',
    variables: { id: placeId },
  });

  useEffect(() => {
    if (error)
      showToast({ type: 'error', message: serverMessageOr(error, PLACE_DETAILS_FETCH_FAILED) });
  }, [error]);

  return { place: data?.place ?? null, loading: loading && !data };
}
