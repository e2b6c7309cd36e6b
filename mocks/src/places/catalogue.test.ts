import { describe, expect, it, vi } from 'vitest';
import { placeDetails } from '@contract/places';
import { getCatalogue, nearestCity } from './catalogue';
import { distanceKm } from './geo';
import type { City } from './catalogue';
import { landmarks } from './landmarks';
import { MIN_CITY_POPULATION } from './snapshot';
import { placeDetailsOf } from './views';

const catalogue = getCatalogue();

function cityNamed(name: string, cca2: string): City {
  const city = catalogue.country(cca2)?.cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`no ${name} in the catalogue`);
  return city;
}

describe('the snapshot', () => {
  it('holds every country and the cities of 15 000 people or more', () => {
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(245);
    expect(catalogue.cities.length).toBeGreaterThan(22_000);
    expect(catalogue.cities.length).toBeLessThan(25_000);
    expect(catalogue.cities.every((city) => city.population >= MIN_CITY_POPULATION)).toBe(true);
    // Most populous first.
    expect(catalogue.cities[0]?.population).toBeGreaterThan(10_000_000);
  });

  it('knows regions and English names', () => {
    expect(cityNamed('Pune', 'IN').region).toBe('Maharashtra');
    expect(cityNamed('Cologne', 'DE').localName).toBe('Köln');
    expect(cityNamed('São Paulo', 'BR').asciiName).toBe('Sao Paulo');
  });
});

describe('landmarks', () => {
  it('are at least 200, each within reach of its city', () => {
    expect(landmarks().length).toBeGreaterThanOrEqual(200);
    const placed = catalogue.cities.flatMap((city) =>
      city.landmarks.map((landmark) => ({ city, landmark })),
    );
    expect(placed).toHaveLength(landmarks().length);
    for (const { city, landmark } of placed) {
      expect(
        distanceKm(city.latitude, city.longitude, landmark.latitude, landmark.longitude),
        landmark.name,
      ).toBeLessThan(80);
    }
  });

  it('include several in Pune and Mumbai, in their cities’ first attraction slots', () => {
    for (const [name, count] of [
      ['Pune', 8],
      ['Mumbai', 8],
    ] as const) {
      const city = cityNamed(name, 'IN');
      expect(city.landmarks.length).toBeGreaterThanOrEqual(count);
      const places = catalogue.placesOf(city);
      city.landmarks.forEach((landmark, slot) => {
        expect(places[slot]?.name).toBe(landmark.name);
        expect(places[slot]?.landmark).toBe(landmark);
      });
    }
    expect(cityNamed('Paris', 'FR').landmarks.map((landmark) => landmark.name)).toContain(
      'Eiffel Tower',
    );
  });
});

describe('generated places', () => {
  const pune = cityNamed('Pune', 'IN');

  it('give every city attractions then restaurants, with unique names and nearby positions', () => {
    for (const city of [pune, cityNamed('Versailles', 'FR'), catalogue.cities.at(-1) as City]) {
      const places = catalogue.placesOf(city);
      const attractions = places.filter((place) => place.category === 'attraction');
      const restaurants = places.filter((place) => place.category === 'restaurant');
      expect(attractions.length).toBeGreaterThanOrEqual(4);
      expect(restaurants.length).toBeGreaterThanOrEqual(4);
      expect(places.findIndex((place) => place.category === 'restaurant')).toBe(attractions.length);
      expect(new Set(places.map((place) => place.name)).size).toBe(places.length);
      places.forEach((place, slot) => expect(place.slot).toBe(slot));
      for (const place of places.filter((candidate) => !candidate.landmark)) {
        expect(
          distanceKm(city.latitude, city.longitude, place.latitude, place.longitude),
        ).toBeLessThan(9);
        expect(place.rating).toBeGreaterThanOrEqual(1);
        expect(place.rating).toBeLessThanOrEqual(5);
        expect(place.photoCount).toBeGreaterThanOrEqual(3);
        expect(place.photoCount).toBeLessThanOrEqual(5);
      }
    }
  });

  it('have Google-like details: summary, address, phone, .example website, hours, photos, reviews', () => {
    const places = catalogue.placesOf(pune);
    const restaurantSlot = places.findIndex((place) => place.category === 'restaurant');
    const longReviews: string[] = [];
    for (const slot of [0, pune.landmarks.length, restaurantSlot]) {
      const id = catalogue.placeId(pune, slot);
      const place = catalogue.resolve(id);
      if (!place) throw new Error('generated place does not resolve');
      const details = placeDetails.strict().parse(placeDetailsOf(catalogue, place));
      expect(details.id).toBe(id);
      expect(details.editorialSummary?.text.length).toBeGreaterThan(20);
      // A landmark (slot 0) has no street; generated places have one.
      expect(details.formattedAddress).toMatch(
        slot === 0
          ? /^Pune, Maharashtra 4110\d\d, India$/
          : /^.+, Pune, Maharashtra 4110\d\d, India$/,
      );
      expect(details.formattedPhoneNumber).toMatch(/^020 \d{4} \d{4}$/);
      expect(details.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\/$/);
      expect(details.openingHours?.weekdayText).toHaveLength(7);
      expect(details.openingHours?.weekdayText[0]).toMatch(/^Monday: /);
      expect(details.photos.length).toBeGreaterThanOrEqual(3);
      expect(details.photos.length).toBeLessThanOrEqual(5);
      expect(details.reviews?.length).toBeGreaterThanOrEqual(3);
      expect(details.reviews?.length).toBeLessThanOrEqual(5);
      for (const review of details.reviews ?? []) {
        expect(review.authorAttribution.displayName).toMatch(/^\S+ \S+/);
        expect(review.relativePublishTimeDescription).toMatch(/ago$/);
        expect(review.rating).toBeGreaterThanOrEqual(1);
        if (review.text.text.length > 150) longReviews.push(review.text.text);
      }
    }
    expect(longReviews.length).toBeGreaterThan(0);
  });
});

