import { decode } from 'jpeg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { highlightItem, travelHighlightsResponse } from '@contract/destination';
import { paths } from '@contract/paths';
import {
  autocompleteResponse,
  batchPhotosResponse,
  nearbyItem,
  nearbyPlace,
  nearbyPlacesResponse,
  nearbyRestaurantsAttractionsResponse,
  placeDetails,
  placeDetailsResponse,
  placePrediction,
  searchResultItem,
  textSearchResponse,
} from '@contract/places';
import { MAX_BATCH_PHOTO_REFS } from '@contract/places';
import type { PlaceDetails } from '@contract/places';
import type { MockHttpServer } from '@mocks/http-server';
import { getPlaceSearchIndex } from '@mocks/places/search';
import { errorOf, postJson, startApi } from './support/mock-api';

/** The places and destination calls over HTTP (D1 §7, D2 §3, §7), checked against the contract. */

let api: MockHttpServer;
beforeAll(async () => {
  api = await startApi();
  // The catalogue and its index are built once per process; build them before the timed tests.
  getPlaceSearchIndex();
}, 120_000);

const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const PHOTO_REF = /^places\/ChIJ[\w-]{23}\/photos\/[\w-]{32}$/;

const get = (path: string, headers: HeadersInit = {}) => fetch(`${api.url}${path}`, { headers });
const post = (path: string) => fetch(`${api.url}${path}`, { method: 'POST' });
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values).map(([key, value]) => [key, String(value)]),
  ).toString();

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = await errorOf(response);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

async function autocomplete(value: string) {
  const response = await get(`${paths.autocomplete}?${query({ value })}`);
  expect(response.status).toBe(200);
  const body = autocompleteResponse.parse(await response.json());
  for (const { placePrediction: prediction } of body.data.suggestions)
    placePrediction.strict().parse(prediction);
  return body.data.suggestions.map((suggestion) => suggestion.placePrediction);
}

async function details(placeId: string): Promise<PlaceDetails> {
  const response = await get(`${paths.placeDetails}?${query({ placeId })}`);
  expect(response.status).toBe(200);
  const body = placeDetailsResponse.parse(await response.json());
  return placeDetails.strict().parse(body.data);
}

async function placeIdOf(text: string): Promise<string> {
  const [first] = await autocomplete(text);
  if (!first) throw new Error(`no suggestion for ${text}`);
  return first.placeId;
}

describe('GET /api/v1/places/autocomplete', () => {
  it('answers suggestions with main and secondary text, most popular first', async () => {
    const suggestions = await autocomplete('par');
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]?.structuredFormat).toEqual({
      mainText: { text: 'Paris' },
      secondaryText: { text: 'Île-de-France, France' },
    });
    expect(suggestions[0]?.text.text).toBe('Paris, Île-de-France, France');
    for (const suggestion of suggestions) {
      expect(suggestion.placeId).toMatch(/^ChIJ[\w-]{23}$/);
      expect(suggestion.structuredFormat.secondaryText?.text).not.toBe('');
    }
  });

  it('matches places by a word prefix ("eiff" → the Eiffel Tower)', async () => {
    const [eiffel] = await autocomplete('eiff');
    expect(eiffel?.structuredFormat.mainText.text).toBe('Eiffel Tower');
    // A landmark's street is not in the mock's data: city and country only.
    expect(eiffel?.structuredFormat.secondaryText?.text).toBe('Paris, France');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await autocomplete('qxzv')).toEqual([]);
  });

  it('refuses text under 2 characters after trimming, and missing text', async () => {
    await expectError(
      await get(`${paths.autocomplete}?value=%20a%20`),
      400,
      'Search text must be at least 2 characters',
    );
    await expectError(
      await get(paths.autocomplete),
      400,
      'Search text must be at least 2 characters',
    );
    await expectError(
      await get(`${paths.autocomplete}?${query({ value: 'x'.repeat(121) })}`),
      400,
      /at most/,
    );
  });
});

