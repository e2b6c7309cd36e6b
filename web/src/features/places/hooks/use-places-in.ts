import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { showToast } from '../../../components/toast/show-toast';
import { EXPLORE_TEXTS } from '../constants';
import { PlacesInQuery } from '../graphql/places-in-query';

/**
 * "Places in {place}" search results (spec 001 §2 "Explore"); a failure shows the error toast
 * "Failed to fetch search results" (spec 001 §8).
 */
export function usePlacesIn(place: string) {
  const { data, loading, error, refetch } = useQuery(PlacesInQuery, {
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
