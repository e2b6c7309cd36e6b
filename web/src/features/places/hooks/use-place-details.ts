import { useEffect } from 'react';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { showToast } from '@web/components/toast/show-toast';
import type { PlaceDetailsQuery as PlaceDetailsResult } from '@web/gql/graphql';
import { PLACE_DETAILS_FETCH_FAILED } from '../constants';
import { PlaceDetailsQuery } from '@web/lib/places/place-details-query';
import { serverMessageOr } from '@machines/shared/error-message';
import { queryFailureKindOf } from '@web/lib/query-freshness/query-failure';

export type PlaceDetails = NonNullable<PlaceDetailsResult['place']>;

export interface PlaceDetailsState {
  place: PlaceDetails | null;
  loading: boolean;
  /** The fetch failed for a reason other than an unknown place (a 500, the network): the screen offers Retry. */
  failed: boolean;
  retry: () => void;
}

/**
 * The place's details (one query). A failure shows an error toast with the server's message, or
 * "Failed to fetch place details" (spec 001 §8). An unknown place (404, not retried) leaves `place` null, so
 * the screen shows "No details available"; any other failure sets `failed`, and the screen offers Retry.
 */
export function usePlaceDetails(placeId: string): PlaceDetailsState {
  // The default query rules: fresh 5 min, kept 30 min, retried once (spec 001 §9); a 404 is final at once.
  const { data, loading, error, refetch } = useFreshQuery(PlaceDetailsQuery, {
    freshness: 'placeDetails',
    variables: { id: placeId },
  });

  useEffect(() => {
    if (error)
      showToast({ type: 'error', message: serverMessageOr(error, PLACE_DETAILS_FETCH_FAILED) });
  }, [error]);

  const failed = error !== undefined && queryFailureKindOf(error) !== 'notFound';
  return {
    place: data?.place ?? null,
    loading: loading && !data,
    failed: failed && !data?.place,
    retry: () => void refetch().catch(() => undefined),
  };
}
