/**
 * The place page's search params: `?action=save` reopens "Save to itinerary" once a guest sent to sign in from it
 * is back (docs/decisions.md "Coming back to finish an action"). Anything else is dropped, not an error; an
 * explicit undefined, as the router keeps unvalidated keys unless the validator overrides them. A plain function,
 * not a zod schema: routes' options load with every view, and zod then stays out of the first view (issue 19).
 */
export interface PlacePageSearch {
  action?: 'save';
}

export function validatePlacePageSearch(search: Record<string, unknown>): PlacePageSearch {
  return { action: search.action === 'save' ? 'save' : undefined };
}