describe('GET /api/v1/places/place-details', () => {
  it('answers a place with every field of D2 §3', async () => {
    const place = await details(await placeIdOf('shaniwar wada'));
    expect(place.displayName.text).toBe('Shaniwar Wada');
    expect(place.name).toBe(`places/${place.id}`);
    expect(place.formattedAddress).toMatch(/^Pune, Maharashtra 4110\d\d, India$/);
    expect(place.location.latitude).toBeCloseTo(18.5195, 3);
    expect(place.rating).toBeGreaterThan(0);
    expect(place.userRatingCount).toBeGreaterThan(1000);
    expect(place.types).toContain('historical_landmark');
    expect(place.googleMapsUri).toMatch(/^https:\/\/maps\.google\.com\/\?cid=\d+$/);
    expect(place.website).toMatch(/\.example\/$/);
    expect(place.formattedPhoneNumber).toMatch(/^020 /);
    expect(place.openingHours?.weekdayText).toHaveLength(7);
    expect(place.photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of place.photos) expect(photo.name).toMatch(PHOTO_REF);
    expect(place.reviews?.length).toBeGreaterThanOrEqual(3);
  });

  it('accepts a leading "places/" and answers the same place', async () => {
    const placeId = await placeIdOf('colosseum');
    expect(await details(`places/${placeId}`)).toEqual(await details(placeId));
  });

  it('answers cities and countries as places', async () => {
    const city = await details(await placeIdOf('pune'));
    expect(city).toMatchObject({
      displayName: { text: 'Pune' },
      formattedAddress: 'Pune, Maharashtra, India',
    });
    expect(city.types).toContain('locality');
    expect(city.editorialSummary?.text).toMatch(/Shaniwar Wada/);
    const country = await details(await placeIdOf('india'));
    expect(country).toMatchObject({
      displayName: { text: 'India' },
      types: ['country', 'political'],
    });
    expect(country.photos).toHaveLength(5);
  });

  it('refuses a missing id (400) and answers 404 for an unknown one', async () => {
    await expectError(await get(paths.placeDetails), 400, 'placeId is required');
    await expectError(
      await get(`${paths.placeDetails}?placeId=places/`),
      400,
      'placeId is required',
    );
    await expectError(
      await get(`${paths.placeDetails}?placeId=ChIJD7fiBh9u5kcRYJSMaMOCCwQ`),
      404,
      'Place not found',
    );
    await expectError(await get(`${paths.placeDetails}?placeId=nowhere`), 404, 'Place not found');
  });
});

