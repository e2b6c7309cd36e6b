import { graphql } from '@web/gql';

/** PATCH trip/sharing-settings/{tripId} (owner and editors): both settings at once. */
export const UpdateSharingSettingsMutation = graphql(`
  mutation UpdateSharingSettings(
    $tripId: ID!
    $allowPublicView: Boolean!
    $allowJoinRequests: Boolean!
  ) {
    updateSharingSettings(
      tripId: $tripId
      allowPublicView: $allowPublicView
      allowJoinRequests: $allowJoinRequests
    ) {
      shareUrl
      settings {
        allowPublicView
        allowJoinRequests
      }
    }
  }
`);
