import { z } from 'zod';

/**
 * The place page's search params: `?action=save` reopens "Save to itinerary" once a guest sent to sign in from it
 * is back (docs/decisions.md "Coming back to finish an action"). Anything else is dropped, not an error.
 */
export const placePageSearchSchema = z.object({
  action: z.enum(['save']).optional().catch(undefined),
});
