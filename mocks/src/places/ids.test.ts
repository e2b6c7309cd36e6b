import { describe, expect, it } from 'vitest';
import {
  PLACE_ID_PATTERN,
  decodePhotoRef,
  decodePlaceId,
  encodePhotoRef,
  encodePlaceId,
} from './ids';
import type { PlaceKey } from './ids';

const keys: PlaceKey[] = [
  { kind: 'country', cca2: 'IN' },
  { kind: 'city', geonameId: 1259229 },
  { kind: 'place', geonameId: 1259229, slot: 0 },
  { kind: 'place', geonameId: 2988507, slot: 17 },
];

describe('place ids', () => {
  it('look like Google place ids and decode back to their key', () => {
    for (const key of keys) {
      const id = encodePlaceId(key);
      expect(id).toMatch(PLACE_ID_PATTERN);
      expect(id).toHaveLength(27);
      expect(decodePlaceId(id)).toEqual(key);
    }
  });

  it('are stable and differ between neighbouring slots', () => {
    const first = encodePlaceId({ kind: 'place', geonameId: 1259229, slot: 3 });
    expect(encodePlaceId({ kind: 'place', geonameId: 1259229, slot: 3 })).toBe(first);
    const next = encodePlaceId({ kind: 'place', geonameId: 1259229, slot: 4 });
    expect(next).not.toBe(first);
    // Not just a counter at the end: most of the id changes.
    const same = [...first].filter((char, index) => next[index] === char).length;
    expect(same).toBeLessThan(12);
  });

  it('refuses ids it did not make, even well-formed ones', () => {
    const id = encodePlaceId({ kind: 'city', geonameId: 1259229 });
    const tampered = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    expect(decodePlaceId(tampered)).toBeNull();
    expect(decodePlaceId('ChIJD7fiBh9u5kcRYJSMaMOCCwQ')).toBeNull();
    expect(decodePlaceId('not-an-id')).toBeNull();
    expect(decodePlaceId('')).toBeNull();
  });
});

describe('photo references', () => {
  const placeId = encodePlaceId({ kind: 'place', geonameId: 1259229, slot: 2 });

  it('name the place and the photo number', () => {
    const ref = encodePhotoRef(placeId, 4);
    expect(ref).toMatch(new RegExp(`^places/${placeId}/photos/[\\w-]{32}$`));
    expect(decodePhotoRef(ref)).toEqual({
      status: 'ok',
      placeId,
      key: { kind: 'place', geonameId: 1259229, slot: 2 },
      index: 4,
    });
  });

  it('tell a malformed reference (400) from an unknown one (404)', () => {
    expect(decodePhotoRef('photo-1')).toEqual({ status: 'malformed' });
    expect(decodePhotoRef(`places/${placeId}/photos/short`)).toEqual({ status: 'malformed' });
    const ref = encodePhotoRef(placeId, 1);
    const forged = `${ref.slice(0, -1)}${ref.endsWith('A') ? 'B' : 'A'}`;
    expect(decodePhotoRef(forged)).toEqual({ status: 'unknown' });
    const otherPlace = encodePlaceId({ kind: 'place', geonameId: 1259229, slot: 3 });
    expect(decodePhotoRef(ref.replace(placeId, otherPlace))).toEqual({ status: 'unknown' });
  });
});
