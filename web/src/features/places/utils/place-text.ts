import {
  MAPS_DIRECTIONS_URL,
  MAPS_SEARCH_URL,
  MAX_TYPE_TAGS,
  REVIEW_TRUNCATE_CHARS,
} from '../constants';
import { initialOf } from '@web/lib/text/initials';
import { roundedText } from '@web/lib/text/number-text';

/** A place type as people read it: underscores as spaces ("tourist_attraction" → "tourist attraction"). */
export function typeLabel(type: string): string {
  return type.replaceAll('_', ' ').trim();
}

/** The first 3 type tags (spec 001 §9), readable, without repeats. */
export function typeTags(types: readonly string[]): string[] {
  return [...new Set(types.map(typeLabel).filter((label) => label !== ''))].slice(0, MAX_TYPE_TAGS);
}

export interface ReviewExcerpt {
  text: string;
  isTruncated: boolean;
}

/** Review text cut at 150 characters (spec 001 §2, §9), with "..." when something was cut. */
export function reviewExcerpt(text: string, limit = REVIEW_TRUNCATE_CHARS): ReviewExcerpt {
  if (text.length <= limit) return { text, isTruncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, isTruncated: true };
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Directions to the place in Google Maps (opened in a new tab). */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  return `${MAPS_DIRECTIONS_URL}&destination=${latitude},${longitude}`;
}

/** The place on a map: its Google Maps page when known, else a search for its coordinates. */
export function mapUrl(coordinates: Coordinates, googleMapsUri?: string | null): string {
  if (googleMapsUri) return googleMapsUri;
  return `${MAPS_SEARCH_URL}&query=${coordinates.latitude},${coordinates.longitude}`;
}

/** A tel: link from a written phone number ("+33 1 23 45 67 89" → "tel:+33123456789"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The host of a website, for its link text ("https://www.louvre.example/visit" → "louvre.example"). */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, '');
  } catch {
    return website;
  }
}

/** "4.6" with one decimal, as ratings are written. */
export const ratingText = (rating: number) => rating.toFixed(1);

/** "12,345": a count as `toLocaleString('en-US')` writes it (up to 3 decimals), without Intl. */
export const countText = (count: number) => roundedText(count, 3);

/** The initial of a reviewer without a picture (by grapheme: an emoji stays whole). */
export const reviewerInitial = (name: string) => initialOf(name) || '?';