describe('ids and determinism', () => {
  it('answer the same place for the same id, twice and after a fresh load', async () => {
    const pune = cityNamed('Pune', 'IN');
    const ids = [
      catalogue.countryId(pune.country),
      catalogue.cityId(pune),
      catalogue.placeId(pune, 0),
      catalogue.placeId(pune, catalogue.placesOf(pune).length - 1),
      catalogue.placeId(catalogue.cities.at(-1) as City, 2),
    ];
    const detailsOf = (id: string) => {
      const place = catalogue.resolve(id);
      if (!place) throw new Error(`${id} does not resolve`);
      return placeDetailsOf(catalogue, place);
    };
    const first = ids.map(detailsOf);
    expect(ids.map(detailsOf)).toEqual(first);

    vi.resetModules();
    const fresh = await import('./catalogue');
    const freshViews = await import('./views');
    const freshCatalogue = fresh.getCatalogue();
    expect(freshCatalogue).not.toBe(catalogue);
    const again = ids.map((id) => {
      const place = freshCatalogue.resolve(id);
      if (!place) throw new Error(`${id} does not resolve after a fresh load`);
      return freshViews.placeDetailsOf(freshCatalogue, place);
    });
    expect(again).toEqual(first);
    expect(freshCatalogue.cityId(freshCatalogue.cities[0] as City)).toBe(
      catalogue.cityId(catalogue.cities[0] as City),
    );
  });

  it('resolve countries and cities as places too', () => {
    const india = catalogue.country('IN');
    if (!india) throw new Error('no India');
    expect(catalogue.resolve(catalogue.countryId(india))).toMatchObject({
      kind: 'country',
      country: india,
    });
    const pune = cityNamed('Pune', 'IN');
    expect(catalogue.resolve(catalogue.cityId(pune))).toMatchObject({ kind: 'city', city: pune });
    const slots = catalogue.placesOf(pune).length;
    // A slot past the city's places is unknown, even though the id is well formed.
    expect(catalogue.resolve(catalogue.placeId(pune, slots))).toBeNull();
  });
});

describe('nearestCity', () => {
  it('finds Pune from Pune’s coordinates, with state, country and postal code', () => {
    expect(nearestCity(18.5204, 73.8567)).toMatchObject({
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postalCode: '411001',
    });
  });

  it('finds the city nearest to other points, even far out at sea', () => {
    expect(nearestCity(48.8584, 2.2945).city).toBe('Paris');
    expect(nearestCity(40.7484, -73.9857).city).toBe('New York City');
    expect(nearestCity(-33.8568, 151.2153).city).toBe('Sydney');
    const pacific = nearestCity(0, -150);
    expect(pacific.distanceKm).toBeGreaterThan(500);
    expect(pacific.city).not.toBe('');
  });
});

describe('placesNear', () => {
  it('lists one category nearest first, within the radius', () => {
    const near = catalogue.placesNear(18.5204, 73.8567, 15, 'restaurant');
    expect(near.length).toBeGreaterThan(4);
    expect(near.every((place) => place.stub.category === 'restaurant')).toBe(true);
    expect(near.every((place) => place.distanceKm <= 15)).toBe(true);
    const distances = near.map((place) => place.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds landmarks far from their city’s centre', () => {
    const near = catalogue.placesNear(-13.1631, -72.545, 5, 'attraction');
    expect(near.map((place) => place.stub.name)).toContain('Machu Picchu');
  });
});
