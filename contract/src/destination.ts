import { z } from 'zod';
import { okBody } from './envelope';
import { photosField } from './places';

/**
 * GET /api/v1/destination/travelHighlights (D1 §3 "Travel highlights", "Popular country / city", §5, §7;
 * D2 §3, §7). RESOLUTIONS 27.9: `data` is an object or a list whose first item is used; items carry
 * `image` or `photos`.
 */

export const highlightItem = z.object({
  /** A place id: `/place/{id}` opens it. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** URL path of a photo (`/api/v1/places/place-photo?ref=…`). */
  image: z.string().optional(),
  photos: photosField.optional(),
});
export type HighlightItem = z.infer<typeof highlightItem>;

export const travelHighlights = z.object({
  popularCountries: z.array(highlightItem),
  popularCities: z.array(highlightItem),
});
export type TravelHighlights = z.infer<typeof travelHighlights>;

export const travelHighlightsResponse = okBody(
  z.union([travelHighlights, z.array(travelHighlights).min(1)]),
);
export type TravelHighlightsResponse = z.infer<typeof travelHighlightsResponse>;
