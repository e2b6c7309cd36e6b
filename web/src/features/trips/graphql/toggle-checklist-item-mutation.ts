import { graphql } from '@web/gql';

/** PATCH trip/toggle-checklist-item. */
export const ToggleChecklistItemMutation = graphql(`
  mutation ToggleChecklistItem($tripId: ID!, $itemId: ID!, $isCompleted: Boolean!) {
    toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: $isCompleted) {
      ...TripDetailFields
    }
  }
`);