describe('POST /api/v1/places/nearby-places', () => {
  it('answers the most visited attractions around the point', async () => {
    const response = await post(`${paths.nearbyPlaces}?${query(PUNE)}`);
    expect(response.status).toBe(200);
    const places = nearbyPlacesResponse.parse(await response.json()).data;
    for (const place of places) nearbyPlace.strict().parse(place);
    expect(places.length).toBeGreaterThanOrEqual(10);
    const names = places.map((place) => place.name);
    expect(names).toContain('Shaniwar Wada');
    const counts = places.map((place) => place.userRatingCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [first] = places;
    expect(first?.displayName).toEqual({ text: first?.name, languageCode: 'en' });
    expect(first?.totalRatings).toBe(first?.userRatingCount);
    expect(Array.isArray(first?.photos)).toBe(true);
  });

  it('answers an empty list far from any city', async () => {
    const response = await post(
      `${paths.nearbyPlaces}?${query({ latitude: -45, longitude: -130 })}`,
    );
    expect(nearbyPlacesResponse.parse(await response.json()).data).toEqual([]);
  });

  it('refuses missing, non-numeric and out-of-range coordinates', async () => {
    await expectError(
      await post(`${paths.nearbyPlaces}?latitude=18.5`),
      400,
      'latitude and longitude are required',
    );
    await expectError(
      await post(`${paths.nearbyPlaces}?latitude=abc&longitude=73`),
      400,
      'Invalid coordinates: latitude and longitude must be valid numbers',
    );
    await expectError(
      await post(`${paths.nearbyPlaces}?latitude=91&longitude=73`),
      400,
      /between -90 and 90/,
    );
    await expectError(
      await post(`${paths.nearbyPlaces}?latitude=18&longitude=-181`),
      400,
      /between -180 and 180/,
    );
  });
});

describe('POST /api/v1/places/nearby-restaurants-attraction', () => {
  it('answers restaurants and attractions, each nearest first', async () => {
    const response = await post(`${paths.nearbyRestaurantsAttraction}?${query(PUNE)}`);
    expect(response.status).toBe(200);
    const { restaurant, attractions } = nearbyRestaurantsAttractionsResponse.parse(
      await response.json(),
    ).data;
    for (const [list, kind] of [
      [restaurant, /restaurant|cafe|bar|bakery/],
      [attractions, /./],
    ] as const) {
      expect(list.length).toBeGreaterThan(4);
      expect(list.length).toBeLessThanOrEqual(20);
      const distances = list.map((item) => nearbyItem.strict().parse(item).distanceMeters ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const item of list) {
        expect(item.primaryType).toMatch(kind);
        expect(item.photos).toMatch(PHOTO_REF);
      }
    }
    expect(restaurant.map((item) => item.id)).not.toContain(attractions[0]?.id);
  });

  it('refuses bad coordinates', async () => {
    await expectError(
      await post(paths.nearbyRestaurantsAttraction),
      400,
      'latitude and longitude are required',
    );
    await expectError(
      await post(`${paths.nearbyRestaurantsAttraction}?latitude=1e400&longitude=2`),
      400,
      'Invalid coordinates: latitude and longitude must be valid numbers',
    );
  });
});

describe('POST /api/v1/places/text-search', () => {
  async function placesIn(location: string) {
    const response = await post(`${paths.textSearch}?${query({ location })}`);
    expect(response.status).toBe(200);
    const results = textSearchResponse.parse(await response.json()).data;
    for (const result of results) searchResultItem.strict().parse(result);
    return results;
  }

  it('answers a city’s attractions, most visited first', async () => {
    const results = await placesIn('Pune');
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(results.map((result) => result.name)).toContain('Shaniwar Wada');
    const counts = results.map((result) => result.userRatingCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(results.every((result) => result.formattedAddress?.endsWith('India'))).toBe(true);
    expect(results[0]?.displayName).toEqual({ text: results[0]?.name, languageCode: 'en' });
  });

  it('answers a country’s best-known attractions across its cities', async () => {
    const results = await placesIn('France');
    const names = results.map((result) => result.name);
    expect(names[0]).toBe('Eiffel Tower');
    expect(names).toContain('Palace of Versailles');
    expect(results).toHaveLength(20);
  });

  it('answers an empty list for an unknown place, 400 without one', async () => {
    expect(await placesIn('Qxzvland')).toEqual([]);
    await expectError(await post(paths.textSearch), 400, 'location is required');
    await expectError(await post(`${paths.textSearch}?location=%20`), 400, 'location is required');
  });
});

describe('GET /api/v1/destination/travelHighlights', () => {
  it('answers a list whose first item holds popular countries and cities', async () => {
    const response = await get(paths.travelHighlights);
    expect(response.status).toBe(200);
    const body = travelHighlightsResponse.parse(await response.json());
    if (!Array.isArray(body.data)) throw new Error('the mock sends the list form');
    const [highlights] = body.data;
    expect(highlights?.popularCountries.map((country) => country.name)).toContain('India');
    expect(highlights?.popularCities.map((city) => city.name)).toContain('Paris');
    for (const item of [
      ...(highlights?.popularCountries ?? []),
      ...(highlights?.popularCities ?? []),
    ]) {
      highlightItem.strict().parse(item);
      expect(item.description.length).toBeGreaterThan(20);
      expect(item.image).toMatch(/^\/api\/v1\/places\/place-photo\?ref=places%2F/);
    }
    const paris = highlights?.popularCities.find((city) => city.name === 'Paris');
    if (!paris?.image) throw new Error('no Paris');
    expect((await details(paris.id)).displayName.text).toBe('Paris');
    const image = await get(paris.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('GET /api/v1/places/place-photo', () => {
  let ref = '';
  beforeAll(async () => {
    const place = await details(await placeIdOf('gateway of india'));
    ref = place.photos[0]?.name ?? '';
  });
  const photo = (values: Record<string, string>, headers: HeadersInit = {}) =>
    get(`${paths.placePhoto}?${query(values)}`, headers);

  it(
    'answers JPEG bytes that grow with the quality tier, cached for a long time',
    { timeout: 60_000 },
    async () => {
      const sizes: number[] = [];
      for (const [quality, width] of [
        ['low', 200],
        ['medium', 400],
        ['high', 800],
        ['ultra', 1600],
      ] as const) {
        const response = await photo({ ref, quality });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
        expect(decode(bytes, { useTArray: true }).width).toBe(width);
        sizes.push(bytes.length);
      }
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    },
  );

  it('defaults to medium, and answers 304 to a matching If-None-Match', async () => {
    const response = await photo({ ref });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(decode(bytes, { useTArray: true }).width).toBe(400);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await photo({ ref, quality: 'medium' }, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses a missing or malformed ref and a bad quality (400), an unknown ref (404)', async () => {
    await expectError(await get(paths.placePhoto), 400, 'ref is required');
    await expectError(await photo({ ref: 'photo-1' }), 400, 'Invalid photo reference');
    await expectError(
      await photo({ ref, quality: 'huge' }),
      400,
      'quality must be one of low, medium, high, ultra',
    );
    const unknown = ref.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    await expectError(await photo({ ref: unknown }), 404, 'Photo not found');
  });
});

describe('POST /api/v1/places/batch-photos', () => {
  let refs: string[] = [];
  beforeAll(async () => {
    refs = (await details(await placeIdOf('taj mahal'))).photos.map((photo) => photo.name);
  });

  it('answers an image path per reference and a summary', async () => {
    const response = await postJson(`${api.url}${paths.batchPhotos}`, {
      photoRefs: [...refs.slice(0, 2), 'not-a-ref'],
      quality: 'low',
      batchType: 'main',
    });
    expect(response.status).toBe(200);
    const { photos, summary } = batchPhotosResponse.parse(await response.json()).data;
    expect(summary).toEqual({ total: 3, successful: 2 });
    expect(photos[0]).toEqual({
      photoRef: refs[0],
      success: true,
      image: `${paths.placePhoto}?ref=${encodeURIComponent(refs[0] ?? '')}&quality=low`,
    });
    expect(photos[2]).toEqual({
      photoRef: 'not-a-ref',
      success: false,
      image: null,
      error: 'Invalid photo reference',
    });
    const image = await get(photos[1]?.image ?? '');
    expect(image.status).toBe(200);
    expect(decode(new Uint8Array(await image.arrayBuffer()), { useTArray: true }).width).toBe(200);
  });

  it('reports unknown references one by one and defaults to medium', async () => {
    const unknown = (refs[0] ?? '').replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    const response = await postJson(`${api.url}${paths.batchPhotos}`, {
      photoRefs: [unknown, refs[1]],
    });
    const { photos, summary } = batchPhotosResponse.parse(await response.json()).data;
    expect(summary).toEqual({ total: 2, successful: 1 });
    expect(photos[0]).toMatchObject({ success: false, image: null, error: 'Photo not found' });
    expect(photos[1]?.image).toMatch(/&quality=medium$/);
  });

  it('refuses bad batches', async () => {
    const batch = (body: unknown) => postJson(`${api.url}${paths.batchPhotos}`, body);
    await expectError(
      await batch({}),
      400,
      'photoRefs must be a non-empty list of photo references',
    );
    await expectError(
      await batch({ photoRefs: [] }),
      400,
      'photoRefs must be a non-empty list of photo references',
    );
    await expectError(
      await batch({ photoRefs: [1] }),
      400,
      'photoRefs must be a non-empty list of photo references',
    );
    await expectError(
      await batch({ photoRefs: Array.from({ length: MAX_BATCH_PHOTO_REFS + 1 }, () => refs[0]) }),
      400,
      `photoRefs may hold at most ${MAX_BATCH_PHOTO_REFS} references`,
    );
    await expectError(
      await batch({ photoRefs: refs, quality: 'best' }),
      400,
      'quality must be one of low, medium, high, ultra',
    );
    await expectError(
      await batch({ photoRefs: refs, batchType: 'all' }),
      400,
      'batchType must be one of main, nearby, lightbox, explore',
    );
    const notJson = await fetch(`${api.url}${paths.batchPhotos}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'refs',
    });
    expect(notJson.status).toBe(415);
  });

  it('accepts each batch type of RESOLUTIONS', async () => {
    for (const batchType of ['main', 'nearby', 'lightbox', 'explore']) {
      const response = await postJson(`${api.url}${paths.batchPhotos}`, {
        photoRefs: refs.slice(0, 1),
        batchType,
      });
      expect(response.status).toBe(200);
    }
  });
});
