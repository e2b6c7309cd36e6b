import { graphql } from '../../../gql';

/** Trending destinations of the home and landing pages: the popular cities (spec 000 §2, §3). */
export const TrendingDestinationsQuery = graphql(`
  query TrendingDestinations {
    travelHighlights {
      popularCities {
        id
        name
        description
        imageUrl(quality: MEDIUM)
      }
    }
  }
`);
