import { paths } from '@contract/paths';
import type {
  NearbyItem,
  NearbyPlace,
  PhotoObject,
  PhotoQuality,
  PlaceDetails,
  PlaceReview,
  SearchResultItem,
} from '@contract/places';
import { addressParts, cityAddress, formatAddress, phoneNumber } from './address';
import type { Catalogue, City, Country, PlaceNear, ResolvedPlace } from './catalogue';
import { personName } from './person-names';
import { editorialSummary, weekdayText } from './place-details';
import { generateReviews } from './place-reviews';
import type { PlaceStub } from './place-types';
import { encodePhotoRef } from './ids';
import { createRandom, hashString } from './random';
import { foldToAscii } from './text';

/** The REST shapes of catalogue places (D2 §3), built on demand from the catalogue. */

/** Cities and countries show a full mosaic (D2 §9 "up to 5 photos loaded"). */
export const AREA_PHOTO_COUNT = 5;
/** Photos are 3:2; the largest tier is 1600 px wide. */
const PHOTO_SIZE = { widthPx: 1600, heightPx: 1067 };
const LANGUAGE = 'en';

/** The URL path the mock serves a photo at (relative: the gateway or browser adds the origin). */
export function photoUrl(ref: string, quality: PhotoQuality): string {
  return `${paths.placePhoto}?ref=${encodeURIComponent(ref)}&quality=${quality}`;
}

export function photoCountOf(place: ResolvedPlace): number {
  return place.kind === 'place' ? place.stub.photoCount : AREA_PHOTO_COUNT;
}

export function photoRefsOf(place: ResolvedPlace): string[] {
  return Array.from({ length: photoCountOf(place) }, (_, index) => encodePhotoRef(place.id, index));
}

function googleMapsUri(placeId: string): string {
  // Google's `cid` is a 64-bit decimal; two 32-bit hashes make a believable one.
  const cid = BigInt(hashString(`cid:${placeId}`)) * 4294967296n + BigInt(hashString(placeId));
  return `https://maps.google.com/?cid=${cid}`;
}

function photoObjects(
  place: ResolvedPlace,
  authorPool: City['country']['culture']['names'],
): PhotoObject[] {
  const random = createRandom(`photo-authors:${place.id}`);
  return photoRefsOf(place).map((name) => ({
    name,
    ...PHOTO_SIZE,
    googleMapsUrl: `https://www.google.com/maps/place/?q=place_id:${place.id}`,
    authorAttributions: [{ displayName: personName(authorPool, random) }],
  }));
}

