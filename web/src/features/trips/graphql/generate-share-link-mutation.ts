import { graphql } from '@web/gql';

/** POST trip/generate-share-link (owner and editors): the same link when called again. */
export const GenerateShareLinkMutation = graphql(`
  mutation GenerateShareLink($tripId: ID!) {
    generateShareLink(tripId: $tripId) {
      shareUrl
      settings {
        allowPublicView
        allowJoinRequests
      }
    }
  }
`);
