import { graphql } from '@web/gql';

/**
 * Everything the trip page shows (spec 001 §2 "Trip detail"); every trip write answers it, so the
 * cached trip (and its card in the list) follows each change.
 */
export const TripDetailFields = graphql(`
  fragment TripDetailFields on Trip {
    ...TripCardFields
    viewerCanEdit
    viewerIsOwner
    viewerRole
    sharing {
      shareUrl
      settings {
        allowPublicView
        allowJoinRequests
      }
    }
    owner {
      id
      userName
      firstName
      lastName
      profilePic
    }
    collaborators {
      role
      user {
        id
        userName
        firstName
        lastName
        profilePic
      }
    }
    destinations {
      id
      placeId
      name
      address
      types
      imageUrl(quality: LOW)
      latitude
      longitude
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
        memories {
          photos {
            url
            uploadedAt
            uploader {
              id
              userName
              firstName
              lastName
              profilePic
            }
          }
          reflections {
            text
            createdAt
            author {
              id
              userName
              firstName
              lastName
              profilePic
            }
          }
        }
      }
    }
    checklist {
      id
      item
      isCompleted
    }
  }
`);
