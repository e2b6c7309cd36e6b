import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { PlaceDetails } from '@contract/places';
import { paths } from '@contract/paths';
import { highlightsMessages, UNKNOWN_PLACE_NAME } from './constants';
import {
  displayNameText,
  normaliseHighlight,
  normaliseNearbyItem,
  normalisePlace,
  normalisePlaceSummary,
  normaliseSuggestion,
  normaliseTravelHighlights,
  photoRefFromImageUrl,
  photoRefs,
  placeName,
  stripPlacePrefix,
  typeLabel,
} from './normalise';

const REF_A = 'places/ChIJaaaaaaaaaaaaaaaaaaaaaaa/photos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const REF_B = 'places/ChIJaaaaaaaaaaaaaaaaaaaaaaa/photos/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

const details: PlaceDetails = {
  id: 'ChIJaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'places/ChIJaaaaaaaaaaaaaaaaaaaaaaa',
  displayName: { text: 'Eiffel Tower', languageCode: 'en' },
  editorialSummary: { text: 'Wrought-iron lattice tower.' },
  formattedAddress: 'Champ de Mars, 5 Av. Anatole France, 75007 Paris, France',
  rating: 4.7,
  userRatingCount: 412_000,
  types: ['tourist_attraction', 'point_of_interest'],
  primaryType: 'tourist_attraction',
  location: { latitude: 48.8584, longitude: 2.2945 },
  googleMapsUri: 'https://maps.example/?cid=1',
  formattedPhoneNumber: '01 23 45 67 89',
  internationalPhoneNumber: '+33 1 23 45 67 89',
  website: 'https://eiffel.example',
  openingHours: { weekdayText: ['Monday: 9:00 AM – 11:45 PM'] },
  photos: [{ name: REF_A, googleMapsUrl: 'https://maps.example/p/1' }, { name: REF_B }],
  reviews: [
    {
      // The REST server's own place-photo call: served again through the gateway's photo route.
      authorAttribution: {
        displayName: 'Ana',
        photoUri: `${paths.placePhoto}?ref=${encodeURIComponent(REF_B)}&quality=low`,
      },
      relativePublishTimeDescription: '2 weeks ago',
      rating: 5,
      text: { text: 'Breathtaking at night.' },
    },
    {
      // Another host's picture is not proxied (the CSP would block it): the initials show.
      authorAttribution: { displayName: 'Bo', photoUri: 'https://pics.example/bo.jpg' },
      relativePublishTimeDescription: 'a month ago',
      rating: 3,
      text: { text: 'Long queues.' },
    },
  ],
};

describe('stripPlacePrefix', () => {
  it.each([
    ['places/ChIJabc', 'ChIJabc'],
    ['ChIJabc', 'ChIJabc'],
    ['  places/ChIJabc ', 'ChIJabc'],
    ['places/places/x', 'places/x'],
  ])('%j → %j', (id, expected) => {
    expect(stripPlacePrefix(id)).toBe(expected);
  });
});

describe('display names', () => {
  it('reads a plain string and an object with text', () => {
    expect(displayNameText('Louvre')).toBe('Louvre');
    expect(displayNameText({ text: 'Louvre', languageCode: 'fr' })).toBe('Louvre');
  });

  it('treats blank and absent names as missing', () => {
    expect(displayNameText('  ')).toBeUndefined();
    expect(displayNameText({ text: '' })).toBeUndefined();
    expect(displayNameText(undefined)).toBeUndefined();
  });

  it('prefers name, then displayName (string or object), then "Unknown Place"', () => {
    expect(placeName({ name: 'Colosseum', displayName: 'Other' })).toBe('Colosseum');
    expect(placeName({ displayName: 'Colosseo' })).toBe('Colosseo');
    expect(placeName({ name: ' ', displayName: { text: 'Colosseo' } })).toBe('Colosseo');
    expect(placeName({})).toBe(UNKNOWN_PLACE_NAME);
  });
});

describe('photoRefs', () => {
  it('reads a single string', () => {
    expect(photoRefs(REF_A)).toEqual([REF_A]);
  });
  it('reads a list of strings', () => {
    expect(photoRefs([REF_A, REF_B])).toEqual([REF_A, REF_B]);
  });
  it('reads a list of objects with a name', () => {
    expect(photoRefs([{ name: REF_B }, { name: REF_A, widthPx: 800 }])).toEqual([REF_B, REF_A]);
  });
  it('drops blank references and answers nothing for absent photos', () => {
    expect(photoRefs('')).toEqual([]);
    expect(photoRefs(['', REF_A, '  '])).toEqual([REF_A]);
    expect(photoRefs([])).toEqual([]);
    expect(photoRefs(undefined)).toEqual([]);
  });
});

