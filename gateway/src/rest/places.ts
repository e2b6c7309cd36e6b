import { z } from 'zod';
import { paths } from '@contract/paths';
import {
  autocompleteResponse,
  batchPhotosResponse,
  nearbyPlacesResponse,
  nearbyRestaurantsAttractionsResponse,
  placeDetailsResponse,
  textSearchResponse,
} from '@contract/places';
import type { BatchPhotosRequest, BatchPhotosResponse, PhotoQuality } from '@contract/places';
import {
  normaliseNearbyItem,
  normalisePlace,
  normalisePlaceSummary,
  normaliseSuggestion,
  normaliseTravelHighlights,
} from '../places/normalise';
import type {
  GeoPointModel,
  NearbyPlacesModel,
  PlaceModel,
  PlaceSuggestionModel,
  PlaceSummaryModel,
  TravelHighlightsModel,
} from '../places/normalise';
import type { RestTransport } from './transport';

/** The travel-highlights answer is read as is: its checks and their messages are D1 §5's own. */
const anyAnswer = z.unknown();

/**
 * The places and destination calls (D1 §7, D2 §7). Each answers the gateway's normalised models
 * (places/normalise.ts), so no resolver sees a REST quirk.
 */
export function placesRest(transport: RestTransport) {
  const { call } = transport;
  return {
    async autocomplete(text: string): Promise<PlaceSuggestionModel[]> {
      const answer = await call('GET', paths.autocomplete, autocompleteResponse, {
        query: { value: text },
      });
      return answer.data.suggestions.map(({ placePrediction }) =>
        normaliseSuggestion(placePrediction),
      );
    },

    async placeDetails(placeId: string): Promise<PlaceModel> {
      const answer = await call('GET', paths.placeDetails, placeDetailsResponse, {
        query: { placeId },
      });
      return normalisePlace(answer.data);
    },

    /** D2 §7 "POST places/text-search?location={text}". */
    async textSearch(location: string): Promise<PlaceSummaryModel[]> {
      const answer = await call('POST', paths.textSearch, textSearchResponse, {
        query: { location },
      });
      return answer.data.map(normalisePlaceSummary);
    },

    /** D1 §7 "POST /api/v1/places/nearby-places?latitude&longitude". */
    async nearbyPlaces({ latitude, longitude }: GeoPointModel): Promise<PlaceSummaryModel[]> {
      const answer = await call('POST', paths.nearbyPlaces, nearbyPlacesResponse, {
        query: { latitude, longitude },
      });
      return answer.data.map(normalisePlaceSummary);
    },

    /** D2 §7 "POST places/nearby-restaurants-attraction?latitude&longitude"; `restaurant` is singular there. */
    async nearbyRestaurantsAttractions({
      latitude,
      longitude,
    }: GeoPointModel): Promise<NearbyPlacesModel> {
      const answer = await call(
        'POST',
        paths.nearbyRestaurantsAttraction,
        nearbyRestaurantsAttractionsResponse,
        { query: { latitude, longitude } },
      );
      return {
        restaurants: answer.data.restaurant.map(normaliseNearbyItem),
        attractions: answer.data.attractions.map(normaliseNearbyItem),
      };
    },

    /** D2 §7 "POST places/batch-photos" with photoRefs, quality and batchType. */
    async batchPhotos(request: BatchPhotosRequest): Promise<BatchPhotosResponse['data']> {
      return (await call('POST', paths.batchPhotos, batchPhotosResponse, { json: request })).data;
    },

    /** D1 §7 "GET /api/v1/destination/travelHighlights", checked as D1 §5 says. */
    async travelHighlights(): Promise<TravelHighlightsModel> {
      return normaliseTravelHighlights(await call('GET', paths.travelHighlights, anyAnswer));
    },

    /** D2 §7 "GET places/place-photo?ref=": the upstream answer as is, for streaming its bytes. */
    placePhoto(ref: string, quality: PhotoQuality): Promise<Response> {
      return transport.raw(paths.placePhoto, { ref, quality });
    },
  };
}

export type PlacesRest = ReturnType<typeof placesRest>;
