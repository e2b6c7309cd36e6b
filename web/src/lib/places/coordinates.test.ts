import { describe, expect, it } from 'vitest';
import { validCoordinates } from './coordinates';

describe('nearby-attractions coordinate guard (spec 000 §5, RESOLUTIONS 4.11)', () => {
  it('lets numbers within -90..90 and -180..180 through, the limits included', () => {
    expect(validCoordinates(18.5204, 73.8567)).toEqual({ latitude: 18.5204, longitude: 73.8567 });
    expect(validCoordinates(-90, 180)).toEqual({ latitude: -90, longitude: 180 });
    expect(validCoordinates(90, -180)).toEqual({ latitude: 90, longitude: -180 });
    expect(validCoordinates(0, 0)).toEqual({ latitude: 0, longitude: 0 });
  });

  it.each([
    ['latitude above 90', 90.0001, 10],
    ['latitude below -90', -91, 10],
    ['longitude above 180', 10, 180.5],
    ['longitude below -180', 10, -181],
    ['NaN latitude', Number.NaN, 10],
    ['NaN longitude', 10, Number.NaN],
    ['infinite latitude', Number.POSITIVE_INFINITY, 10],
    ['a string', '18.5', 73.8],
    ['null', null, 73.8],
    ['undefined', 18.5, undefined],
  ])('disables the query (null, no error) for %s', (_case, latitude, longitude) => {
    expect(validCoordinates(latitude, longitude)).toBeNull();
  });
});
