import { graphql } from '@web/gql';

/** The trip a share link opens (GET trip/shared/{shareToken}; spec 001 §2 "Shared trip page", §3). */
export const SharedTripQuery = graphql(`
  query SharedTrip($shareToken: ID!) {
    sharedTrip(shareToken: $shareToken) {
      id
      shareToken
      title
      description
      startDate
      endDate
      coverImage
      isCompleted
      ownerName
      ownerProfilePic
      collaboratorCount
      dayCount
      plannedDayCount
      allowJoinRequests
      viewerIsMember
      destinations {
        id
        placeId
        name
        address
        rating
        imageUrl(quality: MEDIUM)
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
          destinationId
        }
      }
    }
  }
`);
