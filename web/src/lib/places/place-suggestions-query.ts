import { graphql } from '@web/gql';

/**
 * Autocomplete suggestions for the place search box and the Add Place dialog (GET
 * places/autocomplete; spec 000 §3, §7).
 */
export const PlaceSuggestionsQuery = graphql(`
  query PlaceSuggestions($text: String!) {
    placeSuggestions(text: $text) {
      placeId
      mainText
      secondaryText
    }
  }
`);
