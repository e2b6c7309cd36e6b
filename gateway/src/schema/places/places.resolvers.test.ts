import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { coordinateMessages, highlightsMessages } from '../../places/constants';
import { startGateway } from '../../testing/gateway-harness';
import type { RunningGateway } from '../../testing/gateway-harness';
import { PLACE_PAGE_QUERY, placeIdOf, suggestions } from '../../testing/places-fixtures';
import type { PlacePageData } from '../../testing/places-fixtures';

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
  // The mock loads its world catalogue and search index on first use (seconds): not in a test's time.
  await suggestions(gateway, 'Paris');
  await mock.reset();
}, 60_000);
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

/** The /api/v1 calls the mock served since the last reset, as `METHOD /path` (query left out). */
function upstreamCalls(): string[] {
  return mock.control
    .requests()
    .map((entry) => `${entry.method} ${entry.path.split('?')[0] ?? ''}`);
}

const PHOTO_URL = /^\/photos\/places%2F[^/?]+\?quality=(low|medium|high|ultra)$/;
const PLACEHOLDER_URL = /^\/photos\/placeholder\?name=[^&]+&quality=(low|medium|high|ultra)$/;

describe('Query.placeSuggestions', () => {
  it('answers suggestions with main, secondary and whole text from one autocomplete call', async () => {
    const answer = await suggestions(gateway, 'Pari');
    expect(answer.errors).toBeUndefined();
    const paris = answer.data?.placeSuggestions.find((item) => item.mainText === 'Paris');
    expect(paris).toBeDefined();
    expect(paris?.placeId).toMatch(/^ChIJ/);
    expect(paris?.secondaryText).toMatch(/France/);
    expect(paris?.text).toContain('Paris');
    expect(mock.control.requests().map((entry) => entry.path)).toEqual([
      `${paths.autocomplete}?value=Pari`,
    ]);
  });

  it('trims the text before sending it', async () => {
    await suggestions(gateway, '  Rome  ');
    expect(mock.control.requests().map((entry) => entry.path)).toEqual([
      `${paths.autocomplete}?value=Rome`,
    ]);
  });

  it.each(['', ' ', 'P', '  x  '])(
    'answers an empty list for %j without calling the server (D1 §5)',
    async (text) => {
      const answer = await suggestions(gateway, text);
      expect(answer.data?.placeSuggestions).toEqual([]);
      expect(upstreamCalls()).toEqual([]);
    },
  );
});

