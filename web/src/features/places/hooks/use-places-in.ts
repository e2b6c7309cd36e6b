import { useEffect } from 'react';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { showToast } from '@web/components/toast/show-toast';
import { EXPLORE_TEXTS } from '../constants';
import { PlacesInQuery } from '../graphql/places-in-query';

/**
 * "Places in {place}" search results (spec 001 §2 "Explore"); a failure shows the error toast
 * "Failed to fetch search results" (spec 001 §8). The explore page's photo-card query: fresh for
 * 30 min, kept 60 min, retried once (spec 001 §9 "Explore photo queries"; docs/decisions.md).
 */
export function usePlacesIn(place: string) {
  const { data, loading, error, refetch } = useFreshQuery(PlacesInQuery, {
    freshness: 'explorePhotos',
    variables: { location: place },
  });
  useEffect(() => {
    if (!error) return;
    console.error(`${EXPLORE_TEXTS.searchFailed}:`, error.message);
    showToast({ message: EXPLORE_TEXTS.searchFailed, type: 'error' });
  }, [error]);
  return {
    places: data?.placesIn ?? [],
    loading,
    failed: error !== undefined,
    retry: () => void refetch().catch(() => undefined),
  };
}
