import { graphql } from '@web/gql';

/** PATCH trip/add-checklist-item. */
export const AddChecklistItemMutation = graphql(`
  mutation AddChecklistItem($tripId: ID!, $item: String!) {
    addChecklistItem(tripId: $tripId, item: $item) {
      ...TripDetailFields
    }
  }
`);
