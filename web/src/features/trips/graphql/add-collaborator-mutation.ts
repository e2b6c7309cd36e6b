import { graphql } from '@web/gql';

/** PATCH trip/add-collaborator (owner and editors): answers the trip with its new member. */
export const AddCollaboratorMutation = graphql(`
  mutation AddCollaborator($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {
    addCollaborator(tripId: $tripId, userId: $userId, role: $role) {
      ...TripDetailFields
    }
  }
`);
