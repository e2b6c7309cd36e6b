import { z } from 'zod';
import type {
  DisplayNameField,
  NearbyItem,
  NearbyPlace as RestNearbyPlace,
  PhotosField,
  PlaceDetails,
  PlacePrediction,
  SearchResultItem,
} from '@contract/places';
import { highlightItem } from '@contract/destination';
import type { HighlightItem } from '@contract/destination';
import { paths } from '@contract/paths';
import { photoUrl } from '../photos/photo-urls';
import { incompleteAnswerError } from '../rest/errors';
import { highlightsMessages, PLACE_ID_PREFIX, UNKNOWN_PLACE_NAME } from './constants';

/**
 * Every quirk of the places and destination answers is undone here, once: the display name as a
 * string or `{ text }`, photos as a string, a list of strings or a list of `{ name }`, highlights as
 * an object or a list, highlight items with `image` or `photos`. What comes out has one shape per
 * GraphQL type (the codegen mappers of Place, PlacePhoto, PlaceSummary, NearbyPlace and
 * HighlightDestination); resolvers only add URLs.
 */

/** A photo by its reference; the GraphQL `PlacePhoto` resolves its URL from it. */
export interface PhotoModel {
  ref: string;
}

export interface GeoPointModel {
  latitude: number;
  longitude: number;
}

export interface ReviewModel {
  authorName: string;
  authorPhotoUrl: string | null;
  relativeTime: string;
  rating: number;
  text: string;
}

export interface PlaceModel {
  id: string;
  name: string;
  summary: string | null;
  address: string | null;
  rating: number | null;
  userRatingCount: number | null;
  types: string[];
  primaryType: string | null;
  location: GeoPointModel;
  googleMapsUri: string | null;
  phone: string | null;
  website: string | null;
  openingHours: string[];
  photos: PhotoModel[];
  reviews: ReviewModel[];
}

export interface PlaceSuggestionModel {
  placeId: string;
  mainText: string;
  secondaryText: string | null;
  text: string;
}

export interface PlaceSummaryModel {
  id: string;
  name: string;
  address: string | null;
  summary: string | null;
  description: string | null;
  rating: number | null;
  totalRatings: number | null;
  primaryType: string | null;
  types: string[];
  location: GeoPointModel | null;
  photo: PhotoModel | null;
}

export interface NearbyPlaceModel {
  id: string;
  name: string;
  photo: PhotoModel | null;
  rating: number | null;
  totalRatings: number | null;
  primaryType: string | null;
}

export interface NearbyPlacesModel {
  restaurants: NearbyPlaceModel[];
  attractions: NearbyPlaceModel[];
}

export interface HighlightModel {
  id: string;
  name: string;
  description: string;
  photo: PhotoModel | null;
}

export interface TravelHighlightsModel {
  popularCountries: HighlightModel[];
  popularCities: HighlightModel[];
}

/** D1 §2 / D2 §2: a leading `places/` on a place id is stripped. */
export function stripPlacePrefix(id: string): string {
  const trimmed = id.trim();
  return trimmed.startsWith(PLACE_ID_PREFIX) ? trimmed.slice(PLACE_ID_PREFIX.length) : trimmed;
}