function slug(text: string): string {
  return foldToAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A place's address; a landmark's has no street (its real one is not in the mock's data). */
export function placeAddress(
  catalogue: Catalogue,
  city: City,
  placeId: string,
  stub: PlaceStub,
): string {
  const addressCity = catalogue.addressCity(city);
  const parts = addressParts(addressCity, createRandom(`address:${placeId}`));
  return formatAddress(addressCity, stub.landmark ? { ...parts, street: '' } : parts);
}

function internationalNumber(callingCode: string, national: string): string {
  if (!callingCode || national.startsWith('+')) return national;
  return `${callingCode} ${national.replace(/[()]/g, '').replace(/^0/, '').replace(/^8 /, '')}`;
}

function reviewsOf(
  catalogue: Catalogue,
  city: City,
  stub: PlaceStub,
  place: ResolvedPlace,
): PlaceReview[] {
  const random = createRandom(`reviews:${place.id}`);
  const refs = photoRefsOf(place);
  return generateReviews(stub, catalogue.generatorCity(city), random).map((review, index) => {
    // Half the reviewers have a picture (one of the place's photos, as Google profiles often do).
    const photoRef = index % 2 === 1 ? refs[index % refs.length] : undefined;
    return {
      authorAttribution: {
        displayName: review.author,
        ...(photoRef ? { photoUri: photoUrl(photoRef, 'low') } : {}),
      },
      relativePublishTimeDescription: review.relativeTime,
      rating: review.rating,
      text: { text: review.text, languageCode: LANGUAGE },
    };
  });
}

function formatPopulation(population: number): string {
  if (population >= 1_000_000)
    return `${(population / 1_000_000).toFixed(1).replace(/\.0$/, '')} million`;
  return population.toLocaleString('en-US');
}

function listing(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function citySummary(city: City): string {
  const where = [city.region !== city.name ? city.region : '', city.country.name]
    .filter(Boolean)
    .join(', ');
  let text = `${city.name} is a city of ${formatPopulation(city.population)} people in ${where}.`;
  if (city.isCapital) text += ` It is the capital of ${city.country.name}.`;
  const known = city.landmarks.slice(0, 3).map((landmark) => landmark.name);
  if (known.length > 0) text += ` Known for ${listing(known)}.`;
  return text;
}

function countrySummary(country: Country): string {
  let text = `${country.officialName} is a country in ${country.subregion || country.region}.`;
  if (country.capital) text += ` Its capital is ${country.capital}.`;
  const cities = [...country.cities]
    .sort((a, b) => b.landmarks.length - a.landmarks.length || b.population - a.population)
    .slice(0, 3)
    .map((city) => city.name);
  if (cities.length > 1) text += ` Popular destinations include ${listing(cities)}.`;
  return text;
}

export function placeDetailsOf(catalogue: Catalogue, place: ResolvedPlace): PlaceDetails {
  const common = {
    id: place.id,
    name: `places/${place.id}`,
    googleMapsUri: googleMapsUri(place.id),
  };
  if (place.kind === 'country') {
    const { country } = place;
    return {
      ...common,
      displayName: { text: country.name, languageCode: LANGUAGE },
      editorialSummary: { text: countrySummary(country), languageCode: LANGUAGE },
      formattedAddress: country.name,
      types: ['country', 'political'],
      primaryType: 'country',
      location: { latitude: country.latitude, longitude: country.longitude },
      photos: photoObjects(place, country.culture.names),
    };
  }
  if (place.kind === 'city') {
    const { city } = place;
    return {
      ...common,
      displayName: { text: city.name, languageCode: LANGUAGE },
      editorialSummary: { text: citySummary(city), languageCode: LANGUAGE },
      formattedAddress: cityAddress(catalogue.addressCity(city)),
      types: ['locality', 'political'],
      primaryType: 'locality',
      location: { latitude: city.latitude, longitude: city.longitude },
      photos: photoObjects(place, city.country.culture.names),
    };
  }
  const { city, stub } = place;
  const national = phoneNumber(
    catalogue.addressCity(city),
    city.country.callingCode,
    createRandom(`phone:${place.id}`),
  );
  return {
    ...common,
    displayName: { text: stub.name, languageCode: LANGUAGE },
    editorialSummary: {
      text: editorialSummary(stub, city.name, createRandom(`summary:${place.id}`)),
      languageCode: LANGUAGE,
    },
    formattedAddress: placeAddress(catalogue, city, place.id, stub),
    rating: stub.rating,
    userRatingCount: stub.userRatingCount,
    types: stub.types,
    primaryType: stub.primaryType,
    location: { latitude: stub.latitude, longitude: stub.longitude },
    formattedPhoneNumber: national,
    internationalPhoneNumber: internationalNumber(city.country.callingCode, national),
    website: `https://${slug(stub.name) || 'place'}.example/`,
    openingHours: { weekdayText: weekdayText(stub, createRandom(`hours:${place.id}`)) },
    photos: photoObjects(place, city.country.culture.names),
    reviews: reviewsOf(catalogue, city, stub, place),
  };
}

const asPlace = (catalogue: Catalogue, city: City, stub: PlaceStub): ResolvedPlace => ({
  kind: 'place',
  id: catalogue.placeId(city, stub.slot),
  city,
  stub,
});

/** D2 §3 "Nearby place item": photos is one reference string. */
export function nearbyItemOf(catalogue: Catalogue, near: PlaceNear): NearbyItem {
  const place = asPlace(catalogue, near.city, near.stub);
  return {
    id: place.id,
    name: near.stub.name,
    photos: encodePhotoRef(place.id, 0),
    rating: near.stub.rating,
    totalRatings: near.stub.userRatingCount,
    primaryType: near.stub.primaryType,
    location: { latitude: near.stub.latitude, longitude: near.stub.longitude },
    distanceMeters: Math.round(near.distanceKm * 1000),
  };
}

/** D1 §3 "Nearby place (raw)": name and displayName, photos as a list of objects with a name. */
export function nearbyPlaceOf(catalogue: Catalogue, near: PlaceNear): NearbyPlace {
  const place = asPlace(catalogue, near.city, near.stub);
  return {
    id: place.id,
    name: near.stub.name,
    displayName: { text: near.stub.name, languageCode: LANGUAGE },
    photos: photoRefsOf(place).map((name) => ({ name })),
    rating: near.stub.rating,
    totalRatings: near.stub.userRatingCount,
    userRatingCount: near.stub.userRatingCount,
    primaryType: near.stub.primaryType,
    types: near.stub.types,
    editorialSummary: {
      text: editorialSummary(near.stub, near.city.name, createRandom(`summary:${place.id}`)),
      languageCode: LANGUAGE,
    },
    location: { latitude: near.stub.latitude, longitude: near.stub.longitude },
  };
}

/** D2 §3 "Search result item": displayName as an object, photos as a list of reference strings. */
export function searchResultOf(
  catalogue: Catalogue,
  city: City,
  stub: PlaceStub,
): SearchResultItem {
  const place = asPlace(catalogue, city, stub);
  return {
    id: place.id,
    name: stub.name,
    displayName: { text: stub.name, languageCode: LANGUAGE },
    userRatingCount: stub.userRatingCount,
    totalRatings: stub.userRatingCount,
    rating: stub.rating,
    primaryType: stub.primaryType,
    types: stub.types,
    photos: photoRefsOf(place),
    formattedAddress: placeAddress(catalogue, city, place.id, stub),
    location: { latitude: stub.latitude, longitude: stub.longitude },
  };
}