describe('Query.place', () => {
  it('answers everything the place page shows, from exactly one REST call', async () => {
    const id = await placeIdOf(gateway, 'Eiffel Tower');
    await mock.reset(); // count only the place query's calls

    const answer = await gateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, { id });
    expect(answer.errors).toBeUndefined();
    const place = answer.data?.place;
    expect(place).toMatchObject({ id, name: 'Eiffel Tower' });
    expect(place?.summary).toMatch(/\S/);
    expect(place?.address).toMatch(/Paris/);
    expect(place?.rating).toBeGreaterThan(0);
    expect(place?.userRatingCount).toBeGreaterThan(0);
    expect(place?.types.length).toBeGreaterThan(0);
    expect(place?.location.latitude).toBeCloseTo(48.8584, 2);
    expect(place?.location.longitude).toBeCloseTo(2.2945, 2);
    expect(place?.googleMapsUri).toMatch(/^https?:\/\//);
    expect(place?.openingHours.length).toBe(7);
    expect(place?.photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of place?.photos ?? []) {
      expect(photo.ref).toMatch(/^places\//);
      expect(photo.url).toBe(`/photos/${encodeURIComponent(photo.ref)}?quality=high`);
      expect(photo.low).toBe(`/photos/${encodeURIComponent(photo.ref)}?quality=low`);
    }
    expect(place?.imageUrl).toBe(place?.photos[0]?.url);
    expect(place?.reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of place?.reviews ?? []) {
      expect(review.authorName).toMatch(/\S/);
      expect(review.relativeTime).toMatch(/\S/);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.text).toMatch(/\S/);
    }

    expect(upstreamCalls()).toEqual([`GET ${paths.placeDetails}`]);
  });

  // Issue 18: the reviewers' pictures were the REST server's place-photo URLs, a 404 from the app's origin.
  it("serves the reviewers' pictures through the gateway's photo route, as images", async () => {
    const id = await placeIdOf(gateway, 'Eiffel Tower');
    const answer = await gateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, { id });
    const pictures = (answer.data?.place?.reviews ?? []).flatMap((review) =>
      review.authorPhotoUrl === null ? [] : [review.authorPhotoUrl],
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture).toMatch(PHOTO_URL);
      const response = await fetch(`${gateway.url}${picture}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      await response.arrayBuffer();
    }
  });

  it("strips a leading 'places/' from the id", async () => {
    const id = await placeIdOf(gateway, 'Colosseum');
    await mock.reset();
    const answer = await gateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, { id: `places/${id}` });
    expect(answer.data?.place?.id).toBe(id);
    expect(mock.control.requests().map((entry) => entry.path)).toEqual([
      `${paths.placeDetails}?placeId=${id}`,
    ]);
  });

  it('answers a city too, with the placeholder-free first photo and no reviews needed', async () => {
    const id = await placeIdOf(gateway, 'Kyoto');
    const answer = await gateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, { id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.place?.name).toBe('Kyoto');
    expect(answer.data?.place?.imageUrl).toMatch(PHOTO_URL);
  });

  it('gives NOT_FOUND with the server message and a null place for an unknown id', async () => {
    const answer = await gateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, {
      id: 'ChIJAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(answer.data?.place).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answer.errors?.[0]?.message).toBe('Place not found');
    expect(answer.errors?.[0]?.extensions?.upstreamStatus).toBe(404);
  });
});

const PLACES_IN = /* GraphQL */ `
  query PlacesIn($location: String!) {
    placesIn(location: $location) {
      id
      name
      address
      description
      rating
      totalRatings
      primaryType
      photo {
        ref
      }
      imageUrl
      thumb: imageUrl(quality: LOW)
    }
  }
`;
interface PlaceSummaryData {
  id: string;
  name: string;
  address: string | null;
  description: string | null;
  rating: number | null;
  totalRatings: number | null;
  primaryType: string | null;
  photo: { ref: string } | null;
  imageUrl: string;
  thumb: string;
}

describe('Query.placesIn', () => {
  it('lists places in a city with names and gateway image URLs', async () => {
    const answer = await gateway.graphql<{ placesIn: PlaceSummaryData[] }>(PLACES_IN, {
      location: 'Paris',
    });
    expect(answer.errors).toBeUndefined();
    const places = answer.data?.placesIn ?? [];
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) {
      expect(place.id).not.toMatch(/^places\//);
      expect(place.name).toMatch(/\S/);
      expect(place.imageUrl).toMatch(place.photo ? PHOTO_URL : PLACEHOLDER_URL);
      expect(place.thumb).toMatch(/quality=low$/);
      if (place.primaryType) expect(place.description).toBe(place.primaryType.replace(/_/g, ' '));
    }
    expect(upstreamCalls()).toEqual([`POST ${paths.textSearch}`]);
  });

  it('lists places in a country', async () => {
    const answer = await gateway.graphql<{ placesIn: PlaceSummaryData[] }>(PLACES_IN, {
      location: 'Japan',
    });
    expect(answer.data?.placesIn.length).toBeGreaterThan(0);
  });
});

const NEARBY_PLACES = /* GraphQL */ `
  query NearbyPlaces($latitude: Float!, $longitude: Float!) {
    nearbyPlaces(latitude: $latitude, longitude: $longitude) {
      id
      name
      description
      rating
      totalRatings
      imageUrl
    }
  }
`;
const NEARBY_RESTAURANTS_ATTRACTIONS = /* GraphQL */ `
  query NearbyRestaurantsAndAttractions($latitude: Float!, $longitude: Float!) {
    nearbyRestaurantsAndAttractions(latitude: $latitude, longitude: $longitude) {
      restaurants {
        id
        name
        photo {
          ref
          url(quality: LOW)
        }
        rating
        totalRatings
        primaryType
        imageUrl
      }
      attractions {
        id
        name
        photo {
          ref
        }
        imageUrl
      }
    }
  }
`;
interface NearbyData {
  nearbyRestaurantsAndAttractions: {
    restaurants: {
      id: string;
      name: string;
      photo: { ref: string; url: string } | null;
      rating: number | null;
      totalRatings: number | null;
      primaryType: string | null;
      imageUrl: string;
    }[];
    attractions: { id: string; name: string; photo: { ref: string } | null; imageUrl: string }[];
  };
}

const EIFFEL = { latitude: 48.8584, longitude: 2.2945 };

describe('Query.nearbyPlaces', () => {
  it('lists attractions around a point', async () => {
    const answer = await gateway.graphql<{ nearbyPlaces: PlaceSummaryData[] }>(
      NEARBY_PLACES,
      EIFFEL,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.nearbyPlaces.length).toBeGreaterThan(0);
    expect(upstreamCalls()).toEqual([`POST ${paths.nearbyPlaces}`]);
  });
});

describe('Query.nearbyRestaurantsAndAttractions', () => {
  it('lists restaurants and attractions with low-quality photo URLs', async () => {
    const answer = await gateway.graphql<NearbyData>(NEARBY_RESTAURANTS_ATTRACTIONS, EIFFEL);
    expect(answer.errors).toBeUndefined();
    const nearby = answer.data?.nearbyRestaurantsAndAttractions;
    expect(nearby?.restaurants.length).toBeGreaterThan(0);
    expect(nearby?.attractions.length).toBeGreaterThan(0);
    for (const restaurant of nearby?.restaurants ?? []) {
      if (restaurant.photo) {
        expect(restaurant.photo.url).toBe(
          `/photos/${encodeURIComponent(restaurant.photo.ref)}?quality=low`,
        );
        expect(restaurant.imageUrl).toBe(restaurant.photo.url);
      } else {
        expect(restaurant.imageUrl).toMatch(PLACEHOLDER_URL);
      }
    }
    expect(upstreamCalls()).toEqual([`POST ${paths.nearbyRestaurantsAttraction}`]);
  });
});

describe.each([
  ['nearbyPlaces', NEARBY_PLACES],
  ['nearbyRestaurantsAndAttractions', NEARBY_RESTAURANTS_ATTRACTIONS],
])('%s input checks', (_field, query) => {
  it.each([
    { latitude: 90.5, longitude: 0 },
    { latitude: -91, longitude: 0 },
    { latitude: 0, longitude: 180.01 },
    { latitude: 0, longitude: -200 },
  ])('refuses %j as out of range, without a REST call', async (coordinates) => {
    const answer = await gateway.graphql(query, coordinates);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe(coordinateMessages.outOfRange);
    expect(upstreamCalls()).toEqual([]);
  });

  it('accepts the range limits themselves', async () => {
    const answer = await gateway.graphql(query, { latitude: -90, longitude: 180 });
    expect(answer.errors?.[0]?.message).not.toBe(coordinateMessages.outOfRange);
  });

  it.each([
    { latitude: 'north', longitude: 2 },
    { latitude: null, longitude: 2 },
    { latitude: 48 },
  ])('refuses %j (not numbers) as BAD_USER_INPUT, without a REST call', async (coordinates) => {
    const answer = await gateway.graphql(query, coordinates);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstreamCalls()).toEqual([]);
  });
});

const TRAVEL_HIGHLIGHTS = /* GraphQL */ `
  query TravelHighlights {
    travelHighlights {
      popularCountries {
        id
        name
        description
        photo {
          ref
        }
        imageUrl
      }
      popularCities {
        id
        name
        description
        imageUrl(quality: HIGH)
      }
    }
  }
`;
interface HighlightsData {
  travelHighlights: {
    popularCountries: {
      id: string;
      name: string;
      description: string;
      photo: { ref: string } | null;
      imageUrl: string;
    }[];
    popularCities: { id: string; name: string; description: string; imageUrl: string }[];
  };
}

describe('Query.travelHighlights', () => {
  it('answers popular countries and cities with gateway image URLs', async () => {
    const answer = await gateway.graphql<HighlightsData>(TRAVEL_HIGHLIGHTS);
    expect(answer.errors).toBeUndefined();
    const highlights = answer.data?.travelHighlights;
    expect(highlights?.popularCountries.length).toBeGreaterThan(0);
    expect(highlights?.popularCities.length).toBeGreaterThan(0);
    for (const country of highlights?.popularCountries ?? []) {
      expect(country.name).toMatch(/\S/);
      expect(country.description).toMatch(/\S/);
      expect(country.imageUrl).toMatch(/^\/photos\//);
    }
    for (const city of highlights?.popularCities ?? []) {
      expect(city.imageUrl).toMatch(/quality=high$/);
    }
    expect(upstreamCalls()).toEqual([`GET ${paths.travelHighlights}`]);
  });

  const item = (id: string, name: string) => ({ id, name, description: `About ${name}.` });

  it('reads a list answer (first item) with image and photos items', async () => {
    const ref = 'places/ChIJaaaaaaaaaaaaaaaaaaaaaaa/photos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    mock.server.use(
      http.get(`*${paths.travelHighlights}`, () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              popularCountries: [
                {
                  ...item('c1', 'Peru'),
                  image: `${paths.placePhoto}?ref=${encodeURIComponent(ref)}`,
                },
              ],
              popularCities: [
                { ...item('c2', 'Cusco'), photos: [{ name: ref }] },
                item('c3', 'Lima'),
              ],
            },
          ],
        }),
      ),
    );
    const answer = await gateway.graphql<HighlightsData>(TRAVEL_HIGHLIGHTS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.travelHighlights.popularCountries).toEqual([
      {
        ...item('c1', 'Peru'),
        photo: { ref },
        imageUrl: `/photos/${encodeURIComponent(ref)}?quality=medium`,
      },
    ]);
    expect(answer.data?.travelHighlights.popularCities.map((city) => city.imageUrl)).toEqual([
      `/photos/${encodeURIComponent(ref)}?quality=high`,
      '/photos/placeholder?name=Lima&quality=high',
    ]);
  });

  it.each([
    [{ success: true, data: { popularCountries: [] } }, highlightsMessages.missingFields],
    [{ success: true, data: [{ popularCities: [] }] }, highlightsMessages.missingFields],
    [{ success: true }, highlightsMessages.invalidStructure],
    [{ success: true, data: [] }, highlightsMessages.invalidStructure],
  ])('fails on %j with the spec message', async (body, message) => {
    mock.server.use(http.get(`*${paths.travelHighlights}`, () => HttpResponse.json(body)));
    const answer = await gateway.graphql<HighlightsData>(TRAVEL_HIGHLIGHTS);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });

  it('passes a server failure through with its message', async () => {
    mock.control.addFault({ match: paths.travelHighlights, status: 503 });
    const answer = await gateway.graphql<HighlightsData>(TRAVEL_HIGHLIGHTS);
    expect(answer.errors?.[0]?.extensions?.upstreamStatus).toBe(503);
  });
});

const PHOTO_BATCH = /* GraphQL */ `
  query PhotoBatch($refs: [String!]!, $quality: PhotoQuality!, $batchType: PhotoBatchType!) {
    photoBatch(refs: $refs, quality: $quality, batchType: $batchType) {
      photos {
        photoRef
        success
        url
        error
      }
      total
      successful
    }
  }
`;
interface PhotoBatchData {
  photoBatch: {
    photos: { photoRef: string; success: boolean; url: string | null; error: string | null }[];
    total: number;
    successful: number;
  };
}

describe('Query.photoBatch', () => {
  it('answers gateway URLs at the asked quality, and sends quality and batchType in lower case', async () => {
    const id = await placeIdOf(gateway, 'Eiffel Tower');
    const place = await gateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, { id });
    const refs = (place.data?.place?.photos ?? []).slice(0, 2).map((photo) => photo.ref);
    expect(refs).toHaveLength(2);
    const bodies: unknown[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes(paths.batchPhotos)) {
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
      }
    });
    await mock.reset();

    const answer = await gateway.graphql<PhotoBatchData>(PHOTO_BATCH, {
      refs,
      quality: 'ULTRA',
      batchType: 'LIGHTBOX',
    });
    mock.server.events.removeAllListeners('request:start');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.photoBatch).toEqual({
      photos: refs.map((ref) => ({
        photoRef: ref,
        success: true,
        url: `/photos/${encodeURIComponent(ref)}?quality=ultra`,
        error: null,
      })),
      total: 2,
      successful: 2,
    });
    expect(upstreamCalls()).toEqual([`POST ${paths.batchPhotos}`]);
    expect(bodies).toEqual([{ photoRefs: refs, quality: 'ultra', batchType: 'lightbox' }]);
  });

  it('marks an unknown ref as failed with a null URL', async () => {
    const unknown = 'places/ChIJAAAAAAAAAAAAAAAAAAAAAAA/photos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const answer = await gateway.graphql<PhotoBatchData>(PHOTO_BATCH, {
      refs: [unknown],
      quality: 'LOW',
      batchType: 'NEARBY',
    });
    expect(answer.data?.photoBatch.photos[0]).toMatchObject({
      photoRef: unknown,
      success: false,
      url: null,
    });
    expect(answer.data?.photoBatch.successful).toBe(0);
  });

  it('answers an empty batch for no refs without calling the server', async () => {
    const answer = await gateway.graphql<PhotoBatchData>(PHOTO_BATCH, {
      refs: [],
      quality: 'HIGH',
      batchType: 'MAIN',
    });
    expect(answer.data?.photoBatch).toEqual({ photos: [], total: 0, successful: 0 });
    expect(upstreamCalls()).toEqual([]);
  });

  it('refuses an unknown quality before any REST call', async () => {
    const answer = await gateway.graphql(PHOTO_BATCH, {
      refs: ['x'],
      quality: 'HUGE',
      batchType: 'MAIN',
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstreamCalls()).toEqual([]);
  });
});
