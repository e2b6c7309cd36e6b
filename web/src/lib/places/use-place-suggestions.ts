import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import type { PlaceSuggestionsQuery as PlaceSuggestionsResult } from '@web/gql/graphql';
import { PlaceSuggestionsQuery } from './place-suggestions-query';
import { searchableText } from './search-text';

export type PlaceSuggestion = PlaceSuggestionsResult['placeSuggestions'][number];

export interface PlaceSuggestionsState {
  /** The trimmed text the box would search for; null under 2 characters (nothing happens). */
  query: string | null;
  /** The text the shown suggestions answer (the last one sent). */
  searchedText: string | null;
  suggestions: readonly PlaceSuggestion[];
  /** The typed text has not been answered yet: the pause in typing or the request is running. */
  pending: boolean;
  /** The answer to the typed text is a failure (the suggestions are then empty). */
  failed: boolean;
}

/**
 * Place suggestions for typed text, shared by the search box (a 1000 ms pause: spec 000 §9,
 * RESOLUTIONS 14.6) and the trip's Add Destination dialog (500 ms: RESOLUTIONS 14.3): the request
 * goes out once typing pauses for `debounceMs`, never for under 2 characters (spec 000 §5). A
 * failed fetch is logged and gives an empty list (spec 000 §8, RESOLUTIONS 14.7); `failed` lets a
 * screen that shows the failure say so.
 *
 * Apollo's `useQuery`, not `useFreshQuery`: the cache rules would retry a failure once, 1 s later,
 * where RESOLUTIONS 14.7 wants the empty list at once; suggestions are kept for the session.
 */
export function usePlaceSuggestions(typed: string, debounceMs: number): PlaceSuggestionsState {
  const query = searchableText(typed);
  const [searchedText] = useDebouncedValue(query, debounceMs);
  const { data, error, loading } = useQuery(PlaceSuggestionsQuery, {
    variables: { text: searchedText ?? '' },
    skip: searchedText === null,
  });
  useEffect(() => {
    if (error) console.error('Place search failed:', error.message);
  }, [error]);
  const answered = query !== null && searchedText === query && !loading;
  return {
    query,
    searchedText,
    suggestions: error || searchedText === null ? [] : (data?.placeSuggestions ?? []),
    pending: query !== null && !answered,
    failed: answered && error !== undefined,
  };
}
