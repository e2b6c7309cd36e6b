import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import type { PhotoQuality } from '@contract/places';
import { getCatalogue } from './catalogue';
import type { City } from './catalogue';
import { PHOTO_WIDTHS } from './constants';
import { encodePhotoRef } from './ids';
import { lookupPhoto, photoCacheStats, renderPhoto } from './photos';
import { photoRefsOf } from './views';

const catalogue = getCatalogue();
const pune = catalogue.country('IN')?.cities.find((city) => city.name === 'Pune') as City;
const shaniwarWada = catalogue.placesOf(pune)[0];
if (!shaniwarWada) throw new Error('no Shaniwar Wada');
const placeId = catalogue.placeId(pune, 0);
const [firstRef = '', secondRef = ''] = photoRefsOf({
  kind: 'place',
  id: placeId,
  city: pune,
  stub: shaniwarWada,
});
const tiers: PhotoQuality[] = ['low', 'medium', 'high', 'ultra'];

function render(ref: string, quality: PhotoQuality) {
  const photo = renderPhoto(ref, quality);
  if (!photo) throw new Error(`${ref} did not render`);
  return photo;
}

describe('place photos', () => {
  it('are JPEG files whose width and byte size grow with the tier', { timeout: 30_000 }, () => {
    const photos = tiers.map((quality) => render(firstRef, quality));
    photos.forEach((photo, index) => {
      expect([...photo.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect([...photo.bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
      const decoded = decode(photo.bytes, { useTArray: true });
      const quality = tiers[index] as PhotoQuality;
      expect(decoded.width).toBe(PHOTO_WIDTHS[quality]);
      expect(decoded.height).toBe(Math.round((PHOTO_WIDTHS[quality] * 2) / 3));
    });
    for (let index = 1; index < photos.length; index += 1) {
      expect(photos[index]?.bytes.length).toBeGreaterThan(
        (photos[index - 1]?.bytes.length ?? 0) * 1.5,
      );
    }
  });

  it('are the same bytes for the same reference, and differ between references', () => {
    const first = render(firstRef, 'low');
    expect(render(firstRef, 'low')).toBe(first); // served from the cache
    expect(photoCacheStats().photos).toBeGreaterThan(0);
    const second = render(secondRef, 'low');
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(false);
    expect(second.etag).not.toBe(first.etag);
  });

  it('render the same picture at every size (same colours on average)', () => {
    const average = (quality: PhotoQuality) => {
      const { data } = decode(render(secondRef, quality).bytes, { useTArray: true });
      let sum = 0;
      for (let offset = 0; offset < data.length; offset += 4) sum += data[offset] ?? 0;
      return sum / (data.length / 4);
    };
    expect(Math.abs(average('low') - average('high'))).toBeLessThan(6);
  });

  it('tell malformed references from unknown ones', () => {
    expect(lookupPhoto('not-a-ref')).toEqual({ status: 'malformed' });
    // Well formed, but the place has fewer photos than that.
    expect(lookupPhoto(encodePhotoRef(placeId, 9))).toEqual({ status: 'unknown' });
    expect(renderPhoto(encodePhotoRef(placeId, 9), 'low')).toBeNull();
    expect(lookupPhoto(firstRef)).toMatchObject({ status: 'ok', scene: 'worship' });
  });

  it('exist for cities and countries too', () => {
    const cityRef = encodePhotoRef(catalogue.cityId(pune), 0);
    const countryRef = encodePhotoRef(catalogue.countryId(pune.country), 4);
    expect(lookupPhoto(cityRef)).toMatchObject({ status: 'ok', scene: 'skyline' });
    expect(render(countryRef, 'low').bytes.length).toBeGreaterThan(1000);
  });
});
