import { graphql } from '@web/gql';

/** What the home shows of a trip: its card, and today's activities while it is under way. */
export const HomeTripFields = graphql(`
  fragment HomeTripFields on Trip {
    id
    title
    startDate
    endDate
    coverImage
    isCompleted
    destinations {
      id
      placeId
      name
      address
    }
    collaborators {
      role
    }
    itineraryDays {
      day
      date
      activities {
        id
        title
        startTime
        endTime
        notes
      }
    }
  }
`);

/**
 * The signed-in home in one round trip (spec 000 §1, §2 "Home (signed in)"): the user and saved
 * location, the trips (stats, happening now, upcoming, recent), nearby attractions and trending
 * destinations. Each section may fail alone (read with errorPolicy 'all').
 */
export const HomeQuery = graphql(`
  query Home {
    home {
      me {
        id
        userName
        email
        location {
          city
          state
          country
          latitude
          longitude
        }
      }
      trips {
        ...HomeTripFields
      }
      nearbyAttractions {
        latitude
        longitude
        places {
          id
          name
          rating
          totalRatings
          description
          imageUrl(quality: MEDIUM)
        }
      }
      travelHighlights {
        popularCities {
          id
          name
          description
          imageUrl(quality: MEDIUM)
        }
      }
    }
  }
`);