describe('normalisePlace', () => {
  it('flattens the place-details answer into one shape', () => {
    expect(normalisePlace(details)).toEqual({
      id: 'ChIJaaaaaaaaaaaaaaaaaaaaaaa',
      name: 'Eiffel Tower',
      summary: 'Wrought-iron lattice tower.',
      address: 'Champ de Mars, 5 Av. Anatole France, 75007 Paris, France',
      rating: 4.7,
      userRatingCount: 412_000,
      types: ['tourist_attraction', 'point_of_interest'],
      primaryType: 'tourist_attraction',
      location: { latitude: 48.8584, longitude: 2.2945 },
      googleMapsUri: 'https://maps.example/?cid=1',
      phone: '01 23 45 67 89',
      website: 'https://eiffel.example',
      openingHours: ['Monday: 9:00 AM – 11:45 PM'],
      photos: [{ ref: REF_A }, { ref: REF_B }],
      reviews: [
        {
          authorName: 'Ana',
          authorPhotoUrl: `/photos/${encodeURIComponent(REF_B)}?quality=low`,
          relativeTime: '2 weeks ago',
          rating: 5,
          text: 'Breathtaking at night.',
        },
        {
          authorName: 'Bo',
          authorPhotoUrl: null,
          relativeTime: 'a month ago',
          rating: 3,
          text: 'Long queues.',
        },
      ],
    });
  });

  it('gives nulls and empty lists for what a city lacks (no rating, hours, reviews, phone)', () => {
    const city = normalisePlace({
      id: 'places/ChIJcity',
      displayName: { text: 'Paris' },
      formattedAddress: 'Paris, France',
      types: ['locality'],
      location: { latitude: 48.85, longitude: 2.35 },
      googleMapsUri: 'https://maps.example/?q=Paris',
      photos: [],
    });
    expect(city).toMatchObject({
      id: 'ChIJcity',
      summary: null,
      rating: null,
      userRatingCount: null,
      primaryType: null,
      phone: null,
      website: null,
      openingHours: [],
      photos: [],
      reviews: [],
    });
  });

  it('falls back to the international number when there is no formatted one', () => {
    const { formattedPhoneNumber: _dropped, ...withoutLocal } = details;
    expect(normalisePlace(withoutLocal).phone).toBe('+33 1 23 45 67 89');
  });
});

describe('normaliseSuggestion', () => {
  it('takes main, secondary and whole text and strips a places/ prefix', () => {
    expect(
      normaliseSuggestion({
        placeId: 'places/ChIJparis',
        text: { text: 'Paris, Île-de-France, France' },
        structuredFormat: {
          mainText: { text: 'Paris' },
          secondaryText: { text: 'Île-de-France, France' },
        },
      }),
    ).toEqual({
      placeId: 'ChIJparis',
      mainText: 'Paris',
      secondaryText: 'Île-de-France, France',
      text: 'Paris, Île-de-France, France',
    });
  });

  it('answers null for a missing secondary text', () => {
    const suggestion = normaliseSuggestion({
      placeId: 'ChIJfr',
      text: { text: 'France' },
      structuredFormat: { mainText: { text: 'France' } },
    });
    expect(suggestion.secondaryText).toBeNull();
  });
});

describe('normalisePlaceSummary', () => {
  it('reads a search result with displayName object, userRatingCount and photo objects', () => {
    expect(
      normalisePlaceSummary({
        id: 'ChIJlouvre',
        displayName: { text: 'Louvre Museum' },
        userRatingCount: 300,
        rating: 4.6,
        primaryType: 'art_gallery',
        photos: [{ name: REF_A }],
        formattedAddress: 'Rue de Rivoli, Paris',
        location: { latitude: 48.86, longitude: 2.33 },
      }),
    ).toEqual({
      id: 'ChIJlouvre',
      name: 'Louvre Museum',
      address: 'Rue de Rivoli, Paris',
      summary: null,
      description: 'art gallery',
      rating: 4.6,
      totalRatings: 300,
      primaryType: 'art_gallery',
      types: [],
      location: { latitude: 48.86, longitude: 2.33 },
      photo: { ref: REF_A },
    });
  });

  it('reads a nearby attraction with a string displayName, totalRatings and a photo string', () => {
    const summary = normalisePlaceSummary({
      id: 'places/ChIJx',
      displayName: 'Sagrada Família',
      totalRatings: 12,
      userRatingCount: 99,
      photos: REF_B,
      editorialSummary: { text: 'Gaudí basilica.' },
    });
    expect(summary).toMatchObject({
      id: 'ChIJx',
      name: 'Sagrada Família',
      summary: 'Gaudí basilica.',
      totalRatings: 12,
      photo: { ref: REF_B },
      location: null,
      description: null,
    });
  });

  it('reads photos as a list of strings (first one kept)', () => {
    expect(normalisePlaceSummary({ id: 'a', name: 'A', photos: [REF_B, REF_A] }).photo).toEqual({
      ref: REF_B,
    });
  });
});

