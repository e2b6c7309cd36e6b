import type { PhotoQuality } from '@contract/places';
import type { Resolvers } from '../../generated/resolvers-types';
import { imageUrlFor, photoUrl } from '../../photos/photo-urls';
import { MIN_SUGGESTION_TEXT_LENGTH } from '../../places/constants';
import { checkCoordinates } from '../../places/coordinates';
import { stripPlacePrefix } from '../../places/normalise';

/**
 * Places. The REST client answers normalised models (places/normalise.ts, the codegen mappers), so
 * these resolvers only check input and build the gateway's image URLs.
 */
export const placesResolvers: Resolvers = {
  Query: {
    placeSuggestions: async (_parent, { text }, { rest }) => {
      const trimmed = text.trim();
      // D1 §5: under 2 characters after trimming does nothing (no REST call).
      if (trimmed.length < MIN_SUGGESTION_TEXT_LENGTH) return [];
      return rest.autocomplete(trimmed);
    },
    place: (_parent, { id }, { rest }) => rest.placeDetails(stripPlacePrefix(id)),
    placesIn: (_parent, { location }, { rest }) => rest.textSearch(location.trim()),
    nearbyPlaces: (_parent, { latitude, longitude }, { rest }) => {
      checkCoordinates(latitude, longitude);
      return rest.nearbyPlaces({ latitude, longitude });
    },
    nearbyRestaurantsAndAttractions: (_parent, { latitude, longitude }, { rest }) => {
      checkCoordinates(latitude, longitude);
      return rest.nearbyRestaurantsAttractions({ latitude, longitude });
    },
    travelHighlights: (_parent, _args, { rest }) => rest.travelHighlights(),
    photoBatch: async (_parent, { refs, quality, batchType }, { rest }) => {
      // The REST call refuses an empty list; nothing to ask for is an empty batch.
      if (refs.length === 0) return { photos: [], total: 0, successful: 0 };
      const { photos, summary } = await rest.batchPhotos({ photoRefs: refs, quality, batchType });
      return {
        // The REST `image` points at the REST server; the browser gets the gateway's own URL.
        photos: photos.map((photo) => ({
          photoRef: photo.photoRef,
          success: photo.success,
          url: photo.success ? photoUrl(photo.photoRef, quality) : null,
          error: photo.error ?? null,
        })),
        total: summary.total,
        successful: summary.successful,
      };
    },
  },
  PlacePhoto: {
    url: (photo, { quality }) => photoUrl(photo.ref, quality ?? 'high'),
  },
  Place: {
    imageUrl: (place, { quality }) => imageUrlFor(place.photos[0], place.name, quality ?? 'high'),
  },
  PlaceSummary: {
    imageUrl: (place, { quality }) => imageUrlFor(place.photo, place.name, quality ?? 'medium'),
  },
  NearbyPlace: {
    imageUrl: (place, { quality }) => imageUrlFor(place.photo, place.name, quality ?? 'low'),
  },
  HighlightDestination: {
    imageUrl: (item, { quality }) => imageUrlFor(item.photo, item.name, quality ?? 'medium'),
  },
  /** GraphQL's LOW…ULTRA are the REST server's 'low'…'ultra' (D2 §7). */
  PhotoQuality: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high', ULTRA: 'ultra' } satisfies Record<
    string,
    PhotoQuality
  >,
  /** RESOLUTIONS "batchType values": main, nearby, lightbox, explore. */
  PhotoBatchType: { MAIN: 'main', NEARBY: 'nearby', LIGHTBOX: 'lightbox', EXPLORE: 'explore' },
};
