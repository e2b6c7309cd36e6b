import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { ExploreHighlightsQuery } from '@web/lib/places/travel-highlights-query';
import { MAX_TRENDING_DESTINATIONS } from '../constants';

/**
 * The trending destinations of the landing page and home (spec 000 §1, §2): at most 4 popular
 * cities from the travel highlights. Highlights are fresh 1 h, kept 24 h, not retried on 404, else
 * up to 3 times (spec 000 §8, §9). Explore reads the same document, which the app prefetches at
 * start (app/prefetch.ts), so this section and Explore cost one call between them.
 */
export function useTrendingDestinations() {
  const { data, loading, error } = useFreshQuery(ExploreHighlightsQuery, {
    freshness: 'highlights',
  });
  return {
    destinations: (data?.travelHighlights.popularCities ?? []).slice(0, MAX_TRENDING_DESTINATIONS),
    loading,
    failed: error !== undefined,
  };
}
