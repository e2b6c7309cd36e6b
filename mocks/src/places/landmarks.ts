import { z } from 'zod';
import landmarksJson from './data/landmarks.json' with { type: 'json' };
import { lazyDataFile } from './data/parse-data-file';

/**
 * Well-known attractions as facts (data/landmarks.json): real names and coordinates (WGS84, about 4
 * decimals), each tied to the catalogue city it is listed under (English name + country code, as in
 * mocks/data/catalogue.json). Ratings and rating counts are plausible magnitudes, not quotes of any
 * service. Landmarks take their city's first attraction slots, in the order of the file.
 */

export const LANDMARK_TYPES = [
  'tourist_attraction',
  'historical_landmark',
  'monument',
  'museum',
  'art_gallery',
  'park',
  'national_park',
  'zoo',
  'aquarium',
  'amusement_park',
  'beach',
  'market',
  'plaza',
  'bridge',
  'observation_deck',
  'church',
  'hindu_temple',
  'mosque',
  'synagogue',
  'place_of_worship',
] as const;
export type LandmarkType = (typeof LANDMARK_TYPES)[number];

export const landmarkSchema = z.strictObject({
  name: z.string().min(1),
  city: z.string().min(1),
  cca2: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  primaryType: z.enum(LANDMARK_TYPES),
  rating: z.number().min(1).max(5),
  userRatingCount: z.number().int().positive(),
  summary: z.string().min(1),
});
export type Landmark = z.infer<typeof landmarkSchema>;

/** Every landmark, in the file's order (checked on first use). */
export const landmarks: () => readonly Landmark[] = lazyDataFile(
  'landmarks.json',
  z.array(landmarkSchema),
  landmarksJson,
);
