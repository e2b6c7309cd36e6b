import { graphql } from '@web/gql';

/**
 * PATCH trip/remove-collaborator: the owner removing someone (answers the trip), or a member
 * leaving (answers null: the trip is no longer theirs to read).
 */
export const RemoveCollaboratorMutation = graphql(`
  mutation RemoveCollaborator($tripId: ID!, $userId: ID!) {
    removeCollaborator(tripId: $tripId, userId: $userId) {
      ...TripDetailFields
    }
  }
`);
