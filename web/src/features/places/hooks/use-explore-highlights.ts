import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { EXPLORE_FETCH_ERRORS, TRAVEL_HIGHLIGHTS_RETRIES } from '../constants';
import { ExploreHighlightsQuery } from '../graphql/travel-highlights-query';
import { isNotFoundError, useQueryRetries } from './use-query-retries';

/**
 * Popular countries and cities for the Explore page (spec 001 §2). Retried up to 3 times, never
 * after a 404 (spec 000 §8); the sections show "Error loading destinations" / "Error loading cities".
 */
export function useExploreHighlights() {
  const { data, loading, error, refetch } = useQuery(ExploreHighlightsQuery);
  const { failed } = useQueryRetries({
    error,
    refetch,
    retries: TRAVEL_HIGHLIGHTS_RETRIES,
    shouldRetry: (failure) => !isNotFoundError(failure),
  });
  useEffect(() => {
    if (failed) console.error(`${EXPLORE_FETCH_ERRORS.travelHighlights}:`, error?.message);
  }, [failed, error]);
  return {
    countries: data?.travelHighlights.popularCountries ?? [],
    cities: data?.travelHighlights.popularCities ?? [],
    loading: loading || (error !== undefined && !failed),
    failed,
    refresh: () => void refetch().catch(() => undefined),
  };
}
