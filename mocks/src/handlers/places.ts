import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import {
  autocompleteQuery,
  coordinatesQuery,
  placeDetailsQuery,
  textSearchQuery,
} from '@contract/places';
import type {
  AutocompleteResponse,
  NearbyPlacesResponse,
  NearbyRestaurantsAttractionsResponse,
  PlaceDetailsResponse,
  TextSearchResponse,
} from '@contract/places';
import { getCatalogue } from '../places/catalogue';
import type { Catalogue, PlaceNear } from '../places/catalogue';
import {
  AUTOCOMPLETE_LIMIT,
  NEARBY_LIMIT,
  NEARBY_PLACES_RADIUS_KM,
  NEARBY_RADIUS_KM,
  TEXT_SEARCH_COUNTRY_CITIES,
  TEXT_SEARCH_LIMIT,
  placesMessages,
} from '../places/constants';
import type { PlaceStub } from '../places/place-types';
import { createPhotoHandlers } from '../places/photos';
import { findArea, getPlaceSearchIndex, predictionOf } from '../places/search';
import type { Area } from '../places/search';
import { nearbyItemOf, nearbyPlaceOf, placeDetailsOf, searchResultOf } from '../places/views';
import { ApiError, jsonResponse, parseQuery, route } from './respond';

/**
 * /api/v1/places/*: search, details, nearby and "places in" over the read-only world catalogue
 * (D1 §7, D2 §7), plus the photo calls (places/photos.ts). No sign-in needed: guests explore too.
 */

const byPopularity = (a: { stub: PlaceStub }, b: { stub: PlaceStub }) =>
  b.stub.userRatingCount - a.stub.userRatingCount;

/** "Places in" an area: a city's attractions, or those of a country's most visited cities. */
function attractionsIn(catalogue: Catalogue, area: Area): TextSearchResponse['data'] {
  const cities =
    area.kind === 'city'
      ? [area.city]
      : [...area.country.cities]
          .sort((a, b) => b.landmarks.length - a.landmarks.length || b.population - a.population)
          .slice(0, TEXT_SEARCH_COUNTRY_CITIES);
  return cities
    .flatMap((city) =>
      catalogue
        .placesOf(city)
        .filter((stub) => stub.category === 'attraction')
        .map((stub) => ({ city, stub })),
    )
    .sort(byPopularity)
    .slice(0, TEXT_SEARCH_LIMIT)
    .map(({ city, stub }) => searchResultOf(catalogue, city, stub));
}

export function createPlacesHandlers(): HttpHandler[] {
  return [
    ...createPhotoHandlers(),

    http.get(
      `*${paths.autocomplete}`,
      route(async ({ request }) => {
        const { value } = parseQuery(autocompleteQuery, request);
        const catalogue = getCatalogue();
        const hits = getPlaceSearchIndex().search(value, AUTOCOMPLETE_LIMIT);
        const answer: AutocompleteResponse = {
          success: true,
          message: placesMessages.suggestionsFetched,
          data: {
            suggestions: hits.map((hit) => ({ placePrediction: predictionOf(catalogue, hit) })),
          },
        };
        return jsonResponse(answer);
      }),
    ),

    http.get(
      `*${paths.placeDetails}`,
      route(async ({ request }) => {
        const { placeId } = parseQuery(placeDetailsQuery, request);
        const catalogue = getCatalogue();
        const place = catalogue.resolve(placeId);
        if (!place) throw new ApiError(404, placesMessages.placeNotFound);
        const answer: PlaceDetailsResponse = {
          success: true,
          message: placesMessages.placeDetailsFetched,
          data: placeDetailsOf(catalogue, place),
        };
        return jsonResponse(answer);
      }),
    ),

    // D1 §7: the home page's nearby attractions, the most visited first.
    http.post(
      `*${paths.nearbyPlaces}`,
      route(async ({ request }) => {
        const { latitude, longitude } = parseQuery(coordinatesQuery, request);
        const catalogue = getCatalogue();
        const places = catalogue
          .placesNear(latitude, longitude, NEARBY_PLACES_RADIUS_KM, 'attraction')
          .sort(byPopularity)
          .slice(0, NEARBY_LIMIT);
        const answer: NearbyPlacesResponse = {
          success: true,
          message: placesMessages.nearbyPlacesFetched,
          data: places.map((near) => nearbyPlaceOf(catalogue, near)),
        };
        return jsonResponse(answer);
      }),
    ),

    // D2 §2 "Nearby Places": restaurants and attractions around a place, nearest first.
    http.post(
      `*${paths.nearbyRestaurantsAttraction}`,
      route(async ({ request }) => {
        const { latitude, longitude } = parseQuery(coordinatesQuery, request);
        const catalogue = getCatalogue();
        const nearest = (category: PlaceStub['category']) =>
          catalogue
            .placesNear(latitude, longitude, NEARBY_RADIUS_KM, category)
            .slice(0, NEARBY_LIMIT)
            .map((near: PlaceNear) => nearbyItemOf(catalogue, near));
        const answer: NearbyRestaurantsAttractionsResponse = {
          success: true,
          message: placesMessages.nearbyPlacesFetched,
          data: { restaurant: nearest('restaurant'), attractions: nearest('attraction') },
        };
        return jsonResponse(answer);
      }),
    ),

    // D2 §2 Explore "Places in {place}".
    http.post(
      `*${paths.textSearch}`,
      route(async ({ request }) => {
        const { location } = parseQuery(textSearchQuery, request);
        const catalogue = getCatalogue();
        const area = findArea(location);
        const answer: TextSearchResponse = {
          success: true,
          message: placesMessages.searchResultsFetched,
          data: area ? attractionsIn(catalogue, area) : [],
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}