describe('normaliseNearbyItem', () => {
  it('keeps the fields the nearby cards show; no photo gives null', () => {
    expect(
      normaliseNearbyItem({
        id: 'ChIJr',
        name: 'Chez Lou',
        rating: 4.2,
        totalRatings: 87,
        primaryType: 'french_restaurant',
        distanceMeters: 300,
      }),
    ).toEqual({
      id: 'ChIJr',
      name: 'Chez Lou',
      photo: null,
      rating: 4.2,
      totalRatings: 87,
      primaryType: 'french_restaurant',
    });
  });
});

describe('typeLabel', () => {
  it('turns underscores into spaces', () => {
    expect(typeLabel('tourist_attraction')).toBe('tourist attraction');
    expect(typeLabel(undefined)).toBeNull();
    expect(typeLabel('')).toBeNull();
  });
});

describe('highlights', () => {
  it('finds the ref inside a place-photo image URL, relative or absolute', () => {
    const encoded = encodeURIComponent(REF_A);
    expect(photoRefFromImageUrl(`/api/v1/places/place-photo?ref=${encoded}&quality=medium`)).toBe(
      REF_A,
    );
    expect(
      photoRefFromImageUrl(`https://api.example/api/v1/places/place-photo?ref=${encoded}`),
    ).toBe(REF_A);
  });

  it('answers null for other URLs (they are not proxied) and for a place-photo URL without ref', () => {
    expect(photoRefFromImageUrl('https://images.example/paris.jpg')).toBeNull();
    expect(photoRefFromImageUrl('/api/v1/places/place-photo')).toBeNull();
  });

  it('reads an item with image, with photos, and with neither', () => {
    const base = { id: 'places/ChIJfr', name: 'France', description: 'Wine and castles.' };
    expect(
      normaliseHighlight({
        ...base,
        image: `/api/v1/places/place-photo?ref=${encodeURIComponent(REF_A)}`,
      }),
    ).toEqual({
      id: 'ChIJfr',
      name: 'France',
      description: 'Wine and castles.',
      photo: { ref: REF_A },
    });
    expect(normaliseHighlight({ ...base, photos: [{ name: REF_B }] }).photo).toEqual({
      ref: REF_B,
    });
    expect(normaliseHighlight({ ...base, photos: REF_B }).photo).toEqual({ ref: REF_B });
    expect(normaliseHighlight({ ...base, image: 'https://cdn.example/x.jpg' }).photo).toBeNull();
    expect(normaliseHighlight(base).photo).toBeNull();
  });

  const lists = {
    popularCountries: [{ id: 'c1', name: 'Japan', description: 'Temples.', photos: REF_A }],
    popularCities: [{ id: 'c2', name: 'Kyoto', description: 'Shrines.', image: '/x.jpg' }],
  };

  it('accepts data as an object', () => {
    const highlights = normaliseTravelHighlights({ success: true, data: lists });
    expect(highlights.popularCountries).toEqual([
      { id: 'c1', name: 'Japan', description: 'Temples.', photo: { ref: REF_A } },
    ]);
    expect(highlights.popularCities.map((city) => city.name)).toEqual(['Kyoto']);
  });

  it('accepts data as a list and uses its first item', () => {
    const other = { popularCountries: [], popularCities: [] };
    const highlights = normaliseTravelHighlights({ success: true, data: [lists, other] });
    expect(highlights.popularCountries.map((country) => country.name)).toEqual(['Japan']);
  });

  it('drops items without id, name or description instead of failing the list', () => {
    const highlights = normaliseTravelHighlights({
      success: true,
      data: { popularCountries: [{ name: 'No id' }, ...lists.popularCountries], popularCities: [] },
    });
    expect(highlights.popularCountries.map((country) => country.id)).toEqual(['c1']);
  });

  function failure(payload: unknown): GraphQLError {
    try {
      normaliseTravelHighlights(payload);
    } catch (error) {
      if (error instanceof GraphQLError) return error;
    }
    throw new Error('expected a GraphQLError');
  }

  it.each([
    ['success false', { success: false, data: lists }],
    ['success missing', { data: lists }],
    ['data missing', { success: true }],
    ['data null', { success: true, data: null }],
    ['an empty list', { success: true, data: [] }],
    ['data a string', { success: true, data: 'nope' }],
    ['not an object', 'nope'],
  ])('fails with the structure message when %s', (_case, payload) => {
    const error = failure(payload);
    expect(error.message).toBe(highlightsMessages.invalidStructure);
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });

  it.each([
    ['popularCities missing', { popularCountries: [] }],
    ['popularCountries not a list', { popularCountries: {}, popularCities: [] }],
    ['both missing', {}],
  ])('fails with the missing-fields message when %s', (_case, data) => {
    expect(failure({ success: true, data }).message).toBe(highlightsMessages.missingFields);
    expect(failure({ success: true, data: [data] }).message).toBe(highlightsMessages.missingFields);
  });
});
