import { graphql } from '@web/gql';

/**
 * Popular countries and cities (GET destination/travelHighlights; spec 000 §3, 001 §2 "Explore").
 * One document for Explore, the home's trending destinations and the app's prefetch at start
 * (app/prefetch.ts): one answer and one fetch time for the highlights, one call between them.
 */
export const ExploreHighlightsQuery = graphql(`
  query ExploreHighlights {
    travelHighlights {
      popularCountries {
        id
        name
        description
        imageUrl(quality: MEDIUM)
      }
      popularCities {
        id
        name
        description
        imageUrl(quality: MEDIUM)
      }
    }
  }
`);
