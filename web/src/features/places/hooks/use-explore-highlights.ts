import { useEffect } from 'react';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { EXPLORE_FETCH_ERRORS } from '../constants';
import { ExploreHighlightsQuery } from '@web/lib/places/travel-highlights-query';

/**
 * Popular countries and cities for the Explore page (spec 001 §2). Highlights are fresh for 1 h,
 * kept 24 h, retried up to 3 times, never after a 404 (spec 000 §8, §9); the sections show "Error
 * loading destinations" / "Error loading cities".
 */
export function useExploreHighlights() {
  const { data, loading, error, refetch } = useFreshQuery(ExploreHighlightsQuery, {
    freshness: 'highlights',
  });
  const failed = error !== undefined;
  useEffect(() => {
    if (failed) console.error(`${EXPLORE_FETCH_ERRORS.travelHighlights}:`, error?.message);
  }, [failed, error]);
  return {
    countries: data?.travelHighlights.popularCountries ?? [],
    cities: data?.travelHighlights.popularCities ?? [],
    loading,
    failed,
    refresh: () => void refetch().catch(() => undefined),
  };
}