/** A display name as a string or `{ text }`; blank or absent gives undefined. */
export function displayNameText(displayName: DisplayNameField | undefined): string | undefined {
  const text = typeof displayName === 'string' ? displayName : displayName?.text;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The name of a listed place: `name`, else the display name, else "Unknown Place" (D2 §3). */
export function placeName(item: {
  name?: string | undefined;
  displayName?: DisplayNameField | undefined;
}): string {
  return item.name?.trim() || displayNameText(item.displayName) || UNKNOWN_PLACE_NAME;
}

/** Photos as a string, a list of strings or a list of `{ name }`: the references, blanks dropped. */
export function photoRefs(photos: PhotosField | undefined): string[] {
  if (photos === undefined) return [];
  const refs =
    typeof photos === 'string'
      ? [photos]
      : photos.map((photo) => (typeof photo === 'string' ? photo : photo.name));
  return refs.map((ref) => ref.trim()).filter((ref) => ref !== '');
}

export function photoModels(photos: PhotosField | undefined): PhotoModel[] {
  return photoRefs(photos).map((ref) => ({ ref }));
}

export function firstPhoto(photos: PhotosField | undefined): PhotoModel | null {
  return photoModels(photos)[0] ?? null;
}

/** D2 §3 "Nearby attractions as mapped": description is the primary type with underscores as spaces. */
export function typeLabel(primaryType: string | undefined): string | null {
  const label = primaryType?.replace(/_/g, ' ').trim();
  return label ? label : null;
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;
const blankToNull = (value: string | undefined): string | null => value?.trim() || null;

export function normalisePlace(details: PlaceDetails): PlaceModel {
  return {
    id: stripPlacePrefix(details.id),
    name: displayNameText(details.displayName) ?? UNKNOWN_PLACE_NAME,
    summary: blankToNull(details.editorialSummary?.text),
    address: blankToNull(details.formattedAddress),
    rating: orNull(details.rating),
    userRatingCount: orNull(details.userRatingCount),
    types: details.types,
    primaryType: orNull(details.primaryType),
    location: { latitude: details.location.latitude, longitude: details.location.longitude },
    googleMapsUri: blankToNull(details.googleMapsUri),
    phone: blankToNull(details.formattedPhoneNumber ?? details.internationalPhoneNumber),
    website: blankToNull(details.website),
    openingHours: details.openingHours?.weekdayText ?? [],
    photos: photoModels(details.photos),
    reviews: (details.reviews ?? []).map((review) => ({
      authorName: review.authorAttribution.displayName,
      authorPhotoUrl: authorPhotoUrlOf(review.authorAttribution.photoUri),
      relativeTime: review.relativePublishTimeDescription,
      rating: review.rating,
      text: review.text.text,
    })),
  };
}

export function normaliseSuggestion(prediction: PlacePrediction): PlaceSuggestionModel {
  return {
    placeId: stripPlacePrefix(prediction.placeId),
    mainText: prediction.structuredFormat.mainText.text,
    secondaryText: blankToNull(prediction.structuredFormat.secondaryText?.text),
    text: prediction.text.text,
  };
}

/** Search results (text-search) and nearby attractions (nearby-places) share one list shape. */
export function normalisePlaceSummary(item: SearchResultItem | RestNearbyPlace): PlaceSummaryModel {
  return {
    id: stripPlacePrefix(item.id),
    name: placeName(item),
    address: blankToNull(item.formattedAddress),
    summary: 'editorialSummary' in item ? blankToNull(item.editorialSummary?.text) : null,
    description: typeLabel(item.primaryType),
    rating: orNull(item.rating),
    totalRatings: item.totalRatings ?? item.userRatingCount ?? null,
    primaryType: orNull(item.primaryType),
    types: item.types ?? [],
    location: item.location ?? null,
    photo: firstPhoto(item.photos),
  };
}

export function normaliseNearbyItem(item: NearbyItem): NearbyPlaceModel {
  return {
    id: stripPlacePrefix(item.id),
    name: placeName(item),
    photo: firstPhoto(item.photos),
    rating: orNull(item.rating),
    totalRatings: orNull(item.totalRatings),
    primaryType: orNull(item.primaryType),
  };
}

/**
 * The photo reference inside an `image` URL of the place-photo call (`…/places/place-photo?ref=…`),
 * or null for any other URL: the gateway only serves photos it can fetch from its own REST server
 * (an external URL would be blocked by the CSP and is not proxied), so those get the placeholder.
 */
export function photoRefFromImageUrl(image: string): string | null {
  let url: URL;
  try {
    url = new URL(image, 'http://rest.invalid');
  } catch {
    return null;
  }
  if (!url.pathname.endsWith(paths.placePhoto)) return null;
  const ref = url.searchParams.get('ref')?.trim();
  return ref ? ref : null;
}

/**
 * A reviewer's picture as the gateway's own photo URL (low tier: it shows as a small avatar). The REST answer's
 * `photoUri` points at the REST server's place-photo call, which the browser cannot reach from the app's origin;
 * any other URL is not proxied (see `photoRefFromImageUrl`), so the avatar shows the initials.
 */
function authorPhotoUrlOf(photoUri: string | undefined): string | null {
  const ref = photoUri ? photoRefFromImageUrl(photoUri) : null;
  return ref === null ? null : photoUrl(ref, 'low');
}

/** RESOLUTIONS 27.9: a highlight item carries `image` (a URL) or `photos`. */
export function normaliseHighlight(item: HighlightItem): HighlightModel {
  const fromImage = item.image ? photoRefFromImageUrl(item.image) : null;
  return {
    id: stripPlacePrefix(item.id),
    name: item.name,
    description: item.description,
    photo: fromImage ? { ref: fromImage } : firstPhoto(item.photos),
  };
}

const looseEnvelope = z.object({ success: z.unknown(), data: z.unknown() }).partial();
const highlightLists = z.object({
  popularCountries: z.array(z.unknown()),
  popularCities: z.array(z.unknown()),
});

/**
 * D1 §5: travel highlights must have success true, data present, and popularCountries and
 * popularCities both lists; `data` may be a list whose first item is used (D1 §3, RESOLUTIONS 27.9).
 * Items that do not carry id, name and description are dropped rather than failing the whole list.
 */
export function normaliseTravelHighlights(payload: unknown): TravelHighlightsModel {
  const envelope = looseEnvelope.safeParse(payload);
  if (!envelope.success || envelope.data.success !== true || envelope.data.data == null) {
    throw incompleteAnswerError(highlightsMessages.invalidStructure);
  }
  const data: unknown = Array.isArray(envelope.data.data)
    ? envelope.data.data[0]
    : envelope.data.data;
  if (typeof data !== 'object' || data === null) {
    throw incompleteAnswerError(highlightsMessages.invalidStructure);
  }
  const lists = highlightLists.safeParse(data);
  if (!lists.success) throw incompleteAnswerError(highlightsMessages.missingFields);

  const items = (list: unknown[]): HighlightModel[] =>
    list.flatMap((raw) => {
      const item = highlightItem.safeParse(raw);
      return item.success ? [normaliseHighlight(item.data)] : [];
    });
  return {
    popularCountries: items(lists.data.popularCountries),
    popularCities: items(lists.data.popularCities),
  };
}
