import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countText,
  directionsUrl,
  reviewerInitial,
  mapUrl,
  reviewExcerpt,
  telHref,
  typeLabel,
  typeTags,
  websiteLabel,
} from './place-text';

describe('type tags (spec 001 §2, §9: up to 3, underscores as spaces)', () => {
  it('writes underscores as spaces', () => {
    expect(typeLabel('tourist_attraction')).toBe('tourist attraction');
  });

  it('keeps the first 3 distinct tags', () => {
    expect(
      typeTags(['tourist_attraction', 'museum', 'museum', 'point_of_interest', 'establishment']),
    ).toEqual(['tourist attraction', 'museum', 'point of interest']);
  });
});

describe('reviewExcerpt (spec 001 §9: 150 characters)', () => {
  it('keeps a text of 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(reviewExcerpt(text)).toEqual({ text, isTruncated: false });
  });

  it('cuts a longer text at 150 characters and adds "..."', () => {
    const text = `${'b'.repeat(150)}c and more`;
    const excerpt = reviewExcerpt(text);
    expect(excerpt.isTruncated).toBe(true);
    expect(excerpt.text).toBe(`${'b'.repeat(150)}...`);
  });
});

describe('links', () => {
  const eiffel = { latitude: 48.8584, longitude: 2.2945 };

  it('opens Google Maps directions to the coordinates', () => {
    expect(directionsUrl(eiffel)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.8584,2.2945',
    );
  });

  it("uses the place's Google Maps page for the map link, else a search for its point", () => {
    expect(mapUrl(eiffel, 'https://maps.google.com/?cid=1')).toBe('https://maps.google.com/?cid=1');
    expect(mapUrl(eiffel, null)).toBe(
      'https://www.google.com/maps/search/?api=1&query=48.8584,2.2945',
    );
  });

  it('dials the digits of a written phone number', () => {
    expect(telHref('+33 1 (23) 45-67-89')).toBe('tel:+33123456789');
  });

  it('shows a website by its host', () => {
    expect(websiteLabel('https://www.louvre.example/visit')).toBe('louvre.example');
    expect(websiteLabel('not a url')).toBe('not a url');
  });

  it("takes a reviewer's initial", () => {
    expect(reviewerInitial(' maya')).toBe('M');
    expect(reviewerInitial('')).toBe('?');
  });
});

describe('countText', () => {
  it('writes a count with en-US grouping, as Intl does', () => {
    expect(countText(0)).toBe('0');
    expect(countText(999)).toBe('999');
    expect(countText(1000)).toBe('1,000');
    expect(countText(1234567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.maxSafeNat(), fc.double({ noNaN: true })), (count) => {
        expect(countText(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });
});
