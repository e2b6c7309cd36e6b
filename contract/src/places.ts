import { z } from 'zod';
import { okBody } from './envelope';
import {
  DEFAULT_PHOTO_QUALITY,
  MAX_BATCH_PHOTO_REFS,
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  placesRequestMessages,
} from './places-messages';

/**
 * /api/v1/places/* shapes (D1 §3, §7; D2 §3, §4, §7). Fields the spec reads are required; the quirks it
 * names are accepted as unions (a display name as a string or `{ text }`; photos as a string, a list of
 * strings or a list of `{ name }`) so a real server's variants pass too. The gateway normalises them.
 */

/** D2 §7 "quality (low, medium, high, ultra)". */
export const photoQuality = z.enum(['low', 'medium', 'high', 'ultra']);
export type PhotoQuality = z.infer<typeof photoQuality>;

/** RESOLUTIONS "batchType values". */
export const batchType = z.enum(['main', 'nearby', 'lightbox', 'explore']);
export type BatchType = z.infer<typeof batchType>;

export const localizedText = z.object({
  text: z.string(),
  languageCode: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;

export const latLng = z.object({ latitude: z.number(), longitude: z.number() });
export type LatLng = z.infer<typeof latLng>;

/** A display name as a plain string or as Google's `{ text }` (D1 §3 "name or displayName"). */
export const displayNameField = z.union([z.string(), localizedText]);
export type DisplayNameField = z.infer<typeof displayNameField>;

export const photoObject = z.object({
  /** The photo reference (Google's photo resource name), for `place-photo?ref=`. */
  name: z.string(),
  widthPx: z.number().int().optional(),
  heightPx: z.number().int().optional(),
  googleMapsUrl: z.string().optional(),
  authorAttributions: z
    .array(z.object({ displayName: z.string(), uri: z.string().optional() }))
    .optional(),
});
export type PhotoObject = z.infer<typeof photoObject>;

/** D1 §3 "photos as a string, a list of strings, or a list of objects with a name". */
export const photosField = z.union([z.string(), z.array(z.string()), z.array(photoObject)]);
export type PhotosField = z.infer<typeof photosField>;

// GET places/autocomplete?value= (D1 §3 "Place suggestion", §7; D2 §7)

export const placePrediction = z.object({
  /** Resource name, `places/{placeId}`. */
  place: z.string().optional(),
  placeId: z.string(),
  /** The whole suggestion, "Paris, Île-de-France, France". */
  text: localizedText,
  structuredFormat: z.object({
    mainText: localizedText,
    secondaryText: localizedText.optional(),
  }),
  types: z.array(z.string()).optional(),
});
export type PlacePrediction = z.infer<typeof placePrediction>;

export const placeSuggestion = z.object({ placePrediction });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

export const autocompleteResponse = okBody(z.object({ suggestions: z.array(placeSuggestion) }));
export type AutocompleteResponse = z.infer<typeof autocompleteResponse>;

// GET places/place-details?placeId= (D2 §3 "Place details response")

export const placeReview = z.object({
  authorAttribution: z.object({
    displayName: z.string(),
    /** The reviewer's picture; absent: the client shows the initial. */
    photoUri: z.string().optional(),
    uri: z.string().optional(),
  }),
  relativePublishTimeDescription: z.string(),
  rating: z.number(),
  text: localizedText,
});
export type PlaceReview = z.infer<typeof placeReview>;

export const placeDetails = z.object({
  id: z.string(),
  /** Resource name, `places/{id}`. */
  name: z.string().optional(),
  displayName: localizedText,
  editorialSummary: localizedText.optional(),
  formattedAddress: z.string(),
  /** Absent for cities and countries, which have no ratings. */
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  types: z.array(z.string()),
  primaryType: z.string().optional(),
  location: latLng,
  googleMapsUri: z.string(),
  formattedPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  website: z.string().optional(),
  openingHours: z.object({ weekdayText: z.array(z.string()) }).optional(),
  photos: z.array(photoObject),
  reviews: z.array(placeReview).optional(),
});
export type PlaceDetails = z.infer<typeof placeDetails>;

export const placeDetailsResponse = okBody(placeDetails);
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponse>;

// POST places/nearby-places?latitude&longitude (D1 §3 "Nearby place (raw)", §7)

export const nearbyPlace = z.object({
  id: z.string(),
  name: z.string().optional(),
  displayName: displayNameField.optional(),
  photos: photosField.optional(),
  rating: z.number().optional(),
  totalRatings: z.number().int().optional(),
  userRatingCount: z.number().int().optional(),
  primaryType: z.string().optional(),
  types: z.array(z.string()).optional(),
  editorialSummary: localizedText.optional(),
  formattedAddress: z.string().optional(),
  location: latLng.optional(),
});
export type NearbyPlace = z.infer<typeof nearbyPlace>;

export const nearbyPlacesResponse = okBody(z.array(nearbyPlace));
export type NearbyPlacesResponse = z.infer<typeof nearbyPlacesResponse>;

// POST places/nearby-restaurants-attraction?latitude&longitude (D2 §3 "Nearby place item", §7)

export const nearbyItem = z.object({
  id: z.string(),
  name: z.string(),
  /** A photo reference string (D2 §3); absent when the place has no photo. */
  photos: photosField.optional(),
  rating: z.number().optional(),
  totalRatings: z.number().int().optional(),
  primaryType: z.string().optional(),
  location: latLng.optional(),
  /** Straight-line distance from the asked point. */
  distanceMeters: z.number().int().optional(),
});
export type NearbyItem = z.infer<typeof nearbyItem>;

export const nearbyRestaurantsAttractionsResponse = okBody(
  z.object({ restaurant: z.array(nearbyItem), attractions: z.array(nearbyItem) }),
);
export type NearbyRestaurantsAttractionsResponse = z.infer<
  typeof nearbyRestaurantsAttractionsResponse
>;

// POST places/text-search?location= (D2 §3 "Search result item", §7)

export const searchResultItem = z.object({
  id: z.string(),
  name: z.string().optional(),
  displayName: displayNameField.optional(),
  userRatingCount: z.number().int().optional(),
  totalRatings: z.number().int().optional(),
  rating: z.number().optional(),
  primaryType: z.string().optional(),
  types: z.array(z.string()).optional(),
  photos: photosField.optional(),
  formattedAddress: z.string().optional(),
  location: latLng.optional(),
});
export type SearchResultItem = z.infer<typeof searchResultItem>;

export const textSearchResponse = okBody(z.array(searchResultItem));
export type TextSearchResponse = z.infer<typeof textSearchResponse>;

// POST places/batch-photos (D2 §3 "Photo batch response", §7)

export { MAX_BATCH_PHOTO_REFS };

/*
 * Request schemas, one per call: the spec's texts are their errors, the first issue is the answer
 * (request-error.ts). Query schemas parse `queryObject(url.searchParams)`; text is trimmed.
 */

const messages = placesRequestMessages;

/** A photo quality as sent: absent or blank is the default (medium). */
const qualityParam = z
  .string({ error: messages.invalidQuality })
  .nullish()
  .transform((text, context) => {
    if (!text) return DEFAULT_PHOTO_QUALITY;
    const parsed = photoQuality.safeParse(text);
    if (parsed.success) return parsed.data;
    context.issues.push({ code: 'custom', message: messages.invalidQuality, input: text });
    return z.NEVER;
  });

/** GET places/autocomplete?value (D1 §7): 2 to 120 characters after trimming. */
export const autocompleteQuery = z.object({
  value: z
    .string({ error: messages.searchTextTooShort })
    .trim()
    .min(MIN_SEARCH_LENGTH, { error: messages.searchTextTooShort })
    .max(MAX_SEARCH_LENGTH, { error: messages.searchTextTooLong }),
});

/** GET places/place-details?placeId (D1 §2): a leading 'places/' is stripped. */
export const placeDetailsQuery = z.object({
  placeId: z
    .string({ error: messages.placeIdRequired })
    .trim()
    .transform((placeId) => placeId.replace(/^places\//, ''))
    .pipe(z.string().min(1, { error: messages.placeIdRequired })),
});

const coordinateText = z
  .string()
  .transform(Number)
  .pipe(z.number({ error: messages.coordinatesNotNumbers }));
const coordinate = (limit: number) =>
  z.number().refine((value) => value >= -limit && value <= limit, {
    error: messages.coordinatesOutOfRange,
  });

/**
 * POST places/nearby-places and nearby-restaurants-attraction `?latitude&longitude` (D2 §5,
 * RESOLUTIONS 4.11): both given, then both numbers, then both on the globe.
 */
export const coordinatesQuery = z
  .object({
    latitude: z.string({ error: messages.coordinatesRequired }).trim().min(1, {
      error: messages.coordinatesRequired,
    }),
    longitude: z.string({ error: messages.coordinatesRequired }).trim().min(1, {
      error: messages.coordinatesRequired,
    }),
  })
  .pipe(z.object({ latitude: coordinateText, longitude: coordinateText }))
  .pipe(z.object({ latitude: coordinate(90), longitude: coordinate(180) }));

/** POST places/text-search?location (D2 §2 Explore "Places in {place}"). */
export const textSearchQuery = z.object({
  location: z
    .string({ error: messages.locationRequired })
    .trim()
    .min(1, { error: messages.locationRequired })
    .max(MAX_SEARCH_LENGTH, { error: messages.searchTextTooLong }),
});

/** GET places/place-photo?ref&quality (D1 §7). */
export const placePhotoQuery = z.object({
  ref: z
    .string({ error: messages.photoRefRequired })
    .trim()
    .min(1, { error: messages.photoRefRequired }),
  quality: qualityParam,
});

/** POST places/batch-photos: 1 to MAX_BATCH_PHOTO_REFS references; quality default medium. */
export const batchPhotosRequest = z.object({
  photoRefs: z
    .array(
      z.string({ error: messages.photoRefsRequired }).refine((ref) => ref.trim() !== '', {
        error: messages.photoRefsRequired,
      }),
      { error: messages.photoRefsRequired },
    )
    .min(1, { error: messages.photoRefsRequired })
    .max(MAX_BATCH_PHOTO_REFS, { error: messages.tooManyPhotoRefs }),
  quality: qualityParam,
  batchType: z.enum(batchType.options, { error: messages.invalidBatchType }).optional(),
});
/** What a caller sends (quality and batchType may be left out). */
export type BatchPhotosRequest = z.input<typeof batchPhotosRequest>;

export const batchPhotoResult = z.object({
  photoRef: z.string(),
  success: z.boolean(),
  /** URL path of the image (`/api/v1/places/place-photo?ref=…&quality=…`), null when it failed. */
  image: z.string().nullable(),
  error: z.string().optional(),
});
export type BatchPhotoResult = z.infer<typeof batchPhotoResult>;

export const batchPhotosResponse = okBody(
  z.object({
    photos: z.array(batchPhotoResult),
    summary: z.object({ total: z.number().int(), successful: z.number().int() }),
  }),
);
export type BatchPhotosResponse = z.infer<typeof batchPhotosResponse>;
