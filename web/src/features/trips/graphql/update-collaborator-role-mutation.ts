import { graphql } from '@web/gql';

/** PUT trip/edit-collaborator-role (owner only): answers the trip with the new role. */
export const UpdateCollaboratorRoleMutation = graphql(`
  mutation UpdateCollaboratorRole($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {
    updateCollaboratorRole(tripId: $tripId, userId: $userId, role: $role) {
      ...TripDetailFields
    }
  }
`);
