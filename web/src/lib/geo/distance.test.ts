import { describe, expect, it } from 'vitest';
import { formatKm, haversineKm, isGeoPoint } from './distance';

const paris = { latitude: 48.8566, longitude: 2.3522 };
const london = { latitude: 51.5074, longitude: -0.1278 };
const kyotoStation = { latitude: 34.9858, longitude: 135.7588 };
const fushimiInari = { latitude: 34.9671, longitude: 135.7727 };

describe('haversineKm', () => {
  it('measures Paris to London as about 344 km', () => {
    expect(haversineKm(paris, london)).toBeCloseTo(343.6, 0);
  });

  it('is symmetric and zero for one point', () => {
    expect(haversineKm(london, paris)).toBeCloseTo(haversineKm(paris, london), 9);
    expect(haversineKm(paris, paris)).toBe(0);
  });

  it('measures short city hops to a few metres', () => {
    expect(haversineKm(kyotoStation, fushimiInari)).toBeCloseTo(2.4, 1);
  });

  it('crosses the antimeridian the short way', () => {
    const fiji = { latitude: -17.7, longitude: 178.0 };
    const samoa = { latitude: -13.8, longitude: -172.1 };
    expect(haversineKm(fiji, samoa)).toBeLessThan(1200);
  });
});

describe('formatKm', () => {
  it.each([
    [0.01, '< 0.1 km'],
    [2.44, '2.4 km'],
    [9.94, '9.9 km'],
    [343.6, '344 km'],
    [1234.4, '1,234 km'],
  ])('%s → %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
  });
});

describe('isGeoPoint', () => {
  it('accepts positions and refuses nulls and out-of-range values', () => {
    expect(isGeoPoint(paris)).toBe(true);
    expect(isGeoPoint({ latitude: null, longitude: 2 })).toBe(false);
    expect(isGeoPoint({ latitude: 95, longitude: 2 })).toBe(false);
    expect(isGeoPoint({ latitude: 10, longitude: Number.NaN })).toBe(false);
  });
});
