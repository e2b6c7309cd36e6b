import { graphql } from '@web/gql';

/** PATCH trip/delete-checklist-item. */
export const RemoveChecklistItemMutation = graphql(`
  mutation RemoveChecklistItem($tripId: ID!, $itemId: ID!) {
    removeChecklistItem(tripId: $tripId, itemId: $itemId) {
      ...TripDetailFields
    }
  }
`);
