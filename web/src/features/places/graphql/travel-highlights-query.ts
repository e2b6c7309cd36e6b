import { graphql } from '@web/gql';

/** Popular countries and cities (GET destination/travelHighlights; spec 000 §3, 001 §2 "Explore"). */
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
